import { asc, eq } from "drizzle-orm";
import type { CourseSummaryOut, LessonHit } from "../../contracts/learning";
import { courseChapters, courseLessons, courses } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { goalCountSelect, keyedSearch, textSearch } from "../../lib/sql-filters";
import { courseReadable } from "./course-queries";
import { presentCourseSummaries } from "./course-presenter";

/*
 * The combined search's course and lesson groups: published courses the host shows (platform
 * courses and this school's), matched on their words. A school has at most a few hundred lessons,
 * so a LIKE scan over the visible courses' lessons stays small.
 */

export async function searchCourses(ctx: ServiceContext, text: string, limit: number): Promise<CourseSummaryOut[]> {
  const rows = await ctx.db
    .select()
    .from(courses)
    .where(courseReadable(ctx, false, keyedSearch(text, courses.titleKey, courses.title, courses.intro, courses.description, courses.subject)))
    .orderBy(asc(courses.titleKey))
    .limit(limit)
    .all();
  return presentCourseSummaries(ctx.db, rows);
}

export async function searchLessons(ctx: ServiceContext, text: string, limit: number): Promise<LessonHit[]> {
  const rows = await ctx.db
    .select({
      id: courseLessons.id,
      title: courseLessons.title,
      summary: courseLessons.summary,
      lesson_slug: courseLessons.slug,
      chapter_slug: courseChapters.slug,
      course_slug: courses.slug,
      course_title: courses.title,
      course_kind: courses.kind,
      language: courses.language,
    })
    .from(courseLessons)
    .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(courseReadable(ctx, false, textSearch(text, courseLessons.title, courseLessons.summary)))
    .orderBy(asc(courses.titleKey), asc(courseChapters.position), asc(courseLessons.position))
    .limit(limit)
    .all();
  return rows;
}

/** Published courses a host shows to anyone (its school's and the platform's), for the sitemap. */
export async function publicCourseEntries(ctx: Pick<ServiceContext, "db" | "scope">, limit: number): Promise<{ slug: string; kind: "course" | "teacher_training"; updatedAt: number }[]> {
  return ctx.db
    .select({ slug: courses.slug, kind: courses.kind, updatedAt: courses.updatedAt })
    .from(courses)
    .where(ctx.scope.withPlatform(courses, eq(courses.status, "published")))
    .orderBy(asc(courses.slug))
    .limit(limit)
    .all();
}

/** Published courses per goal on this host (/api/sdgs), as a select (goalCountSelect). */
export const courseGoalCountSelect = (ctx: ServiceContext) => goalCountSelect(ctx.db, courses, courses.sdgs, courseReadable(ctx, false));
