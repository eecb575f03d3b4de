import { asc, count, eq, inArray } from "drizzle-orm";
import { COMMON_PASSWORD_MESSAGE } from "../../contracts/passwords";
import { STUDENT_CHOICE_MESSAGE, type LoginCards, type RosterStudent } from "../../contracts/school-admin";
import { classStudents, users, type User } from "../../db/schema";
import { loadCommonPasswords } from "../../lib/common-passwords";
import { isUniqueViolation } from "../../lib/d1-errors";
import { AppError, fieldError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { hashPassword } from "../../lib/passwords";
import { fileUrl } from "../../lib/storage";
import { findSchoolClass } from "./school-classes.service";
import type { SchoolContext } from "./school-context";
import { allocateUsernames, usernameStem } from "./usernames";
import { studentCreatedEntry } from "./school-audit";
import { readBatch } from "../../lib/db";
import { nameKeys, userSearch } from "../../lib/people";

export const NOT_IN_CLASS = "This student is not in the class";

const toRosterStudent = (u: User): RosterStudent => ({
  id: u.id,
  username: u.username,
  first_name: u.firstName,
  last_name: u.lastName,
  avatar: fileUrl(u.avatarKey),
  archived: u.archived,
});

const members = (ctx: SchoolContext) => ctx.db.select({ user: users }).from(classStudents).innerJoin(users, eq(users.id, classStudents.studentId));
const byName = [asc(users.firstNameKey), asc(users.lastNameKey), asc(users.username)];

export async function listRoster(ctx: SchoolContext, classId: string, q: { search?: string; limit: number; offset: number }) {
  await findSchoolClass(ctx, classId);
  const where = ctx.scope.where(
    classStudents,
    eq(classStudents.classId, classId),
    userSearch(q.search, users.username),
  );
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    members(ctx).where(where).orderBy(...byName).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(classStudents).innerJoin(users, eq(users.id, classStudents.studentId)).where(where),
  ] as const);
  return { total, results: rows.map((r) => toRosterStudent(r.user)) };
}

const membership = (ctx: SchoolContext, classId: string, studentId: string) =>
  ctx.db.insert(classStudents).values(ctx.scope.values({ classId, studentId })).onConflictDoNothing();

/** Adds active students of this school; students already in the class stay as they are. */
export async function addExistingStudents(ctx: SchoolContext, classId: string, ids: string[]): Promise<RosterStudent[]> {
  await findSchoolClass(ctx, classId);
  const wanted = [...new Set(ids)];
  const found = await ctx.db
    .select()
    .from(users)
    .where(ctx.scope.where(users, inArray(users.id, wanted), eq(users.role, "student"), eq(users.archived, false)))
    .all();
  if (found.length !== wanted.length) throw fieldError("student_ids", STUDENT_CHOICE_MESSAGE);
  const [first, ...rest] = found.map((u) => membership(ctx, classId, u.id));
  await ctx.db.batch([first, ...rest]);
  const byId = new Map(found.map((u) => [u.id, u]));
  return wanted.map((id) => toRosterStudent(byId.get(id)!));
}

/**
 * Creates student accounts (generated usernames, the given passwords) and adds them to the class,
 * all in one batch. Usernames a concurrent request took first are generated again.
 */
export async function addNewStudents(ctx: SchoolContext, classId: string, students: { first_name: string; last_name: string; password: string }[]) {
  const cls = await findSchoolClass(ctx, classId);
  const listed = await loadCommonPasswords(ctx.env.FILES);
  const common = Object.fromEntries(students.flatMap((s, i) => (listed.has(s.password) ? [[`students.${i}.password`, [COMMON_PASSWORD_MESSAGE]]] : [])));
  if (Object.keys(common).length) throw new AppError("VALIDATION_FAILED", "Please check the highlighted fields", common);

  const ids = students.map(() => newId("usr"));
  const hashes: string[] = [];
  for (const s of students) hashes.push(await hashPassword(s.password)); // one at a time: scrypt needs 16 MiB each
  const stems = students.map((s) => usernameStem(ctx.tenant, s.first_name, s.last_name));
  for (let attempt = 0; ; attempt++) {
    const usernames = await allocateUsernames(ctx.db, stems);
    const [first, ...rest] = students.flatMap((s, i) => [
      ctx.db.insert(users).values(
        ctx.scope.values({ id: ids[i], firstName: s.first_name, lastName: s.last_name, ...nameKeys(s.first_name, s.last_name), email: null, username: usernames[i], passwordHash: hashes[i], role: "student" as const }),
      ),
      membership(ctx, classId, ids[i]),
      studentCreatedEntry(ctx, { id: ids[i], first_name: s.first_name, last_name: s.last_name }, cls, "class_roster"),
    ]);
    try {
      await ctx.db.batch([first, ...rest]);
      break;
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err, "username")) continue;
      throw err;
    }
  }
  const created = await ctx.db.select().from(users).where(ctx.scope.where(users, inArray(users.id, ids))).all();
  const byId = new Map(created.map((u) => [u.id, u]));
  return ids.map((id) => toRosterStudent(byId.get(id)!));
}

/** Takes a student out of the class; the account stays. */
export async function removeFromClass(ctx: SchoolContext, classId: string, studentId: string): Promise<void> {
  await findSchoolClass(ctx, classId);
  const removed = await ctx.db
    .delete(classStudents)
    .where(ctx.scope.where(classStudents, eq(classStudents.classId, classId), eq(classStudents.studentId, studentId)))
    .returning({ studentId: classStudents.studentId });
  if (removed.length === 0) throw new AppError("NOT_FOUND", NOT_IN_CLASS);
}

/** What the printable QR sign-in cards show; the web app draws the QR code of login_url. */
export async function loginCards(ctx: SchoolContext, classId: string): Promise<LoginCards> {
  const cls = await findSchoolClass(ctx, classId);
  const rows = await members(ctx)
    .where(ctx.scope.where(classStudents, eq(classStudents.classId, classId), eq(users.archived, false)))
    .orderBy(...byName)
    .all();
  return {
    school_name: ctx.tenant.schoolName,
    class_name: cls.name,
    code: cls.code,
    login_url: `${ctx.origin}/login?class=${encodeURIComponent(cls.code)}`,
    students: rows.map(({ user: u }) => ({ username: u.username, first_name: u.firstName, last_name: u.lastName })),
  };
}
