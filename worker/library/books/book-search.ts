import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The FTS5 index over books (migration 0002), declared for queries only: it lives outside
 * db/schema so drizzle-kit never tries to create it. rowid is books.rowid.
 */
export const booksFts = sqliteTable("books_fts", {
  rowid: integer("rowid").notNull(),
  title: text("title"),
  authorName: text("author_name"),
  description: text("description"),
});

/**
 * A user's words → an FTS5 query where every word must match as a prefix ("dino rex" →
 * "dino"* "rex"*). Quotes and operators are dropped, so no input is an FTS syntax error.
 * Returns null when nothing searchable is left.
 */
export function ftsPrefixQuery(input: string): string | null {
  const words = input.normalize("NFKC").match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.slice(0, 8).map((w) => `"${w}"*`);
  return terms.length ? terms.join(" ") : null;
}

/** bm25 with the title weighing most, then the author, then the description (lower is better). */
export const searchRank = sql`bm25(${booksFts}, 10.0, 4.0, 1.0)`;
