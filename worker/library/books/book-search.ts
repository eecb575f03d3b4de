import { sql, type Placeholder } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { books } from "../../db/schema";
import type { DB } from "../../lib/db";

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
 * A word keeps its marks: FTS5's tokenizer breaks an Indic word at its vowel signs (हिंदी → ह, द),
 * and the quoted word becomes a phrase of those pieces, so "हिंदी" finds that word and not every
 * title with one word starting ह and another starting द.
 * Returns null when nothing searchable is left.
 */
export function ftsPrefixQuery(input: string): string | null {
  const words = input.normalize("NFKC").match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
  const terms = words.slice(0, 8).map((w) => `"${w}"*`);
  return terms.length ? terms.join(" ") : null;
}

/**
 * How many of the newest matches a search ranks (issue #15). FTS5 hands matches over newest first
 * (rowid order) and stops there, so a search costs the same at 10,000 books as at 1,000,000: a
 * word in every twentieth title of a large library ranks its 1,000 most recent books, and the
 * answer's count says how many of those the caller may see. A narrower search finds older books.
 */
export const SEARCH_CANDIDATES = 1000;

/**
 * How many of the newest matches the header's suggestions (GET /combined/, ten books a keystroke)
 * rank: bm25 costs about 5 µs per candidate, so 1,000 candidates were most of a suggestion's cost
 * at 100,000 books (`npm run bench`, combined search vs the trivial endpoint: 21 % with 1,000 and
 * three round trips, 36 % with 250 in one, 42.5 % with 100); "See all results" opens the library's
 * search, which ranks SEARCH_CANDIDATES. Below 100 matches both rank every match (the same ten).
 */
export const SUGGEST_CANDIDATES = 100;

/**
 * The newest `candidates` books matching an FTS5 query with their bm25 rank, as a subquery to
 * join on books.rowid: `rank` weighs the title most, then the author, then the description
 * (lower is better). Select FROM it CROSS JOIN books WHERE matchesBook(it): SQLite then walks the
 * candidates and reads each book by rowid (SEARCH books USING INTEGER PRIMARY KEY), whatever the
 * viewer. With an inner join the planner may walk a books index instead (every public published
 * book for a visitor, probing the candidates for each: 24–45 ms instead of 5–8 ms at 100,000 books).
 */
export function bookMatches(db: DB, match: string | Placeholder, candidates = SEARCH_CANDIDATES) {
  return db
    .select({ rowid: sql<number>`rowid`.as("match_rowid"), rank: sql<number>`bm25(${booksFts}, 10.0, 4.0, 1.0)`.as("match_rank") })
    .from(booksFts)
    .where(sql`${booksFts} MATCH ${match}`)
    .orderBy(sql`rowid desc`)
    .limit(candidates)
    .as("matches");
}

/** The join condition of bookMatches to books, for a WHERE after CROSS JOIN (see bookMatches). */
export const matchesBook = (matches: ReturnType<typeof bookMatches>) => sql`${matches.rowid} = ${books}.rowid`;
