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
