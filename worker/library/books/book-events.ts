import { eq, sql } from "drizzle-orm";
import type { BookEventKind } from "../../contracts/books";
import { bookEvents, books, type Book } from "../../db/schema";
import { tenantScope, type DB } from "../../lib/db";
import { newId } from "../../lib/ids";

/** A book-monitoring event, as a query to run in the same D1 batch as the change it records. */
export function bookEvent(db: DB, book: Pick<Book, "id" | "tenantId">, kind: BookEventKind, detail: Record<string, unknown> = {}, actorId: string | null = null) {
  return db.insert(bookEvents).values({ id: newId("bev"), bookId: book.id, tenantId: book.tenantId, kind, detail: JSON.stringify(detail), actorId });
}

/**
 * The same event, recorded only if the statement just before it in the batch changed a row
 * (SQLite's changes()): a review that lost a race to another reviewer leaves no event behind.
 */
export function bookEventIfChanged(db: DB, book: Pick<Book, "id" | "tenantId">, kind: BookEventKind, detail: Record<string, unknown>, actorId: string) {
  const row = db
    .select({
      id: sql<string>`${newId("bev")}`.as("id"),
      bookId: books.id,
      tenantId: books.tenantId,
      kind: sql<BookEventKind>`${kind}`.as("kind"),
      detail: sql<string>`${JSON.stringify(detail)}`.as("detail"),
      actorId: sql<string>`${actorId}`.as("actor_id"),
      createdAt: sql<number>`${Date.now()}`.as("created_at"),
    })
    .from(books)
    .where(tenantScope(book.tenantId).where(books, eq(books.id, book.id), sql`changes() = 1`));
  return db.insert(bookEvents).select(row);
}
