import { and, eq, sql } from "drizzle-orm";
import { prepareAuditEntryIf } from "../../platform";
import type { BookOut } from "../../contracts/books";
import type { RejectInput } from "../../contracts/book-moderation";
import { books, type Book } from "../../db/schema";
import { tenantScope } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { said, type Said } from "../../lib/said";
import { bookEventIfChanged } from "./book-events";
import { findVisibleBook, getBook } from "./book-queries.service";
import { isLibrarian, type LibraryContext } from "./book-visibility";
import { holdsPupilFullName } from "./author-name";

export const PUPIL_FULL_NAME_BEFORE_PUBLISHING_MESSAGE = "This book's author name is a pupil's full name: edit it to their first name and the first letter of their surname before publishing it.";

export const STATUS_WORDS: Record<Book["status"], Said> = {
  draft: said("still a draft"),
  uploading: said("still uploading"),
  processing: said("still being processed"),
  pending_review: said("pending review"),
  published: said("already published"),
  rejected: said("already rejected"),
  failed: said("failed processing"),
};

/** What a review does, as its refusal says it (stories share them). */
export const VERBS = { approved: said("approved"), rejected: said("rejected") };

/** A pending book the caller may moderate: 404 when invisible, 403 unless a librarian, 409 in any other state. */
async function pendingBook(ctx: LibraryContext, id: string, verb: "approved" | "rejected"): Promise<Book> {
  const book = await findVisibleBook(ctx, id);
  if (!isLibrarian(ctx, book)) throw new AppError("FORBIDDEN", "Only school admins and staff can review books.");
  if (book.status !== "pending_review") {
    throw new AppError("CONFLICT", said("This book is {{state}}; only books pending review can be {{verb}}.", { state: STATUS_WORDS[book.status], verb: VERBS[verb] }));
  }
  return book;
}

const stillPending = (book: Book) => tenantScope(book.tenantId).where(books, eq(books.id, book.id), eq(books.status, "pending_review"));

/** POST /books/{id}/approve: pending_review → published, recorded in book monitoring. */
export async function approveBook(ctx: LibraryContext, id: string): Promise<BookOut> {
  const book = await pendingBook(ctx, id, "approved");
  // A book sent for review before the author rule (or whose school gained a namesake since) is held here too.
  if (await holdsPupilFullName(ctx, tenantScope(book.tenantId), book.authorName)) throw new AppError("CONFLICT", PUPIL_FULL_NAME_BEFORE_PUBLISHING_MESSAGE);
  const now = Date.now();
  const [updated] = await ctx.db.batch([
    ctx.db.update(books).set({ status: "published", publishedAt: now, rejectionReason: null, updatedAt: now }).where(stillPending(book)).returning({ id: books.id }),
    bookEventIfChanged(ctx.db, book, "approved", {}, ctx.user!.id),
    // changes() is now the event's insert, which happened only if the book changed.
    prepareAuditEntryIf(ctx, { action: "book.approve", tenantId: book.tenantId, target: { type: "book", id: book.id, label: book.title } }, books, and(eq(books.id, book.id), sql`changes() = 1`)!),
  ]);
  if (updated.length === 0) throw new AppError("CONFLICT", "This book was reviewed by someone else a moment ago.");
  return getBook(ctx, id);
}

/** POST /books/{id}/reject: pending_review → rejected with the reason the uploader will read. */
export async function rejectBook(ctx: LibraryContext, id: string, input: RejectInput): Promise<BookOut> {
  const book = await pendingBook(ctx, id, "rejected");
  const [updated] = await ctx.db.batch([
    ctx.db.update(books).set({ status: "rejected", rejectionReason: input.reason, updatedAt: Date.now() }).where(stillPending(book)).returning({ id: books.id }),
    bookEventIfChanged(ctx.db, book, "rejected", { reason: input.reason }, ctx.user!.id),
    prepareAuditEntryIf(ctx, { action: "book.reject", tenantId: book.tenantId, target: { type: "book", id: book.id, label: book.title }, detail: { reason: input.reason } }, books, and(eq(books.id, book.id), sql`changes() = 1`)!),
  ]);
  if (updated.length === 0) throw new AppError("CONFLICT", "This book was reviewed by someone else a moment ago.");
  return getBook(ctx, id);
}
