import { count, eq, notExists } from "drizzle-orm";
import type { ComprehensionCreateInput, ComprehensionUpdateInput, CourseStatus, QuizQuestion } from "../../contracts/learning";
import { nameKey } from "../../contracts/text";
import { books, comprehensionAttempts, comprehensionQuizzes, type ComprehensionQuiz } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { tenantScope } from "../../lib/db";
import { isUniqueViolation } from "../../lib/d1-errors";
import { AppError, fieldError } from "../../lib/errors";
import { said } from "../../lib/said";
import { newId } from "../../lib/ids";
import { creationScope, findManagedRow, managedWhere } from "../../lib/managed-rows";
import { insertWithSlug, uniqueSlug } from "../../lib/slugs";
import { bookRef, questionsOf } from "./comprehension.service";

const LABELS = { notFound: "Quiz not found", what: said("comprehension quizzes") };
const SLUG_TAKEN = "This address is taken; choose another";

/** What the quiz editor loads: the questions with their right answers. */
export interface ComprehensionEditOut {
  id: string;
  slug: string;
  title: string;
  summary: string;
  book: { id: string; title: string } | null;
  questions: QuizQuestion[];
  pass_mark: number | null;
  status: CourseStatus;
  platform_wide: boolean;
}

const managedQuiz = (ctx: ServiceContext, id: string) =>
  findManagedRow(ctx, comprehensionQuizzes, id, (where) => ctx.db.select().from(comprehensionQuizzes).where(where).get(), LABELS);

/** The quiz must be on a published book its site shows (a platform quiz: a platform book). */
async function publishedBook(ctx: ServiceContext, tenantId: string | null, bookId: string) {
  const book = await ctx.db.select({ id: books.id }).from(books).where(tenantScope(tenantId).withPlatform(books, eq(books.id, bookId), eq(books.status, "published"))).get();
  if (!book) throw fieldError("book_id", "Choose a published book of this library");
  return book;
}

/** Staff and school admins write a quiz on a library book the host shows (drafts until published). */
export async function createComprehension(ctx: ServiceContext, input: ComprehensionCreateInput) {
  const scope = creationScope(ctx, input.platform_wide, LABELS.what);
  const book = await publishedBook(ctx, scope.tenantId, input.book_id);
  const write = async (slug: string) =>
    (
      await ctx.db
        .insert(comprehensionQuizzes)
        .values(
          scope.values({ id: newId("cmp"), slug, bookId: book.id, title: input.title, titleKey: nameKey(input.title), summary: input.summary ?? "", questions: JSON.stringify(input.questions), passMark: input.pass_mark ?? null, status: input.status ?? "draft" }),
        )
        .returning()
    )[0];
  try {
    const row = input.slug ? await write(input.slug) : await insertWithSlug(() => uniqueSlug(ctx.db, comprehensionQuizzes, comprehensionQuizzes.slug, input.title, "quiz"), write);
    // Presented from the row: staff on a school's host may have made it platform-wide (not theirs to edit there).
    return presentEdit(ctx, row);
  } catch (err) {
    if (isUniqueViolation(err, "slug")) throw fieldError("slug", SLUG_TAKEN);
    throw err;
  }
}

/** GET /api/comprehension/{id}/edit: the quiz as its managers edit it. */
export async function editComprehension(ctx: ServiceContext, id: string): Promise<ComprehensionEditOut> {
  return presentEdit(ctx, await managedQuiz(ctx, id));
}

async function presentEdit(ctx: ServiceContext, quiz: ComprehensionQuiz): Promise<ComprehensionEditOut> {
  const refs = await bookRef(ctx, [quiz.bookId]);
  return {
    id: quiz.id,
    slug: quiz.slug,
    title: quiz.title,
    summary: quiz.summary,
    book: refs.get(quiz.bookId) ?? null,
    questions: questionsOf(quiz),
    pass_mark: quiz.passMark,
    status: quiz.status,
    platform_wide: quiz.tenantId === null,
  };
}

/** PATCH: only the fields sent change; attempts already made keep the score they had. */
export async function updateComprehension(ctx: ServiceContext, id: string, input: ComprehensionUpdateInput): Promise<ComprehensionEditOut> {
  const quiz = await managedQuiz(ctx, id);
  const set: Partial<typeof comprehensionQuizzes.$inferInsert> = { updatedAt: Date.now() };
  if (input.book_id !== undefined) set.bookId = (await publishedBook(ctx, quiz.tenantId, input.book_id)).id;
  if (input.title !== undefined) Object.assign(set, { title: input.title, titleKey: nameKey(input.title) });
  if (input.slug !== undefined) set.slug = input.slug;
  if (input.summary !== undefined) set.summary = input.summary;
  if (input.questions !== undefined) set.questions = JSON.stringify(input.questions);
  if (input.pass_mark !== undefined) set.passMark = input.pass_mark;
  if (input.status !== undefined) set.status = input.status;
  try {
    await ctx.db.update(comprehensionQuizzes).set(set).where(managedWhere(ctx, comprehensionQuizzes, eq(comprehensionQuizzes.id, quiz.id)));
  } catch (err) {
    if (isUniqueViolation(err, "slug")) throw fieldError("slug", SLUG_TAKEN);
    throw err;
  }
  return editComprehension(ctx, quiz.id);
}

/** DELETE: only a quiz nobody has answered; learners' attempts are their record (unpublish it instead). */
export async function deleteComprehension(ctx: ServiceContext, id: string): Promise<void> {
  const quiz = await managedQuiz(ctx, id);
  const [{ n }] = await ctx.db.select({ n: count() }).from(comprehensionAttempts).where(eq(comprehensionAttempts.quizId, quiz.id));
  if (n > 0) throw new AppError("CONFLICT", "Learners have answered this quiz, so it cannot be deleted; unpublish it instead.");
  // Guarded again in the statement: an attempt made meanwhile keeps the quiz.
  const answered = ctx.db.select({ id: comprehensionAttempts.id }).from(comprehensionAttempts).where(eq(comprehensionAttempts.quizId, quiz.id));
  await ctx.db.delete(comprehensionQuizzes).where(managedWhere(ctx, comprehensionQuizzes, eq(comprehensionQuizzes.id, quiz.id), notExists(answered)));
}
