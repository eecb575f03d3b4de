import { sql } from "drizzle-orm";
import type { BookReadOut } from "../contracts/books";
import { bookReads, storyReads } from "../db/schema";
import { AppError } from "../lib/errors";
import { newId } from "../lib/ids";
import { countEvent } from "../lib/rate-limit";
import type { LibraryContext } from "./books/book-visibility";

const HOUR = 60 * 60 * 1000;

/** Where each kind of library item counts its readers (the tables share one shape). */
const READS = {
  book: { table: bookReads, itemColumn: sql.raw("book_id"), idPrefix: "brd" },
  story: { table: storyReads, itemColumn: sql.raw("story_id"), idPrefix: "srd" },
} as const;

type ReadableItem = { id: string; tenantId: string | null; status: string };

/** Reads are counted for signed-in users and community-cookie holders only. */
export function assertReader(ctx: LibraryContext): void {
  if (!ctx.user && !ctx.community) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
}

/**
 * Counts an opening of a published item the caller may see (the caller found it visible), at
 * most once per reader per item per hour. Signed-in readers are deduplicated on the reads table
 * itself; community-cookie holders have no account, so their address is counted in a one-hour
 * window. Answers whether this opening counted and the item's total.
 */
export async function countRead(ctx: LibraryContext, kind: keyof typeof READS, item: ReadableItem, now = Date.now()): Promise<BookReadOut> {
  assertReader(ctx);
  const { table, itemColumn, idPrefix } = READS[kind];
  let recorded = false;
  if (item.status === "published") {
    const insert = (userId: string | null, guard = sql`1`) =>
      ctx.db.run(sql`insert into ${table} (id, ${itemColumn}, user_id, tenant_id, created_at)
        select ${newId(idPrefix)}, ${item.id}, ${userId}, ${item.tenantId}, ${now} where ${guard}`);
    if (ctx.user) {
      const result = await insert(ctx.user.id, sql`not exists (select 1 from ${table} where ${itemColumn} = ${item.id} and user_id = ${ctx.user.id} and created_at > ${now - HOUR})`);
      recorded = (result.meta.changes ?? 0) > 0;
    } else {
      const counter = await countEvent(ctx.db, `${kind}-read:${item.id}:${ctx.clientAddress}`, { limit: 1, windowMs: HOUR }, now);
      if (counter.count === 1) {
        await insert(null);
        recorded = true;
      }
    }
  }
  const total = await ctx.db.get<{ reads: number }>(sql`select count(*) as reads from ${table} where ${itemColumn} = ${item.id}`);
  return { recorded, reads: total?.reads ?? 0 };
}
