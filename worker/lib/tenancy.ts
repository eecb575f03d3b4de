import { and, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { AuthUser } from "../env";
import { tenantScope, type TenantScope } from "./db";

type TenantOwned = { tenantId: AnySQLiteColumn };
type Viewer = { user: AuthUser | null; scope: TenantScope };

/** Platform-wide rows (tenant_id IS NULL). */
export const PLATFORM = tenantScope(null);

/** The value of a staff `?tenant=` filter that means "platform-wide rows". */
export const PLATFORM_TENANT_PARAM = "platform";

/** Platform staff working on the platform host: the one caller whose view spans every school. */
export function isPlatformStaff(viewer: Viewer): boolean {
  return !!viewer.user?.isStaff && viewer.scope.tenantId === null;
}

const everyRow = (conditions: (SQL | undefined)[]): SQL => and(sql`1 = 1`, ...conditions) as SQL;

/**
 * The rows a caller's view covers. This is the tenancy layer's one widening (lint forbids
 * hand-made ones): platform staff on the platform host see every school's rows, narrowed to one
 * school by `narrowTo` (a staff `?tenant=` filter; "platform" means platform-wide rows);
 * everyone else, including staff on a school's host, sees the host's scope.
 */
export interface StaffView {
  /** True when the view spans schools (platform staff on the platform host). */
  readonly widened: boolean;
  where(table: TenantOwned, ...conditions: (SQL | undefined)[]): SQL;
  /** Whether a row of this tenant is inside the view. */
  covers(tenantId: string | null): boolean;
}

export function staffView(viewer: Viewer, narrowTo?: string): StaffView {
  if (!isPlatformStaff(viewer)) {
    const { scope } = viewer;
    return { widened: false, where: scope.where, covers: (tenantId) => tenantId === scope.tenantId };
  }
  if (!narrowTo) return { widened: true, where: (_table, ...conditions) => everyRow(conditions), covers: () => true };
  const narrowed = tenantScope(narrowTo === PLATFORM_TENANT_PARAM ? null : narrowTo);
  return { widened: true, where: narrowed.where, covers: (tenantId) => tenantId === narrowed.tenantId };
}

/** Public totals (impact counters): the platform host counts every school's rows, a school's host its own. */
export function totalsWhere(scope: TenantScope, table: TenantOwned, ...conditions: (SQL | undefined)[]): SQL {
  return scope.tenantId === null ? everyRow(conditions) : scope.where(table, ...conditions);
}
