import type { BookFileType } from "../../contracts/books";
import type { Book } from "../../db/schema";
import { randomToken } from "../../lib/ids";

/** Every object of a book lives under its school's (or the platform's) prefix and the book id. */
export function bookObjectPrefix(book: Pick<Book, "id" | "tenantId">): string {
  return `${book.tenantId === null ? "platform" : `tenants/${book.tenantId}`}/books/${book.id}/`;
}

export function bookObjectKey(book: Pick<Book, "id" | "tenantId">, kind: "file" | "cover", extension: string): string {
  return `${bookObjectPrefix(book)}${kind}-${randomToken(12)}.${extension}`;
}

/** Bytes read from the start of an upload to recognise it. */
export const SNIFF_BYTES = 128;
const EPUB_MIMETYPE = "application/epub+zip";
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The type of a book file from its first bytes: "%PDF-" for PDF; for EPUB a ZIP whose first
 * entry is an uncompressed "mimetype" holding "application/epub+zip" (EPUB OCF 3.3 §4.3).
 */
export function sniffBookType(bytes: Uint8Array): BookFileType | null {
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== "PK\x03\x04") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const method = view.getUint16(8, true);
  const nameLength = view.getUint16(26, true);
  const extraLength = view.getUint16(28, true);
  const dataAt = 30 + nameLength + extraLength;
  if (method !== 0 || ascii(bytes, 30, 30 + nameLength) !== "mimetype") return null;
  return ascii(bytes, dataAt, dataAt + EPUB_MIMETYPE.length) === EPUB_MIMETYPE ? "epub" : null;
}

/** Bytes as one character each (PDF syntax is ASCII; binary streams pass through harmlessly). */
function latin1(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return out;
}

export interface PdfFacts {
  version: string;
  /** null when the page objects are hidden in compressed object streams. */
  pageCount: number | null;
  title: string | null;
}

export class CorruptBookError extends Error {}

/**
 * Scans a PDF as a stream (never holding it whole) for what processing needs. Good enough, not a
 * parser: pages are the `/Type /Page` objects (not `/Pages`); when none are visible (PDF 1.5 object
 * streams) the largest `/Count` of a page tree stands in. A file without the %PDF- header, without
 * any object or without the %%EOF trailer is corrupt.
 */
export async function scanPdf(stream: ReadableStream<Uint8Array>): Promise<PdfFacts> {
  let carry = "";
  let head = "";
  let tail = "";
  let pages = 0;
  let maxCount = 0;
  let objects = 0;
  let title: string | null = null;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const chunk = latin1(value);
    const text = carry + chunk;
    tail = (tail + chunk).slice(-1024);
    if (head.length < 16) head = (head + text).slice(0, 16);
    // Matches are counted only where they end before the carried-over tail, so none counts twice.
    const limit = Math.max(0, text.length - 64);
    for (const m of text.matchAll(/\/Type\s*\/Page(?![a-zA-Z])/g)) if (m.index! < limit) pages++;
    for (const m of text.matchAll(/\/Count\s+(\d+)/g)) if (m.index! < limit) maxCount = Math.max(maxCount, Number(m[1]));
    for (const m of text.matchAll(/\d+\s+\d+\s+obj\b/g)) if (m.index! < limit) objects++;
    if (title === null) {
      const t = /\/Title\s*\(((?:\\.|[^\\)]){0,200})\)/.exec(text);
      if (t && t.index < limit) title = t[1].replace(/\\(.)/g, "$1").trim() || null;
    }
    carry = text.slice(limit);
  }
  // The last window was never counted: count it whole.
  pages += [...carry.matchAll(/\/Type\s*\/Page(?![a-zA-Z])/g)].length;
  for (const m of carry.matchAll(/\/Count\s+(\d+)/g)) maxCount = Math.max(maxCount, Number(m[1]));
  objects += [...carry.matchAll(/\d+\s+\d+\s+obj\b/g)].length;

  const version = /^%PDF-(\d\.\d)/.exec(head)?.[1];
  if (!version) throw new CorruptBookError("The file is not a PDF: it does not start with a %PDF- header.");
  if (objects === 0) throw new CorruptBookError("The PDF is damaged: it contains no objects.");
  if (!tail.includes("%%EOF")) throw new CorruptBookError("The PDF is damaged or incomplete: its end-of-file marker (%%EOF) is missing.");
  return { version, pageCount: pages > 0 ? pages : maxCount > 0 ? maxCount : null, title };
}
