import { getTableName, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { nameKey } from "../contracts/text";
import type { DB } from "./db";

/** SDG filter on a JSON array column of goal numbers. */
/**
 * A column of the outer query's table inside a correlated subquery, always with its table's name:
 * drizzle writes a one-table select's top-level columns without it, so `${courses.id}` there would
 * name the subquery's own `id`.
 */
export const outerColumn = (column: AnySQLiteColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

export const hasSdg = (column: AnySQLiteColumn, sdg: number | undefined): SQL | undefined =>
  sdg === undefined ? undefined : sql`EXISTS (SELECT 1 FROM json_each(${column}) WHERE json_each.value = ${sdg})`;

/**
 * Case-insensitive substring search over a few text columns or expressions. What was typed is
 * matched literally: LIKE's wildcards (% and _) are escaped, so "ord_12" finds "ord_12…".
 */
export function textSearch(search: string | null | undefined, ...columns: (AnySQLiteColumn | SQL)[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return or(...columns.map((col) => sql`${col} LIKE ${pattern} ESCAPE '\\'`));
}

/**
 * textSearch of `columns`, and of a name's or title's sort key (db/schema/columns.ts sortKey) with
 * the search folded the same way: SQLite's LIKE ignores case in ASCII only, so "ecole" and "ÉCOLE"
 * find "École" only through the key. The text as typed still matches a row the cron has not folded.
 */
export const keyedSearch = (search: string | null | undefined, key: AnySQLiteColumn, ...columns: (AnySQLiteColumn | SQL)[]): SQL | undefined =>
  search ? or(textSearch(nameKey(search), key), textSearch(search, ...columns)) : undefined;

/**
 * How many rows matching `where` carry each goal (1–17), from a JSON array column of goal numbers,
 * as a select (so that /api/sdgs can send every group's in one readBatch); goalCountMap reads its rows.
 */
export const goalCountSelect = (db: DB, table: SQLiteTable, column: AnySQLiteColumn, where: SQL) =>
  db
    .select({ goal: sql<number>`json_each.value`, n: sql<number>`count(*)` })
    .from(sql`${table}, json_each(${column})`)
    .where(where)
    .groupBy(sql`json_each.value`);

/** Rows of a per-goal count ({goal, n}) as goal → count. */
export const goalCountMap = (rows: { goal: number; n: number }[]): Map<number, number> => new Map(rows.map((r) => [Number(r.goal), Number(r.n)]));

/** goalCountSelect run on its own. */
export async function goalCounts(db: DB, table: SQLiteTable, column: AnySQLiteColumn, where: SQL): Promise<Map<number, number>> {
  return goalCountMap(await goalCountSelect(db, table, column, where).all());
}
