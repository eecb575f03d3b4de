import { and, asc, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ClassProgressOut, MyCourseOut } from "../../contracts/learning";
import { classStudents, classes, courseAssignments, courseEnrollments, courses, lessonProgress, quizAttempts, users, type Course } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { SIGN_IN_REQUIRED_MESSAGE } from "../../middleware/auth";
import { courseReadable, findCourse, headingSelectsOf, outlinesByCourse, ownersSelect, ownsCourseOf, toOutline, userEntitlementsSelect, withCourseCard } from "../courses/course-queries";
import { progressOf, toCourseSummary } from "../courses/course-presenter";
import { readBatch } from "../../lib/db";
import { ReusableSelects } from "../../lib/reusable-selects";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** My courses' batch, built once per host (lib/reusable-selects.ts). */
const built = new ReusableSelects();

/**
 * A class of this school the caller teaches; school admins and staff (on the school's host) may
 * open any class of the school. Another school's class, or one the teacher does not teach, is 404.
 */
async function taughtClass(ctx: ServiceContext, classId: string) {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED_MESSAGE);
  const allClasses = user.isStaff || user.role === "school_admin";
  if (!allClasses && user.role !== "teacher") throw new AppError("FORBIDDEN", "Only teachers can see their classes' progress.");
  const cls = await ctx.db
    .select()
    .from(classes)
    .where(ctx.scope.where(classes, eq(classes.id, classId), allClasses ? undefined : eq(classes.teacherId, user.id)))
    .get();
  if (!cls) throw new AppError("NOT_FOUND", "Class not found");
  return cls;
}

/**
 * GET /api/learning/classes/{id}/progress?course=: each student's completed lessons and quiz score
 * in one course. The class and the course are read at once (the class's refusal answers first), then
 * everything else in one batch, the pupils chosen by subquery: a class has no size limit, and a list
 * of its ids would pass D1's 100 bound parameters.
 */
export async function classProgress(ctx: ServiceContext, classId: string, courseRef: string): Promise<ClassProgressOut> {
  const [clsRead, courseRead] = await Promise.allSettled([taughtClass(ctx, classId), findCourse(ctx, courseRef)]);
  if (clsRead.status === "rejected") throw clsRead.reason;
  if (courseRead.status === "rejected") throw courseRead.reason;
  const [cls, course] = [clsRead.value, courseRead.value];
  const roster = ctx.db.select({ id: classStudents.studentId }).from(classStudents).where(ctx.scope.where(classStudents, eq(classStudents.classId, cls.id)));
  const [chapters, lessons, students, assigned, done, enrolled, attempts, owners] = await readBatch(ctx.db, [
    ...headingSelectsOf(ctx.db, (courseId) => eq(courseId, course.id)),
    ctx.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(ctx.scope.where(classStudents, eq(classStudents.classId, cls.id)))
      .orderBy(asc(users.firstNameKey), asc(users.lastNameKey)),
    ctx.db
      .select({ id: courseAssignments.id })
      .from(courseAssignments)
      .where(and(eq(courseAssignments.classId, cls.id), eq(courseAssignments.courseId, course.id)))
      .limit(1),
    ctx.db
      .select({ userId: lessonProgress.userId, lessonId: lessonProgress.lessonId })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.courseId, course.id), inArray(lessonProgress.userId, roster), isNotNull(lessonProgress.completedAt))),
    ctx.db
      .select({ userId: courseEnrollments.userId })
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.courseId, course.id), inArray(courseEnrollments.userId, roster))),
    ctx.db
      .select({ userId: quizAttempts.userId, lessonId: quizAttempts.lessonId, score: quizAttempts.score, maxScore: quizAttempts.maxScore })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.courseId, course.id), inArray(quizAttempts.userId, roster)))
      .orderBy(desc(quizAttempts.createdAt)),
    ownersSelect(ctx.db, roster, course),
  ] as const);
  const outline = toOutline(chapters, lessons);
  const lessonIds = new Set(outline.lessons.map((l) => l.id));
  const enrolledSet = new Set(enrolled.map((e) => e.userId));
  return {
    course: { id: course.id, slug: course.slug, title: course.title },
    lessons: outline.lessons.map((l) => ({ id: l.id, title: l.title, chapter: outline.chapters.find((c) => c.id === l.chapterId)?.title ?? "" })),
    students: students.map((s) => {
      const completed = done.filter((d) => d.userId === s.id && lessonIds.has(d.lessonId)).map((d) => d.lessonId);
      // The latest attempt of each quiz counts.
      const latest = new Map<string, { score: number; maxScore: number }>();
      for (const a of attempts) if (a.userId === s.id && !latest.has(a.lessonId)) latest.set(a.lessonId, a);
      const scores = [...latest.values()];
      return {
        id: s.id,
        name: `${s.firstName} ${s.lastName}`.trim(),
        enrolled: enrolledSet.has(s.id),
        completed,
        percent: outline.lessons.length ? Math.floor((completed.length * 100) / outline.lessons.length) : 0,
        quiz_score: scores.length ? { score: scores.reduce((t, a) => t + a.score, 0), max_score: scores.reduce((t, a) => t + a.maxScore, 0) } : null,
      };
    }),
    assigned: assigned.length > 0,
    pupils_can_open: pupilsCanOpen(course, students.length, owners.length),
  };
}

/**
 * A class can open a course when it is free, or when it is paid and every pupil has bought it:
 * entitlements are each buyer's own, and the model has no school or class licence. A class with
 * no pupils yet cannot open a paid course (whoever joins will not own it).
 */
const pupilsCanOpen = (course: Course, pupils: number, owners: number) => course.catalogItemId === null || (pupils > 0 && owners >= pupils);

const PAID_COURSE_FOR_CLASS_MESSAGE = "This course is paid and not every pupil of this class has bought it, so they could not open it. Give the class a free course.";

/**
 * A teacher gives a course (any the school shows) to a class; giving it twice changes nothing. A
 * paid course only when the class's pupils can open it (pupilsCanOpen): a class is never sent a
 * course that asks children to pay.
 */
export async function assignCourse(ctx: ServiceContext, classId: string, courseRef: string) {
  const cls = await taughtClass(ctx, classId);
  const course = await findCourse(ctx, courseRef);
  if (course.status !== "published") throw new AppError("CONFLICT", "Publish the course before giving it to a class.");
  if (course.catalogItemId !== null) {
    const inClass = ctx.scope.where(classStudents, eq(classStudents.classId, cls.id));
    const [[pupils], owners] = await readBatch(ctx.db, [
      ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(classStudents).where(inClass),
      ownersSelect(ctx.db, ctx.db.select({ id: classStudents.studentId }).from(classStudents).where(inClass), course),
    ] as const);
    if (!pupilsCanOpen(course, pupils.n, owners.length)) throw new AppError("CONFLICT", PAID_COURSE_FOR_CLASS_MESSAGE);
  }
  await ctx.db
    .insert(courseAssignments)
    .values({ id: newId("cas"), tenantId: cls.tenantId, classId: cls.id, courseId: course.id, assignedBy: ctx.user!.id })
    .onConflictDoNothing();
  return { class: cls.id, course: course.id, assigned: true };
}

export async function unassignCourse(ctx: ServiceContext, classId: string, courseRef: string) {
  const cls = await taughtClass(ctx, classId);
  const course = await findCourse(ctx, courseRef);
  await ctx.db.delete(courseAssignments).where(and(eq(courseAssignments.classId, cls.id), eq(courseAssignments.courseId, course.id)));
}

/** Courses given to a class: for the teacher's picker. */
export async function classAssignments(ctx: ServiceContext, classId: string) {
  const cls = await taughtClass(ctx, classId);
  // Each course with its card in the same query (withCourseCard), newest assignment first.
  const rows = await withCourseCard(ctx.db)
    .innerJoin(courseAssignments, eq(courseAssignments.courseId, courses.id))
    .where(courseReadable(ctx, false, eq(courseAssignments.classId, cls.id)))
    .orderBy(desc(courseAssignments.createdAt))
    .all();
  return rows.map(toCourseSummary);
}

/**
 * The dashboard's "My courses": courses given to the learner's class that they have not finished
 * first, then their enrolments by last activity, each with progress and where to continue.
 */
export async function myCourses(ctx: ServiceContext): Promise<MyCourseOut[]> {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED_MESSAGE);
  // One round trip: the courses with their cards, the enrolments' activity, which are assigned,
  // every outline's headings, the lessons finished and the learner's entitlements. Built once per
  // host (courseReadable without drafts reads only the host), the learner a placeholder: drizzle
  // building these seven selects was a fifth of the request in the Worker (npm run bench's profile).
  const [cards, enrolments, assigned, chapters, lessons, done, owned] = await built.batch(
    ctx.db,
    `my-courses|${JSON.stringify(ctx.scope.tenantId)}`,
    () => {
      const learner = sql.placeholder("learner");
      // The caller's courses: those they enrolled in and those assigned to a class they are in.
      const enrolledIds = ctx.db.select({ id: courseEnrollments.courseId }).from(courseEnrollments).where(eq(courseEnrollments.userId, learner));
      const assignedIds = ctx.db
        .select({ id: courseAssignments.courseId })
        .from(courseAssignments)
        .innerJoin(classStudents, and(eq(classStudents.classId, courseAssignments.classId), eq(classStudents.studentId, learner)));
      const theirs = (courseId: AnySQLiteColumn) => or(inArray(courseId, enrolledIds), inArray(courseId, assignedIds))!;
      return [
        withCourseCard(ctx.db).where(courseReadable(ctx, false, theirs(courses.id))).orderBy(asc(courses.titleKey), asc(courses.id)),
        ctx.db.select({ courseId: courseEnrollments.courseId, lastActiveAt: courseEnrollments.lastActiveAt }).from(courseEnrollments).where(eq(courseEnrollments.userId, learner)),
        assignedIds,
        ...headingSelectsOf(ctx.db, theirs),
        ctx.db
          .select({ lessonId: lessonProgress.lessonId })
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, learner), theirs(lessonProgress.courseId), isNotNull(lessonProgress.completedAt))),
        userEntitlementsSelect(ctx.db, learner),
      ] as const;
    },
    { learner: user.id },
    ctx.sessionCheck,
  );
  const lastActive = new Map(enrolments.map((e) => [e.courseId, e.lastActiveAt]));
  const assignedSet = new Set(assigned.map((a) => a.id));
  const outline = outlinesByCourse(chapters, lessons);
  const finished = new Set(done.map((d) => d.lessonId));
  // A class's paid course counts as given only to a learner who owns it (an assignment made before
  // assignCourse refused them, or a pupil who joined the class later): anyone else would be shown
  // a price under "From your class". It is left out, or listed as their own enrolment if they have one.
  const owns = ownsCourseOf(owned);
  const givenToThem = (course: Course) => assignedSet.has(course.id) && (course.catalogItemId === null || owns(course));
  const out = cards
    .filter((card) => lastActive.has(card.course.id) || givenToThem(card.course))
    .map((card): MyCourseOut => ({
      course: toCourseSummary(card),
      enrolled: lastActive.has(card.course.id),
      assigned: givenToThem(card.course),
      progress: progressOf(outline(card.course.id), finished),
      last_active_at: iso(lastActive.get(card.course.id) ?? null),
    }));
  // Unfinished assignments first, then the most recently active (a course never opened: by title).
  const unfinishedAssignment = (m: MyCourseOut) => m.assigned && m.progress.next_lesson !== null;
  return out.sort((a, b) => Number(unfinishedAssignment(b)) - Number(unfinishedAssignment(a)) || (b.last_active_at ?? "").localeCompare(a.last_active_at ?? ""));
}

