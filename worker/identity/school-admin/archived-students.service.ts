import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { STUDENT_CHOICE_MESSAGE } from "../../contracts/school-admin";
import type { ArchivedStudent } from "../../contracts/roster";
import { archivedClassStudents, classStudents, classes, homeLearningCodes, invitations, oneTimeTokens, parentLinks, refreshTokens, signIns, users, type User } from "../../db/schema";
import { prepareAuditEntry } from "../../platform";
import { readBatch, type DB, type SchoolScope } from "../../lib/db";
import { chunk, IN_LIST_SIZE, inChunks } from "../../lib/d1-limits";
import { AppError, fieldError } from "../../lib/errors";
import { revokeAllForUser } from "../auth/tokens.service";
import type { SchoolContext } from "./school-context";
import { userSearch } from "../../lib/people";

export const ARCHIVED_STUDENT_NOT_FOUND = "Archived student not found";

/**
 * Archiving moves a student's class memberships aside (so they leave every class list and roster),
 * marks the account archived and revokes every session, so an access token stops working at once
 * and a refresh fails. Books, stories, certificates and progress stay. Statements for one batch.
 */
export async function archiveStatements(db: DB, scope: SchoolScope, studentIds: string[], now = Date.now()) {
  // Up to MAX_ARCHIVE_IDS students: every IN list in slices within D1's 100 bound parameters.
  const memberships = await inChunks(studentIds, (part) => db.select().from(classStudents).where(scope.where(classStudents, inArray(classStudents.studentId, part))).all());
  const slices = chunk(studentIds, IN_LIST_SIZE);
  return [
    ...memberships.map((m) => db.insert(archivedClassStudents).values(scope.values({ classId: m.classId, studentId: m.studentId })).onConflictDoNothing()),
    ...slices.map((part) => db.delete(classStudents).where(scope.where(classStudents, inArray(classStudents.studentId, part)))),
    ...slices.map((part) => db.update(users).set({ archived: true, archivedAt: now, updatedAt: now }).where(scope.where(users, inArray(users.id, part)))),
    ...studentIds.map((id) => revokeAllForUser(db, id, now)),
  ];
}

/** Restoring puts the student back into the classes they left (those still existing). */
export async function restoreStatements(db: DB, scope: SchoolScope, studentIds: string[], now = Date.now()) {
  const kept = await inChunks(studentIds, (part) => db.select().from(archivedClassStudents).where(scope.where(archivedClassStudents, inArray(archivedClassStudents.studentId, part))).all());
  const slices = chunk(studentIds, IN_LIST_SIZE);
  return [
    ...kept.map((m) => db.insert(classStudents).values(scope.values({ classId: m.classId, studentId: m.studentId })).onConflictDoNothing()),
    ...slices.map((part) => db.delete(archivedClassStudents).where(scope.where(archivedClassStudents, inArray(archivedClassStudents.studentId, part)))),
    ...slices.map((part) => db.update(users).set({ archived: false, archivedAt: null, updatedAt: now }).where(scope.where(users, inArray(users.id, part)))),
  ];
}

/** Every id must be a student of this school (archived or not): otherwise nothing changes. */
async function schoolStudents(ctx: SchoolContext, ids: string[]) {
  const wanted = [...new Set(ids)];
  const found = await inChunks(wanted, (part) =>
    ctx.db
      .select({ id: users.id, archived: users.archived, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(ctx.scope.where(users, inArray(users.id, part), eq(users.role, "student")))
      .all(),
  );
  if (found.length !== wanted.length) throw fieldError("student_ids", STUDENT_CHOICE_MESSAGE);
  return found;
}

/** The action log has one entry per student archived or restored (so each can be found, and erased). */
const studentAudits = (ctx: SchoolContext, action: "user.archive" | "user.restore", students: Pick<User, "id" | "firstName" | "lastName">[]) =>
  students.map((s) => prepareAuditEntry(ctx, { action, tenantId: ctx.scope.tenantId, target: { type: "user", id: s.id, label: `${s.firstName} ${s.lastName}` } }));

export async function archiveStudents(ctx: SchoolContext, ids: string[]): Promise<{ archived: number }> {
  const students = (await schoolStudents(ctx, ids)).filter((s) => !s.archived);
  const active = students.map((s) => s.id);
  if (active.length) {
    const [first, ...rest] = await archiveStatements(ctx.db, ctx.scope, active);
    await ctx.db.batch([first, ...rest, ...studentAudits(ctx, "user.archive", students)]);
  }
  return { archived: active.length };
}

export async function restoreStudents(ctx: SchoolContext, ids: string[]): Promise<{ restored: number }> {
  const students = (await schoolStudents(ctx, ids)).filter((s) => s.archived);
  const archived = students.map((s) => s.id);
  if (archived.length) {
    const [first, ...rest] = await restoreStatements(ctx.db, ctx.scope, archived);
    await ctx.db.batch([first, ...rest, ...studentAudits(ctx, "user.restore", students)]);
  }
  return { restored: archived.length };
}

export async function listArchivedStudents(ctx: SchoolContext, q: { search?: string; limit: number; offset: number }) {
  const where = ctx.scope.where(
    users,
    eq(users.role, "student"),
    eq(users.archived, true),
    userSearch(q.search, users.username),
  );
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db.select().from(users).where(where).orderBy(desc(users.archivedAt), asc(users.lastNameKey), asc(users.firstNameKey), asc(users.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(users).where(where),
  ] as const);
  const ids = rows.map((u) => u.id);
  const memberships = (
    await inChunks(ids, (part) =>
      ctx.db
        .select({ studentId: archivedClassStudents.studentId, id: classes.id, name: classes.name, key: classes.nameKey })
        .from(archivedClassStudents)
        .innerJoin(classes, eq(classes.id, archivedClassStudents.classId))
        .where(ctx.scope.where(archivedClassStudents, inArray(archivedClassStudents.studentId, part)))
        .all(),
    )
  ).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)); // as ORDER BY name_key
  const results: ArchivedStudent[] = rows.map((u) => ({
    id: u.id,
    username: u.username,
    first_name: u.firstName,
    last_name: u.lastName,
    classes: memberships.filter((m) => m.studentId === u.id).map(({ id, name }) => ({ id, name })),
    archived_at: new Date(u.archivedAt ?? u.updatedAt).toISOString(),
  }));
  return { total, results };
}

/** An archived student of this school, for permanent deletion (404 for anyone else). */
export async function findArchivedStudent(db: DB, scope: SchoolScope, id: string): Promise<User> {
  const user = await db.select().from(users).where(scope.where(users, eq(users.id, id), eq(users.role, "student"), eq(users.archived, true))).get();
  if (!user) throw new AppError("NOT_FOUND", ARCHIVED_STUDENT_NOT_FOUND);
  return user;
}

/**
 * Identity's part of erasing a user: sessions, one-time tokens, class memberships (current and
 * archived), classes they taught lose their teacher, and last the user row itself. Object keys
 * (the avatar) are returned for the caller to delete once the batch committed.
 */
export function eraseUserStatements(db: DB, user: Pick<User, "id" | "avatarKey">) {
  return {
    first: [
      db.delete(refreshTokens).where(eq(refreshTokens.userId, user.id)),
      db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id)),
      db.delete(signIns).where(eq(signIns.userId, user.id)),
      db.delete(classStudents).where(eq(classStudents.studentId, user.id)),
      db.delete(archivedClassStudents).where(eq(archivedClassStudents.studentId, user.id)),
      db.update(classes).set({ teacherId: null }).where(eq(classes.teacherId, user.id)),
      // Parents' links to the child, the child's home-learning code, and the child's id in any
      // parent invitation still waiting (the invitation stays for the parent's other children).
      db.delete(parentLinks).where(eq(parentLinks.studentId, user.id)),
      db.delete(homeLearningCodes).where(eq(homeLearningCodes.studentId, user.id)),
      db
        .update(invitations)
        .set({ childIds: sql`(SELECT json_group_array(value) FROM json_each(${invitations.childIds}) WHERE value <> ${user.id})` })
        .where(sql`EXISTS (SELECT 1 FROM json_each(${invitations.childIds}) WHERE value = ${user.id})`),
    ],
    last: [db.delete(users).where(eq(users.id, user.id))],
    objectKeys: [user.avatarKey].filter((k): k is string => !!k),
  };
}
