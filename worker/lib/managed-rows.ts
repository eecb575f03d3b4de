import { eq, or, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { createMiddleware } from "hono/factory";
import type { AppEnv, AuthUser } from "../env";
import type { ServiceContext } from "./context";
import type { TenantScope } from "./db";
import { AppError } from "./errors";
import { said, type Said } from "./said";
import { requireAuth } from "../middleware/auth";
import { PLATFORM, isPlatformStaff, staffView } from "./tenancy";

/*
 * Rows a school manages that the platform may also own (charities, projects, libraries, catalogue
 * items): platform staff on the platform host manage every row (any school's and platform-wide
 * ones); staff on a school's host and that school's admins manage its rows only.
 */

type TenantOwned = { tenantId: AnySQLiteColumn; id: AnySQLiteColumn };

export function isManager(ctx: ServiceContext): boolean {
  const user = ctx.user;
  return !!user && (user.isStaff || (ctx.scope.tenantId !== null && user.role === "school_admin"));
}

/** 401 anonymous, 403 signed in without management rights. */
export function assertManager(ctx: ServiceContext, what: Said): AuthUser {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  if (!isManager(ctx)) throw new AppError("FORBIDDEN", said("You do not have permission to manage {{what}}.", { what }));
  return user;
}

/** Rows the caller manages: every row for platform staff, else this school's rows. */
export function managedWhere(ctx: ServiceContext, table: TenantOwned, ...conditions: (SQL | undefined)[]): SQL {
  return staffView(ctx).where(table, ...conditions);
}

/**
 * Loads a managed row by id: another school's row is 404 (as if missing); a platform-wide row a
 * school can see but not edit is 403.
 */
export async function findManagedRow<T>(
  ctx: ServiceContext,
  table: TenantOwned,
  id: string,
  load: (where: SQL) => Promise<T | undefined>,
  labels: { notFound: string; what: Said },
): Promise<T> {
  assertManager(ctx, labels.what);
  const found = await load(managedWhere(ctx, table, eq(table.id, id)));
  if (found) return found;
  const shared = await load(PLATFORM.where(table, eq(table.id, id)));
  if (shared) throw new AppError("FORBIDDEN", said("Platform-wide {{what}} are managed by platform staff.", { what: labels.what }));
  throw new AppError("NOT_FOUND", labels.notFound);
}

/**
 * The scope a new row is written with: platform-wide when staff ask for it (or work on the platform
 * host), else the host's school. A school admin can never create platform-wide rows.
 */
export function creationScope(ctx: ServiceContext, platformWide: boolean | undefined, what: Said): TenantScope {
  assertManager(ctx, what);
  if (platformWide && !ctx.user!.isStaff) throw new AppError("FORBIDDEN", said("Only platform staff can create platform-wide {{what}}.", { what }));
  if (ctx.scope.tenantId === null || platformWide) return PLATFORM;
  return ctx.scope;
}

/** On update: staff may move a row to platform-wide; a school admin asking for it is refused. */
export function platformWideUpdate(ctx: ServiceContext, platformWide: boolean | undefined, what: Said): { tenantId?: string | null } {
  if (platformWide === undefined || platformWide === false) return {};
  if (!ctx.user?.isStaff) throw new AppError("FORBIDDEN", said("Only platform staff can make {{what}} platform-wide.", { what }));
  return PLATFORM.values({});
}

/** Route guard before a write's body is read: 401 anonymous, 403 without management rights. */
export const requireManager = createMiddleware<AppEnv>(async (c, next) => {
  const user = requireAuth(c);
  if (!user.isStaff && !(c.get("tenant") && user.role === "school_admin")) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  await next();
});

/** Giving reports (stats, donations): staff and school admins; 401/403 for everyone else. */
export function assertReporter(ctx: ServiceContext): void {
  assertManager(ctx, said("giving reports"));
}

/**
 * Rows a report covers: platform staff see every school's (or one, with `tenant`; "platform" for
 * rows made on the platform host); everyone else this school's.
 */
export function reportWhere(ctx: ServiceContext, table: TenantOwned, tenant: string | undefined, ...conditions: (SQL | undefined)[]): SQL {
  return staffView(ctx, tenant).where(table, ...conditions);
}

/**
 * Rows with a draft/published life (courses, hubs, challenges): everyone sees the published ones
 * of the platform and this school; with `all`, managers also see the drafts they manage (staff on
 * the platform host: every school's).
 */
export function publishedOrManaged(ctx: ServiceContext, table: TenantOwned, published: SQL, all: boolean | undefined, ...conditions: (SQL | undefined)[]): SQL {
  if (all && isPlatformStaff(ctx)) return managedWhere(ctx, table, ...conditions);
  if (all && isManager(ctx)) return ctx.scope.withPlatform(table, or(published, ctx.scope.where(table)), ...conditions);
  return ctx.scope.withPlatform(table, published, ...conditions);
}
