import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import { SQLiteSyncDialect, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { drizzle } from "drizzle-orm/d1";

/**
 * A drizzle database over D1 (or a request's D1 session), made per request. Without `schema`:
 * drizzle's relational API (`db.query.*`) would walk every table and relation of db/schema on
 * each construction — about 8 % of a signed-in library request's time in the Worker (a profile
 * under `npm run bench`, issue #15) — and nothing needs it; queries are built from the tables.
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}
export type DB = ReturnType<typeof createDb>;

type TenantOwned = { tenantId: AnySQLiteColumn };

/**
 * The one mechanism that scopes tenant-owned rows. Every service query on a table with a
 * tenant_id column builds its WHERE through `where` and its INSERT values through `values`, so
 * a row of another tenant is invisible (answered as not found, exactly like a missing row).
 * ESLint forbids comparing `.tenantId` by hand anywhere else (eslint.config.js).
 *
 * tenantId null is the platform host: it sees only platform rows (tenant_id IS NULL).
 */
export interface TenantScope {
  readonly tenantId: string | null;
  where(table: TenantOwned, ...conditions: (SQL | undefined)[]): SQL;
  /**
   * Rows of this tenant plus platform-wide rows (tenant_id IS NULL), for catalogues every school
   * shows (charities, projects, libraries, catalogue items). On the platform host: platform rows.
   */
  withPlatform(table: TenantOwned, ...conditions: (SQL | undefined)[]): SQL;
  values<V extends object>(values: V): V & { tenantId: string | null };
}

export function tenantScope(tenantId: string | null): TenantScope {
  return {
    tenantId,
    where(table, ...conditions) {
      const own = tenantId === null ? isNull(table.tenantId) : eq(table.tenantId, tenantId);
      return and(own, ...conditions) as SQL;
    },
    withPlatform(table, ...conditions) {
      const own = tenantId === null ? isNull(table.tenantId) : or(isNull(table.tenantId), eq(table.tenantId, tenantId));
      return and(own, ...conditions) as SQL;
    },
    values(values) {
      return { ...values, tenantId };
    },
  };
}

/** A scope that must belong to a school (tables whose tenant_id is NOT NULL). */
export interface SchoolScope extends TenantScope {
  readonly tenantId: string;
  values<V extends object>(values: V): V & { tenantId: string };
}

export function isSchoolScope(scope: TenantScope): scope is SchoolScope {
  return scope.tenantId !== null;
}

const rawDialect = new SQLiteSyncDialect();

/**
 * Runs hand-written SQL statements as one D1 batch (one transaction), for conditional writes the
 * query builder cannot express (INSERT … SELECT … WHERE guard). Results come back in order.
 */
export async function rawBatch(d1: D1Database, statements: SQL[]): Promise<D1Result[]> {
  if (statements.length === 0) return [];
  return d1.batch(
    statements.map((s) => {
      const q = rawDialect.sqlToQuery(s);
      return d1.prepare(q.sql).bind(...q.params);
    }),
  );
}

/** A select of the query builder (what `readBatch` takes). */
export interface PreparableSelect<R> {
  all(): Promise<R>;
  prepare(): PreparedSelect;
}
/** What is used of a prepared select: its SQL text and parameters, and its row mapping. */
export interface PreparedSelect {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
}
export type BatchResults<Q extends readonly PreparableSelect<unknown>[]> = { [K in keyof Q]: Q[K] extends PreparableSelect<infer R> ? R : never };

/**
 * Several reads in one D1 round trip (a D1 batch): each round trip costs a request more than a
 * small indexed query does, so a page that needs two or three independent reads asks once.
 * D1 hands a batch's rows back as objects, where a join's two columns of one name (books.id and
 * users.id) would overwrite each other — which is why drizzle's own `db.batch` mis-maps joins. Each
 * query is therefore sent as `select * from (…)`, where SQLite names repeated columns apart (id,
 * id:1), and drizzle maps the rows by position as it always does. A query that is ordered must
 * also have a LIMIT: SQLite keeps a subquery's ORDER BY only when it changes which rows come out.
 * A selected expression whose column name would be a number (`sql\`1\`` unaliased) needs `.as()`:
 * JavaScript puts integer-like keys of D1's row object first, which moves every value after it.
 */
export async function readBatch<const Q extends readonly PreparableSelect<unknown>[]>(db: DB, queries: Q, rider?: RidingCheck): Promise<BatchResults<Q>> {
  const prepared = queries.map((q) => q.prepare());
  return runBatch(db, prepared, (p) => p.getQuery().params, undefined, riding(db, rider)) as Promise<BatchResults<Q>>;
}

/**
 * A read that rides in the D1 round trip of the request's first batch (readBatch, or a kept select's
 * `ReusableSelects.all`) instead of making its own: the session check of a route whose check is
 * deferred (middleware/auth.ts). `found` stays undefined until it ran, then says whether it found a row.
 */
export interface RidingCheck {
  statement(db: DB): D1PreparedStatement;
  found: boolean | undefined;
}

/** A rider not yet run, as the leading statement of a batch that learns its answer (runBatch's `lead`). */
export const riding = (db: DB, rider: RidingCheck | undefined) =>
  rider && rider.found === undefined
    ? { statement: rider.statement(db), answer: (result: D1Result<Record<string, unknown>>) => void (rider.found = result.results.length > 0) }
    : undefined;

/**
 * readBatch's round trip for prepared selects, each bound to the parameters `paramsOf` gives it;
 * `mapRows` turns the i-th query's rows (as arrays, by position) into its answer (drizzle's own
 * mapping unless given). `lead`, a statement sent first in the same batch, gets its own result.
 */
export async function runBatch(
  db: DB,
  prepared: readonly PreparedSelect[],
  paramsOf: (p: PreparedSelect) => unknown[],
  mapRows: (i: number, rows: unknown[][]) => unknown = (i, rows) => prepared[i].mapResult(rows),
  lead?: { statement: D1PreparedStatement; answer: (result: D1Result<Record<string, unknown>>) => void },
): Promise<unknown[]> {
  const d1 = db.$client;
  const statements = prepared.map((p) => d1.prepare(`select * from (${p.getQuery().sql})`).bind(...paramsOf(p)));
  const results = await d1.batch<Record<string, unknown>>(lead ? [lead.statement, ...statements] : statements);
  if (lead) lead.answer(results.shift()!);
  return results.map((result, i) => mapRows(i, result.results.map((row) => Object.values(row))));
}
