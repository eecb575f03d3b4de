import { asc, count, eq, inArray } from "drizzle-orm";
import { TEACHER_CHOICE_MESSAGE, type AdminClass, type SchoolClassCreateInput, type SchoolClassUpdateInput } from "../../contracts/school-admin";
import { classStudents, classes, users, type SchoolClass } from "../../db/schema";
import { isUniqueViolation } from "../../lib/d1-errors";
import { AppError, fieldError } from "../../lib/errors";
import { keyedSearch } from "../../lib/sql-filters";
import { newClassCode, newId } from "../../lib/ids";
import type { SchoolContext } from "./school-context";
import { classEntry } from "./school-audit";
import { readBatch } from "../../lib/db";
import { matchKey, nameKey } from "../../contracts/text";
import { said } from "../../lib/said";
import { isClassNameTaken } from "./class-match-key";

export const CLASS_NOT_FOUND = "Class not found";
const CODE_ATTEMPTS = 5;

function classRows(ctx: SchoolContext) {
  const studentCount = ctx.db.$count(classStudents, eq(classStudents.classId, classes.id));
  return ctx.db
    .select({ cls: classes, teacher: { id: users.id, first_name: users.firstName, last_name: users.lastName }, studentCount })
    .from(classes)
    .leftJoin(users, eq(users.id, classes.teacherId));
}

type ClassRow = Awaited<ReturnType<ReturnType<typeof classRows>["all"]>>[number];

const toAdminClass = (r: ClassRow): AdminClass => ({
  id: r.cls.id,
  name: r.cls.name,
  code: r.cls.code,
  teacher: r.teacher?.id ? r.teacher : null,
  student_count: r.studentCount,
  archived: r.cls.archived,
  created_at: new Date(r.cls.createdAt).toISOString(),
});

export async function listSchoolClasses(ctx: SchoolContext, q: { search?: string; archived?: boolean; limit: number; offset: number }) {
  const where = ctx.scope.where(
    classes,
    keyedSearch(q.search, classes.nameKey, classes.name, classes.code),
    q.archived !== undefined ? eq(classes.archived, q.archived) : undefined,
  );
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    classRows(ctx).where(where).orderBy(asc(classes.nameKey), asc(classes.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(classes).where(where),
  ] as const);
  return { total, results: rows.map(toAdminClass) };
}

export async function getSchoolClass(ctx: SchoolContext, id: string): Promise<AdminClass> {
  const row = await classRows(ctx).where(ctx.scope.where(classes, eq(classes.id, id))).get();
  if (!row) throw new AppError("NOT_FOUND", CLASS_NOT_FOUND);
  return toAdminClass(row);
}

/** The class row itself, for services that act on a class of this school (404 otherwise). */
export async function findSchoolClass(ctx: SchoolContext, id: string): Promise<SchoolClass> {
  const cls = await ctx.db.select().from(classes).where(ctx.scope.where(classes, eq(classes.id, id))).get();
  if (!cls) throw new AppError("NOT_FOUND", CLASS_NOT_FOUND);
  return cls;
}

/** A class is taught by an active teacher or school admin of this school. */
async function assertTeacher(ctx: SchoolContext, teacherId: string | null | undefined) {
  if (!teacherId) return;
  const teacher = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(ctx.scope.where(users, eq(users.id, teacherId), inArray(users.role, ["teacher", "school_admin"]), eq(users.archived, false)))
    .get();
  if (!teacher) throw fieldError("teacher_id", TEACHER_CHOICE_MESSAGE);
}

/**
 * The active class of this school that a reader would take for one named `name` (case, accents and
 * spacing aside), other than `exceptId`: two such classes make a pupil, a parent or a roster file
 * pick the wrong one. Compared by the names themselves, since a pair saved before the unique index
 * (migration 0048) keeps a marked key on one of them; the index (classes.match_key) refuses what
 * two requests at once both found free, answered as this check would (`nameTakenMeanwhile`).
 */
async function sameNamedClass(ctx: SchoolContext, name: string, exceptId?: string) {
  const key = matchKey(name);
  const active = await ctx.db.select({ id: classes.id, name: classes.name, code: classes.code }).from(classes).where(ctx.scope.where(classes, eq(classes.archived, false))).all();
  return active.find((c) => c.id !== exceptId && matchKey(c.name) === key);
}

const nameTaken = (other: { name: string; code: string }) =>
  fieldError("name", said("There is already a class named {{name}} (class code {{code}}). Choose another name, or archive that class first.", { name: other.name, code: other.code }));

const restoreBlocked = (name: string, other: { code: string }) =>
  new AppError("CONFLICT", said("{{name}} cannot be restored while another class has its name (class code {{code}}). Rename one of them first.", { name, code: other.code }));

/** A write the unique index refused: another request took the name since the check; said as the check says it. */
async function nameTakenMeanwhile(ctx: SchoolContext, err: unknown, name: string, exceptId?: string, restoring = false): Promise<never> {
  if (!isClassNameTaken(err)) throw err;
  const other = await sameNamedClass(ctx, name, exceptId);
  if (!other) throw new AppError("CONFLICT", "Another class took this name meanwhile; reload and try again.");
  throw restoring ? restoreBlocked(name, other) : nameTaken(other);
}

/** Codes are random and globally unique; a collision on the unique index draws a new one. */
async function withFreshCode(write: (code: string) => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await write(newClassCode());
      return;
    } catch (err) {
      if (attempt < CODE_ATTEMPTS && isUniqueViolation(err, "code")) continue;
      throw err;
    }
  }
}

export async function createSchoolClass(ctx: SchoolContext, input: SchoolClassCreateInput): Promise<AdminClass> {
  await assertTeacher(ctx, input.teacher_id);
  const other = await sameNamedClass(ctx, input.name);
  if (other) throw nameTaken(other);
  const id = newId("cls");
  await withFreshCode((code) =>
    ctx.db.batch([
      ctx.db.insert(classes).values(ctx.scope.values({ id, name: input.name, nameKey: nameKey(input.name), matchKey: matchKey(input.name), code, teacherId: input.teacher_id ?? null })),
      classEntry(ctx, "class.create", { id, name: input.name }, { teacher_id: input.teacher_id ?? null }),
    ]),
  ).catch((err: unknown) => nameTakenMeanwhile(ctx, err, input.name));
  return getSchoolClass(ctx, id);
}

export async function updateSchoolClass(ctx: SchoolContext, id: string, input: SchoolClassUpdateInput): Promise<AdminClass> {
  const cls = await findSchoolClass(ctx, id);
  await assertTeacher(ctx, input.teacher_id);
  const activeAfter = !(input.archived ?? cls.archived);
  const restoring = cls.archived && activeAfter;
  if (activeAfter && (input.name !== undefined || restoring)) {
    const other = await sameNamedClass(ctx, input.name ?? cls.name, id);
    if (other && input.name === undefined) throw restoreBlocked(cls.name, other);
    if (other) throw nameTaken(other);
  }
  const set: Partial<typeof classes.$inferInsert> = { updatedAt: Date.now() };
  // A rename or a restore writes the plain key (a marked one, of a pair older than the index, too).
  if (input.name !== undefined || restoring) Object.assign(set, { matchKey: matchKey(input.name ?? cls.name) });
  if (input.name !== undefined) Object.assign(set, { name: input.name, nameKey: nameKey(input.name) });
  if (input.teacher_id !== undefined) set.teacherId = input.teacher_id;
  if (input.archived !== undefined) set.archived = input.archived;
  const changed: Record<string, unknown> = {};
  if (input.name !== undefined && input.name !== cls.name) changed.name = { from: cls.name, to: input.name };
  if (input.teacher_id !== undefined && input.teacher_id !== cls.teacherId) changed.teacher_id = { from: cls.teacherId, to: input.teacher_id };
  const action = input.archived === undefined || input.archived === cls.archived ? "class.update" : input.archived ? "class.archive" : "class.restore";
  const update = ctx.db.update(classes).set(set).where(ctx.scope.where(classes, eq(classes.id, id)));
  // A PATCH that changes nothing is not an action.
  const write = action === "class.update" && !Object.keys(changed).length ? update.run() : ctx.db.batch([update, classEntry(ctx, action, { id, name: input.name ?? cls.name }, Object.keys(changed).length ? changed : undefined)]);
  await write.catch((err: unknown) => nameTakenMeanwhile(ctx, err, input.name ?? cls.name, id, restoring && input.name === undefined));
  return getSchoolClass(ctx, id);
}

/** A new code replaces the old one at once: the old code no longer finds the class. */
export async function regenerateClassCode(ctx: SchoolContext, id: string): Promise<AdminClass> {
  const cls = await findSchoolClass(ctx, id);
  await withFreshCode((code) =>
    ctx.db.batch([ctx.db.update(classes).set({ code, updatedAt: Date.now() }).where(ctx.scope.where(classes, eq(classes.id, id))), classEntry(ctx, "class.new_code", cls)]),
  );
  return getSchoolClass(ctx, id);
}
