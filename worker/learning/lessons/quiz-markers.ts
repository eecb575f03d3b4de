import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { classStudents, classes } from "../../db/schema";
import type { AuthUser } from "../../env";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { SIGN_IN_REQUIRED_MESSAGE } from "../../middleware/auth";

/*
 * Who marks whose quiz answers, one rule for lesson quizzes and comprehension quizzes: a teacher
 * marks the pupils of their own classes (classes.teacher_id); a school admin and platform staff (on
 * the school's site) every learner of the school; nobody their own attempt. What a marker may not
 * mark they do not see either: a list leaves it out, a mark is answered 404.
 */

export interface Marker {
  user: AuthUser;
  /** School admins and staff: every learner of the school; a teacher: their classes' pupils. */
  wholeSchool: boolean;
}

/** The caller as a marker of this school, or null (a pupil, a parent, the platform's own site). */
export function markerOf(ctx: ServiceContext): Marker | null {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED_MESSAGE);
  if (ctx.scope.tenantId === null) return null;
  if (user.isStaff || user.role === "school_admin") return { user, wholeSchool: true };
  if (user.role === "teacher") return { user, wholeSchool: false };
  return null;
}

/** For the lists of results: the caller as a marker, or 403 saying who sees them. */
export function resultsReader(ctx: ServiceContext): Marker {
  const m = markerOf(ctx);
  if (m) return m;
  if (ctx.scope.tenantId === null) throw new AppError("FORBIDDEN", "Results are seen on the school's own site.");
  throw new AppError("FORBIDDEN", "Only a school's teachers can see its results.");
}

/** The marker's classes (or the one class asked for, when it is theirs) as a condition on classes. */
export const markersClasses = (ctx: ServiceContext, m: Marker, classId: string | undefined) =>
  ctx.scope.where(classes, m.wholeSchool ? undefined : eq(classes.teacherId, m.user.id), classId ? eq(classes.id, classId) : undefined);

/** The pupils of the marker's classes (or of one class), as a subquery: a class has no size limit. */
const pupilsOf = (ctx: ServiceContext, m: Marker, classId: string | undefined) =>
  ctx.db.select({ id: classStudents.studentId }).from(classStudents).innerJoin(classes, eq(classes.id, classStudents.classId)).where(markersClasses(ctx, m, classId));

/** The class filter, when it names one of the marker's classes (a teacher's other classes are 404, as the class progress page). */
export const markersClass = (ctx: ServiceContext, m: Marker, classId: string | undefined) =>
  ctx.db
    .select({ id: classes.id })
    .from(classes)
    .where(and(markersClasses(ctx, m, classId), eq(classes.id, classId ?? "")))
    .limit(1);

/**
 * The learners whose attempts the marker may mark, as a condition on an attempt's learner column:
 * never the marker; a teacher, their classes' pupils; with a class filter, that class's pupils.
 * The caller still scopes the attempts to the school (ctx.scope.where).
 */
export function markableLearner(ctx: ServiceContext, m: Marker, learner: SQLiteColumn, classId?: string): SQL {
  const inClasses = m.wholeSchool && !classId ? undefined : inArray(learner, pupilsOf(ctx, m, classId));
  return and(ne(learner, m.user.id), inClasses)!;
}
