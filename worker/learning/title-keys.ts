import { comprehensionQuizzes, courses, hubs, impactFilms } from "../db/schema";
import type { DB } from "../lib/db";
import { foldSortKeys } from "../lib/sort-keys";

/** Cron: the sort keys of course, hub, film and quiz titles saved before migration 0041 (which left '' for every title that is not plain ASCII). */
export const foldPendingTitleKeys = (db: DB): Promise<number> =>
  foldSortKeys(
    db,
    [courses, hubs, impactFilms, comprehensionQuizzes].map((table) => ({ table, id: table.id, text: table.title, key: table.titleKey })),
  );
