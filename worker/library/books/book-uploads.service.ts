import { and, asc, desc, eq, gt, gte, isNull, lt, notExists, sql } from "drizzle-orm";
import {
  BOOK_MIME_TYPES,
  COVER_MAX_BYTES,
  COVER_TOO_LARGE_MESSAGE,
  DEFAULT_BOOK_MAX_BYTES,
  UNSUPPORTED_COVER_MESSAGE,
  bookTooLargeMessage,
  type BookMimeType,
  type BookOut,
  type BookUploadKind,
  type BookUploadRequest,
  type BookUploadTarget,
} from "../../contracts/books";
import { bookUploads, books, type Book, type BookUpload } from "../../db/schema";
import { SNIFF_BYTES, bookObjectKey, sniffBookType } from "./book-files";
import { tenantScope, type DB } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { said } from "../../lib/said";
import { newId, newSecret, sha256Hex } from "../../lib/ids";
import { presignR2Put, r2Credentials } from "../../lib/r2-presign";
import { deleteObjects, sniffImageType } from "../../lib/storage";
import { bookEvent } from "./book-events";
import { getBook } from "./book-queries.service";
import { findManageableBook } from "./books.service";
import type { LibraryContext } from "./book-visibility";
import { enqueueBookProcessing } from "./book-processing-queue";

/** How long an upload URL (local token or presigned) stays valid. */
export const UPLOAD_TTL_SECONDS = 15 * 60;
const IMAGE_EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

export function bookMaxBytes(env: Pick<Env, "BOOK_MAX_BYTES">): number {
  const configured = Number(env.BOOK_MAX_BYTES);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : DEFAULT_BOOK_MAX_BYTES;
}

function assertSize(ctx: LibraryContext, kind: BookUploadKind, size: number) {
  const max = kind === "file" ? bookMaxBytes(ctx.env) : COVER_MAX_BYTES;
  const message = kind === "file" ? bookTooLargeMessage(max) : COVER_TOO_LARGE_MESSAGE;
  if (size > max) throw new AppError("PAYLOAD_TOO_LARGE", message, { size: [message] });
}

/** POST /books/{id}/upload: checks who, what and how big, then hands out a short-lived PUT target. */
export async function requestUpload(ctx: LibraryContext, bookId: string, input: BookUploadRequest): Promise<BookUploadTarget> {
  const book = await findManageableBook(ctx, bookId);
  if (input.kind === "file" && book.status === "processing") throw new AppError("CONFLICT", "This book's file is being processed. Wait until it finishes.");
  assertSize(ctx, input.kind, input.size);
  const extension = input.kind === "file" ? BOOK_MIME_TYPES[input.content_type as BookMimeType] : IMAGE_EXTENSIONS[input.content_type];
  const key = bookObjectKey(book, input.kind, extension);
  const token = newSecret("bup");
  const expiresAt = Date.now() + UPLOAD_TTL_SECONDS * 1000;
  const startsUpload = input.kind === "file" && ["draft", "failed", "rejected"].includes(book.status);
  await ctx.db.batch([
    ctx.db.insert(bookUploads).values({
      id: newId("bup"),
      bookId: book.id,
      tenantId: book.tenantId,
      kind: input.kind,
      contentType: input.content_type,
      declaredSize: input.size,
      objectKey: key,
      tokenHash: await sha256Hex(token),
      createdBy: ctx.user!.id,
      expiresAt,
    }),
    ...(startsUpload ? [ctx.db.update(books).set({ status: "uploading", updatedAt: Date.now() }).where(tenantScope(book.tenantId).where(books, eq(books.id, book.id)))] : []),
    bookEvent(ctx.db, book, "upload_started", { kind: input.kind, content_type: input.content_type, size: input.size }, ctx.user!.id),
  ]);
  const creds = r2Credentials(ctx.env);
  const url = creds ? await presignR2Put(creds, key, input.content_type, UPLOAD_TTL_SECONDS) : `${ctx.origin}/api/books/${book.id}/upload/${token}`;
  return { method: "PUT", url, headers: { "Content-Type": input.content_type }, expires_at: new Date(expiresAt).toISOString() };
}

const INVALID_TOKEN = "This upload link is invalid, already used or expired. Start the upload again.";
export const INTERRUPTED_MESSAGE = "The upload was interrupted and nothing was stored. Please upload the file again.";

/**
 * PUT /books/{id}/upload/{token} (local development, no presigned URLs): streams the body into R2
 * through a FixedLengthStream, so the Worker never buffers the file and R2 refuses a body that is
 * shorter or longer than announced. The token is spent before the first byte is stored.
 */
export async function receiveUpload(ctx: LibraryContext, bookId: string, token: string, request: Request): Promise<{ size: number }> {
  const tokenHash = await sha256Hex(token);
  const now = Date.now();
  const live = and(eq(bookUploads.tokenHash, tokenHash), eq(bookUploads.bookId, bookId), isNull(bookUploads.usedAt), gt(bookUploads.expiresAt, now));
  const pending = await ctx.db.select().from(bookUploads).where(live).get();
  if (!pending) throw new AppError("NOT_FOUND", INVALID_TOKEN);
  const length = Number(request.headers.get("Content-Length") ?? NaN);
  if (!Number.isSafeInteger(length) || length <= 0 || !request.body) throw new AppError("BAD_REQUEST", "Send the file as the request body with a Content-Length header.");
  if (length > pending.declaredSize) throw new AppError("PAYLOAD_TOO_LARGE", "The file is larger than the size announced when the upload started.");
  const [claimed] = await ctx.db.update(bookUploads).set({ usedAt: now }).where(live).returning();
  if (!claimed) throw new AppError("NOT_FOUND", INVALID_TOKEN);

  const { readable, writable } = new FixedLengthStream(length);
  const piping = request.body.pipeTo(writable).catch(() => undefined);
  try {
    await ctx.env.FILES.put(claimed.objectKey, readable, { httpMetadata: { contentType: claimed.contentType } });
    await piping;
  } catch {
    await deleteObjects(ctx.env.FILES, [claimed.objectKey]);
    throw new AppError("BAD_REQUEST", INTERRUPTED_MESSAGE);
  }
  return { size: length };
}

async function latestUpload(ctx: LibraryContext, book: Book, kind: BookUploadKind): Promise<BookUpload> {
  const upload = await ctx.db
    .select()
    .from(bookUploads)
    .where(and(eq(bookUploads.bookId, book.id), eq(bookUploads.kind, kind), isNull(bookUploads.completedAt)))
    .orderBy(desc(bookUploads.createdAt), desc(bookUploads.id))
    .get();
  if (!upload) throw new AppError("BAD_REQUEST", "There is no upload to complete. Start the upload first.");
  return upload;
}

/**
 * What a book in "uploading" was before requestUpload started its upload (only draft, failed and
 * rejected books start one). No file: a draft. processingError is cleared by every accepted file
 * and every successful processing, and a rejection needs a successful processing first, so a
 * book holding one last failed; otherwise it was rejected.
 */
function statusBeforeUpload(book: Book): "draft" | "failed" | "rejected" {
  if (!book.fileKey) return "draft";
  if (book.processingError) return "failed";
  return book.rejectionReason ? "rejected" : "draft";
}

/**
 * Refuses the upload: the object goes, the upload is closed and the refusal is recorded. A refused
 * book file also ends the book's "uploading" (guarded by it, so a book an accepted upload has moved
 * on is left alone): it is again what it was, and its uploader may send another file or delete it.
 */
async function refuse(ctx: LibraryContext, book: Book, upload: BookUpload, error: AppError): Promise<never> {
  await deleteObjects(ctx.env.FILES, [upload.objectKey]);
  const now = Date.now();
  const stillUploading = tenantScope(book.tenantId).where(books, eq(books.id, book.id), eq(books.status, "uploading"));
  await ctx.db.batch([
    ctx.db.update(bookUploads).set({ completedAt: now }).where(eq(bookUploads.id, upload.id)),
    ...(upload.kind === "file" ? [ctx.db.update(books).set({ status: statusBeforeUpload(book), updatedAt: now }).where(stillUploading)] : []),
    bookEvent(ctx.db, book, "upload_rejected", { kind: upload.kind, reason: error.message }, ctx.user!.id),
  ]);
  throw error;
}

/**
 * POST /books/{id}/upload/complete: the object must exist with the announced size and its first
 * bytes must be what was announced. Only then does the book reference it; a book file then goes
 * to processing (queue), a cover is live at once.
 */
export async function completeUpload(ctx: LibraryContext, bookId: string, kind: BookUploadKind): Promise<BookOut> {
  const book = await findManageableBook(ctx, bookId);
  const upload = await latestUpload(ctx, book, kind);
  const head = await ctx.env.FILES.head(upload.objectKey);
  if (!head) throw new AppError("BAD_REQUEST", "The file has not arrived. Please upload it again.");
  if (head.size !== upload.declaredSize) {
    await refuse(ctx, book, upload, new AppError("BAD_REQUEST", said("The upload is incomplete: {{arrived}} of {{declared}} bytes arrived. Please upload it again.", { arrived: head.size, declared: upload.declaredSize })));
  }
  const first = await ctx.env.FILES.get(upload.objectKey, { range: { offset: 0, length: SNIFF_BYTES } });
  const bytes = first ? new Uint8Array(await first.arrayBuffer()) : new Uint8Array();
  const scope = tenantScope(book.tenantId);
  const now = Date.now();
  const closeUpload = ctx.db.update(bookUploads).set({ completedAt: now }).where(eq(bookUploads.id, upload.id));
  const detail = { kind, size: head.size, content_type: upload.contentType };

  if (kind === "cover") {
    const type = sniffImageType(bytes);
    if (!type) await refuse(ctx, book, upload, new AppError("UNSUPPORTED_MEDIA_TYPE", UNSUPPORTED_COVER_MESSAGE));
    await ctx.db.batch([
      ctx.db.update(books).set({ coverKey: upload.objectKey, updatedAt: now }).where(scope.where(books, eq(books.id, book.id))),
      closeUpload,
      bookEvent(ctx.db, book, "upload_completed", detail, ctx.user!.id),
    ]);
    if (book.coverKey !== upload.objectKey) await deleteObjects(ctx.env.FILES, [book.coverKey]);
    return getBook(ctx, book.id);
  }

  const fileType = sniffBookType(bytes);
  if (!fileType || fileType !== BOOK_MIME_TYPES[upload.contentType as BookMimeType]) {
    await refuse(ctx, book, upload, new AppError("UNSUPPORTED_MEDIA_TYPE", said("Only PDF or EPUB files are accepted. The file's contents do not match {{type}}.", { type: upload.contentType })));
  }
  await ctx.db.batch([
    ctx.db
      .update(books)
      .set({ fileKey: upload.objectKey, fileType, fileSize: head.size, pageCount: null, status: "processing", processingError: null, processingAttempts: 0, processingClaimedUntil: null, updatedAt: now })
      .where(scope.where(books, eq(books.id, book.id))),
    closeUpload,
    bookEvent(ctx.db, book, "upload_completed", detail, ctx.user!.id),
  ]);
  if (book.fileKey && book.fileKey !== upload.objectKey) await deleteObjects(ctx.env.FILES, [book.fileKey]);
  await enqueueBookProcessing(ctx.env.BOOKS_QUEUE, { bookId: book.id, fileKey: upload.objectKey });
  return getBook(ctx, book.id);
}

/** An upload nobody completed is abandoned this long after its URL expired (a slow upload of a large file may finish late). */
export const ABANDONED_UPLOAD_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 50;

/**
 * Cron: closes uploads that were started and never completed (the browser closed, the network
 * went): their object, if any arrived, is deleted, and a book still "uploading" because of them is
 * again what it was (draft, failed or rejected) unless another of its file uploads is still live —
 * so its uploader sees a book they can upload to or delete, not one stuck "uploading". Each upload
 * is closed in one batch with its event and the book's status, guarded so that a completion that
 * wins the race is left alone. Returns how many uploads it closed.
 */
export async function sweepAbandonedBookUploads(db: DB, files: R2Bucket, now = Date.now()): Promise<number> {
  const cutoff = now - ABANDONED_UPLOAD_AFTER_MS;
  const stale = await db
    .select({ upload: bookUploads, book: books })
    .from(bookUploads)
    .innerJoin(books, eq(books.id, bookUploads.bookId))
    .where(and(isNull(bookUploads.completedAt), lt(bookUploads.expiresAt, cutoff)))
    .orderBy(asc(bookUploads.expiresAt))
    .limit(SWEEP_BATCH)
    .all();
  let closed = 0;
  for (const { upload, book } of stale) {
    const stillOpen = and(eq(bookUploads.id, upload.id), isNull(bookUploads.completedAt));
    const [claimed] = await db.update(bookUploads).set({ completedAt: now }).where(stillOpen).returning({ id: bookUploads.id });
    if (!claimed) continue; // completed meanwhile
    closed++;
    // The object is the upload's own (a random key): the book refers to it only after a completion, which did not happen.
    if (upload.objectKey !== book.fileKey && upload.objectKey !== book.coverKey) await deleteObjects(files, [upload.objectKey]);
    const liveFileUpload = db
      .select({ one: sql`1` })
      .from(bookUploads)
      .where(and(eq(bookUploads.bookId, book.id), eq(bookUploads.kind, "file"), isNull(bookUploads.completedAt), gte(bookUploads.expiresAt, cutoff)));
    await db.batch([
      bookEvent(db, book, "upload_abandoned", { kind: upload.kind, started_at: new Date(upload.createdAt).toISOString() }),
      ...(upload.kind === "file"
        ? [db.update(books).set({ status: statusBeforeUpload(book), updatedAt: now }).where(tenantScope(book.tenantId).where(books, eq(books.id, book.id), eq(books.status, "uploading"), notExists(liveFileUpload)))]
        : []),
    ]);
  }
  return closed;
}
