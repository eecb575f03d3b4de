import { and, asc, desc, eq, gt, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { QuizMarkingItemOut, QuizMarkingQuery } from "../../contracts/quiz-marking";
import { classStudents, classes, courseChapters, courseLessons, courses, quizAttempts, users } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { readBatch } from "../../lib/db";
import { AppError, fieldError } from "../../lib/errors";
import { personColumns, presentPerson } from "../../lib/people";
import { issueOnCompletion } from "../certificates/issue";
import { parseBlocks, quizQuestionsOf } from "./lesson-blocks";
import { markableLearner, markerOf, markersClass, markersClasses, resultsReader, type Marker } from "./quiz-markers";
import { parseJsonObject, score, type StoredAnswers, type StoredMarks } from "./quiz-scoring";

/*
 * Teachers mark the written answers of lesson quizzes: the list of attempts waiting for a mark and
 * the marks themselves. Who marks whom is quiz-markers.ts (shared with the comprehension corner):
 * a teacher, the pupils of their own classes; a school admin and platform staff (on the school's
 * site), every learner of the school; nobody their own.
 * Not in the school's action log: like the comprehension corner's marks and challenge reviews,
 * marking is everyday teaching, and the attempt keeps who marked it (marked_by).
 */

const ATTEMPT_NOT_FOUND = "Attempt not found";
const MARK_CONFLICT_MESSAGE = "Someone else marked this attempt at the same moment. Open it again and check the marks.";

/** The attempts of this school the marker may mark (never their own). */
const markable = (ctx: ServiceContext, m: Marker, classId: string | undefined, ...conditions: (SQL | undefined)[]): SQL =>
  ctx.scope.where(quizAttempts, markableLearner(ctx, m, quizAttempts.userId, classId), ...conditions);

/** Attempts with written answers: waiting for a mark (pending), fully marked, or either. */
const STATUS: Record<QuizMarkingQuery["status"], SQL> = {
  to_mark: gt(quizAttempts.pending, 0),
  marked: and(eq(quizAttempts.pending, 0), ne(quizAttempts.marks, "{}"))!,
  all: or(gt(quizAttempts.pending, 0), ne(quizAttempts.marks, "{}"))!,
};

const itemSelect = (ctx: ServiceContext, where: SQL) =>
  ctx.db
    .select({
      attempt: quizAttempts,
      pupil: personColumns,
      lesson: { id: courseLessons.id, slug: courseLessons.slug, title: courseLessons.title, blocks: courseLessons.blocks },
      chapterSlug: courseChapters.slug,
      course: { id: courses.id, slug: courses.slug, kind: courses.kind, title: courses.title, language: courses.language },
    })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .innerJoin(courseLessons, eq(courseLessons.id, quizAttempts.lessonId))
    .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
    .innerJoin(courses, eq(courses.id, quizAttempts.courseId))
    .where(where)
    .orderBy(desc(quizAttempts.createdAt), desc(quizAttempts.id));

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemSelect>["all"]>>[number];

/** Each item with one class of its pupil (the marker's, or the filtered one; active classes first, by name). */
async function present(ctx: ServiceContext, m: Marker, classId: string | undefined, rows: ItemRow[]): Promise<QuizMarkingItemOut[]> {
  const pupilIds = [...new Set(rows.map((r) => r.attempt.userId))];
  const classRows = pupilIds.length
    ? await ctx.db
        .select({ pupil: classStudents.studentId, id: classes.id, name: classes.name })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(and(markersClasses(ctx, m, classId), inArray(classStudents.studentId, pupilIds)))
        .orderBy(asc(classes.archived), asc(classes.nameKey), asc(classes.id))
        .all()
    : [];
  const classOf = new Map<string, { id: string; name: string }>();
  for (const c of classRows) if (!classOf.has(c.pupil)) classOf.set(c.pupil, { id: c.id, name: c.name });
  return rows.map(({ attempt: a, pupil, lesson, chapterSlug, course }) => {
    const answers = parseJsonObject<StoredAnswers>(a.answers);
    const marks = parseJsonObject<StoredMarks>(a.marks);
    return {
      attempt_id: a.id,
      pupil: presentPerson(ctx.user, pupil, a.userId),
      class: classOf.get(a.userId) ?? null,
      course,
      lesson: { id: lesson.id, slug: lesson.slug, chapter_slug: chapterSlug, title: lesson.title },
      submitted_at: new Date(a.createdAt).toISOString(),
      score: a.score,
      max_score: a.maxScore,
      pending: a.pending,
      short_answers: quizQuestionsOf(parseBlocks(lesson.blocks))
        .filter((q) => q.kind === "short")
        .map((q) => ({ id: q.id, prompt: q.prompt, answer: String(answers[q.id] ?? ""), mark: q.id in marks ? marks[q.id] : null, explanation: q.explanation })),
    };
  });
}

/**
 * GET /api/quiz-attempts/: the attempts with written answers the caller marks, newest first. A pure
 * read of the stored figures: they follow the lesson's current questions (a save scores its quiz's
 * attempts again, and the cron caught up those scored before saves did: quiz-score-catch-up.ts), so
 * the count, the pages and the status filter agree with the answers shown.
 */
export async function quizMarkingList(ctx: ServiceContext, q: QuizMarkingQuery): Promise<{ total: number; results: QuizMarkingItemOut[] }> {
  const m = resultsReader(ctx);
  const where = markable(ctx, m, q.class, STATUS[q.status], q.course ? eq(quizAttempts.courseId, q.course) : undefined);
  const [[count], rows, known] = await readBatch(ctx.db, [
    ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(quizAttempts).where(where),
    itemSelect(ctx, where).limit(q.limit).offset(q.offset),
    markersClass(ctx, m, q.class),
  ] as const);
  if (q.class && known.length === 0) throw new AppError("NOT_FOUND", "Class not found");
  return { total: count.n, results: await present(ctx, m, q.class, rows) };
}

/**
 * PATCH /api/quiz-attempts/{id}/marks: marks some written answers (merged with the earlier ones)
 * and scores the attempt again, in one guarded statement: marks another teacher saved meanwhile
 * are read again and kept, never overwritten. Marking the last answer may complete the course for
 * the pupil (their certificate, as when they submit the quiz themselves).
 */
export async function markQuizAttempt(ctx: ServiceContext, attemptId: string, marks: StoredMarks): Promise<QuizMarkingItemOut> {
  const m = markerOf(ctx);
  if (!m) throw new AppError("NOT_FOUND", ATTEMPT_NOT_FOUND);
  const where = markable(ctx, m, undefined, eq(quizAttempts.id, attemptId));
  for (let tries = 0; tries < 3; tries++) {
    const row = await ctx.db
      .select({ attempt: quizAttempts, blocks: courseLessons.blocks, course: courses })
      .from(quizAttempts)
      .innerJoin(courseLessons, eq(courseLessons.id, quizAttempts.lessonId))
      .innerJoin(courses, eq(courses.id, quizAttempts.courseId))
      .where(where)
      .get();
    if (!row) throw new AppError("NOT_FOUND", ATTEMPT_NOT_FOUND);
    const questions = quizQuestionsOf(parseBlocks(row.blocks));
    const shortIds = new Set(questions.filter((q) => q.kind === "short").map((q) => q.id));
    const given = Object.keys(marks);
    if (given.length === 0 || given.some((id) => !shortIds.has(id))) throw fieldError("marks", "Mark the written answers of this quiz");
    const merged = { ...parseJsonObject<StoredMarks>(row.attempt.marks), ...marks };
    const s = score(questions, parseJsonObject<StoredAnswers>(row.attempt.answers), merged);
    const [updated] = await ctx.db
      .update(quizAttempts)
      .set({ marks: JSON.stringify(merged), score: s.score, maxScore: s.maxScore, pending: s.pending, markedBy: m.user.id })
      .where(and(where, eq(quizAttempts.marks, row.attempt.marks)))
      .returning({ pending: quizAttempts.pending });
    if (!updated) continue;
    if (updated.pending === 0) await issueOnCompletion(ctx, row.attempt.userId, row.course);
    const [item] = await present(ctx, m, undefined, await itemSelect(ctx, where).limit(1).all());
    return item;
  }
  throw new AppError("CONFLICT", MARK_CONFLICT_MESSAGE);
}
