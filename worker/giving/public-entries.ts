import { desc, eq, ne } from "drizzle-orm";
import { charities, projects } from "../db/schema";
import type { DB, TenantScope } from "../lib/db";
import { goalCountSelect } from "../lib/sql-filters";

type Entry = { slug: string; updatedAt: number };

/** Causes a host shows to anyone (its school's and platform-wide ones), for the sitemap. */
export async function publicCauseEntries(db: DB, scope: TenantScope, limit: number): Promise<{ charities: Entry[]; projects: Entry[] }> {
  const [c, p] = await Promise.all([
    db.select({ slug: charities.slug, updatedAt: charities.updatedAt }).from(charities).where(scope.withPlatform(charities, eq(charities.status, "active"))).orderBy(desc(charities.updatedAt)).limit(limit).all(),
    db.select({ slug: projects.slug, updatedAt: projects.updatedAt }).from(projects).where(scope.withPlatform(projects, ne(projects.status, "draft"))).orderBy(desc(projects.updatedAt)).limit(limit).all(),
  ]);
  return { charities: c, projects: p };
}

/** Active charities and public projects per goal on this host (the /sdgs page), as selects (goalCountSelect). */
export const causeGoalCountSelects = (db: DB, scope: TenantScope) =>
  [
    goalCountSelect(db, charities, charities.sdgs, scope.withPlatform(charities, eq(charities.status, "active"))),
    goalCountSelect(db, projects, projects.sdgs, scope.withPlatform(projects, ne(projects.status, "draft"))),
  ] as const;
