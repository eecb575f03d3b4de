import type { Context } from "hono";
import type { AppEnv } from "../../env";
import type { Book } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { serveR2Object } from "../../lib/r2-serve";

/**
 * Streams a book's file or cover (the caller has already passed the visibility rule). Supports
 * Range and conditional requests; only public, published books may sit in shared caches.
 */
export async function serveBookObject(c: Context<AppEnv>, book: Book, which: "file" | "cover"): Promise<Response> {
  const key = which === "file" ? book.fileKey : book.coverKey;
  if (!key) throw new AppError("NOT_FOUND", which === "file" ? "This book has no file yet." : "This book has no cover.");
  return serveR2Object(c, key, {
    shared: book.visibility === "public" && book.status === "published",
    disposition: which === "file" ? `inline; filename="${book.slug}.${book.fileType ?? "bin"}"` : undefined,
  });
}
