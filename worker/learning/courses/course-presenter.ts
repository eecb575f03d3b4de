import { eq, inArray } from "drizzle-orm";
import type { ChapterOut, CourseOut, CourseProgressOut, CourseSummaryOut, EnrollmentOut, LessonRef } from "../../contracts/learning";
import { courses, learningMedia, type Course, type CourseEnrollment } from "../../db/schema";
import type { DB } from "../../lib/db";
import { inChunks } from "../../lib/d1-limits";
import { parseIntList } from "../../lib/int-list";
import { withCourseCard, type CourseCardRow, type LessonHeading, type Outline } from "./course-queries";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** URL of a learning file; the media route checks who may read it. */
export const mediaUrl = (id: string) => `/api/learning/media/${id}`;

/** A course card (withCourseCard's row) as the API shows it. */
export function toCourseSummary({ course: c, price, lessons, minutes, chapters }: CourseCardRow): CourseSummaryOut {
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
    price: price && c.catalogItemId ? { catalog_item_id: c.catalogItemId, amount: price.amount, currency: price.currency } : null,
    chapter_count: chapters,
    lesson_count: lessons,
    minutes,
  };
}

/** Cards for courses already read (by another query's join), in their order: one query for all of them. */
export async function presentCourseSummaries(db: DB, list: Course[]): Promise<CourseSummaryOut[]> {
  if (list.length === 0) return [];
  const rows = await inChunks(
    [...new Set(list.map((c) => c.id))],
    (part) => withCourseCard(db).where(inArray(courses.id, part)).all(),
  );
  const byId = new Map(rows.map((r) => [r.course.id, r]));
  // A course gone between the two reads keeps its place (callers index by position), without sizes.
  return list.map((c) => toCourseSummary(byId.get(c.id) ?? { course: c, price: null, lessons: 0, minutes: 0, chapters: 0 }));
}

/** A course's programme file (the learning media row its card links to). */
export const findProgram = (db: DB, mediaId: string) => db.select({ id: learningMedia.id, name: learningMedia.name, size: learningMedia.size }).from(learningMedia).where(eq(learningMedia.id, mediaId)).get();

/** The course as its page shows it: its card, its description and its programme file. */
export function withProgram(card: CourseCardRow, program: { id: string; name: string; size: number } | undefined): CourseOut {
  return { ...toCourseSummary(card), description: card.course.description, program: program ? { url: mediaUrl(program.id), name: program.name, size: program.size } : null };
}

export async function presentCourse(db: DB, course: Course): Promise<CourseOut> {
  const [[card], program] = await Promise.all([
    withCourseCard(db).where(eq(courses.id, course.id)).all(),
    course.programMediaId ? findProgram(db, course.programMediaId) : undefined,
  ]);
  return withProgram(card ?? { course, price: null, lessons: 0, minutes: 0, chapters: 0 }, program);
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

export function lessonRef(outline: Outline<LessonHeading>, lessonId: string): LessonRef | null {
  const lesson = outline.lessons.find((l) => l.id === lessonId);
  const chapter = lesson && outline.chapters.find((c) => c.id === lesson.chapterId);
  return lesson && chapter ? { chapter: chapter.slug, lesson: lesson.slug, title: lesson.title } : null;
}

/** Completed share of the course, and the first unfinished lesson in reading order. */
export function progressOf(outline: Outline<LessonHeading>, completed: Set<string>): CourseProgressOut {
  const total = outline.lessons.length;
  const done = outline.lessons.filter((l) => completed.has(l.id)).length;
  const next = outline.lessons.find((l) => !completed.has(l.id));
  return { completed: done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total), next_lesson: next ? lessonRef(outline, next.id) : null };
}

export function presentOutline(outline: Outline<LessonHeading>, completed: Set<string>): ChapterOut[] {
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
