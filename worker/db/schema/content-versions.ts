import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A counter per content scope that moves whenever what anonymous visitors or library lists could
 * see there changes (issue #15): `key` is a tenant id, "" for the platform's own rows, "*" for
 * public library items (which every host lists). Only SQLite triggers write it (migration 0024:
 * books, stories, charities, projects, courses, classes, class_students), in the same statement
 * as the change (book_categories and book_category_links too), so no write path can forget it. Caches (library counts, the edge cache of public
 * GETs) are keyed by the versions of the host's scopes, so a change is never served stale.
 */
export const contentVersions = sqliteTable("content_versions", {
  key: text("key").primaryKey(),
  version: integer("version").notNull().default(0),
});
