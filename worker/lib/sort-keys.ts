import { and, eq, getTableColumns } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { nameKey } from "../contracts/text";
import type { DB } from "./db";

/** How much one cron run folds of one table: `rounds` batches of `round` rows. */
export type FoldPace = { round: number; rounds: number };
const FOLD_PACE: FoldPace = { round: 200, rounds: 5 };

/**
 * The cron's loop for sort keys saved before they existed (db/schema/columns.ts sortKey): `read`
 * answers up to `limit` rows whose key is still '' (through the table's partial index on them),
 * `write` the update of one, which must land only if the text is still the one read (a rename in
 * between keeps its own key). Stops at a short round. Answers how many rows it folded. A key of ''
 * cannot come back (the texts are required and nameKey never answers '' for one), so no row is
 * read twice.
 */
export async function inRounds<T>(db: DB, read: (limit: number) => Promise<T[]>, write: (row: T) => BatchItem<"sqlite">, pace: FoldPace = FOLD_PACE): Promise<number> {
  let done = 0;
  for (let round = 0; round < pace.rounds; round++) {
    const rows = await read(pace.round);
    const [first, ...rest] = rows.map(write);
    if (!first) break;
    await db.batch([first, ...rest]);
    done += rows.length;
    if (rows.length < pace.round) break;
  }
  return done;
}

/** A table's text and the key that sorts it, for foldSortKeys; `pace` defaults to 1,000 rows a run. */
export type SortKeyColumn = { table: SQLiteTable; id: SQLiteColumn; text: SQLiteColumn; key: SQLiteColumn; pace?: FoldPace };

/** inRounds over each text column whose key is nameKey of it; the owning domain passes its own tables. */
export async function foldSortKeys(db: DB, columns: SortKeyColumn[]): Promise<number> {
  let done = 0;
  for (const { table, id, text, key, pace } of columns) {
    const field = Object.entries(getTableColumns(table)).find(([, column]) => column === key)?.[0];
    if (!field) throw new Error(`sort key ${key.name} is not a column of its table`);
    done += await inRounds(
      db,
      (limit) => db.select({ id, text }).from(table).where(eq(key, "")).limit(limit).all() as Promise<{ id: string; text: string }[]>,
      (row) =>
        db
          .update(table)
          .set({ [field]: nameKey(row.text) } as SQLiteUpdateSetSource<SQLiteTable>)
          .where(and(eq(id, row.id), eq(text, row.text))),
      pace,
    );
  }
  return done;
}
