import { sql, type Placeholder } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { DB } from "../../lib/db";

/** The FTS5 index over stories (migration 0006), declared for queries only, like books_fts. */
export const storiesFts = sqliteTable("stories_fts", {
  rowid: integer("rowid").notNull(),
  title: text("title"),
  bodyText: text("body_text"),
});

/** bm25 with the title weighing most (lower is better). */
export const storyRank = sql`bm25(${storiesFts}, 10.0, 1.0)`;

/**
 * The newest `candidates` stories matching an FTS5 query with their bm25 rank, as a subquery to
 * CROSS JOIN stories on rowid — the stories' counterpart of bookMatches (books/book-search.ts).
 */
export function storyMatches(db: DB, match: string | Placeholder, candidates: number) {
  return db
    .select({ rowid: sql<number>`rowid`.as("story_match_rowid"), rank: sql<number>`${storyRank}`.as("story_match_rank") })
    .from(storiesFts)
    .where(sql`${storiesFts} MATCH ${match}`)
    .orderBy(sql`rowid desc`)
    .limit(candidates)
    .as("story_matches");
}
