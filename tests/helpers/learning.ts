import { courseChapters, courseLessons, courses, learningMedia } from "../../worker/db/schema";
import type { LessonBlockInput, MediaKind } from "../../worker/contracts/learning";
import { nameKey } from "../../worker/contracts/text";
import { newId } from "../../worker/lib/ids";
import { db, unique } from "./factories";

type Insert<T extends { $inferInsert: unknown }> = Partial<T["$inferInsert"]>;

export const QUIZ: LessonBlockInput = {
  type: "quiz",
  title: "Check",
  questions: [
    { id: "q1", kind: "choice", prompt: "How many goals are there?", options: ["Five", "Seventeen", "Ninety"], answer: 1, explanation: "There are 17 goals." },
    { id: "q2", kind: "choice", prompt: "When are they for?", options: ["2030", "1990"], answer: 0, explanation: "They run to 2030." },
    { id: "q3", kind: "short", prompt: "Which goal matters most to you, and why?", explanation: "Any goal, with a reason." },
  ],
};

/**
 * A published course with `shape` lessons per chapter (default 2 chapters of 2). The last lesson
 * of the first chapter has QUIZ; the first has a teacher's note.
 */
export async function createCourse(overrides: Insert<typeof courses> = {}, shape: number[] = [2, 2]) {
  const slug = overrides.slug ?? unique("course-");
  const title = overrides.title ?? `Course ${slug}`;
  const [course] = await db()
    .insert(courses)
    .values({ id: newId("crs"), tenantId: null, kind: "course", slug, title, titleKey: nameKey(title), intro: "An introduction.", status: "published", publishedAt: Date.now(), sdgs: "[4,13]", ...overrides })
    .returning();
  const chapters = [];
  const lessons = [];
  for (const [c, count] of shape.entries()) {
    const [chapter] = await db()
      .insert(courseChapters)
      .values({ id: newId("chp"), courseId: course.id, slug: `chapter-${c + 1}`, title: `Chapter ${c + 1}`, position: c + 1 })
      .returning();
    chapters.push(chapter);
    for (let l = 0; l < count; l++) {
      const blocks: LessonBlockInput[] = [{ type: "text", html: `<p>Lesson ${c + 1}.${l + 1}</p>` }];
      if (c === 0 && l === 0) blocks.push({ type: "teacher_note", html: "<p>Only for teachers.</p>" });
      if (c === 0 && l === count - 1) blocks.push(QUIZ);
      const [lesson] = await db()
        .insert(courseLessons)
        .values({ id: newId("lsn"), courseId: course.id, chapterId: chapter.id, slug: `lesson-${l + 1}`, title: `Lesson ${c + 1}.${l + 1}`, minutes: 10, position: l + 1, blocks: JSON.stringify(blocks) })
        .returning();
      lessons.push(lesson);
    }
  }
  return { course, chapters, lessons };
}

export async function createMedia(courseId: string, tenantId: string | null, kind: MediaKind, key: string, contentType: string) {
  const [row] = await db().insert(learningMedia).values({ id: newId("lmd"), tenantId, courseId, kind, key, name: key.split("/").pop()!, contentType, size: 10 }).returning();
  return row;
}
