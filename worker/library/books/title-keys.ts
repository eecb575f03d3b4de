import { bookCategories, books } from "../../db/schema";
import type { DB } from "../../lib/db";
import { foldSortKeys } from "../../lib/sort-keys";

/**
 * Cron: the sort keys of book titles and category names saved before migration 0041 (which left ''
 * for every one that is not plain ASCII). A library can hold a million books, so books go faster
 * than the default: 10,000 a run. Until then the title order reads such a book by lower(title),
 * as it did before the key (book-queries.service.ts).
 */
export const foldPendingTitleKeys = (db: DB): Promise<number> =>
  foldSortKeys(db, [
    { table: books, id: books.id, text: books.title, key: books.titleKey, pace: { round: 400, rounds: 25 } },
    { table: bookCategories, id: bookCategories.id, text: bookCategories.name, key: bookCategories.nameKey },
  ]);
