import { and, asc, count, desc, eq, exists, or, sql, type SQL } from "drizzle-orm";
import type { BookFacets, BookListQuery, BookOut, BookStats } from "../../contracts/books";
import { bookCategories, bookCategoryLinks, bookReads, books, users, type Book } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { knownClassSql, knownPersonSql } from "../../lib/people";
import { goalCounts, hasSdg } from "../../lib/sql-filters";
import { BOOK_NOT_FOUND, bookCategoriesJson, bookSelection, presentBooksWithCategories } from "./book-presenter";
import { bookMatches, ftsPrefixQuery, matchesBook } from "./book-search";
import { hostContentVersion, hostContentVersionSql, VersionedMemo } from "../../lib/content-version";
import { viewerShape, visibleBooks, visiblePublishedBooks, type LibraryContext } from "./book-visibility";
import { ReusableSelects } from "../../lib/reusable-selects";
import { readBatch } from "../../lib/db";

function filters(ctx: LibraryContext, q: BookListQuery): SQL | undefined {
  const inCategory = (category: string) =>
    exists(
      ctx.db
        .select({ one: sql`1` })
        .from(bookCategoryLinks)
        .innerJoin(bookCategories, eq(bookCategories.id, bookCategoryLinks.categoryId))
        .where(and(eq(bookCategoryLinks.bookId, books.id), or(eq(bookCategories.id, category), eq(bookCategories.slug, category)))),
    );
  return and(
    visibleBooks(ctx),
    q.status === undefined ? eq(books.status, "published") : q.status === "any" ? undefined : eq(books.status, q.status),
    q.category ? inCategory(q.category) : undefined,
    q.language ? eq(books.language, q.language) : undefined,
    q.level ? eq(books.readingLevel, q.level) : undefined,
    q.featured !== undefined ? eq(books.featured, q.featured) : undefined,
    q.class ? and(eq(books.classId, q.class), knownClassSql(ctx.user, books.tenantId, books.uploaderId)) : undefined,
    q.uploader ? and(eq(books.uploaderId, q.uploader), knownPersonSql(ctx.user, books.uploaderId)) : undefined,
    hasSdg(books.sdgs, q.sdg),
  );
}

const popularity = sql`(select count(*) from ${bookReads} where ${bookReads.bookId} = ${books.id})`;

/**
 * Title A–Z: the title's sort key (contracts/text.ts nameKey), or lower(title) while the cron has not
 * folded a book saved before the key (migration 0041). Migration 0042 indexes this very expression
 * (books_visibility_title_idx, books_status_title_idx), so the list walks an index in order.
 */
export const titleOrder = [sql`coalesce(nullif(${books.titleKey}, ''), lower(${books.title}))`, asc(books.id)];

function ordering(q: BookListQuery, rank: SQL | null): SQL[] {
  const sort = q.sort ?? (rank ? "relevance" : "newest");
  const newest = [desc(books.createdAt), desc(books.id)];
  if (sort === "relevance" && rank) return [asc(rank), ...newest];
  if (sort === "title") return titleOrder;
  if (sort === "popular") return [desc(popularity), ...newest];
  return newest;
}

/**
 * Counts of library queries, per isolate, keyed by the host's content version (lib/content-version.ts),
 * the viewer and the filters: a count reads every matching row, a page only its own, so a library
 * of 100,000 books counts once per change instead of on every request (issue #15).
 */
const counts = new VersionedMemo<number>();

/** Who the visibility rule depends on: the same key means the same visible books. */
function viewerKey(ctx: LibraryContext): string {
  const { user } = ctx;
  const who = user ? `${user.id}/${user.role}/${user.isStaff ? "staff" : ""}` : ctx.community ? "community" : "anonymous";
  return `${ctx.scope.tenantId ?? ""}|${who}`;
}

export async function memoCount(ctx: LibraryContext, what: string, compute: () => Promise<number>, knownVersion?: string): Promise<number> {
  ctx.seenVersion?.note(knownVersion);
  const version = knownVersion ?? (await hostContentVersion(ctx.db, ctx.scope.tenantId, ctx.seenVersion, ctx.sessionCheck));
  return counts.get(`${what}|${version}|${viewerKey(ctx)}`, compute);
}

/**
 * GET /books: filters, FTS5 prefix search ranked by bm25 (among the newest SEARCH_CANDIDATES
 * matches), paging; only what the caller may see. The page walks books_status_order_idx or
 * books_visibility_order_idx newest first and stops at its end, selecting each book's categories
 * and the host's content version with it (one query); the count is memoised per content version.
 */
export async function listBooks(ctx: LibraryContext, q: BookListQuery): Promise<{ total: number; results: BookOut[] }> {
  const match = q.search ? ftsPrefixQuery(q.search) : null;
  if (q.search && !match) return { total: 0, results: [] };
  const page = () =>
    ctx.db
      .select({ ...bookSelection, categories: bookCategoriesJson, version: hostContentVersionSql(ctx.scope.tenantId) })
      .from(books)
      .leftJoin(users, eq(users.id, books.uploaderId))
      .$dynamic();
  const { limit: _limit, offset: _offset, sort: _sort, ...counted } = q;
  const countKey = `books:${JSON.stringify(counted)}`;

  if (!match) {
    // The most asked query of the library: built once per host, kind of viewer and filters.
    const viewer = viewerShape(ctx);
    const rows = await pages.all(
      ctx.db,
      `${viewer.shape}|${JSON.stringify({ ...q, limit: undefined, offset: undefined })}`,
      () =>
        page()
          .where(filters(viewer.ctx, q))
          .orderBy(...ordering(q, null))
          .limit(sql.placeholder("limit"))
          .offset(sql.placeholder("offset")),
      { ...viewer.values, limit: q.limit, offset: q.offset },
      ctx.sessionCheck,
    );
    const total = await memoCount(
      ctx,
      countKey,
      async () => (await ctx.db.select({ total: count() }).from(books).where(filters(ctx, q)).get())?.total ?? 0,
      rows[0] && String(rows[0].version),
    );
    return { total, results: presentBooksWithCategories(rows, ctx.user) };
  }

  // A search sorts every candidate it ranks: the page's ids alone are ranked in a subquery (a narrow
  // sort; selecting each candidate's categories in it would build every one's), then only those
  // books are read with their categories, in the same query. Built once per host, kind of viewer
  // and filters (lib/reusable-selects.ts), the words a placeholder.
  const viewer = viewerShape(ctx);
  const rows = await pages.all(
    ctx.db,
    `${viewer.shape}|search|${JSON.stringify({ ...q, search: undefined, limit: undefined, offset: undefined })}`,
    () => {
      const matches = bookMatches(ctx.db, sql.placeholder("match"));
      const top = ctx.db
        .select({ id: sql<string>`${books.id}`.as("page_id"), rank: sql<number>`${matches.rank}`.as("page_rank") })
        .from(matches)
        .crossJoin(books)
        .where(and(matchesBook(matches), filters(viewer.ctx, q)))
        .orderBy(...ordering(q, sql`${matches.rank}`))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .as("page_ids");
      return ctx.db
        .select({ ...bookSelection, categories: bookCategoriesJson, version: hostContentVersionSql(ctx.scope.tenantId) })
        .from(top)
        .innerJoin(books, eq(books.id, top.id))
        .leftJoin(users, eq(users.id, books.uploaderId))
        .orderBy(...ordering(q, sql`${top.rank}`));
    },
    { ...viewer.values, match, limit: q.limit, offset: q.offset },
    ctx.sessionCheck,
  );
  const total = await memoCount(
    ctx,
    countKey,
    async () => {
      const matches = bookMatches(ctx.db, match);
      return (await ctx.db.select({ total: count() }).from(matches).crossJoin(books).where(and(matchesBook(matches), filters(ctx, q))).get())?.total ?? 0;
    },
    rows[0] && String(rows[0].version),
  );
  return { total, results: presentBooksWithCategories(rows, ctx.user) };
}

/** Built pages of the list (lib/reusable-selects.ts), per isolate. */
const pages = new ReusableSelects();

/** GET /book-stats: the library's counts as this caller sees them (published books only). */
export async function bookStats(ctx: LibraryContext): Promise<BookStats> {
  const [all, featured] = await Promise.all([
    memoCount(ctx, "book-stats:all", async () => (await ctx.db.select({ n: count() }).from(books).where(visiblePublishedBooks(ctx)).get())?.n ?? 0),
    memoCount(ctx, "book-stats:featured", async () => (await ctx.db.select({ n: count() }).from(books).where(and(visiblePublishedBooks(ctx), eq(books.featured, true))).get())?.n ?? 0),
  ]);
  return { book_stats: { all_book: all, featured_book: featured } };
}

/** A book the caller may see (any status the rule allows); 404 otherwise, exactly like a missing one. */
export async function findVisibleBook(ctx: LibraryContext, id: string): Promise<Book> {
  const book = await ctx.db.select().from(books).where(and(eq(books.id, id), visibleBooks(ctx))).get();
  if (!book) throw new AppError("NOT_FOUND", BOOK_NOT_FOUND);
  return book;
}

/**
 * A book the caller may see, presented as the list presents it: its categories and the host's
 * content version selected with it (one query, the deferred session check riding in it), so a
 * book's page is one D1 round trip like the list.
 */
export async function getBook(ctx: LibraryContext, id: string): Promise<BookOut> {
  const [[row]] = await readBatch(
    ctx.db,
    [
      ctx.db
        .select({ ...bookSelection, categories: bookCategoriesJson, version: hostContentVersionSql(ctx.scope.tenantId) })
        .from(books)
        .leftJoin(users, eq(users.id, books.uploaderId))
        .where(and(eq(books.id, id), visibleBooks(ctx)))
        .limit(1),
    ] as const,
    ctx.sessionCheck,
  );
  if (!row) throw new AppError("NOT_FOUND", BOOK_NOT_FOUND);
  ctx.seenVersion?.note(row.version);
  return presentBooksWithCategories([row], ctx.user)[0];
}

const goalCountMemo = new VersionedMemo<Map<number, number>>();

/**
 * Published books this caller may see, per goal (/api/sdgs): memoised per content version and
 * viewer like the list's counts, so the goals page does not read the library on every visit.
 */
export async function bookGoalCounts(ctx: LibraryContext): Promise<Map<number, number>> {
  const version = await hostContentVersion(ctx.db, ctx.scope.tenantId, ctx.seenVersion, ctx.sessionCheck);
  return goalCountMemo.get(`goals|${version}|${viewerKey(ctx)}`, () => goalCounts(ctx.db, books, books.sdgs, visiblePublishedBooks(ctx)!));
}

const facetMemo = new VersionedMemo<BookFacets>();

/**
 * GET /books/facets: the languages and reading levels of the published books this caller may see,
 * with how many of each — the library's filter menus offer only what would find something.
 */
export async function bookFacets(ctx: LibraryContext): Promise<BookFacets> {
  const version = await hostContentVersion(ctx.db, ctx.scope.tenantId, ctx.seenVersion, ctx.sessionCheck);
  return facetMemo.get(`facets|${version}|${viewerKey(ctx)}`, async () => {
    const where = visiblePublishedBooks(ctx);
    const [languages, levels] = await Promise.all([
      ctx.db.select({ code: books.language, count: count() }).from(books).where(where).groupBy(books.language).orderBy(desc(count()), asc(books.language)).limit(100).all(),
      ctx.db
        .select({ level: books.readingLevel, count: count() })
        .from(books)
        .where(and(where, sql`${books.readingLevel} IS NOT NULL AND ${books.readingLevel} <> ''`))
        .groupBy(books.readingLevel)
        .orderBy(asc(books.readingLevel))
        .limit(100)
        .all(),
    ]);
    return { languages, levels: levels.map((l) => ({ level: l.level!, count: l.count })) };
  });
}
