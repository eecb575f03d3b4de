import { sql, type SQL } from "drizzle-orm";
import { contentVersions } from "../db/schema";
import { readBatch, type BatchResults, type DB, type PreparableSelect, type RidingCheck } from "./db";

/** The content_versions key of public library items, which every host lists. */
export const PUBLIC_LIBRARY_KEY = "*";
/** The key of the platform's own rows (tenant_id null), which every host shows beside its own. */
export const PLATFORM_KEY = "";

/**
 * The version of everything a host may show, as one SQL expression: its own tenant's counter, the
 * platform's and the public library's (db/schema/content-versions.ts; triggers move them in the
 * same statement as a change). Three primary-key reads; any change visible on this host gives a
 * new string. A list query selects it beside its rows, so a memoised count costs no extra query.
 */
export function hostContentVersionSql(tenantId: string | null): SQL<string> {
  const keys = [PUBLIC_LIBRARY_KEY, PLATFORM_KEY, ...(tenantId ? [tenantId] : [])];
  const parts = keys.map((key) => sql`coalesce((select ${contentVersions.version} from ${contentVersions} where ${contentVersions.key} = ${key}), 0)`);
  return sql<string>`(${sql.join(parts, sql` || '.' || `)})`;
}

/** hostContentVersionSql as a one-row select ({version}), for a batch to carry (lib/db.ts readBatch). */
export const hostContentVersionSelect = (db: DB, tenantId: string | null) =>
  db
    .select({ version: hostContentVersionSql(tenantId) })
    .from(sql`(select 1)`)
    .limit(1);

/** What readVersioned needs of a request (a ServiceContext has it; lib/context.ts imports this module, so not that type). */
export interface VersionedReader {
  db: DB;
  scope: { tenantId: string | null };
  seenVersion?: SeenVersion;
  sessionCheck?: RidingCheck;
}

/**
 * Public reads and the host's content version in one D1 round trip (with the request's deferred
 * session check, when it has one, in front): the version is what the edge cache's key and ETag need
 * (middleware/edge-cache.ts), and is noted so that the request asks no more. Each query selects what
 * its rows show beside them (totals, the names of what they link to), so that a public page is
 * answered in this one trip. Ordered queries must be limited (readBatch).
 */
export async function readVersioned<const Q extends readonly PreparableSelect<unknown>[]>(
  ctx: VersionedReader,
  queries: Q,
): Promise<BatchResults<Q>> {
  const results = [...(await readBatch(ctx.db, [...queries, hostContentVersionSelect(ctx.db, ctx.scope.tenantId)], ctx.sessionCheck))];
  const [{ version }] = results.pop() as { version: string }[];
  ctx.seenVersion?.note(version);
  return results as BatchResults<Q>;
}

/** A catalogue's page and its count through readVersioned. */
export async function readCataloguePage<R>(
  ctx: VersionedReader,
  page: PreparableSelect<R>,
  counted: PreparableSelect<{ total: number }[]>,
): Promise<{ rows: R; total: number }> {
  const [rows, [{ total }]] = await readVersioned(ctx, [page, counted] as const);
  return { rows, total };
}

/**
 * The host's content version as one request saw it (c.var.seenVersion, ServiceContext.seenVersion):
 * read once, or taken from a query that selected it beside its rows, so that the edge cache's key
 * and ETag, the memoised counts and the memoised search groups cost no extra D1 round trip — each
 * one is a few milliseconds of a request that is otherwise one query (issue #15).
 */
export class SeenVersion {
  value: string | undefined;
  /**
   * A read of the version under way in this request: a second reader awaits it instead of asking
   * D1 again (GET /book-stats counts two things at once; before this it paid two round trips).
   * Request-scoped only: a promise of another request's I/O must not be awaited in a Worker.
   */
  reading: Promise<string> | undefined;
  /** Keeps the first version the request saw (its rows and its ETag then agree). */
  note(version: string | number | null | undefined): void {
    if (this.value === undefined && version !== null && version !== undefined) this.value = String(version);
  }
}

/**
 * hostContentVersionSql read on its own, unless the request has already seen it; `rider` (the
 * request's deferred session check, when not yet run) goes in the same round trip.
 */
export async function hostContentVersion(db: DB, tenantId: string | null, seen?: SeenVersion, rider?: RidingCheck): Promise<string> {
  if (seen?.value !== undefined) return seen.value;
  if (seen?.reading) return seen.reading;
  const select = hostContentVersionSelect(db, tenantId);
  const read = (rider && rider.found === undefined ? readBatch(db, [select] as const, rider).then(([rows]) => rows[0]) : select.get())
    .then((row) => {
      seen?.note(row!.version);
      return String(row!.version);
    });
  if (!seen) return read;
  seen.reading = read;
  try {
    return await read;
  } finally {
    seen.reading = undefined;
  }
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
