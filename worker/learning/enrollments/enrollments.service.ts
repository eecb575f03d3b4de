import { and, desc, eq, or } from "drizzle-orm";
import type { EnrollmentOut } from "../../contracts/learning";
import { courseEnrollments, courses } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { SIGN_IN_REQUIRED_MESSAGE } from "../../middleware/auth";
import { courseAccess, courseReadable, findCourse } from "../courses/course-queries";
import { presentEnrollment } from "../courses/course-presenter";

export const PAID_COURSE_MESSAGE = "This course is paid: add it to your cart and complete checkout to enrol.";

function signedIn(ctx: ServiceContext) {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED_MESSAGE);
  return ctx.user;
}

/** The caller's enrolments (in courses this host shows), optionally for one course (id or slug). */
export async function listEnrollments(ctx: ServiceContext, course: string | undefined): Promise<EnrollmentOut[]> {
  const user = signedIn(ctx);
  const rows = await ctx.db
    .select({ enrollment: courseEnrollments, course: { id: courses.id, slug: courses.slug } })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(courseReadable(ctx, true, eq(courseEnrollments.userId, user.id), course ? or(eq(courses.id, course), eq(courses.slug, course)) : undefined))
    .orderBy(desc(courseEnrollments.createdAt))
    .all();
  return rows.map((r) => presentEnrollment(r.enrollment, r.course));
}

/**
 * Enrols the caller. Enrolling twice answers the existing enrolment (created false). A paid course
 * needs its entitlement first (402); its managers may enrol to preview it as a learner.
 */
export async function enroll(ctx: ServiceContext, ref: string): Promise<{ created: boolean; enrollment: EnrollmentOut }> {
  const user = signedIn(ctx);
  const course = await findCourse(ctx, ref);
  const info = await courseAccess(ctx, course);
  if (info.enrollment) return { created: false, enrollment: presentEnrollment(info.enrollment, course) };
  if (info.access === "buy") throw new AppError("PAYMENT_REQUIRED", PAID_COURSE_MESSAGE);
  const now = Date.now();
  const inserted = await ctx.db
    .insert(courseEnrollments)
    .values(ctx.scope.values({ id: newId("enr"), userId: user.id, courseId: course.id, source: info.owned ? ("purchase" as const) : ("self" as const), createdAt: now, lastActiveAt: now }))
    .onConflictDoNothing()
    .returning();
  const row =
    inserted[0] ??
    (await ctx.db
      .select()
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, user.id), eq(courseEnrollments.courseId, course.id)))
      .get());
  if (!row) throw new AppError("CONFLICT", "The enrolment could not be saved; please try again.");
  return { created: inserted.length > 0, enrollment: presentEnrollment(row, course) };
}
