import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { BOOK_VISIBILITIES } from "../../contracts/books";
import { STORY_STATUSES } from "../../contracts/stories";
import { classes } from "./classes";
import { epochMs, tenantIdColumn, timestamps } from "./columns";
import { tenants } from "./tenants";
import { users } from "./users";

/**
 * Stories (blogs) written by students and teachers. body_html is stored already sanitised
 * (lib/sanitize-html.ts). The FTS5 index stories_fts (external content on rowid) is kept in step by
 * triggers in a hand-written migration, like books_fts.
 */
export const stories = sqliteTable(
  "stories",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    bodyHtml: text("body_html").notNull().default(""),
    /** Plain text of the body, for search. */
    bodyText: text("body_text").notNull().default(""),
    coverKey: text("cover_key"),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    classId: text("class_id").references(() => classes.id, { onDelete: "set null" }),
    visibility: text("visibility", { enum: BOOK_VISIBILITIES }).notNull().default("private"),
    status: text("status", { enum: STORY_STATUSES }).notNull().default("draft"),
    /** The story's own language (BCP 47, lower case); null: unknown. */
    language: text("language"),
    rejectionReason: text("rejection_reason"),
    /** When it was last sent for review (the review queue's "sent for review"); null: never. */
    submittedAt: epochMs("submitted_at"),
    publishedAt: epochMs("published_at"),
    ...timestamps,
  },
  (t) => [
    index("stories_tenant_status_idx").on(t.tenantId, t.status, t.createdAt),
    index("stories_visibility_status_idx").on(t.visibility, t.status, t.createdAt),
    index("stories_author_idx").on(t.authorId),
    index("stories_class_idx").on(t.classId),
    index("stories_slug_idx").on(t.slug),
  ],
);

/** Who opened which story (once per reader per hour), for teacher stats. */
export const storyReads = sqliteTable(
  "story_reads",
  {
    id: text("id").primaryKey(),
    storyId: text("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    tenantId: tenantIdColumn(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("story_reads_story_idx").on(t.storyId, t.userId, t.createdAt), index("story_reads_tenant_idx").on(t.tenantId, t.createdAt), index("story_reads_user_idx").on(t.userId)],
);

export type Story = typeof stories.$inferSelect;
