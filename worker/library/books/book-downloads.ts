import type { Context } from "hono";
import type { AppEnv } from "../../env";
import type { Book } from "../../db/schema";
import { AppError } from "../../lib/errors";

/** Byte range R2 served, for the 206 answer a PDF reader asks for. */
function servedRange(object: R2Object, requested: boolean): { offset: number; length: number } | null {
  const range = object.range;
  if (!requested || !range) return null;
  // workerd reports every field of the range, unused ones as undefined.
  const { offset, length, suffix } = range as { offset?: number; length?: number; suffix?: number };
  if (suffix !== undefined) return { offset: object.size - suffix, length: suffix };
  return { offset: offset ?? 0, length: length ?? object.size - (offset ?? 0) };
}

/**
 * Streams a book's file or cover (the caller has already passed the visibility rule). Supports
 * Range and conditional requests; only public, published books may sit in shared caches.
 */
export async function serveBookObject(c: Context<AppEnv>, book: Book, which: "file" | "cover"): Promise<Response> {
  const key = which === "file" ? book.fileKey : book.coverKey;
  if (!key) throw new AppError("NOT_FOUND", which === "file" ? "This book has no file yet." : "This book has no cover.");
  const object = await c.env.FILES.get(key, { onlyIf: c.req.raw.headers, range: c.req.raw.headers });
  if (!object) throw new AppError("NOT_FOUND", "File not found");
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Accept-Ranges", "bytes");
  const shared = book.visibility === "public" && book.status === "published";
  headers.set("Cache-Control", shared ? "public, max-age=300" : "private, no-cache");
  if (which === "file") headers.set("Content-Disposition", `inline; filename="${book.slug}.${book.fileType ?? "bin"}"`);
  if (!("body" in object) || !object.body) return new Response(null, { status: 304, headers });
  const range = servedRange(object, c.req.raw.headers.has("Range"));
  if (range) {
    headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`);
    headers.set("Content-Length", String(range.length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { status: 200, headers });
}
