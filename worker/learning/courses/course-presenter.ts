import { eq, inArray, sql } from "drizzle-orm";
import type { ChapterOut, CourseOut, CourseProgressOut, CourseSummaryOut, EnrollmentOut, LessonRef } from "../../contracts/learning";
import { catalogItems, courseChapters, courseLessons, courses, learningMedia, type Course, type CourseEnrollment } from "../../db/schema";
import type { DB } from "../../lib/db";
import { inChunks } from "../../lib/d1-limits";
import { parseIntList } from "../../lib/int-list";
import type { Outline } from "./course-queries";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** URL of a learning file; the media route checks who may read it. */
export const mediaUrl = (id: string) => `/api/learning/media/${id}`;

/**
 * The outer course's id inside a correlated subquery: drizzle writes a one-table select's columns
 * without their table, so `${courses.id}` there would name the subquery's own `id`.
 */
const outerCourseId = sql`${courses}.${sql.identifier(courses.id.name)}`;

/** Cards and lists: prices (from the catalogue) and sizes (chapters, lessons, minutes), one query each. */
export async function presentCourseSummaries(db: DB, list: Course[]): Promise<CourseSummaryOut[]> {
  if (list.length === 0) return [];
  const ids = list.map((c) => c.id);
  const itemIds = [...new Set(list.map((c) => c.catalogItemId).filter((id): id is string => id !== null))];
  // Sizes in one query (correlated counts over course_lessons_course_idx and course_chapters_position_idx);
  // prices only for courses that are sold, beside it.
  const [prices, sizes] = await Promise.all([
    inChunks(itemIds, (part) => db.select({ id: catalogItems.id, price: catalogItems.price, currency: catalogItems.currency, active: catalogItems.active }).from(catalogItems).where(inArray(catalogItems.id, part)).all()),
    inChunks(ids, (part) =>
      db
        .select({
          courseId: courses.id,
          lessons: sql<number>`(select count(*) from ${courseLessons} where ${courseLessons.courseId} = ${outerCourseId})`,
          minutes: sql<number>`(select coalesce(sum(${courseLessons.minutes}), 0) from ${courseLessons} where ${courseLessons.courseId} = ${outerCourseId})`,
          chapters: sql<number>`(select count(*) from ${courseChapters} where ${courseChapters.courseId} = ${outerCourseId})`,
        })
        .from(courses)
        .where(inArray(courses.id, part))
        .all(),
    ),
  ]);
  const priceOf = new Map(prices.map((p) => [p.id, p]));
  const sizeOf = new Map(sizes.map((r) => [r.courseId, r]));
  return list.map((c) => {
    const price = c.catalogItemId ? priceOf.get(c.catalogItemId) : undefined;
    return {
      id: c.id,
      slug: c.slug,
      kind: c.kind,
      title: c.title,
      name: c.title,
      intro: c.intro,
      subject: c.subject,
      age_min: c.ageMin,
      age_max: c.ageMax,
      sdgs: parseIntList(c.sdgs),
      language: c.language,
      cover_url: c.coverMediaId ? mediaUrl(c.coverMediaId) : null,
      status: c.status,
      platform_wide: c.tenantId === null,
      price: price && c.catalogItemId ? { catalog_item_id: c.catalogItemId, amount: price.price, currency: price.currency } : null,
      chapter_count: Number(sizeOf.get(c.id)?.chapters ?? 0),
      lesson_count: Number(sizeOf.get(c.id)?.lessons ?? 0),
      minutes: Number(sizeOf.get(c.id)?.minutes ?? 0),
    };
  });
}

export async function presentCourse(db: DB, course: Course): Promise<CourseOut> {
  const [summary] = await presentCourseSummaries(db, [course]);
  const program = course.programMediaId
    ? await db.select({ id: learningMedia.id, name: learningMedia.name, size: learningMedia.size }).from(learningMedia).where(eq(learningMedia.id, course.programMediaId)).get()
    : undefined;
  return { ...summary, description: course.description, program: program ? { url: mediaUrl(program.id), name: program.name, size: program.size } : null };
}

export function presentEnrollment(e: CourseEnrollment, course: Pick<Course, "id" | "slug">): EnrollmentOut {
  return {
    id: e.id,
    course: course.id,
    course_slug: course.slug,
    source: e.source,
    created_at: iso(e.createdAt)!,
    completed_at: iso(e.completedAt),
    last_active_at: iso(e.lastActiveAt),
  };
}

export function lessonRef(outline: Outline, lessonId: string): LessonRef | null {
  const lesson = outline.lessons.find((l) => l.id === lessonId);
  const chapter = lesson && outline.chapters.find((c) => c.id === lesson.chapterId);
  return lesson && chapter ? { chapter: chapter.slug, lesson: lesson.slug, title: lesson.title } : null;
}

/** Completed share of the course, and the first unfinished lesson in reading order. */
export function progressOf(outline: Outline, completed: Set<string>): CourseProgressOut {
  const total = outline.lessons.length;
  const done = outline.lessons.filter((l) => completed.has(l.id)).length;
  const next = outline.lessons.find((l) => !completed.has(l.id));
  return { completed: done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total), next_lesson: next ? lessonRef(outline, next.id) : null };
}

export function presentOutline(outline: Outline, completed: Set<string>): ChapterOut[] {
  return outline.chapters.map((ch) => ({
    id: ch.id,
    slug: ch.slug,
    title: ch.title,
    position: ch.position,
    lessons: outline.lessons
      .filter((l) => l.chapterId === ch.id)
      .map((l) => ({ id: l.id, slug: l.slug, title: l.title, summary: l.summary, minutes: l.minutes, position: l.position, completed: completed.has(l.id) })),
  }));
}
