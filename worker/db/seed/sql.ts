/**
 * The demo seeds are plain SQL statements (run by `wrangler d1 execute` and, in tests, by D1
 * batch). Plain Node runs the seed files (scripts/seed.ts), so they import this with its `.ts`
 * extension and it imports nothing itself.
 */
export type SqlValue = string | number | boolean | null;

export function sqlLiteral(v: SqlValue): string {
  if (v === null) return "NULL";
  if (typeof v === "boolean") return v ? "1" : "0";
  if (typeof v === "number") return String(v);
  return `'${v.replace(/'/g, "''")}'`;
}

/** INSERT OR IGNORE: re-running the seed keeps rows (and any edits made to them) as they are. */
export function insert(table: string, row: Record<string, SqlValue>): string {
  const cols = Object.keys(row);
  return `INSERT OR IGNORE INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((c) => sqlLiteral(row[c])).join(", ")});`;
}
