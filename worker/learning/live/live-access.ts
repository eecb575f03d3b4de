import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { classStudents, liveSessions, type LiveSession } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { PLATFORM, isPlatformStaff, staffView } from "../../lib/tenancy";

/*
 * Who sees and who manages a live session. Platform webinars (tenant_id null): "public" ones
 * everyone, "signed_in" ones any signed-in caller. A school's sessions only on its host and only
 * for its people: adults every session, students whole-school sessions and their own classes'.
 */

/** The caller belongs to the school of this host. */
export const isSchoolMember = (ctx: ServiceContext): boolean => !!ctx.user && ctx.scope.tenantId !== null && ctx.user.tenantId === ctx.scope.tenantId;

const isSchoolAdult = (ctx: ServiceContext): boolean => isSchoolMember(ctx) && (ctx.user!.role === "teacher" || ctx.user!.role === "school_admin");

export function visibleWhere(ctx: ServiceContext, ...conditions: (SQL | undefined)[]): SQL {
  if (isPlatformStaff(ctx)) return staffView(ctx).where(liveSessions, ...conditions);
  const user = ctx.user;
  const platformRows = PLATFORM.where(liveSessions, user ? inArray(liveSessions.audience, ["public", "signed_in"]) : eq(liveSessions.audience, "public"));
  let schoolRows: SQL | undefined;
  if (user?.isStaff || isSchoolAdult(ctx)) schoolRows = ctx.scope.where(liveSessions);
  else if (user && isSchoolMember(ctx)) {
    const myClasses = ctx.db.select({ id: classStudents.classId }).from(classStudents).where(eq(classStudents.studentId, user.id));
    schoolRows = ctx.scope.where(liveSessions, or(eq(liveSessions.audience, "school"), and(eq(liveSessions.audience, "class"), inArray(liveSessions.classId, myClasses))));
  }
  return and(schoolRows ? or(platformRows, schoolRows) : platformRows, ...conditions) as SQL;
}

const isPlatformSession = (s: Pick<LiveSession, "tenantId">): boolean => s.tenantId === null;

/**
 * Managers of a session: platform staff (the platform's webinars on the platform host, a school's
 * on its host), the school's admins, and the teacher who scheduled it.
 */
export function canManage(ctx: ServiceContext, s: LiveSession): boolean {
  const user = ctx.user;
  if (!user) return false;
  if (user.isStaff) return staffView(ctx).covers(s.tenantId);
  if (isPlatformSession(s) || !isSchoolMember(ctx) || ctx.scope.tenantId !== s.tenantId) return false;
  return user.role === "school_admin" || (user.role === "teacher" && s.createdBy === user.id);
}

/** May schedule on this host: staff anywhere, a school's admins and teachers on its host. */
export function assertCanSchedule(ctx: ServiceContext): void {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  if (ctx.user.isStaff || isSchoolAdult(ctx)) return;
  throw new AppError("FORBIDDEN", "You do not have permission to schedule live sessions.");
}

/** 404 when invisible, 403 when visible but not the caller's to manage. */
export async function findManagedSession(ctx: ServiceContext, idOrSlug: string): Promise<LiveSession> {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  const row = await ctx.db
    .select()
    .from(liveSessions)
    .where(visibleWhere(ctx, or(eq(liveSessions.id, idOrSlug), eq(liveSessions.slug, idOrSlug))))
    .get();
  if (!row) throw new AppError("NOT_FOUND", "Live session not found");
  if (!canManage(ctx, row)) throw new AppError("FORBIDDEN", "You do not have permission to manage this session.");
  return row;
}

export async function findVisibleSession(ctx: ServiceContext, idOrSlug: string): Promise<LiveSession> {
  const row = await ctx.db
    .select()
    .from(liveSessions)
    .where(visibleWhere(ctx, or(eq(liveSessions.id, idOrSlug), eq(liveSessions.slug, idOrSlug))))
    .get();
  if (!row) throw new AppError("NOT_FOUND", "Live session not found");
  return row;
}

export const endsAt = (s: Pick<LiveSession, "startsAt" | "durationMinutes">): number => s.startsAt + s.durationMinutes * 60_000;

/** The sessions the caller manages (the authoring list), as one condition; nothing for others. */
export function managedCondition(ctx: ServiceContext): SQL {
  const user = ctx.user;
  if (user?.isStaff) return staffView(ctx).where(liveSessions);
  if (user && isSchoolMember(ctx) && user.role === "school_admin") return ctx.scope.where(liveSessions);
  if (user && isSchoolMember(ctx) && user.role === "teacher") return ctx.scope.where(liveSessions, eq(liveSessions.createdBy, user.id));
  return sql`0 = 1`;
}
