import { and, asc, count, desc, eq, exists, or, sql, type SQL } from "drizzle-orm";
import type { BookListQuery, BookOut, BookStats } from "../../contracts/books";
import { bookCategories, bookCategoryLinks, bookReads, books, type Book } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { knownPersonSql } from "../../lib/people";
import { BOOK_NOT_FOUND, bookRows, presentBooks } from "./book-presenter";
import { booksFts, ftsPrefixQuery, searchRank } from "./book-search";
import { visibleBooks, visiblePublishedBooks, type LibraryContext } from "./book-visibility";

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
    q.class ? eq(books.classId, q.class) : undefined,
    q.uploader ? and(eq(books.uploaderId, q.uploader), knownPersonSql(ctx.user, books.uploaderId)) : undefined,
  );
}

const popularity = sql`(select count(*) from ${bookReads} where ${bookReads.bookId} = ${books.id})`;

function ordering(q: BookListQuery, searching: boolean): SQL[] {
  const sort = q.sort ?? (searching ? "relevance" : "newest");
  const newest = [desc(books.createdAt), desc(books.id)];
  if (sort === "relevance") return [searchRank, ...newest];
  if (sort === "title") return [sql`${books.title} collate nocase`, asc(books.id)];
  if (sort === "popular") return [desc(popularity), ...newest];
  return newest;
}

/** GET /books: filters, FTS5 prefix search ranked by bm25, paging; only what the caller may see. */
export async function listBooks(ctx: LibraryContext, q: BookListQuery): Promise<{ total: number; results: BookOut[] }> {
  const match = q.search ? ftsPrefixQuery(q.search) : null;
  if (q.search && !match) return { total: 0, results: [] };
  const base = filters(ctx, q);
  let rowsQuery = bookRows(ctx.db).$dynamic();
  if (match) rowsQuery = rowsQuery.innerJoin(booksFts, eq(booksFts.rowid, sql`${books}.rowid`));
  // The count reads the FTS matches once (IN subquery) rather than joining: with a join SQLite may
  // walk the visibility index and probe the FTS table for every visible book (seconds at 100,000).
  const countWhere = and(base, match ? sql`${books}.rowid IN (SELECT rowid FROM ${booksFts} WHERE ${booksFts} MATCH ${match})` : undefined);
  const [rows, [{ total }]] = await Promise.all([
    rowsQuery
      .where(and(base, match ? sql`${booksFts} MATCH ${match}` : undefined))
      .orderBy(...ordering(q, !!match))
      .limit(q.limit)
      .offset(q.offset)
      .all(),
    ctx.db.select({ total: count() }).from(books).where(countWhere),
  ]);
  return { total, results: await presentBooks(ctx.db, rows, ctx.user) };
}

/** GET /book-stats: the library's counts as this caller sees them (published books only). */
export async function bookStats(ctx: LibraryContext): Promise<BookStats> {
  const row = await ctx.db
    .select({ all: count(), featured: sql<number>`coalesce(sum(${books.featured}), 0)` })
    .from(books)
    .where(visiblePublishedBooks(ctx))
    .get();
  return { book_stats: { all_book: row?.all ?? 0, featured_book: Number(row?.featured ?? 0) } };
}

/** A book the caller may see (any status the rule allows); 404 otherwise, exactly like a missing one. */
export async function findVisibleBook(ctx: LibraryContext, id: string): Promise<Book> {
  const book = await ctx.db.select().from(books).where(and(eq(books.id, id), visibleBooks(ctx))).get();
  if (!book) throw new AppError("NOT_FOUND", BOOK_NOT_FOUND);
  return book;
}

export async function getBook(ctx: LibraryContext, id: string): Promise<BookOut> {
  const row = await bookRows(ctx.db).where(and(eq(books.id, id), visibleBooks(ctx))).get();
  if (!row) throw new AppError("NOT_FOUND", BOOK_NOT_FOUND);
  return (await presentBooks(ctx.db, [row], ctx.user))[0];
}
