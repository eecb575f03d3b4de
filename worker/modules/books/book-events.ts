import type { BookEventKind } from "../../contracts/books";
import { bookEvents, type Book } from "../../db/schema";
import type { DB } from "../../lib/db";
import { newId } from "../../lib/ids";

/** A book-monitoring event, as a query to run in the same D1 batch as the change it records. */
export function bookEvent(db: DB, book: Pick<Book, "id" | "tenantId">, kind: BookEventKind, detail: Record<string, unknown> = {}, actorId: string | null = null) {
  return db.insert(bookEvents).values({ id: newId("bev"), bookId: book.id, tenantId: book.tenantId, kind, detail: JSON.stringify(detail), actorId });
}
