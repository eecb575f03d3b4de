import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A counter per content scope that moves whenever what anonymous visitors or library lists could
 * see there changes (issue #15): `key` is a tenant id, "" for the platform's own rows, "*" for
 * public library items (which every host lists). Only SQLite triggers write it (migration 0029:
 * books, stories, charities, projects, courses, classes, class_students, book_categories and
 * book_category_links; 0031: completed donations, course_chapters, course_lessons, catalog_items
 * and learning_media, for what charity and course answers read), in the same statement as the
 * change, so no write path can forget it. Caches (library counts, the edge cache of public
 * GETs) are keyed by the versions of the host's scopes, so a change is never served stale.
 */
export const contentVersions = sqliteTable("content_versions", {
  key: text("key").primaryKey(),
  version: integer("version").notNull().default(0),
});
