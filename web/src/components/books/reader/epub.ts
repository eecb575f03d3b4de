import { strFromU8, unzipSync } from "fflate";
import { epubLimitProblem, type ZipEntryFacts } from "@contracts/epub";
import { contentLang } from "@/lib/content-lang";

/** An EPUB opened in the browser: its spine (reading order) and each chapter as a self-contained page. */
export interface EpubBook {
  chapterCount: number;
  /**
   * The chapter (0-based) as a complete HTML document: images inlined, styles inlined, scripts
   * removed, marked with the chapter's own language, else `language` (the book's).
   */
  chapterHtml(index: number, language?: string | null): string;
}

const XLINK = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";

function parseXml(text: string, type: DOMParserSupportedType = "application/xml"): Document {
  const doc = new DOMParser().parseFromString(text, type);
  if (doc.getElementsByTagName("parsererror").length > 0) throw new Error("Unreadable EPUB part");
  return doc;
}

/** Resolves `href` (relative to the file at `from`) to a path inside the zip. */
function resolvePath(from: string, href: string): string {
  const clean = decodeURIComponent(href.split("#")[0]!.split("?")[0]!);
  const parts = from.split("/").slice(0, -1);
  for (const segment of clean.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== "." && segment !== "") parts.push(segment);
  }
  return parts.join("/");
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const READER_STYLE = `body{font-family:Georgia,serif;line-height:1.6;max-width:42rem;margin:0 auto;padding:1.25rem;color:#111827;background:#fff;overflow-wrap:anywhere}img,svg{max-width:100%;height:auto}`;

/** The archive breaks the limits every EPUB must keep; the message says which. */
export class EpubLimitError extends Error {}

/**
 * The archive, unpacked one file at a time as the reader needs it: the directory is checked
 * against the same limits the server applies (a decompression bomb is refused before anything is
 * inflated), and only the files of the chapter on screen are ever inflated.
 */
function lazyArchive(bytes: Uint8Array) {
  const entries: ZipEntryFacts[] = [];
  unzipSync(bytes, { filter: (f) => (entries.push({ name: f.name, compressedSize: f.size, uncompressedSize: f.originalSize }), false) });
  const problem = epubLimitProblem(entries);
  if (problem) throw new EpubLimitError(problem);
  const names = new Set(entries.map((e) => e.name));
  const cache = new Map<string, Uint8Array>();
  return {
    has: (path: string) => names.has(path),
    get(path: string): Uint8Array | undefined {
      if (!names.has(path)) return undefined;
      let file = cache.get(path);
      if (!file) {
        file = unzipSync(bytes, { filter: (f) => f.name === path })[path];
        if (file) cache.set(path, file);
      }
      return file;
    },
  };
}

export function openEpub(bytes: ArrayBuffer): EpubBook {
  const archive = lazyArchive(new Uint8Array(bytes));
  const text = (path: string) => {
    const file = archive.get(path);
    if (!file) throw new Error(`Missing ${path}`);
    return strFromU8(file);
  };
  const container = parseXml(text("META-INF/container.xml"));
  const opfPath = container.getElementsByTagName("rootfile")[0]?.getAttribute("full-path");
  if (!opfPath) throw new Error("No package document");
  const opf = parseXml(text(opfPath));
  const manifest = new Map<string, { href: string; type: string }>();
  for (const item of Array.from(opf.getElementsByTagName("item"))) {
    const id = item.getAttribute("id");
    const href = item.getAttribute("href");
    if (id && href) manifest.set(id, { href: resolvePath(opfPath, href), type: item.getAttribute("media-type") ?? "" });
  }
  const spine = Array.from(opf.getElementsByTagName("itemref"))
    .filter((ref) => ref.getAttribute("linear") !== "no")
    .map((ref) => manifest.get(ref.getAttribute("idref") ?? ""))
    .filter((item): item is { href: string; type: string } => !!item && archive.has(item.href));
  if (spine.length === 0) throw new Error("Empty spine");

  const typeOf = (path: string) => [...manifest.values()].find((m) => m.href === path)?.type || "application/octet-stream";
  const dataUrl = (from: string, href: string | null) => {
    if (!href || /^(data:|https?:)/i.test(href)) return null;
    const path = resolvePath(from, href);
    const file = archive.get(path);
    return file ? `data:${typeOf(path)};base64,${toBase64(file)}` : null;
  };

  return {
    chapterCount: spine.length,
    chapterHtml(index, language) {
      const { href, type } = spine[index]!;
      const source = text(href);
      let doc: Document;
      try {
        doc = parseXml(source, type === "text/html" ? "text/html" : "application/xhtml+xml");
      } catch {
        doc = new DOMParser().parseFromString(source, "text/html");
      }
      for (const el of Array.from(doc.querySelectorAll("script, iframe, object, embed, base, meta[http-equiv]"))) el.remove();
      for (const img of Array.from(doc.querySelectorAll("img"))) {
        const url = dataUrl(href, img.getAttribute("src"));
        if (url) img.setAttribute("src", url);
      }
      for (const image of Array.from(doc.getElementsByTagName("image"))) {
        const url = dataUrl(href, image.getAttribute("href") ?? image.getAttributeNS(XLINK, "href"));
        if (url) {
          image.setAttribute("href", url);
          image.setAttributeNS(XLINK, "xlink:href", url);
        }
      }
      const styles: string[] = [READER_STYLE];
      for (const link of Array.from(doc.querySelectorAll("link"))) {
        if ((link.getAttribute("rel") ?? "").includes("stylesheet")) {
          const path = resolvePath(href, link.getAttribute("href") ?? "");
          const css = archive.get(path);
          if (css) styles.push(strFromU8(css));
        }
        link.remove();
      }
      const body = doc.body ?? doc.getElementsByTagName("body")[0];
      const inner = body ? body.innerHTML : doc.documentElement.innerHTML;
      const inlineStyles = Array.from(doc.querySelectorAll("style"))
        .map((s) => s.textContent ?? "")
        .join("\n");
      // lang (and dir) as contentLang gives them: only a valid language code reaches the markup, and
      // a chapter that declares none (or a broken one) takes the book's.
      const root = doc.documentElement;
      const own = contentLang(root.getAttribute("lang") || root.getAttributeNS(XML_NS, "lang"));
      const marks = own.lang ? own : contentLang(language);
      const htmlAttributes = `${marks.lang ? ` lang="${marks.lang}"` : ""}${marks.dir ? ` dir="${marks.dir}"` : ""}`;
      return `<!doctype html><html${htmlAttributes}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${[...styles, inlineStyles].join("\n")}</style></head><body>${inner}</body></html>`;
    },
  };
}
