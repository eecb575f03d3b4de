import { sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { BookOut } from "../../contracts/books";
import { bookCategories, bookCategoryLinks, books } from "../../db/schema";
import type { AuthUser } from "../../env";
import type { JsonText } from "../../lib/json-text";
import { personColumns, presentPerson, type PersonRef } from "../../lib/people";

export const BOOK_NOT_FOUND = "Book not found";

/*
 * A book as the API shows it (contracts/books.ts BookOut) is written by SQLite, not by the Worker:
 * every book read selects `bookJson`, the book's JSON object less its uploader, and the Worker adds
 * the uploader (presentPerson: the children's privacy rule stays in one place, in TypeScript) and
 * writes the text into the answer as it is. A list of 20 books used to come back from D1 as 20 rows
 * of 27 columns, be mapped by drizzle, presented, its categories parsed, and serialised again: at
 * 100,000 books that was a third of the list's work in the Worker (issue #15; the figures are in
 * the commit). book-presenter.test.ts holds the rule this replaced and compares the two on a
 * generated library, edge cases included.
 */

/** A download path, versioned by the object key so a replaced cover is never served from a cache; null while there is no key. */
const versionedPath = (what: "cover" | "file", key: AnySQLiteColumn) =>
  sql`case when ${key} <> '' then '/api/books/' || ${books.id} || ${sql.raw(`'/${what}?v='`)} || substr(${key}, -10) end`;

/** An epoch-milliseconds column as Date#toISOString writes it ("2026-11-29T11:27:58.123Z"). */
const isoTime = (ms: AnySQLiteColumn) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${ms} / 1000.0, 'unixepoch')`;

/** The book's categories in the categories list's order (sort order, then name as a reader files it). */
const categoriesJson = sql`(select json_group_array(json_object('id', c.id, 'name', c.name, 'slug', c.slug)) from (select ${bookCategories.id} as id, ${bookCategories.name} as name, ${bookCategories.slug} as slug from ${bookCategoryLinks} inner join ${bookCategories} on ${bookCategories.id} = ${bookCategoryLinks.categoryId} where ${bookCategoryLinks.bookId} = ${books.id} order by ${bookCategories.sortOrder}, ${bookCategories.nameKey}, ${bookCategories.id}) c)`;

/** The goals column's integers (lib/int-list.ts#parseIntList: anything else reads as none). */
const sdgsJson = sql`(case when json_valid(${books.sdgs}) and json_type(${books.sdgs}) = 'array' then (select json_group_array(value) from json_each(${books.sdgs}) where type = 'integer') else '[]' end)`;

/** BookOut less `uploader`, as one JSON object's text (the fields in the contract's order). */
export const bookJson = sql<string>`json_object(${sql.join(
  [
    sql`'id', ${books.id}`,
    sql`'title', ${books.title}`,
    sql`'slug', ${books.slug}`,
    sql`'author_name', ${books.authorName}`,
    sql`'description', ${books.description}`,
    sql`'language', ${books.language}`,
    sql`'reading_level', ${books.readingLevel}`,
    sql`'cover', ${versionedPath("cover", books.coverKey)}`,
    sql`'file', ${versionedPath("file", books.fileKey)}`,
    sql`'file_type', ${books.fileType}`,
    sql`'file_size', ${books.fileSize}`,
    sql`'page_count', ${books.pageCount}`,
    sql`'visibility', ${books.visibility}`,
    // drizzle's boolean columns read 1 as true and anything else as false
    sql`'featured', json(case when ${books.featured} = 1 then 'true' else 'false' end)`,
    sql`'status', ${books.status}`,
    sql`'rejection_reason', ${books.rejectionReason}`,
    sql`'processing_error', ${books.processingError}`,
    sql`'categories', json(${categoriesJson})`,
    sql`'sdgs', json(${sdgsJson})`,
    sql`'class_id', ${books.classId}`,
    sql`'tenant_id', ${books.tenantId}`,
    sql`'created_at', ${isoTime(books.createdAt)}`,
    sql`'updated_at', ${isoTime(books.updatedAt)}`,
  ],
  sql`, `,
)})`;

/** What every book read selects: the book's JSON and its uploader, whom the viewer may or may not know. */
export const bookRowSelection = { json: bookJson, uploaderId: books.uploaderId, uploader: personColumns };
export type BookJsonRow = { json: string; uploaderId: string; uploader: PersonRef | null };

/** One book's JSON text for this viewer: bookJson with the uploader as presentPerson shows them. */
export const bookJsonText = (row: BookJsonRow, viewer: AuthUser | null): JsonText<BookOut> =>
  `${row.json.slice(0, -1)},"uploader":${JSON.stringify(presentPerson(viewer, row.uploader, row.uploaderId))}}` as JsonText<BookOut>;

/** A list of books as one JSON array's text. */
export const booksJsonText = (rows: BookJsonRow[], viewer: AuthUser | null): JsonText<BookOut[]> =>
  `[${rows.map((r) => bookJsonText(r, viewer)).join(",")}]` as JsonText<BookOut[]>;

/** The books as objects, for an answer that goes on to add to them or to a caller inside the Worker. */
export const presentBookRows = (rows: BookJsonRow[], viewer: AuthUser | null): BookOut[] => rows.map((r) => JSON.parse(bookJsonText(r, viewer)) as BookOut);
