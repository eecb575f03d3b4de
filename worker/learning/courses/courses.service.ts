import { and, asc, count, desc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { CourseDataOut, CourseListQuery, CourseOut, CourseSummaryOut } from "../../contracts/learning";
import { courseChapters, courses } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { hasSdg, keyedSearch } from "../../lib/sql-filters";
import { completedLessonIds, coursePageReads, courseReadable, findCourse, findCourseCard, loadOutlineHeadings, withCourseCard } from "./course-queries";
import { findProgram, presentEnrollment, presentOutline, progressOf, toCourseSummary, withProgram } from "./course-presenter";
import { readCataloguePage } from "../../lib/content-version";

export async function listCourses(ctx: ServiceContext, q: CourseListQuery): Promise<{ total: number; results: CourseSummaryOut[] }> {
  const where = courseReadable(
    ctx,
    q.all,
    keyedSearch(q.search, courses.titleKey, courses.title, courses.intro, courses.description),
    q.kind ? eq(courses.kind, q.kind) : undefined,
    hasSdg(courses.sdgs, q.sdg),
    q.subject ? eq(courses.subject, q.subject) : undefined,
    q.age === undefined ? undefined : and(or(isNull(courses.ageMin), lte(courses.ageMin, q.age)), or(isNull(courses.ageMax), gte(courses.ageMax, q.age))),
  );
  const { rows, total } = await readCataloguePage(
    ctx,
    withCourseCard(ctx.db)
      .where(where)
      // The school's own courses first, then platform courses; newest first within each.
      .orderBy(sql`${courses.tenantId} IS NULL`, desc(courses.publishedAt), asc(courses.titleKey))
      .limit(q.limit)
      .offset(q.offset),
    ctx.db.select({ total: count() }).from(courses).where(where),
  );
  return { total, results: rows.map(toCourseSummary) };
}

export async function getCourse(ctx: ServiceContext, slug: string): Promise<CourseOut> {
  const card = await findCourseCard(ctx, slug);
  return withProgram(card, card.course.programMediaId ? await findProgram(ctx.db, card.course.programMediaId) : undefined);
}

export async function listChapters(ctx: ServiceContext, slug: string) {
  const course = await findCourse(ctx, slug);
  const rows = await ctx.db.select().from(courseChapters).where(eq(courseChapters.courseId, course.id)).orderBy(asc(courseChapters.position)).all();
  return rows.map((ch) => ({ id: ch.id, slug: ch.slug, title: ch.title, position: ch.position }));
}

export async function listChapterLessons(ctx: ServiceContext, slug: string, chapterSlug: string) {
  const course = await findCourse(ctx, slug);
  const [outline, done] = await Promise.all([loadOutlineHeadings(ctx.db, course.id), ctx.user ? completedLessonIds(ctx.db, ctx.user.id, [course.id]) : new Set<string>()]);
  const chapter = outline.chapters.find((c) => c.slug === chapterSlug);
  if (!chapter) throw new AppError("NOT_FOUND", "Chapter not found");
  return presentOutline({ chapters: [chapter], lessons: outline.lessons }, done)[0].lessons;
}

/** GET /api/data/courses/{slug}: the course page in one answer — outline, the caller's enrolment, progress and access. */
export async function courseData(ctx: ServiceContext, slug: string): Promise<CourseDataOut> {
  // One round trip: the course with its card and the content version, and everything else (coursePageReads).
  const { card, outline, program, info, done } = await coursePageReads(ctx, slug);
  const course = card.course;
  return {
    ...withProgram(card, program),
    chapters: presentOutline(outline, done),
    enrollment: info.enrollment ? presentEnrollment(info.enrollment, course) : null,
    progress: ctx.user ? progressOf(outline, done) : null,
    access: info.access,
    owned: info.owned,
  };
}
