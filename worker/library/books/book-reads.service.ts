import { count, eq, sql } from "drizzle-orm";
import type { BookReadOut } from "../../contracts/books";
import { bookReads } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { countEvent } from "../../lib/rate-limit";
import { findVisibleBook } from "./book-queries.service";
import type { LibraryContext } from "./book-visibility";

const HOUR = 60 * 60 * 1000;

/**
 * POST /books/{id}/read: counts an opening of a published book the caller may see, at most once
 * per reader per book per hour. Signed-in readers are deduplicated on book_reads itself;
 * community-cookie holders have no account, so their address is counted in a one-hour window.
 */
export async function recordRead(ctx: LibraryContext, id: string, now = Date.now()): Promise<BookReadOut> {
  if (!ctx.user && !ctx.community) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  const book = await findVisibleBook(ctx, id);
  let recorded = false;
  if (book.status === "published") {
    if (ctx.user) {
      const result = await ctx.db.run(sql`insert into ${bookReads} (id, book_id, user_id, tenant_id, created_at)
        select ${newId("brd")}, ${book.id}, ${ctx.user.id}, ${book.tenantId}, ${now}
        where not exists (select 1 from ${bookReads} where book_id = ${book.id} and user_id = ${ctx.user.id} and created_at > ${now - HOUR})`);
      recorded = (result.meta.changes ?? 0) > 0;
    } else {
      const counter = await countEvent(ctx.db, `book-read:${book.id}:${ctx.clientAddress}`, { limit: 1, windowMs: HOUR }, now);
      if (counter.count === 1) {
        await ctx.db.insert(bookReads).values({ id: newId("brd"), bookId: book.id, userId: null, tenantId: book.tenantId, createdAt: now });
        recorded = true;
      }
    }
  }
  const total = await ctx.db.select({ reads: count() }).from(bookReads).where(eq(bookReads.bookId, book.id)).get();
  return { recorded, reads: total?.reads ?? 0 };
}
