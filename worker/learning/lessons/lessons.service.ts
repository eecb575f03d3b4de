import { and, eq, sql, type SQL } from "drizzle-orm";
import type { CourseProgressOut, LessonOut, ProgressInput, QuizAttemptInput, QuizQuestion, QuizResultOut } from "../../contracts/learning";
import { courseEnrollments, lessonProgress, quizAttempts, type Course, type CourseLesson } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import type { DB } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { confirmSession, SIGN_IN_REQUIRED_MESSAGE } from "../../middleware/auth";
import { canOpenLessons, enrolIfAssigned, LESSON_NOT_FOUND, lessonAccess, lessonPageReads, progressReads, type AccessInfo } from "../courses/course-queries";
import { lessonRef, presentOutline, progressOf } from "../courses/course-presenter";
import { issueOnCompletion } from "../certificates/issue";
import { PAID_COURSE_MESSAGE } from "../enrollments/enrollments.service";
import { signedMediaUrl } from "../media/media-links";
import { mediaIdsOf, parseBlocks, presentBlocks, quizQuestionsOf } from "./lesson-blocks";
import { attemptResult, checkAnswers, quizScoreSql, score } from "./quiz-scoring";


/** 401 / 402 / 403 when the caller may not open the course's lessons. */
export function assertCanOpen(info: AccessInfo): void {
  if (canOpenLessons(info.access)) return;
  if (info.access === "sign_in") throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED_MESSAGE);
  if (info.access === "buy") throw new AppError("PAYMENT_REQUIRED", PAID_COURSE_MESSAGE);
  throw new AppError("FORBIDDEN", "Enrol in this course to open its lessons.");
}

/** Saving progress or a quiz needs an enrolment (a manager's preview saves nothing). */
function assertEnrolled(info: AccessInfo): void {
  assertCanOpen(info);
  if (info.access !== "open") throw new AppError("FORBIDDEN", "Enrol in this course to save your progress.");
}

/**
 * The lesson page: blocks, the caller's progress, previous/next and the outline with ticks. The
 * course and everything else with the files the blocks name in one batch, the session check riding
 * in it (lessonPageReads); the enrolment's last activity is written, behind the session's gate, only
 * when it moves.
 */
export async function openLesson(ctx: ServiceContext, courseSlug: string, chapterSlug: string, lessonSlug: string): Promise<LessonOut> {
  const { course, outline, lesson, info: read, done, videoPosition, attempt, media: files } = await lessonPageReads(ctx, courseSlug, chapterSlug, lessonSlug);
  if (!lesson) throw new AppError("NOT_FOUND", LESSON_NOT_FOUND);
  const info = await enrolIfAssigned(ctx, course, read);
  assertCanOpen(info);
  const user = ctx.user!;
  const blocks = parseBlocks(lesson.blocks);
  const now = Date.now();
  const enrollment = info.enrollment;
  // The files the blocks name, read in lessonPageReads' batch (only those of blocks parseBlocks kept).
  const named = new Set(mediaIdsOf(blocks));
  const media = new Map(files.filter((m) => named.has(m.id)).map((m) => [m.id, m]));
  if (enrollment && movesActivity(enrollment, lesson.id, now)) {
    // The session check rode in the page's read batch (middleware/auth.ts GATED_ROUTE): the gate before writing.
    await confirmSession(ctx);
    await ctx.db.update(courseEnrollments).set({ lastLessonId: lesson.id, lastActiveAt: now }).where(eq(courseEnrollments.id, enrollment.id));
  }
  const index = outline.lessons.findIndex((l) => l.id === lesson.id);
  const chapter = outline.chapters.find((c) => c.id === lesson.chapterId)!;
  return {
    id: lesson.id,
    slug: lesson.slug,
    title: lesson.title,
    summary: lesson.summary,
    minutes: lesson.minutes,
    chapter: { id: chapter.id, slug: chapter.slug, title: chapter.title },
    course: { id: course.id, slug: course.slug, title: course.title, kind: course.kind, language: course.language },
    blocks: presentBlocks(blocks, media, user, new Map(await Promise.all([...media.keys()].map(async (id) => [id, await signedMediaUrl(ctx.env, id, user.id)] as const)))),
    completed: done.has(lesson.id),
    video_position: videoPosition,
    previous: index > 0 ? lessonRef(outline, outline.lessons[index - 1].id) : null,
    next: index < outline.lessons.length - 1 ? lessonRef(outline, outline.lessons[index + 1].id) : null,
    outline: presentOutline(outline, done),
    progress: progressOf(outline, done),
    last_attempt: attempt ? presentAttempt(lesson, attempt) : null,
    preview: info.access === "preview",
  };
}

/**
 * How close "last active" is kept: the same lesson opened again within this is not written again.
 * A write goes to the primary database (a read replica cannot take it) and a pupil's lesson page
 * wrote on every open, reloads and returns from a quiz included.
 */
export const ACTIVITY_PRECISION_MS = 60_000;

/** Whether opening `lessonId` now changes the enrolment's last lesson or moves its last activity by a minute or more. */
const movesActivity = (enrollment: { lastLessonId: string | null; lastActiveAt: number | null }, lessonId: string, now: number) =>
  enrollment.lastLessonId !== lessonId || enrollment.lastActiveAt === null || now - enrollment.lastActiveAt >= ACTIVITY_PRECISION_MS;

/** Marks the enrolment complete when every lesson is, and not complete when one is undone. */
async function settleCompletion(ctx: ServiceContext, userId: string, course: Course, enrollmentId: string): Promise<CourseProgressOut> {
  const { outline, done } = await progressReads(ctx.db, userId, course.id);
  const progress = progressOf(outline, done);
  const finished = progress.total > 0 && progress.completed === progress.total;
  const now = Date.now();
  await ctx.db
    .update(courseEnrollments)
    .set({ completedAt: finished ? sql`coalesce(${courseEnrollments.completedAt}, ${now})` : null, lastActiveAt: now })
    .where(eq(courseEnrollments.id, enrollmentId));
  return progress;
}

export const QUIZ_FIRST_MESSAGE = "Answer this lesson's quiz before marking it complete.";

/**
 * A lesson with a quiz is complete only once the learner has submitted an attempt at it (any score:
 * passing matters only for a course's pass mark, at its final quiz, issue.ts). Undoing needs none.
 */
async function assertQuizAnswered(ctx: ServiceContext, lesson: CourseLesson, userId: string): Promise<void> {
  if (quizQuestionsOf(parseBlocks(lesson.blocks)).length === 0) return;
  const attempt = await ctx.db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lesson.id)))
    .limit(1)
    .get();
  if (!attempt) throw new AppError("CONFLICT", QUIZ_FIRST_MESSAGE);
}

/** PUT /api/lesson-progress/: "Mark complete" (or undo) and where the video stopped. */
export async function saveProgress(ctx: ServiceContext, input: ProgressInput) {
  const { lesson, course, info } = await lessonAccess(ctx, input.lesson);
  assertEnrolled(info);
  const user = ctx.user!;
  if (input.completed) await assertQuizAnswered(ctx, lesson, user.id);
  const now = Date.now();
  const completedAt = input.completed === undefined ? undefined : input.completed ? now : null;
  // The video's position is saved every few seconds while a lesson plays: the upsert answers with the row.
  const [row] = await ctx.db
    .insert(lessonProgress)
    .values({ userId: user.id, lessonId: lesson.id, courseId: course.id, completedAt: completedAt ?? null, videoPosition: input.video_position ?? 0, updatedAt: now })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        ...(completedAt === undefined ? {} : { completedAt: completedAt === null ? null : sql`coalesce(${lessonProgress.completedAt}, ${now})` }),
        ...(input.video_position === undefined ? {} : { videoPosition: input.video_position }),
        updatedAt: now,
      },
    })
    .returning({ completedAt: lessonProgress.completedAt, videoPosition: lessonProgress.videoPosition });
  const progress = input.completed === undefined ? null : await settleCompletion(ctx, user.id, course, info.enrollment!.id);
  if (input.completed) await issueOnCompletion(ctx, user.id, course);
  return { lesson: lesson.id, completed: row.completedAt !== null, video_position: row.videoPosition, progress };
}

/**
 * Every attempt at a lesson's quiz scored again against these (its current) questions, as one
 * statement for a batch: a quiz edited after pupils answered it leaves no figure behind — no
 * written answer waiting for a question that is gone, no score out of the old number of questions —
 * in the pupil's own view, the class's progress, the certificates' pass mark and the teachers'
 * list to mark, which all read the stored figures. Every school's attempts: they follow the lesson
 * (a platform course's lesson is answered in many schools). The course narrows the scan to its index.
 */
export const rescoreLessonAttempts = (db: DB, lesson: { id: string; courseId: string }, questions: QuizQuestion[], guard?: SQL) => {
  const s = quizScoreSql(quizAttempts, questions);
  return db
    .update(quizAttempts)
    .set({ score: s.score, maxScore: s.maxScore, pending: s.pending })
    .where(and(eq(quizAttempts.courseId, lesson.courseId), eq(quizAttempts.lessonId, lesson.id), s.changed, guard));
};

/** Scores an attempt against the lesson's questions as they are now; a teacher's marks score the short answers. */
export const presentAttempt = (lesson: CourseLesson, row: typeof quizAttempts.$inferSelect): QuizResultOut => attemptResult(quizQuestionsOf(parseBlocks(lesson.blocks)), row);

/** POST /api/quiz-attempts/: every attempt is kept; choices are scored now, short answers wait for the teacher. */
export async function submitQuiz(ctx: ServiceContext, input: QuizAttemptInput): Promise<QuizResultOut> {
  const { lesson, course, info } = await lessonAccess(ctx, input.lesson);
  assertEnrolled(info);
  const questions = quizQuestionsOf(parseBlocks(lesson.blocks));
  if (questions.length === 0) throw new AppError("NOT_FOUND", "This lesson has no quiz.");
  checkAnswers(questions, input.answers);
  const result = score(questions, input.answers);
  const [row] = await ctx.db
    .insert(quizAttempts)
    .values(
      ctx.scope.values({
        id: newId("qza"),
        userId: ctx.user!.id,
        lessonId: lesson.id,
        courseId: course.id,
        answers: JSON.stringify(input.answers),
        score: result.score,
        maxScore: result.maxScore,
        pending: result.pending,
      }),
    )
    .returning();
  // Passing the final quiz may be what completes the course.
  await issueOnCompletion(ctx, ctx.user!.id, course);
  return presentAttempt(lesson, row);
}

