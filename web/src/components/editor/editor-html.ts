/**
 * Browsers' editing commands write <b>, <i>, <div> and inline styles; the server keeps only an
 * allow-list (p, h2, h3, strong, em, u, s, blockquote, ul, ol, li, a, br, img) and unwraps the
 * rest, so bold would silently vanish. This maps the editor's markup onto that list first.
 */
const RENAME: Record<string, string> = { B: "strong", I: "em", DIV: "p", H1: "h2", H4: "h3", H5: "h3", H6: "h3", STRIKE: "s", DEL: "s", INS: "u" };
const KEEP = new Set(["P", "H2", "H3", "STRONG", "EM", "U", "S", "BLOCKQUOTE", "UL", "OL", "LI", "A", "BR", "IMG"]);

function clean(node: Element, doc: Document) {
  for (const child of [...node.children]) {
    clean(child, doc);
    const rename = RENAME[child.tagName];
    let el: Element = child;
    if (rename) {
      el = doc.createElement(rename);
      while (child.firstChild) el.appendChild(child.firstChild);
      for (const attr of [...child.attributes]) el.setAttribute(attr.name, attr.value);
      child.replaceWith(el);
    }
    if (!KEEP.has(el.tagName)) {
      el.replaceWith(...el.childNodes);
      continue;
    }
    for (const attr of [...el.attributes]) {
      const keep = (el.tagName === "A" && attr.name === "href") || (el.tagName === "IMG" && (attr.name === "src" || attr.name === "alt"));
      if (!keep) el.removeAttribute(attr.name);
    }
  }
}

/** Elements whose content is not text a reader wrote: removed whole when pasted (unwrapping them would paste their code as words). */
const DROP_WITH_CONTENT = "script, style, template, noscript, iframe, object, embed, svg, math, head, title, meta, link, canvas, video, audio, form, button, input, select, textarea";

/**
 * What is pasted into the editor, cut down to what the story will keep, so that the editor shows
 * what the reader will see: the allow-listed tags only (as normaliseEditorHtml), no styles or
 * classes (a pasted colour would also colour what is typed after it), pictures only from this
 * site's own files (the server drops other sites' pictures), links only http(s) and mailto.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const el of [...doc.body.querySelectorAll(DROP_WITH_CONTENT)]) el.remove();
  for (const img of [...doc.body.querySelectorAll("img")]) if (!(img.getAttribute("src") ?? "").startsWith("/api/files/")) img.remove();
  for (const a of [...doc.body.querySelectorAll("a")]) if (!isAllowedLink(a.getAttribute("href") ?? "")) a.replaceWith(...a.childNodes);
  clean(doc.body, doc);
  return doc.body.innerHTML.trim();
}

/** Plain text as paragraphs (a blank line between them), its characters escaped. */
export function textAsHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

export function normaliseEditorHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  clean(doc.body, doc);
  const out = doc.body.innerHTML.trim();
  return htmlHasText(out) ? out : "";
}

/** Whether the markup holds any words (an editor left with "<p><br></p>" is empty). */
export function htmlHasText(html: string): boolean {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  return (doc.body.textContent ?? "").trim() !== "" || doc.body.querySelector("img") !== null;
}

/** A link target the server keeps: http(s) or mailto. */
export function isAllowedLink(href: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(href.trim());
}
