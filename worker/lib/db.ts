import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import { SQLiteSyncDialect, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema";

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
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
