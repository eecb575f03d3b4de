/*
 * D1 binds at most 100 parameters per statement. A multi-row INSERT or a long IN list that could
 * grow with the data (order lines, a page of 200 donations, a CSV export) is cut into statements
 * that stay within it.
 */
export const D1_MAX_BOUND_PARAMETERS = 100;

/** Room left for the other parameters of a statement (tenant, status filters…). */
const RESERVED = 10;

/** Ids one IN list may bind beside a statement's other parameters. */
export const IN_LIST_SIZE = D1_MAX_BOUND_PARAMETERS - RESERVED;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error("chunk size must be at least 1");
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

/** Rows of `columnsPerRow` values each that one INSERT may carry. */
export const rowsPerInsert = (columnsPerRow: number) => Math.max(1, Math.floor((D1_MAX_BOUND_PARAMETERS - RESERVED) / columnsPerRow));

/** Runs `load` on slices of `ids` small enough for an IN list, and joins the results in order. */
export async function inChunks<T, R>(ids: readonly T[], load: (part: T[]) => Promise<R[]>): Promise<R[]> {
  if (ids.length === 0) return [];
  const parts = await Promise.all(chunk(ids, IN_LIST_SIZE).map(load));
  return parts.flat();
}
