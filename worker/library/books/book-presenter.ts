import { eq, inArray, sql } from "drizzle-orm";
import type { BookOut } from "../../contracts/books";
import type { BookHit } from "../../contracts/combined-search";
import { bookCategories, bookCategoryLinks, books, type Book } from "../../db/schema";
import type { DB } from "../../lib/db";
import { parseIntList } from "../../lib/int-list";
import type { AuthUser } from "../../env";
import { knowsClassOf, personColumns, presentPerson, type PersonRef } from "../../lib/people";

export const BOOK_NOT_FOUND = "Book not found";

/** The select list every book read uses: the book and its uploader's name. */
export const bookSelection = {
  book: books,
  uploader: personColumns,
};
export type BookRow = { book: Book; uploader: PersonRef | null };


/** Paths are versioned by the object key so a replaced cover is never served from a cache. */
const versioned = (path: string, key: string | null) => (key ? `${path}?v=${key.slice(-10)}` : null);

export function toBookOut(row: BookRow, categories: BookOut["categories"], viewer: AuthUser | null): BookOut {
  const b = row.book;
  return {
    id: b.id,
    title: b.title,
    slug: b.slug,
    author_name: b.authorName,
    description: b.description,
    language: b.language,
    reading_level: b.readingLevel,
    cover: versioned(`/api/books/${b.id}/cover`, b.coverKey),
    file: versioned(`/api/books/${b.id}/file`, b.fileKey),
    file_type: b.fileType,
    file_size: b.fileSize,
    page_count: b.pageCount,
    visibility: b.visibility,
    featured: b.featured,
    sdgs: parseIntList(b.sdgs),
    status: b.status,
    rejection_reason: b.rejectionReason,
    processing_error: b.processingError,
    categories,
    class_id: knowsClassOf(viewer, { tenantId: b.tenantId, ownerId: b.uploaderId }) ? b.classId : null,
    uploader: presentPerson(viewer, row.uploader, b.uploaderId),
    tenant_id: b.tenantId,
    created_at: new Date(b.createdAt).toISOString(),
    updated_at: new Date(b.updatedAt).toISOString(),
  };
}

/** What a search suggestion shows of a book (the header's results): no uploader, no categories, no file. */
export const bookHitColumns = {
  id: books.id,
  title: books.title,
  slug: books.slug,
  authorName: books.authorName,
  language: books.language,
  readingLevel: books.readingLevel,
  coverKey: books.coverKey,
};
type BookHitRow = { id: string; title: string; slug: string; authorName: string; language: string; readingLevel: string | null; coverKey: string | null };

export const toBookHit = (b: BookHitRow): BookHit => ({
  id: b.id,
  title: b.title,
  slug: b.slug,
  author_name: b.authorName,
  language: b.language,
  reading_level: b.readingLevel,
  cover: versioned(`/api/books/${b.id}/cover`, b.coverKey),
});

/**
 * A book's categories as a JSON array, for a list query to select beside each row (one query for
 * a page and its categories instead of two: issue #15). Same order as presentBooks and the
 * categories list: sort order, then the name as a reader files it (name_key), then id.
 */
export const bookCategoriesJson = sql<string>`(select json_group_array(json_object('id', c.id, 'name', c.name, 'slug', c.slug)) from (select ${bookCategories.id} as id, ${bookCategories.name} as name, ${bookCategories.slug} as slug from ${bookCategoryLinks} inner join ${bookCategories} on ${bookCategories.id} = ${bookCategoryLinks.categoryId} where ${bookCategoryLinks.bookId} = ${books.id} order by ${bookCategories.sortOrder}, ${bookCategories.nameKey}, ${bookCategories.id}) c)`;

/** Rows selected with bookCategoriesJson as `categories`. */
export function presentBooksWithCategories(rows: (BookRow & { categories: string })[], viewer: AuthUser | null): BookOut[] {
  return rows.map((r) => toBookOut(r, JSON.parse(r.categories) as BookOut["categories"], viewer));
}

/** Categories of a page of books in one query (a page holds at most 50, within D1's 100 parameters). */
export async function presentBooks(db: DB, rows: BookRow[], viewer: AuthUser | null): Promise<BookOut[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ bookId: bookCategoryLinks.bookId, id: bookCategories.id, name: bookCategories.name, slug: bookCategories.slug })
    .from(bookCategoryLinks)
    .innerJoin(bookCategories, eq(bookCategories.id, bookCategoryLinks.categoryId))
    .where(inArray(bookCategoryLinks.bookId, rows.map((r) => r.book.id)))
    .orderBy(bookCategories.sortOrder, bookCategories.nameKey, bookCategories.id)
    .all();
  const byBook = new Map<string, BookOut["categories"]>();
  for (const { bookId, ...category } of links) byBook.set(bookId, [...(byBook.get(bookId) ?? []), category]);
  return rows.map((r) => toBookOut(r, byBook.get(r.book.id) ?? [], viewer));
}
