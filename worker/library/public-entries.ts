import { and, desc, eq } from "drizzle-orm";
import { books, stories } from "../db/schema";
import type { TenantScope, DB } from "../lib/db";

/**
 * Published public books a host's library shows to anyone (its school's and the platform's), for
 * the sitemap: ids and when they last changed, newest first.
 */
export async function publicBookEntries(db: DB, scope: TenantScope, limit: number): Promise<{ id: string; updatedAt: number }[]> {
  return db
    .select({ id: books.id, updatedAt: books.updatedAt })
    .from(books)
    .where(scope.withPlatform(books, and(eq(books.status, "published"), eq(books.visibility, "public"))))
    .orderBy(desc(books.updatedAt))
    .limit(limit)
    .all();
}

/** Published public stories a host's library shows to anyone, for the sitemap: slugs (their page is /stories/{slug}) and when they last changed. */
export async function publicStoryEntries(db: DB, scope: TenantScope, limit: number): Promise<{ slug: string; updatedAt: number }[]> {
  return db
    .select({ slug: stories.slug, updatedAt: stories.updatedAt })
    .from(stories)
    .where(scope.withPlatform(stories, and(eq(stories.status, "published"), eq(stories.visibility, "public"))))
    .orderBy(desc(stories.updatedAt))
    .limit(limit)
    .all();
}
