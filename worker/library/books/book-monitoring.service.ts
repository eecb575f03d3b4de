import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { BookEventOut, BookMonitoringOut, BookMonitoringQuery } from "../../contracts/book-moderation";
import type { BookEventKind } from "../../contracts/books";
import { bookEvents, books, users } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { staffView } from "../../lib/tenancy";
import { AppError } from "../../lib/errors";
import { BOOK_NOT_FOUND, bookSelection, presentBooks } from "./book-presenter";
import { booksFts, ftsPrefixQuery } from "./book-search";
import { readBatch } from "../../lib/db";

/**
 * Which books book monitoring shows: staff on the platform host every school's (or one, with
 * ?tenant=), staff and school admins on a school's host that school's. Anyone else: 403.
 */
function monitoredBooks(ctx: ServiceContext, tenant?: string): SQL | undefined {
  const { user, scope } = ctx;
  if (user?.isStaff || (user?.role === "school_admin" && scope.tenantId !== null)) return staffView(ctx, tenant).where(books);
  throw new AppError("FORBIDDEN", "Only school admins and staff can monitor books.");
}

const latestEvent = sql<string | null>`(select json_object('id', e.id, 'kind', e.kind, 'detail', json(e.detail), 'actor_id', e.actor_id, 'created_at', e.created_at)
  from ${bookEvents} e where e.book_id = ${books.id} order by e.created_at desc, e.rowid desc limit 1)`;
const failuresFirst = sql`case when ${books.status} = 'failed' or ${books.processingError} is not null then 0 else 1 end`;

/** GET /book-monitoring/: paged books with their latest event, failures first, then newest. */
export async function listMonitoredBooks(ctx: ServiceContext, q: BookMonitoringQuery): Promise<{ total: number; results: BookMonitoringOut[] }> {
  const match = q.search ? ftsPrefixQuery(q.search) : null;
  if (q.search && !match) return { total: 0, results: [] };
  const where = and(monitoredBooks(ctx, q.tenant), q.status ? eq(books.status, q.status) : undefined, match ? sql`${booksFts} MATCH ${match}` : undefined);
  let rowsQuery = ctx.db.select({ ...bookSelection, latest: latestEvent }).from(books).leftJoin(users, eq(users.id, books.uploaderId)).$dynamic();
  let countQuery = ctx.db.select({ total: count() }).from(books).$dynamic();
  if (match) {
    const on = eq(booksFts.rowid, sql`${books}.rowid`);
    rowsQuery = rowsQuery.innerJoin(booksFts, on);
    countQuery = countQuery.innerJoin(booksFts, on);
  }
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    rowsQuery.where(where).orderBy(failuresFirst, desc(books.createdAt), desc(books.id)).limit(q.limit).offset(q.offset),
    countQuery.where(where),
  ] as const);
  const presented = await presentBooks(ctx.db, rows, ctx.user);
  const results = presented.map((book, i) => {
    const raw = rows[i].latest;
    if (!raw) return { ...book, latest_event: null };
    const e = JSON.parse(raw) as { id: string; kind: BookEventKind; detail: Record<string, unknown> | null; actor_id: string | null; created_at: number };
    return { ...book, latest_event: { id: e.id, kind: e.kind, detail: e.detail ?? {}, actor_id: e.actor_id, created_at: new Date(e.created_at).toISOString() } };
  });
  return { total, results };
}

/** GET /book-monitoring/{id}/events: the book's whole history, oldest first. */
export async function bookHistory(ctx: ServiceContext, id: string): Promise<{ results: BookEventOut[] }> {
  const book = await ctx.db.select({ id: books.id }).from(books).where(and(eq(books.id, id), monitoredBooks(ctx))).get();
  if (!book) throw new AppError("NOT_FOUND", BOOK_NOT_FOUND);
  const rows = await ctx.db
    .select({ event: bookEvents, actor: { id: users.id, first_name: users.firstName, last_name: users.lastName } })
    .from(bookEvents)
    .leftJoin(users, eq(users.id, bookEvents.actorId))
    .where(eq(bookEvents.bookId, id))
    .orderBy(asc(bookEvents.createdAt), asc(sql`${bookEvents}.rowid`))
    .all();
  return {
    results: rows.map(({ event, actor }) => ({
      id: event.id,
      kind: event.kind,
      detail: JSON.parse(event.detail) as Record<string, unknown>,
      actor,
      created_at: new Date(event.createdAt).toISOString(),
    })),
  };
}
