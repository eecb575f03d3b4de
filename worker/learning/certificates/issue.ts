import { and, eq, isNotNull, notExists, sql } from "drizzle-orm";
import { PLATFORM_NAME } from "../../contracts/brand";
import { certificates, courseLessons, lessonProgress, quizAttempts, type Course } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { rawBatch, type DB } from "../../lib/db";
import { newId } from "../../lib/ids";
import { dispatchEmails, prepareEmailWhen } from "../../platform";
import { completedLessonIds, loadOutline, type Outline } from "../courses/course-queries";
import { parseBlocks, quizQuestionsOf } from "../lessons/lesson-blocks";
import { defaultName, holderUrl, loadLearner } from "./certificate-queries";

/** The course's final quiz: its last lesson (in reading order) that has quiz questions. */
export function finalQuizLesson(outline: Outline) {
  return [...outline.lessons].reverse().find((l) => quizQuestionsOf(parseBlocks(l.blocks)).length > 0) ?? null;
}

/**
 * A learner has completed a course when every lesson is complete and, where the course has a pass
 * mark, an attempt at its final quiz (fully marked) reached it.
 */
export async function hasCompleted(db: DB, userId: string, course: Course): Promise<boolean> {
  const outline = await loadOutline(db, course.id);
  if (outline.lessons.length === 0) return false;
  const done = await completedLessonIds(db, userId, [course.id]);
  if (!outline.lessons.every((l) => done.has(l.id))) return false;
  if (course.passMark === null) return true;
  const quiz = finalQuizLesson(outline);
  if (!quiz) return true;
  const passed = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.lessonId, quiz.id),
        eq(quizAttempts.pending, 0),
        sql`${quizAttempts.maxScore} > 0 AND ${quizAttempts.score} * 100 >= ${course.passMark} * ${quizAttempts.maxScore}`,
      ),
    )
    .get();
  return !!passed;
}

export const issuedEmail = (ctx: ServiceContext, to: string, tenantId: string | null, data: { school: string; name: string; course: string; link: string }, when: ReturnType<typeof sql>) =>
  prepareEmailWhen({ template: "certificate_issued", to, tenantId, data: { school_name: data.school, name: data.name, course: data.course, link: data.link } }, when);

/**
 * Called when a lesson is marked complete, a quiz is submitted or marked, or attempts are scored
 * again or the course changes shape (issueToNewlyComplete). Completing the course inserts the
 * learner's certificate once (UNIQUE user_id, course_id; INSERT … ON CONFLICT DO NOTHING, so
 * retries and races insert nothing more): issued at once, with its email in the same batch, when
 * the course asks for no final work; else waiting for the learner's claim.
 */
export async function issueOnCompletion(ctx: ServiceContext, userId: string, course: Course): Promise<void> {
  if (!(await hasCompleted(ctx.db, userId, course))) return;
  const existing = await ctx.db.select({ id: certificates.id }).from(certificates).where(and(eq(certificates.userId, userId), eq(certificates.courseId, course.id))).get();
  if (existing) return;
  const { learner, school } = await loadLearner(ctx.db, userId);
  const id = newId("crt");
  const now = Date.now();
  const issueNow = course.finalWork === "none";
  const issuerName = school?.schoolName ?? PLATFORM_NAME;
  const displayName = await defaultName(ctx.db, learner);
  const insert = sql`INSERT INTO ${certificates} (id, tenant_id, user_id, course_id, status, display_name, country, course_title, issuer_name, completed_at, issued_at, version, review_note, created_at, updated_at)
    VALUES (${id}, ${learner.tenantId}, ${userId}, ${course.id}, ${issueNow ? "issued" : "awaiting_claim"}, ${displayName}, ${school?.country ?? null}, ${course.title}, ${issuerName}, ${now}, ${issueNow ? now : null}, 1, '', ${now}, ${now})
    ON CONFLICT (user_id, course_id) DO NOTHING`;
  const statements = [insert];
  let outboxId: string | null = null;
  if (issueNow && learner.email) {
    const link = holderUrl(ctx, id, school);
    const email = issuedEmail(ctx, learner.email, learner.tenantId, { school: issuerName, name: learner.firstName, course: course.title, link }, sql`EXISTS (SELECT 1 FROM ${certificates} WHERE id = ${id})`);
    statements.push(email.statement);
    outboxId = email.outboxId;
  }
  await rawBatch(ctx.env.DB, statements);
  if (outboxId) ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, [outboxId]));
}

/**
 * After an edit that may complete the course for learners who did nothing since: a quiz scored again
 * (authoring's updateLesson, the marking list's catch-up), a lesson or chapter deleted (what was left
 * is all done), lessons or chapters reordered (another final quiz). They get their certificate now,
 * as when the learner submits or a teacher marks, not at their next lesson. The candidates (every
 * lesson of the course as it is now done, no certificate yet, and where a pass mark asks for it an
 * attempt at the final quiz passing it) are found in one query, and each is checked again by
 * issueOnCompletion. Every school's learners: a platform course is taken in many.
 */
export async function issueToNewlyComplete(ctx: ServiceContext, course: Course): Promise<void> {
  const outline = await loadOutline(ctx.db, course.id);
  if (outline.lessons.length === 0) return;
  const quiz = finalQuizLesson(outline);
  const candidates = await ctx.db
    .select({ userId: lessonProgress.userId })
    .from(lessonProgress)
    // Only the course's lessons as they are now count (a deleted lesson's progress goes with it).
    .innerJoin(courseLessons, and(eq(courseLessons.id, lessonProgress.lessonId), eq(courseLessons.courseId, course.id)))
    .where(
      and(
        eq(lessonProgress.courseId, course.id),
        isNotNull(lessonProgress.completedAt),
        notExists(ctx.db.select({ id: certificates.id }).from(certificates).where(and(eq(certificates.userId, lessonProgress.userId), eq(certificates.courseId, course.id)))),
        quiz && course.passMark !== null
          ? sql`EXISTS (SELECT 1 FROM ${quizAttempts} WHERE ${quizAttempts.userId} = ${lessonProgress.userId} AND ${quizAttempts.lessonId} = ${quiz.id} AND ${quizAttempts.pending} = 0
              AND ${quizAttempts.maxScore} > 0 AND ${quizAttempts.score} * 100 >= ${course.passMark} * ${quizAttempts.maxScore})`
          : undefined,
      ),
    )
    .groupBy(lessonProgress.userId)
    .having(sql`count(*) >= ${outline.lessons.length}`)
    .all();
  for (const { userId } of candidates) await issueOnCompletion(ctx, userId, course);
}
