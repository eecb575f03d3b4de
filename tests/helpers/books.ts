import { env } from "cloudflare:workers";
import { strToU8, zipSync } from "fflate";
import { nameKey } from "../../worker/contracts/text";
import { books, type Book } from "../../worker/db/schema";
import { bookObjectKey } from "../../worker/library/books/book-files";
import { newId } from "../../worker/lib/ids";
import { call, type CallOptions } from "./api";
import { db, unique } from "./factories";

const encoder = new TextEncoder();

/** A minimal valid PDF with `pages` pages (classic xref table with correct offsets). */
export function pdfBytes(pages: number, opts: { title?: string; version?: string } = {}): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 4} 0 R`).join(" ");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    `<< /Title (${opts.title ?? "Test book"}) /Producer (tests) >>`,
    ...Array.from({ length: pages }, () => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>"),
  ];
  let out = `%PDF-${opts.version ?? "1.4"}\n`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(out);
}

/** Starts like a PDF but is cut off: no trailer, no %%EOF. */
export const truncatedPdf = () => pdfBytes(3).slice(0, 150);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A ZIP of stored (uncompressed) entries, in order: enough for an EPUB container. */
export function storedZip(entries: [name: string, content: string | Uint8Array][]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = encoder.encode(name);
    const data = typeof content === "string" ? encoder.encode(content) : content;
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 10, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    const dir = new DataView(new ArrayBuffer(46));
    dir.setUint32(0, 0x02014b50, true);
    dir.setUint16(4, 20, true);
    dir.setUint16(6, 10, true);
    dir.setUint32(16, crc, true);
    dir.setUint32(20, data.length, true);
    dir.setUint32(24, data.length, true);
    dir.setUint16(28, nameBytes.length, true);
    dir.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), nameBytes, data);
    central.push(new Uint8Array(dir.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = central.reduce((n, p) => n + p.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function epubBytes(title = "Test EPUB"): Uint8Array {
  return storedZip([
    ["mimetype", "application/epub+zip"],
    ["META-INF/container.xml", '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>'],
    ["content.opf", `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${title}</dc:title></metadata></package>`],
  ]);
}

/** A title and its sort key, for rows written directly. */
export const titled = (title: string) => ({ title, titleKey: nameKey(title) });

/** A book row written directly (visibility tests), optionally with a stored PDF as its file. */
export async function insertBook(values: Partial<typeof books.$inferInsert> & { uploaderId: string; tenantId: string | null }, withFile = true): Promise<Book> {
  const id = newId("bk");
  const fileKey = withFile ? bookObjectKey({ id, tenantId: values.tenantId }, "file", "pdf") : null;
  if (fileKey) await env.FILES.put(fileKey, pdfBytes(1), { httpMetadata: { contentType: "application/pdf" } });
  const title = values.title ?? unique("Book ");
  const [book] = await db()
    .insert(books)
    .values({
      id,
      title,
      titleKey: nameKey(title),
      slug: unique("book-"),
      authorName: "Test Author",
      language: "en",
      status: "published",
      visibility: "public",
      fileKey,
      fileType: fileKey ? "pdf" : null,
      fileSize: fileKey ? pdfBytes(1).length : null,
      ...values,
    })
    .returning();
  return book;
}

/** Runs the whole upload: announce, PUT the bytes to the answered URL, complete. */
export async function uploadBookFile(host: string, token: string, bookId: string, bytes: Uint8Array, contentType = "application/pdf", kind: "file" | "cover" = "file") {
  const as = (path: string, opts: CallOptions = {}) => call(host, `/api/books/${bookId}${path}`, { token, ...opts });
  const target = await as("/upload", { method: "POST", json: { kind, content_type: contentType, size: bytes.length } });
  if (target.status !== 200) return { step: "request" as const, res: target };
  const put = await putBytes(host, target.body.url, bytes, contentType);
  if (put.status !== 200) return { step: "put" as const, res: put };
  return { step: "complete" as const, res: await as("/upload/complete", { method: "POST", json: { kind } }) };
}

/** PUTs to an upload URL of the Worker; bytes carry their Content-Length as a browser sends it. */
export function putBytes(host: string, url: string, body: BodyInit, contentType: string, headers: Record<string, string> = {}) {
  const path = new URL(url).pathname;
  if (body instanceof Uint8Array) headers = { "Content-Length": String(body.length), ...headers };
  return call(host, path, { method: "PUT", headers: { "Content-Type": contentType, ...headers }, body });
}

/**
 * An EPUB-shaped ZIP whose content is deflated (fflate, level 9): `bomb` adds a file of that many
 * zero bytes, which deflate packs about a thousand to one — a small upload that unpacks to a lot.
 */
export function deflatedEpub(opts: { bomb?: number; entries?: [string, string][] } = {}): Uint8Array {
  const files: Record<string, [Uint8Array, { level: 0 | 9 }]> = {
    mimetype: [strToU8("application/epub+zip"), { level: 0 }],
    "META-INF/container.xml": [strToU8('<?xml version="1.0"?><container version="1.0"><rootfiles><rootfile full-path="OEBPS/content.opf"/></rootfiles></container>'), { level: 9 }],
  };
  for (const [name, text] of opts.entries ?? []) files[name] = [strToU8(text), { level: 9 }];
  if (opts.bomb) files["OEBPS/chapter-1.xhtml"] = [new Uint8Array(opts.bomb), { level: 9 }];
  return zipSync(files);
}
