import { eq, like, or } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { DB } from "./db";
import { isUniqueViolation } from "./d1-errors";

/** "Ünïted Water!" → "united-water" (60 characters at most; "item" when nothing is left). */
export function baseSlug(text: string, fallback = "item"): string {
  const base = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return base || fallback;
}

/**
 * A slug unique across the platform (slugs resolve on every host): the name's slug, else the
 * first free "-2", "-3" … suffix.
 */
export async function uniqueSlug(db: DB, table: SQLiteTable, column: AnySQLiteColumn, text: string, fallback: string): Promise<string> {
  const base = baseSlug(text, fallback);
  const rows = await db
    .select({ slug: column })
    .from(table)
    .where(or(eq(column, base), like(column, `${base}-%`)))
    .all();
  const taken = new Set(rows.map((r) => r.slug as string));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Inserts with a fresh unique slug; a concurrent insert that took the same slug gets one retry. */
export async function insertWithSlug<T>(pick: () => Promise<string>, write: (slug: string) => Promise<T>): Promise<T> {
  try {
    return await write(await pick());
  } catch (err) {
    if (!isUniqueViolation(err, "slug")) throw err;
    return write(await pick());
  }
}
