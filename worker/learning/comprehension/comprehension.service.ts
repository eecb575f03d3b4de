import { and, asc, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { quizQuestionSchema, type ComprehensionOut, type ComprehensionResultsOut, type QuizQuestion } from "../../contracts/learning";
import { books, comprehensionAttempts, comprehensionQuizzes, users, type ComprehensionQuiz } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { readBatch } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { isManager, publishedOrManaged } from "../../lib/managed-rows";
import { SIGN_IN_REQUIRED_MESSAGE } from "../../middleware/auth";
import { markableLearner, markerOf, markersClass, resultsReader } from "../lessons/quiz-markers";
import { attemptResult, checkAnswers, parseJsonObject, score, type StoredAnswers, type StoredMarks } from "../lessons/quiz-scoring";

const readable = (ctx: ServiceContext, all: boolean | undefined, ...conditions: (SQL | undefined)[]) =>
  publishedOrManaged(ctx, comprehensionQuizzes, eq(comprehensionQuizzes.status, "published"), all, ...conditions);

const ATTEMPT_NOT_FOUND = "Attempt not found";

export function questionsOf(quiz: ComprehensionQuiz): QuizQuestion[] {
  const raw = parseJsonObject<unknown[]>(quiz.questions);
  return (Array.isArray(raw) ? raw : []).flatMap((q) => {
    const parsed = quizQuestionSchema.safeParse(q);
    return parsed.success ? [parsed.data] : [];
  });
}

async function findQuiz(ctx: ServiceContext, slug: string): Promise<ComprehensionQuiz> {
  const row = await ctx.db
    .select()
    .from(comprehensionQuizzes)
    .where(readable(ctx, true, or(eq(comprehensionQuizzes.slug, slug), eq(comprehensionQuizzes.id, slug))))
    .get();
  if (!row || (row.status === "draft" && !isManager(ctx))) throw new AppError("NOT_FOUND", "Quiz not found");
  return row;
}

/** The book's title only (its page applies the library's own visibility). */
export async function bookRef(ctx: ServiceContext, bookIds: string[]) {
  if (bookIds.length === 0) return new Map<string, { id: string; title: string }>();
  const rows = await ctx.db.select({ id: books.id, title: books.title }).from(books).where(inArray(books.id, bookIds)).all();
  return new Map(rows.map((b) => [b.id, b]));
}

/** Published quizzes this host shows (`all`: managers also see the drafts they manage). */
export async function listComprehension(ctx: ServiceContext, bookId?: string, all?: boolean) {
  const rows = await ctx.db
    .select()
    .from(comprehensionQuizzes)
    .where(readable(ctx, all, bookId ? eq(comprehensionQuizzes.bookId, bookId) : undefined))
    .orderBy(asc(comprehensionQuizzes.titleKey), asc(comprehensionQuizzes.id))
    .all();
  const refs = await bookRef(
    ctx,
    rows.map((r) => r.bookId),
  );
  return rows.map((q) => ({
    id: q.id,
    slug: q.slug,
    title: q.title,
    summary: q.summary,
    book: refs.get(q.bookId) ?? null,
    questions: questionsOf(q).length,
    status: q.status,
    platform_wide: q.tenantId === null,
  }));
}

/** The quiz without its answers, and the caller's attempts (with the answers they have earned). */
export async function getComprehension(ctx: ServiceContext, slug: string): Promise<ComprehensionOut> {
  const quiz = await findQuiz(ctx, slug);
  const questions = questionsOf(quiz);
  const [refs, attempts] = await Promise.all([
    bookRef(ctx, [quiz.bookId]),
    ctx.user
      ? ctx.db
          .select()
          .from(comprehensionAttempts)
          .where(and(eq(comprehensionAttempts.quizId, quiz.id), eq(comprehensionAttempts.userId, ctx.user.id)))
          .orderBy(desc(comprehensionAttempts.createdAt))
          .limit(10)
          .all()
      : Promise.resolve([]),
  ]);
  return {
    id: quiz.id,
    slug: quiz.slug,
    title: quiz.title,
    summary: quiz.summary,
    book: refs.get(quiz.bookId) ?? null,
    questions: questions.map((q) => ({ id: q.id, kind: q.kind, prompt: q.prompt, options: q.kind === "choice" ? q.options : [] })),
    status: quiz.status,
    platform_wide: quiz.tenantId === null,
    pass_mark: quiz.passMark,
    attempts: attempts.map((a) => attemptResult(questions, a)),
  };
}

export async function attemptComprehension(ctx: ServiceContext, slug: string, answers: StoredAnswers) {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED_MESSAGE);
  const quiz = await findQuiz(ctx, slug);
  const questions = questionsOf(quiz);
  checkAnswers(questions, answers);
  const s = score(questions, answers);
  const [row] = await ctx.db
    .insert(comprehensionAttempts)
    .values(ctx.scope.values({ id: newId("cma"), quizId: quiz.id, userId: ctx.user.id, answers: JSON.stringify(answers), score: s.score, maxScore: s.maxScore, pending: s.pending }))
    .returning();
  return attemptResult(questions, row);
}

/**
 * Each learner's latest attempt and the short answers to mark, for those who mark them
 * (lessons/quiz-markers.ts: a teacher, their classes' pupils; school admins and staff, the whole
 * school; with a class filter, that class; never the caller's own attempt).
 */
export async function comprehensionResults(ctx: ServiceContext, slug: string, classId: string | undefined): Promise<ComprehensionResultsOut> {
  const m = resultsReader(ctx);
  const quiz = await findQuiz(ctx, slug);
  const questions = questionsOf(quiz);
  const [rows, known] = await readBatch(ctx.db, [
    ctx.db
      .select({ a: comprehensionAttempts, first: users.firstName, last: users.lastName })
      .from(comprehensionAttempts)
      .innerJoin(users, eq(users.id, comprehensionAttempts.userId))
      .where(ctx.scope.where(comprehensionAttempts, eq(comprehensionAttempts.quizId, quiz.id), markableLearner(ctx, m, comprehensionAttempts.userId, classId)))
      .orderBy(desc(comprehensionAttempts.createdAt), desc(comprehensionAttempts.id)),
    markersClass(ctx, m, classId),
  ] as const);
  if (classId && known.length === 0) throw new AppError("NOT_FOUND", "Class not found");
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!latest.has(r.a.userId)) latest.set(r.a.userId, r);
  const shortQs = questions.filter((q) => q.kind === "short");
  return {
    quiz: { id: quiz.id, slug: quiz.slug, title: quiz.title },
    results: [...latest.values()]
      .sort((x, y) => x.first.localeCompare(y.first))
      .map(({ a, first, last }) => {
        const answers = parseJsonObject<StoredAnswers>(a.answers);
        const marks = parseJsonObject<StoredMarks>(a.marks);
        return {
          attempt_id: a.id,
          student: { id: a.userId, name: `${first} ${last}`.trim() },
          score: a.score,
          max_score: a.maxScore,
          pending: a.pending,
          created_at: new Date(a.createdAt).toISOString(),
          short_answers: shortQs.map((q) => ({ id: q.id, prompt: q.prompt, answer: String(answers[q.id] ?? ""), mark: q.id in marks ? marks[q.id] : null })),
        };
      }),
  };
}

/** A marker (as for the results) marks the short answers of an attempt; the score follows. Anyone else: 404. */
export async function markComprehension(ctx: ServiceContext, attemptId: string, marks: StoredMarks) {
  const m = markerOf(ctx);
  if (!m) throw new AppError("NOT_FOUND", ATTEMPT_NOT_FOUND);
  const where = ctx.scope.where(comprehensionAttempts, eq(comprehensionAttempts.id, attemptId), markableLearner(ctx, m, comprehensionAttempts.userId));
  const row = await ctx.db
    .select({ a: comprehensionAttempts, quiz: comprehensionQuizzes })
    .from(comprehensionAttempts)
    .innerJoin(comprehensionQuizzes, eq(comprehensionQuizzes.id, comprehensionAttempts.quizId))
    .where(where)
    .get();
  if (!row) throw new AppError("NOT_FOUND", ATTEMPT_NOT_FOUND);
  const questions = questionsOf(row.quiz);
  const shortIds = new Set(questions.filter((q) => q.kind === "short").map((q) => q.id));
  if (Object.keys(marks).some((id) => !shortIds.has(id))) throw new AppError("VALIDATION_FAILED", "Please check the highlighted fields", { marks: ["Mark the written answers of this quiz"] });
  const merged = { ...parseJsonObject<StoredMarks>(row.a.marks), ...marks };
  const s = score(questions, parseJsonObject<StoredAnswers>(row.a.answers), merged);
  const [updated] = await ctx.db
    .update(comprehensionAttempts)
    .set({ marks: JSON.stringify(merged), score: s.score, pending: s.pending, markedBy: m.user.id })
    .where(where)
    .returning();
  if (!updated) throw new AppError("NOT_FOUND", ATTEMPT_NOT_FOUND);
  return attemptResult(questions, updated);
}
