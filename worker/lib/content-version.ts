import { inArray } from "drizzle-orm";
import { contentVersions } from "../db/schema";
import type { DB } from "./db";

/** The content_versions key of public library items, which every host lists. */
export const PUBLIC_LIBRARY_KEY = "*";
/** The key of the platform's own rows (tenant_id null), which every host shows beside its own. */
export const PLATFORM_KEY = "";

/**
 * The version of everything a host may show: its own tenant's counter, the platform's and the
 * public library's (db/schema/content-versions.ts; triggers move them in the same statement as a
 * change). One primary-key read of at most three rows; any change anywhere visible on this host
 * gives a new string.
 */
export async function hostContentVersion(db: DB, tenantId: string | null): Promise<string> {
  const keys = [PUBLIC_LIBRARY_KEY, PLATFORM_KEY, ...(tenantId ? [tenantId] : [])];
  const rows = await db.select().from(contentVersions).where(inArray(contentVersions.key, keys)).all();
  const of = (key: string) => rows.find((r) => r.key === key)?.version ?? 0;
  return keys.map((key) => of(key)).join(".");
}

/**
 * A small per-isolate memo keyed by content version (the key must contain hostContentVersion):
 * a changed library gives a new key, so an answer is never stale, and the oldest entries go
 * first when it is full. Used for counts that would otherwise read every matching row.
 */
export class VersionedMemo<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly capacity = 2000) {}

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Refresh its place: Map keeps insertion order, the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = await compute();
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
