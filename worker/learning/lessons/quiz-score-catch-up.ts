import { and, eq, exists, inArray, lt } from "drizzle-orm";
import { courseLessons, courses, quizAttempts } from "../../db/schema";
import { chunk } from "../../lib/d1-limits";
import { createDb, readBatch } from "../../lib/db";
import { logInfo } from "../../lib/log";
import { siteOrigin } from "../../lib/origins";
import { issueToNewlyComplete, type IssueContext } from "../certificates/issue";
import { parseBlocks, quizQuestionsOf } from "./lesson-blocks";
import { rescoreLessonAttempts } from "./lessons.service";
import { quizScoreSql } from "./quiz-scoring";

/** Lessons one run scores again (one UPDATE each, in one batch); the rest wait for the next run. */
const LESSONS_PER_RUN = 25;
/** Lessons whose attempts one read batch checks. */
const CHECKS_PER_BATCH = 50;

/**
 * Cron: attempts scored before their quiz was edited. A save scores its quiz's attempts again
 * (authoring's updateLesson); saves before that did not, and left figures behind — a written answer
 * "to mark" for a question that is gone, a score out of the old number of questions — in the
 * teachers' list to mark, the pupil's lesson page, class progress and the pass mark. Only a lesson
 * saved after one of its attempts can hold one; those attempts are checked against the lesson's
 * questions (read batches), and up to LESSONS_PER_RUN lessons that hold one are scored again as a
 * save does, then their courses' learners whom the new figures complete get their certificates.
 * Safe to run any number of times: an attempt already right is neither written nor counted. This
 * was the teachers' list's first step (a write in a GET); it answers, and logs, how many lessons it
 * scored again. Once no run finds any (no save since has left one), the job can go: its reads
 * scan the older attempts of every lesson saved after them, each run.
 */
export async function catchUpQuizScores(env: Env): Promise<number> {
  const db = createDb(env.DB);
  const edited = await db
    .select({ id: courseLessons.id, courseId: courseLessons.courseId, updatedAt: courseLessons.updatedAt, blocks: courseLessons.blocks })
    .from(courseLessons)
    .where(exists(db.select({ id: quizAttempts.id }).from(quizAttempts).where(and(eq(quizAttempts.courseId, courseLessons.courseId), eq(quizAttempts.lessonId, courseLessons.id), lt(quizAttempts.createdAt, courseLessons.updatedAt)))))
    .all();
  const quizzes = edited.map((lesson) => ({ lesson, questions: quizQuestionsOf(parseBlocks(lesson.blocks)) }));
  const stale: typeof quizzes = [];
  for (const part of chunk(quizzes, CHECKS_PER_BATCH)) {
    if (stale.length >= LESSONS_PER_RUN) break;
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
  const rescored = stale.slice(0, LESSONS_PER_RUN);
  if (rescored.length === 0) return 0;
  const rescores = rescored.map(({ lesson, questions }) => rescoreLessonAttempts(db, lesson, questions));
  await db.batch(rescores as [(typeof rescores)[number], ...typeof rescores]);
  logInfo(env, { msg: "quiz attempts scored again (catch-up)", lessons: rescored.map(({ lesson }) => lesson.id) });
  // As at a save: the new figures may complete a pupil's course (pass mark), their certificate now.
  const sends: Promise<unknown>[] = [];
  const ctx: IssueContext = { db, env, tenant: null, origin: siteOrigin(env, null), waitUntil: (p) => void sends.push(p) };
  const rescoredCourses = await db.select().from(courses).where(inArray(courses.id, [...new Set(rescored.map(({ lesson }) => lesson.courseId))])).all();
  for (const course of rescoredCourses) await issueToNewlyComplete(ctx, course);
  await Promise.all(sends);
  return rescored.length;
}
