import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The FTS5 index over stories (migration 0006), declared for queries only, like books_fts. */
export const storiesFts = sqliteTable("stories_fts", {
  rowid: integer("rowid").notNull(),
  title: text("title"),
  bodyText: text("body_text"),
});

/** bm25 with the title weighing most (lower is better). */
export const storyRank = sql`bm25(${storiesFts}, 10.0, 1.0)`;
