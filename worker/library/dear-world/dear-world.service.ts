import { and, asc, desc, eq, gt, inArray, isNull, lt, max, sql, type SQL } from "drizzle-orm";
import type { CurationQuery, DearWorldBookOut, LetterCreateInput, LetterListOut, LetterMoveInput, LetterOut } from "../../contracts/dear-world";
import { LETTER_CLASS_MESSAGE } from "../../contracts/dear-world";
import { classStudents, classes, dearWorldLetters, type DearWorldLetter } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { randomToken } from "../../lib/ids";
import type { AuthUser } from "../../middleware/auth";
import type { DearWorldContext } from "./dear-world-context";
import { LETTER_NOT_FOUND, letterRows, toLetterOut } from "./letter-presenter";

const WRITERS_ONLY = "Only students and teachers write Dear World letters.";
const CURATORS_ONLY = "Only teachers and school admins curate the class book.";

function signedIn(ctx: DearWorldContext): AuthUser {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  return ctx.user;
}

/** The classes a teacher teaches in this school (a subquery). */
const taughtClasses = (ctx: DearWorldContext, teacherId: string) =>
  ctx.db.select({ id: classes.id }).from(classes).where(ctx.scope.where(classes, eq(classes.teacherId, teacherId)));

/**
 * Which letters the caller curates: school admins and staff every letter of the school, a teacher
 * the letters of the classes they teach; anyone else is refused.
 */
function curatedLetters(ctx: DearWorldContext): SQL | undefined {
  const user = signedIn(ctx);
  if (user.isStaff || user.role === "school_admin") return undefined;
  if (user.role === "teacher") return inArray(dearWorldLetters.classId, taughtClasses(ctx, user.id));
  throw new AppError("FORBIDDEN", CURATORS_ONLY);
}

/** The class a new letter belongs to: one the writer is in (student) or teaches (teacher). */
async function classOfWriter(ctx: DearWorldContext, user: AuthUser, wanted: string | undefined): Promise<string | null> {
  const row =
    user.role === "student"
      ? await ctx.db
          .select({ id: classStudents.classId })
          .from(classStudents)
          .where(ctx.scope.where(classStudents, eq(classStudents.studentId, user.id), wanted ? eq(classStudents.classId, wanted) : undefined))
          .orderBy(asc(classStudents.createdAt), asc(classStudents.classId))
          .get()
      : await ctx.db
          .select({ id: classes.id })
          .from(classes)
          .where(ctx.scope.where(classes, eq(classes.teacherId, user.id), eq(classes.archived, false), wanted ? eq(classes.id, wanted) : undefined))
          .orderBy(asc(classes.nameKey), asc(classes.id))
          .get();
  if (wanted && !row) throw new AppError("VALIDATION_FAILED", "Please check the highlighted fields", { class_id: [LETTER_CLASS_MESSAGE] });
  return row?.id ?? null;
}

async function letterOut(ctx: DearWorldContext, id: string): Promise<LetterOut> {
  const row = await letterRows(ctx.db).where(ctx.scope.where(dearWorldLetters, eq(dearWorldLetters.id, id))).get();
  if (!row) throw new AppError("NOT_FOUND", LETTER_NOT_FOUND);
  return toLetterOut(row);
}

/** POST /dear-world/letters/: a pending letter, waiting for a teacher of the writer's class. */
export async function writeLetter(ctx: DearWorldContext, input: LetterCreateInput): Promise<LetterOut> {
  const user = signedIn(ctx);
  if (user.isStaff || (user.role !== "student" && user.role !== "teacher")) throw new AppError("FORBIDDEN", WRITERS_ONLY);
  const classId = await classOfWriter(ctx, user, input.class_id);
  // lib/ids.ts is shared; the prefix is spelled here in the same opaque shape.
  const id = `dwl_${randomToken(16)}`;
  await ctx.db.insert(dearWorldLetters).values(ctx.scope.values({ id, authorId: user.id, classId, title: input.title ?? null, body: input.body }));
  return letterOut(ctx, id);
}

/** GET /dear-world/letters/mine/: the caller's own letters with where they stand. */
export async function myLetters(ctx: DearWorldContext): Promise<LetterListOut> {
  const user = signedIn(ctx);
  const rows = await letterRows(ctx.db)
    .where(ctx.scope.where(dearWorldLetters, eq(dearWorldLetters.authorId, user.id)))
    .orderBy(desc(dearWorldLetters.createdAt), desc(dearWorldLetters.id))
    .all();
  return { results: rows.map(toLetterOut) };
}

/** GET /dear-world/book/: included letters, one chapter per class (by name), in the curated order. */
export async function classBook(ctx: DearWorldContext): Promise<DearWorldBookOut> {
  if (!ctx.user && !ctx.community) throw new AppError("UNAUTHORIZED", "Please sign in to read the class book.");
  const rows = await letterRows(ctx.db)
    .where(ctx.scope.where(dearWorldLetters, eq(dearWorldLetters.status, "included")))
    .orderBy(sql`${classes.name} is null`, asc(classes.nameKey), asc(dearWorldLetters.classId), asc(dearWorldLetters.position), asc(dearWorldLetters.id))
    .all();
  const chapters: DearWorldBookOut["chapters"] = [];
  for (const row of rows) {
    const letter = toLetterOut(row);
    const last = chapters.at(-1);
    if (last && (last.class?.id ?? null) === (letter.class?.id ?? null)) last.letters.push(letter);
    else chapters.push({ class: letter.class, letters: [letter] });
  }
  return { school_name: ctx.tenant.schoolName, chapters };
}

/** GET /dear-world/curation/: the letters the caller curates, pending first. */
export async function curationList(ctx: DearWorldContext, q: CurationQuery): Promise<LetterListOut> {
  const scope = curatedLetters(ctx);
  const rows = await letterRows(ctx.db)
    .where(ctx.scope.where(dearWorldLetters, scope, q.status ? eq(dearWorldLetters.status, q.status) : undefined))
    .orderBy(
      sql`case ${dearWorldLetters.status} when 'pending' then 0 when 'included' then 1 else 2 end`,
      asc(classes.nameKey),
      asc(dearWorldLetters.position),
      asc(dearWorldLetters.createdAt),
      asc(dearWorldLetters.id),
    )
    .limit(500)
    .all();
  return { results: rows.map(toLetterOut) };
}

/** A letter the caller curates; any other (another class, another school, missing) is 404. */
async function findCuratable(ctx: DearWorldContext, id: string): Promise<DearWorldLetter> {
  const scope = curatedLetters(ctx);
  const letter = await ctx.db.select().from(dearWorldLetters).where(ctx.scope.where(dearWorldLetters, eq(dearWorldLetters.id, id), scope)).get();
  if (!letter) throw new AppError("NOT_FOUND", LETTER_NOT_FOUND);
  return letter;
}

const sameChapter = (letter: DearWorldLetter) =>
  and(eq(dearWorldLetters.status, "included"), letter.classId ? eq(dearWorldLetters.classId, letter.classId) : isNull(dearWorldLetters.classId));

/** POST /dear-world/letters/{id}/include/: into the book, at the end of its class's chapter. */
export async function includeLetter(ctx: DearWorldContext, id: string): Promise<LetterOut> {
  const letter = await findCuratable(ctx, id);
  if (letter.status !== "included") {
    const last = await ctx.db
      .select({ position: max(dearWorldLetters.position) })
      .from(dearWorldLetters)
      .where(ctx.scope.where(dearWorldLetters, sameChapter(letter)))
      .get();
    await ctx.db
      .update(dearWorldLetters)
      .set({ status: "included", position: (last?.position ?? 0) + 1, reviewedBy: ctx.user!.id, reviewedAt: Date.now() })
      .where(ctx.scope.where(dearWorldLetters, eq(dearWorldLetters.id, id)));
  }
  return letterOut(ctx, id);
}

/** POST /dear-world/letters/{id}/exclude/: out of the book (it stays with its writer). */
export async function excludeLetter(ctx: DearWorldContext, id: string): Promise<LetterOut> {
  await findCuratable(ctx, id);
  await ctx.db
    .update(dearWorldLetters)
    .set({ status: "excluded", position: null, reviewedBy: ctx.user!.id, reviewedAt: Date.now() })
    .where(ctx.scope.where(dearWorldLetters, eq(dearWorldLetters.id, id)));
  return letterOut(ctx, id);
}

/** POST /dear-world/letters/{id}/move/: swaps places with the neighbouring letter of its chapter. */
export async function moveLetter(ctx: DearWorldContext, id: string, input: LetterMoveInput): Promise<LetterOut> {
  const letter = await findCuratable(ctx, id);
  if (letter.status !== "included" || letter.position === null) throw new AppError("CONFLICT", "Only letters in the book can be moved.");
  const up = input.direction === "up";
  const neighbour = await ctx.db
    .select({ id: dearWorldLetters.id, position: dearWorldLetters.position })
    .from(dearWorldLetters)
    .where(ctx.scope.where(dearWorldLetters, sameChapter(letter), up ? lt(dearWorldLetters.position, letter.position) : gt(dearWorldLetters.position, letter.position)))
    .orderBy(up ? desc(dearWorldLetters.position) : asc(dearWorldLetters.position))
    .limit(1)
    .get();
  if (neighbour) {
    await ctx.db.batch([
      ctx.db.update(dearWorldLetters).set({ position: neighbour.position }).where(ctx.scope.where(dearWorldLetters, eq(dearWorldLetters.id, letter.id))),
      ctx.db.update(dearWorldLetters).set({ position: letter.position }).where(ctx.scope.where(dearWorldLetters, eq(dearWorldLetters.id, neighbour.id))),
    ]);
  }
  return letterOut(ctx, id);
}
