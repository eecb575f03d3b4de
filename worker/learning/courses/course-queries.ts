import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { CourseAccess } from "../../contracts/learning";
import { courseChapters, courseEnrollments, courseLessons, courses, entitlements, lessonProgress, type Course, type CourseChapter, type CourseEnrollment, type CourseLesson } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import type { DB } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { isManager, managedWhere, publishedOrManaged } from "../../lib/managed-rows";

export const COURSE_NOT_FOUND = "Course not found";
export const LESSON_NOT_FOUND = "Lesson not found";

/**
 * Courses the caller may see: published platform courses and this school's; `all` adds the drafts a
 * manager manages (staff on the platform host: every school's; a school's admins: their school's).
 */
export const courseReadable = (ctx: ServiceContext, all: boolean | undefined, ...conditions: (SQL | undefined)[]): SQL =>
  publishedOrManaged(ctx, courses, eq(courses.status, "published"), all, ...conditions);

/** A course by slug (or id) that the caller may see; drafts only for those who manage them. 404 otherwise. */
export async function findCourse(ctx: ServiceContext, slugOrId: string): Promise<Course> {
  const row = await ctx.db
    .select()
    .from(courses)
    .where(courseReadable(ctx, true, or(eq(courses.slug, slugOrId), eq(courses.id, slugOrId))))
    .get();
  if (!row || (row.status === "draft" && !(await managesCourse(ctx, row)))) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
  return row;
}

/** Staff, and the admins of the school that owns the course (not of a platform course). */
export async function managesCourse(ctx: ServiceContext, course: Course): Promise<boolean> {
  if (!isManager(ctx)) return false;
  if (ctx.user?.isStaff) return true;
  const own = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(managedWhere(ctx, courses, eq(courses.id, course.id)))
    .get();
  return !!own;
}

export interface Outline {
  chapters: CourseChapter[];
  lessons: CourseLesson[];
}

/** Chapters and lessons in reading order (lessons carry their blocks). */
export async function loadOutline(db: DB, courseId: string): Promise<Outline> {
  const [chapters, lessons] = await Promise.all([
    db.select().from(courseChapters).where(eq(courseChapters.courseId, courseId)).orderBy(asc(courseChapters.position), asc(courseChapters.id)).all(),
    db.select().from(courseLessons).where(eq(courseLessons.courseId, courseId)).orderBy(asc(courseLessons.position), asc(courseLessons.id)).all(),
  ]);
  const order = new Map(chapters.map((c, i) => [c.id, i]));
  lessons.sort((a, b) => (order.get(a.chapterId) ?? 0) - (order.get(b.chapterId) ?? 0) || a.position - b.position);
  return { chapters, lessons };
}

/** The caller holds an unrevoked entitlement to the paid course (bought, not refunded). */
export async function ownsCourse(db: DB, userId: string, course: Course): Promise<boolean> {
  if (!course.catalogItemId) return false;
  const row = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), isNull(entitlements.revokedAt), or(eq(entitlements.catalogItemId, course.catalogItemId), eq(entitlements.refId, course.id))))
    .get();
  return !!row;
}

export async function findEnrollment(db: DB, userId: string, courseId: string): Promise<CourseEnrollment | undefined> {
  return db
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
    .get();
}

export interface AccessInfo {
  access: CourseAccess;
  enrollment: CourseEnrollment | null;
  owned: boolean;
  manager: boolean;
}

/**
 * What the caller may do with the course's lessons: open them (enrolled, and owning it when it is
 * paid), preview them (its managers), enrol, buy, or sign in first. A refund revokes the
 * entitlement, so a paid course locks again while its enrolment and progress are kept.
 */
export async function courseAccess(ctx: ServiceContext, course: Course): Promise<AccessInfo> {
  const user = ctx.user;
  if (!user) return { access: "sign_in", enrollment: null, owned: false, manager: false };
  const [enrollment, owned, manager] = await Promise.all([findEnrollment(ctx.db, user.id, course.id), ownsCourse(ctx.db, user.id, course), managesCourse(ctx, course)]);
  const paid = course.catalogItemId !== null;
  let access: CourseAccess;
  if (paid && !owned) access = manager ? "preview" : "buy";
  else if (enrollment) access = "open";
  else access = manager ? "preview" : "enroll";
  return { access, enrollment: enrollment ?? null, owned, manager };
}

export const canOpenLessons = (access: CourseAccess) => access === "open" || access === "preview";

/** Lessons a user has finished in a set of courses. */
export async function completedLessonIds(db: DB, userId: string, courseIds: string[]): Promise<Set<string>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, courseIds), isNotNull(lessonProgress.completedAt)))
    .all();
  return new Set(rows.map((r) => r.lessonId));
}
