import { and, eq, exists, inArray, isNull, lt, sql } from "drizzle-orm";
import { courseLessons, courses, quizAttempts } from "../../db/schema";
import { chunk, IN_LIST_SIZE } from "../../lib/d1-limits";
import { createDb, readBatch } from "../../lib/db";
import { logInfo } from "../../lib/log";
import { siteOrigin } from "../../lib/origins";
import { issueToNewlyComplete, type IssueContext } from "../certificates/issue";
import { parseBlocks, quizQuestionsOf } from "./lesson-blocks";
import { rescoreLessonAttempts } from "./lessons.service";
import { quizScoreSql } from "./quiz-scoring";

/** Lessons one run checks (their quiz_scored_at is null); the rest wait for the next run. */
export const LESSONS_PER_RUN = 100;
/** Lessons whose attempts one read batch checks. */
const CHECKS_PER_BATCH = 50;

/**
 * Cron: attempts scored before their quiz was edited. A save scores its quiz's attempts again
 * (authoring's updateLesson); saves before that did not, and left figures behind — a written answer
 * "to mark" for a question that is gone, a score out of the old number of questions — in the
 * teachers' list to mark, the pupil's lesson page, class progress and the pass mark. Only a lesson
 * whose quiz_scored_at is null can hold one (migration 0051 set it for every lesson none of whose
 * attempts is older than its last save; new lessons and saves set it). Each run takes up to
 * LESSONS_PER_RUN of those (partial index course_lessons_quiz_unscored_idx), checks their older
 * attempts against the lesson's questions (read batches), scores again those that hold one as a save
 * does, and sets quiz_scored_at on every lesson it checked, each only if no save came in between (a
 * save does its own). Then the courses' learners whom the new figures complete get their
 * certificates. Once none is left a run is one index probe. Safe to run any number of times; it
 * answers how many lessons it checked (0: none is left) and logs those it scored again. This was the
 * teachers' list's first step (a write in a GET).
 */
export async function catchUpQuizScores(env: Env): Promise<number> {
  const db = createDb(env.DB);
  const unchecked = await db
    .select({ id: courseLessons.id, courseId: courseLessons.courseId, updatedAt: courseLessons.updatedAt, blocks: courseLessons.blocks })
    .from(courseLessons)
    .where(isNull(courseLessons.quizScoredAt))
    .limit(LESSONS_PER_RUN)
    .all();
  if (unchecked.length === 0) return 0;
  const quizzes = unchecked.map((lesson) => ({ lesson, questions: quizQuestionsOf(parseBlocks(lesson.blocks)) }));
  const stale: typeof quizzes = [];
  for (const part of chunk(quizzes, CHECKS_PER_BATCH)) {
    // An attempt submitted after the lesson's last save was scored against its questions as they are.
    const checks = part.map(({ lesson, questions }) =>
      db
        .select({ id: quizAttempts.id })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.courseId, lesson.courseId), eq(quizAttempts.lessonId, lesson.id), lt(quizAttempts.createdAt, lesson.updatedAt), quizScoreSql(quizAttempts, questions).changed))
        .limit(1),
    );
    const found = await readBatch(db, checks as [(typeof checks)[number], ...typeof checks]);
    stale.push(...part.filter((_, i) => found[i].length > 0));
  }
  // Scored again as the lesson was read: a save since that changed its questions scored them itself.
  const asRead = (lesson: { id: string; updatedAt: number }) => exists(db.select({ id: courseLessons.id }).from(courseLessons).where(and(eq(courseLessons.id, lesson.id), eq(courseLessons.updatedAt, lesson.updatedAt))));
  const now = Date.now();
  const writes = [
    ...stale.map(({ lesson, questions }) => rescoreLessonAttempts(db, lesson, questions, asRead(lesson))),
    // Known scored now (a save in between left them scored too); updated_at stays: the lesson did not change.
    ...chunk(unchecked.map((l) => l.id), IN_LIST_SIZE).map((ids) =>
      db.update(courseLessons).set({ quizScoredAt: now, updatedAt: sql`${courseLessons.updatedAt}` }).where(and(inArray(courseLessons.id, ids), isNull(courseLessons.quizScoredAt))),
    ),
  ];
  await db.batch(writes as [(typeof writes)[number], ...typeof writes]);
  if (stale.length === 0) return unchecked.length;
  logInfo(env, { msg: "quiz attempts scored again (catch-up)", lessons: stale.map(({ lesson }) => lesson.id) });
  // As at a save: the new figures may complete a pupil's course (pass mark), their certificate now.
  const sends: Promise<unknown>[] = [];
  const ctx: IssueContext = { db, env, tenant: null, origin: siteOrigin(env, null), waitUntil: (p) => void sends.push(p) };
  const courseIds = chunk([...new Set(stale.map(({ lesson }) => lesson.courseId))], IN_LIST_SIZE);
  for (const ids of courseIds) for (const course of await db.select().from(courses).where(inArray(courses.id, ids)).all()) await issueToNewlyComplete(ctx, course);
  await Promise.all(sends);
  return unchecked.length;
}
