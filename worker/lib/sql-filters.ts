import { or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/** SDG filter on a JSON array column of goal numbers. */
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
