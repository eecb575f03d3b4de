import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { books, tenants, users, type Book } from "../../db/schema";
import { createDb, type DB } from "../../lib/db";
import { backoffSeconds, type QueueHandler } from "../../lib/queue";
import { bookEvent } from "./book-events";
import { CorruptBookError, scanPdf, sniffBookType } from "./book-files";
import { bookProcessingMessageSchema, type BookProcessingMessage } from "./book-processing-queue";
import { inspectEpubArchive } from "./epub-archive";

/** Deliveries per book file before it is marked failed (wrangler.toml: max_retries = 4, so 5). */
export const MAX_PROCESSING_ATTEMPTS = 5;
/** How long one consumer holds a book while it reads the file; a crash releases it after this. */
const CLAIM_MS = 5 * 60_000;

export type ProcessingOutcome =
  | { kind: "processed"; status: "published" | "pending_review"; pageCount: number | null }
  | { kind: "skip"; reason: "missing" | "done" }
  | { kind: "busy" }
  | { kind: "retry"; delaySeconds: number; error: string }
  | { kind: "failed"; error: string };

interface Facts {
  pageCount: number | null;
  detail: Record<string, unknown>;
}

const MISSING_FILE = "The uploaded file is missing from storage. Please upload it again.";

async function inspect(bucket: R2Bucket, book: Book): Promise<Facts> {
  if (book.fileType === "pdf") {
    const object = await bucket.get(book.fileKey!);
    if (!object) throw new CorruptBookError(MISSING_FILE);
    const pdf = await scanPdf(object.body);
    return { pageCount: pdf.pageCount, detail: { page_count: pdf.pageCount, pdf_version: pdf.version, pdf_title: pdf.title } };
  }
  const object = await bucket.head(book.fileKey!);
  if (!object) throw new CorruptBookError(MISSING_FILE);
  const head = await bucket.get(book.fileKey!, { range: { offset: 0, length: 128 } });
  if (!head || sniffBookType(new Uint8Array(await head.arrayBuffer())) !== "epub") throw new CorruptBookError("The file is not an EPUB: its first entry is not the EPUB mimetype.");
  const archive = await inspectEpubArchive(bucket, book.fileKey!, object.size);
  return { pageCount: null, detail: { page_count: null, epub_entries: archive.entries, epub_uncompressed_bytes: archive.uncompressedBytes } };
}

/**
 * Staff and the school's admins publish without review; the school's teachers too, unless the
 * school reviews teachers' uploads (tenants.review_teacher_uploads). Students' books wait for review.
 */
async function isTrusted(db: DB, book: Book): Promise<boolean> {
  const uploader = await db.select({ role: users.role, isStaff: users.isStaff, tenantId: users.tenantId }).from(users).where(eq(users.id, book.uploaderId)).get();
  if (!uploader) return false;
  if (uploader.isStaff) return true;
  if (uploader.tenantId !== book.tenantId) return false;
  if (uploader.role === "school_admin") return true;
  if (uploader.role !== "teacher") return false;
  const school = book.tenantId ? await db.select({ review: tenants.reviewTeacherUploads }).from(tenants).where(eq(tenants.id, book.tenantId)).get() : undefined;
  return !school?.review;
}

/** Claims the book for this file, inspects it once, and records the outcome in book_events. */
export async function processBook(db: DB, bucket: R2Bucket, message: BookProcessingMessage, now = Date.now()): Promise<ProcessingOutcome> {
  const thisFile = and(eq(books.id, message.bookId), eq(books.status, "processing"), eq(books.fileKey, message.fileKey));
  const [book] = await db
    .update(books)
    .set({ processingClaimedUntil: now + CLAIM_MS, processingAttempts: sql`${books.processingAttempts} + 1` })
    .where(and(thisFile, or(isNull(books.processingClaimedUntil), lt(books.processingClaimedUntil, now))))
    .returning();
  if (!book) {
    const current = await db.select().from(books).where(thisFile).get();
    if (current) return { kind: "busy" };
    const exists = await db.select({ id: books.id }).from(books).where(eq(books.id, message.bookId)).get();
    // Processed already, or superseded by a newer upload (which has its own message).
    return { kind: "skip", reason: exists ? "done" : "missing" };
  }
  await bookEvent(db, book, "processing_started", { attempt: book.processingAttempts });

  try {
    const facts = await inspect(bucket, book);
    const status = (await isTrusted(db, book)) ? "published" : "pending_review";
    const done = Date.now();
    await db.batch([
      db
        .update(books)
        .set({ status, pageCount: facts.pageCount, processingError: null, processingClaimedUntil: null, publishedAt: status === "published" ? done : null, updatedAt: done })
        .where(thisFile),
      bookEvent(db, book, "processing_succeeded", { ...facts.detail, status }),
    ]);
    return { kind: "processed", status, pageCount: facts.pageCount };
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    const final = err instanceof CorruptBookError || book.processingAttempts >= MAX_PROCESSING_ATTEMPTS;
    await db.batch([
      db
        .update(books)
        .set({ status: final ? "failed" : "processing", processingError: final ? error : null, processingClaimedUntil: null, updatedAt: Date.now() })
        .where(thisFile),
      bookEvent(db, book, "processing_failed", { reason: error, attempt: book.processingAttempts, will_retry: !final }),
    ]);
    return final ? { kind: "failed", error } : { kind: "retry", delaySeconds: backoffSeconds(book.processingAttempts), error };
  }
}

export const DEAD_LETTER_REASON = "Processing gave up after repeated failures. Please upload the file again.";

/** schools-books: inspect each uploaded file once; a bad file fails with its reason in book monitoring. */
export const bookQueueHandler: QueueHandler<BookProcessingMessage> = {
  name: "books",
  schema: bookProcessingMessageSchema,
  async handle(env, message) {
    const outcome = await processBook(createDb(env.DB), env.FILES, message);
    console.log(JSON.stringify({ msg: "book processing", ...message, ...outcome }));
    if (outcome.kind === "retry") return { kind: "retry", delaySeconds: outcome.delaySeconds };
    if (outcome.kind === "busy") return { kind: "retry", delaySeconds: CLAIM_MS / 1000 };
    return { kind: "ack" };
  },
  /** A book still processing that file is marked failed, visible in book monitoring. */
  async deadLetter(env, message) {
    const db = createDb(env.DB);
    const thisFile = and(eq(books.id, message.bookId), eq(books.status, "processing"), eq(books.fileKey, message.fileKey));
    const [book] = await db.update(books).set({ status: "failed", processingError: DEAD_LETTER_REASON, processingClaimedUntil: null }).where(thisFile).returning();
    if (book) await bookEvent(db, book, "processing_failed", { reason: DEAD_LETTER_REASON, dead_letter: true });
  },
};
