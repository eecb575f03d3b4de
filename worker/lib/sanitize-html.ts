/**
 * The allow-list sanitiser for rich text (story bodies, course text). It parses with the runtime's HTMLRewriter
 * (lol-html, a spec-following streaming parser), so it sees markup exactly as a browser would,
 * rather than guessing with regular expressions. Kept: p, h2, h3, strong, em, u, s, blockquote, ul,
 * ol, li, br, a[href http/https/mailto, rel=noopener], img[src /api/files/… or https, alt]. Any other
 * element is unwrapped (its text kept), elements whose content is code or raw text are dropped whole,
 * and every other attribute (on*, style, class, …), comment and doctype disappears.
 *
 * Stories (profile "story") keep only pictures this platform serves: children read them, and a
 * picture from another site tells that site who read the story and when (a tracking pixel).
 */
const KEEP = new Set(["p", "h2", "h3", "strong", "em", "u", "s", "blockquote", "ul", "ol", "li", "a", "br", "img"]);
/**
 * Information pages (rendered from staff-written markdown) also keep tables, code, rules and h4,
 * anchors on headings (`id`, for links such as /terms-of-use#disclaimer) and links within the site
 * ("/faq", "#refunds").
 */
const PAGE_KEEP = new Set([...KEEP, "h4", "table", "thead", "tbody", "tr", "th", "td", "code", "pre", "hr"]);
export type SanitizeProfile = "rich-text" | "page" | "story";
/** Removed with everything inside: scripts, styles, raw-text elements, embedded and foreign content. */
const DROP = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "template", "noscript", "noembed", "noframes",
  "textarea", "title", "xmp", "plaintext", "svg", "math", "head", "select", "option", "canvas", "audio", "video", "link", "meta", "base", "form", "input", "button",
]);

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", colon: ":", tab: "\t", newline: "\n", sol: "/", nbsp: " " };

/** An attribute's raw source text → its value as the browser reads it (entities decoded). */
function decodeEntities(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"). */
const normaliseUrl = (raw: string) =>
  [...decodeEntities(raw)].filter((ch) => {
    const code = ch.codePointAt(0)!;
    return code > 0x20 && (code < 0x7f || code > 0x9f);
  }).join("");

export function safeHref(raw: string): string | null {
  const url = normaliseUrl(raw);
  return /^(https?:\/\/|mailto:)/i.test(url) ? url : null;
}

/** A link within this site: a path ("/faq", never "//host") or a fragment ("#disclaimer"). */
function siteHref(raw: string): string | null {
  const url = normaliseUrl(raw);
  return /^(\/(?![/\\])|#)[^\\]*$/.test(url) ? url : null;
}

/** A file this platform serves: /api/files/… (never a way out of it with ".."). */
const platformFile = (url: string) => (/^\/api\/files\/[^/\\]/.test(url) && !url.includes("..") ? url : null);

export function safeImageSrc(raw: string): string | null {
  const url = normaliseUrl(raw);
  return platformFile(url) ?? (/^https:\/\//i.test(url) ? url : null);
}

/**
 * A story's picture: only a file of this platform. The story writer has no picture upload, so a
 * picture comes in pasted from a page, whose address the browser makes absolute: a page of this
 * platform's ("https://school.example.org/api/files/…") keeps its path, and is asked of this
 * platform; any other address is dropped.
 */
export function platformImageSrc(raw: string): string | null {
  const url = normaliseUrl(raw);
  const pasted = /^https?:\/\/[^/\\?#]+(\/api\/files\/.*)$/i.exec(url);
  return platformFile(pasted ? pasted[1] : url);
}

const escapeAttr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function sanitizeHtml(html: string, profile: SanitizeProfile = "rich-text"): Promise<string> {
  const keep = profile === "page" ? PAGE_KEEP : KEEP;
  const rewriter = new HTMLRewriter()
    .on("*", {
      element(el) {
        const tag = el.tagName.toLowerCase();
        if (DROP.has(tag)) {
          el.remove();
          return;
        }
        if (!keep.has(tag)) {
          el.removeAndKeepContent();
          return;
        }
        const rawHref = tag === "a" ? (el.getAttribute("href") ?? "") : "";
        const href = tag === "a" ? (safeHref(rawHref) ?? (profile === "page" ? siteHref(rawHref) : null)) : null;
        const id = profile === "page" && /^h[2-4]$/.test(tag) ? el.getAttribute("id") : null;
        const src = tag === "img" ? (profile === "story" ? platformImageSrc : safeImageSrc)(el.getAttribute("src") ?? "") : null;
        const alt = tag === "img" ? decodeEntities(el.getAttribute("alt") ?? "") : null;
        for (const [name] of [...el.attributes]) el.removeAttribute(name);
        if (tag === "img") {
          if (!src) {
            el.remove();
            return;
          }
          el.setAttribute("src", escapeAttr(src));
          if (alt) el.setAttribute("alt", escapeAttr(alt));
        }
        if (tag === "a") {
          if (href) el.setAttribute("href", escapeAttr(href));
          if (!href?.startsWith("/") && !href?.startsWith("#")) el.setAttribute("rel", "noopener");
        }
        if (id && /^[a-z0-9][a-z0-9-]{0,80}$/.test(id)) el.setAttribute("id", id);
      },
    })
    .onDocument({
      comments(comment) {
        comment.remove();
      },
    });
  return (await rewriter.transform(new Response(html)).text()).trim();
}

/** The text of sanitised HTML, for the search index. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
}
