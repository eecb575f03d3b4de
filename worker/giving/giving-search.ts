import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The FTS5 indexes over charities and projects (migration 0012), declared for queries only, like
 * books_fts: they live outside db/schema so drizzle-kit never tries to create them.
 */
export const charitiesFts = sqliteTable("charities_fts", {
  rowid: integer("rowid").notNull(),
  name: text("name"),
  summary: text("summary"),
  description: text("description"),
});

export const projectsFts = sqliteTable("projects_fts", {
  rowid: integer("rowid").notNull(),
  title: text("title"),
  summary: text("summary"),
  description: text("description"),
});

/** bm25 with the name/title weighing most, then the summary (lower is better). */
export const charityRank = sql`bm25(${charitiesFts}, 10.0, 4.0, 1.0)`;
export const projectRank = sql`bm25(${projectsFts}, 10.0, 4.0, 1.0)`;
