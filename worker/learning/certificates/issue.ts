import { and, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import { PLATFORM_NAME } from "../../contracts/brand";
import { certificates, courseLessons, lessonProgress, quizAttempts, tenants, users, type Course } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { chunk, rowsPerInsert } from "../../lib/d1-limits";
import { rawBatch, type DB } from "../../lib/db";
import { newId } from "../../lib/ids";
import { dispatchEmails, prepareEmailWhen } from "../../platform";
import { loadOutline, type Outline } from "../courses/course-queries";
import { parseBlocks, quizQuestionsOf } from "../lessons/lesson-blocks";
import { fullNameChosenSql, holderUrl, learnerColumns, namesOf } from "./certificate-queries";

/** The course's final quiz: its last lesson (in reading order) that has quiz questions. */
export function finalQuizLesson(outline: Outline) {
  return [...outline.lessons].reverse().find((l) => quizQuestionsOf(parseBlocks(l.blocks)).length > 0) ?? null;
}

/** What issuing needs of the request, or of the cron (which passes the platform as its site). */
export type IssueContext = Pick<ServiceContext, "db" | "env" | "tenant" | "origin" | "waitUntil">;

export const issuedEmail = (ctx: IssueContext, to: string, tenantId: string | null, data: { school: string; name: string; course: string; link: string }, when: ReturnType<typeof sql>) =>
  prepareEmailWhen({ template: "certificate_issued", to, tenantId, data: { school_name: data.school, name: data.name, course: data.course, link: data.link } }, when);

/**
 * The learners for whom the course is complete and who hold no certificate of it yet, with their
 * school and whether a parent chose their full name: every lesson of the course as it is now done
 * (a deleted lesson's progress goes with it) and, where the course has a pass mark, an attempt at
 * its final quiz (fully marked) that reached it. One learner's, or every school's (a platform
 * course is taken in many).
 */
function completersSelect(db: DB, course: Course, outline: Outline, userId?: string) {
  const quiz = finalQuizLesson(outline);
  const done = db
    .select({ userId: lessonProgress.userId })
    .from(lessonProgress)
    .innerJoin(courseLessons, and(eq(courseLessons.id, lessonProgress.lessonId), eq(courseLessons.courseId, course.id)))
    .where(
      and(
        eq(lessonProgress.courseId, course.id),
        userId === undefined ? undefined : eq(lessonProgress.userId, userId),
        isNotNull(lessonProgress.completedAt),
        quiz && course.passMark !== null
          ? sql`EXISTS (SELECT 1 FROM ${quizAttempts} WHERE ${quizAttempts.userId} = ${lessonProgress.userId} AND ${quizAttempts.lessonId} = ${quiz.id} AND ${quizAttempts.pending} = 0
              AND ${quizAttempts.maxScore} > 0 AND ${quizAttempts.score} * 100 >= ${course.passMark} * ${quizAttempts.maxScore})`
          : undefined,
      ),
    )
    .groupBy(lessonProgress.userId)
    .having(sql`count(*) >= ${outline.lessons.length}`);
  return db
    .select({ learner: learnerColumns, school: tenants, fullNameChosen: fullNameChosenSql(users.id) })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(inArray(users.id, done), notExists(db.select({ id: certificates.id }).from(certificates).where(and(eq(certificates.userId, users.id), eq(certificates.courseId, course.id))))));
}

type Completer = Awaited<ReturnType<ReturnType<typeof completersSelect>["all"]>>[number];

/** A certificate row's bound values (version 1 and an empty review note are written as literals). */
const CERTIFICATE_VALUES = 13;
/** Learners whose certificates and emails go in one batch (one transaction, one round trip). */
const LEARNERS_PER_BATCH = 100;

/**
 * Inserts the learners' certificates, each once (UNIQUE user_id, course_id; INSERT … ON CONFLICT DO
 * NOTHING, so a retry or a race inserts nothing more): issued now when the course asks for no
 * final work, its email in the same batch and written only if its row was (so none is sent
 * twice); else waiting for the learner's claim. Rows go many to an INSERT (D1 binds 100 values a
 * statement) and 100 learners to a batch, so a course completed for hundreds at once costs a few
 * round trips, not several per learner. The emails written are queued after their batch.
 */
async function issueCertificates(ctx: IssueContext, course: Course, completers: Completer[]): Promise<void> {
  const now = Date.now();
  const issueNow = course.finalWork === "none";
  const outboxIds: string[] = [];
  for (const part of chunk(completers, LEARNERS_PER_BATCH)) {
    const rows = part.map(({ learner, school, fullNameChosen }) => ({ id: newId("crt"), learner, school, issuerName: school?.schoolName ?? PLATFORM_NAME, displayName: namesOf(learner, fullNameChosen)[0] }));
    const inserts = chunk(rows, rowsPerInsert(CERTIFICATE_VALUES)).map(
      (slice) => sql`INSERT INTO ${certificates} (id, tenant_id, user_id, course_id, status, display_name, country, course_title, issuer_name, completed_at, issued_at, version, review_note, created_at, updated_at)
        VALUES ${sql.join(
          slice.map((r) => sql`(${r.id}, ${r.learner.tenantId}, ${r.learner.id}, ${course.id}, ${issueNow ? "issued" : "awaiting_claim"}, ${r.displayName}, ${r.school?.country ?? null}, ${course.title}, ${r.issuerName}, ${now}, ${issueNow ? now : null}, 1, '', ${now}, ${now})`),
          sql`, `,
        )}
        ON CONFLICT (user_id, course_id) DO NOTHING`,
    );
    const emails = issueNow
      ? rows.flatMap((r) =>
          r.learner.email
            ? [issuedEmail(ctx, r.learner.email, r.learner.tenantId, { school: r.issuerName, name: r.learner.firstName, course: course.title, link: holderUrl(ctx, r.id, r.school) }, sql`EXISTS (SELECT 1 FROM ${certificates} WHERE id = ${r.id})`)]
            : [],
        )
      : [];
    const results = await rawBatch(ctx.env.DB, [...inserts, ...emails.map((e) => e.statement)]);
    emails.forEach((e, i) => {
      if ((results[inserts.length + i]?.meta.changes ?? 0) > 0) outboxIds.push(e.outboxId);
    });
  }
  if (outboxIds.length > 0) ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, outboxIds));
}

/** Issues the certificates of the completers found (one learner's, or all of them): the outline, the completers, then the writes. */
async function issueToCompleters(ctx: IssueContext, course: Course, userId?: string): Promise<void> {
  const outline = await loadOutline(ctx.db, course.id);
  if (outline.lessons.length === 0) return;
  const completers = await completersSelect(ctx.db, course, outline, userId).all();
  if (completers.length > 0) await issueCertificates(ctx, course, completers);
}

/**
 * Called when a lesson is marked complete, a quiz is submitted or marked: completing the course
 * issues the learner's certificate (issueCertificates), the one-learner case of issueToNewlyComplete.
 */
export const issueOnCompletion = (ctx: IssueContext, userId: string, course: Course): Promise<void> => issueToCompleters(ctx, course, userId);

/**
 * After an edit that may complete the course for learners who did nothing since: a quiz scored again
 * (authoring's updateLesson, the cron's catch-up of attempts scored before saves did it), a lesson
 * or chapter deleted (what was left is all done), lessons or chapters reordered (another final
 * quiz). They get their certificate now, as when the learner submits or a teacher marks, not at
 * their next lesson: every school's learners, found in one query and issued in bulk.
 */
export const issueToNewlyComplete = (ctx: IssueContext, course: Course): Promise<void> => issueToCompleters(ctx, course);
