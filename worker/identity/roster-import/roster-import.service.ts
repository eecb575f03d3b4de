import { and, asc, eq, inArray } from "drizzle-orm";
import { COMMON_PASSWORD_MESSAGE } from "../../contracts/passwords";
import {
  AMBIGUOUS_CLASS_MESSAGE,
  classFinder,
  DUPLICATE_STUDENT_MESSAGE,
  DUPLICATE_USERNAME_MESSAGE,
  NOT_YOUR_CLASS_MESSAGE,
  UNKNOWN_CLASS_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  type ImportClass,
  type ImportRow,
  type ImportTargets,
  type ImportedStudent,
  type RosterImportInput,
  type RosterImportResult,
  type UsernameCheck,
  teacherConflicts,
} from "../../contracts/roster";
import { classStudents, classes, users } from "../../db/schema";
import { loadCommonPasswords, type CommonPasswords } from "../../lib/common-passwords";
import { isUniqueViolation } from "../../lib/d1-errors";
import { inChunks } from "../../lib/d1-limits";
import { AppError } from "../../lib/errors";
import { newClassCode, newId } from "../../lib/ids";
import { hashPassword } from "../../lib/passwords";
import { readablePassword } from "../../lib/readable-password";
import type { SchoolContext } from "../school-admin/school-context";
import { allocateUsernames, usernameStem } from "../school-admin/usernames";
import { classEntry, studentCreatedEntry } from "../school-admin/school-audit";
import { isClassNameTaken } from "../school-admin/class-match-key";
import { nameKeys } from "../../lib/people";
import { matchKey, nameKey } from "../../contracts/text";

// "Already in this class" matches a name as typed, in any case and spacing (accents count: Lucia and Lucía are two pupils).
const key = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
const memberKey = (classId: string, first: string, last: string) => `${classId}|${key(first)}|${key(last)}`;

/** Teachers import only into classes they teach; school admins (and staff on the host) into any. */
const isAdmin = (ctx: SchoolContext) => !!ctx.user && (ctx.user.isStaff || ctx.user.role === "school_admin");

async function activeClasses(ctx: SchoolContext) {
  return ctx.db
    .select({ id: classes.id, name: classes.name, code: classes.code, teacherId: classes.teacherId })
    .from(classes)
    .where(ctx.scope.where(classes, eq(classes.archived, false)))
    .orderBy(asc(classes.nameKey))
    .all();
}

export async function importTargets(ctx: SchoolContext): Promise<ImportTargets> {
  const all = await activeClasses(ctx);
  const admin = isAdmin(ctx);
  const mine = admin ? all : all.filter((c) => c.teacherId === ctx.user?.id);
  return { classes: mine.map(({ id, name, code }) => ({ id, name, code })), can_create_classes: admin };
}

/** Splits a file's usernames into this school's active students (a re-run) and anyone else's. */
export async function checkUsernames(ctx: SchoolContext, usernames: string[]): Promise<UsernameCheck> {
  const wanted = [...new Set(usernames.filter(Boolean))];
  if (!wanted.length) return { existing: [], taken: [] };
  // Up to 500 usernames a call: the IN list in slices within D1's 100 bound parameters.
  const found = await inChunks(wanted, (part) =>
    ctx.db.select({ username: users.username, tenantId: users.tenantId, role: users.role, archived: users.archived }).from(users).where(inArray(users.username, part)).all(),
  );
  const ours = (u: (typeof found)[number]) => u.tenantId === ctx.scope.tenantId && u.role === "student" && !u.archived;
  return { existing: found.filter(ours).map((u) => u.username), taken: found.filter((u) => !ours(u)).map((u) => u.username) };
}

interface Plan {
  row: ImportRow;
  cls: ImportClass;
  existing: { id: string; username: string; first_name: string; last_name: string } | null;
}

/**
 * Imports one chunk of a roster: everything is checked first (any error rejects the whole chunk
 * with per-row fields, nothing written), then new classes, accounts and memberships go in one batch.
 */
export async function importRoster(ctx: SchoolContext, input: RosterImportInput): Promise<RosterImportResult> {
  const admin = isAdmin(ctx);
  // Loaded once for the whole chunk: given passwords are checked and missing ones generated against it.
  const common = await loadCommonPasswords(ctx.env.FILES);
  const all = await activeClasses(ctx);
  const usable = admin ? all : all.filter((c) => c.teacherId === ctx.user?.id);
  const find = classFinder(usable);
  const inSchool = classFinder(all);

  const errors: Record<string, string[]> = {};
  const fail = (i: number, field: string, message: string) => (errors[`rows.${i}.${field}`] ??= []).push(message);
  const newClasses = new Map<string, ImportClass>();
  const resolve = (row: ImportRow, i: number): ImportClass | null => {
    const found = find(row.class);
    if (found && "ambiguous" in found) return fail(i, "class", AMBIGUOUS_CLASS_MESSAGE), null;
    if (found) return found.cls;
    const pending = newClasses.get(matchKey(row.class));
    if (pending) return pending;
    if (!admin) return fail(i, "class", inSchool(row.class) ? NOT_YOUR_CLASS_MESSAGE : UNKNOWN_CLASS_MESSAGE), null;
    if (!input.create_missing_classes) return fail(i, "class", UNKNOWN_CLASS_MESSAGE), null;
    const created = { id: newId("cls"), name: row.class.trim().replace(/\s+/g, " "), code: newClassCode() };
    newClasses.set(matchKey(row.class), created);
    return created;
  };
  const targets = input.rows.map(resolve);
  for (const [i, message] of teacherConflicts(input.rows.map((r, i) => ({ class: targets[i]?.name ?? r.class, teacher_email: r.teacher_email })))) fail(i, "teacher_email", message);

  const given = input.rows.map((r) => r.username).filter((u): u is string => !!u);
  const owners = given.length
    ? await ctx.db.select({ id: users.id, username: users.username, first_name: users.firstName, last_name: users.lastName, tenantId: users.tenantId, role: users.role, archived: users.archived }).from(users).where(inArray(users.username, given)).all()
    : [];
  const byUsername = new Map(owners.map((u) => [u.username, u]));
  const classIds = [...new Set(targets.filter((c): c is ImportClass => !!c).map((c) => c.id))];
  const members = classIds.length
    ? await ctx.db
        .select({ classId: classStudents.classId, id: users.id, username: users.username, first_name: users.firstName, last_name: users.lastName })
        .from(classStudents)
        .innerJoin(users, eq(users.id, classStudents.studentId))
        .where(ctx.scope.where(classStudents, inArray(classStudents.classId, classIds), and(eq(users.role, "student"), eq(users.archived, false))))
        .all()
    : [];
  const byName = new Map(members.map((m) => [memberKey(m.classId, m.first_name, m.last_name), m]));

  const seenUsernames = new Set<string>();
  const seenNames = new Set<string>();
  const plans: Plan[] = [];
  input.rows.forEach((row, i) => {
    const cls = targets[i];
    if (row.password && common.has(row.password)) fail(i, "password", COMMON_PASSWORD_MESSAGE);
    let existing: Plan["existing"] = null;
    if (row.username) {
      if (seenUsernames.has(row.username)) fail(i, "username", DUPLICATE_USERNAME_MESSAGE);
      seenUsernames.add(row.username);
      const owner = byUsername.get(row.username);
      if (owner && (owner.tenantId !== ctx.scope.tenantId || owner.role !== "student" || owner.archived)) fail(i, "username", USERNAME_TAKEN_MESSAGE);
      else if (owner) existing = owner;
    } else if (cls) {
      const k = memberKey(cls.id, row.first_name, row.last_name);
      if (seenNames.has(k)) fail(i, "first_name", DUPLICATE_STUDENT_MESSAGE);
      seenNames.add(k);
      existing = byName.get(k) ?? null;
    }
    if (cls) plans.push({ row, cls, existing });
  });
  if (Object.keys(errors).length) throw new AppError("VALIDATION_FAILED", "Some rows need fixing", errors);

  return writePlans(ctx, plans, [...newClasses.values()], common);
}

/** Two imports at once created the same new class: the second writes nothing, and run again it finds the class. */
export const CLASS_CREATED_MEANWHILE_MESSAGE = "A class this file creates was created meanwhile by someone else. Import the file again to put its students in it.";

async function writePlans(ctx: SchoolContext, plans: Plan[], newClasses: ImportClass[], common: CommonPasswords): Promise<RosterImportResult> {
  const fresh = plans.filter((p) => !p.existing);
  const ids = fresh.map(() => newId("usr"));
  const passwords = fresh.map((p) => p.row.password ?? readablePassword(common));
  const hashes: string[] = [];
  for (const pw of passwords) hashes.push(await hashPassword(pw)); // one at a time: scrypt needs 16 MiB each
  const generated = fresh.filter((p) => !p.row.username);
  const stems = generated.map((p) => usernameStem(ctx.tenant, p.row.first_name, p.row.last_name));

  let usernames: string[] = [];
  for (let attempt = 0; ; attempt++) {
    const allocated = await allocateUsernames(ctx.db, stems);
    usernames = fresh.map((p) => p.row.username ?? allocated[generated.indexOf(p)]);
    const writes = [
      ...newClasses.map((c) => ctx.db.insert(classes).values(ctx.scope.values({ id: c.id, name: c.name, nameKey: nameKey(c.name), matchKey: matchKey(c.name), code: c.code, teacherId: null }))),
      ...fresh.map((p, i) =>
        ctx.db.insert(users).values(
          ctx.scope.values({ id: ids[i], firstName: p.row.first_name, lastName: p.row.last_name, ...nameKeys(p.row.first_name, p.row.last_name), email: null, username: usernames[i], passwordHash: hashes[i], role: "student" as const }),
        ),
      ),
      ...plans.map((p) => {
        const studentId = p.existing?.id ?? ids[fresh.indexOf(p)];
        return ctx.db.insert(classStudents).values(ctx.scope.values({ classId: p.cls.id, studentId })).onConflictDoNothing();
      }),
      ...newClasses.map((c) => classEntry(ctx, "class.create", c, { teacher_id: null, via: "roster_import" })),
      ...fresh.map((p, i) => studentCreatedEntry(ctx, { id: ids[i], first_name: p.row.first_name, last_name: p.row.last_name }, p.cls, "roster_import")),
    ];
    try {
      await ctx.db.batch(writes as [(typeof writes)[number], ...(typeof writes)[number][]]);
      break;
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err, "classes.code")) {
        for (const c of newClasses) c.code = newClassCode();
        continue;
      }
      if (attempt < 3 && isUniqueViolation(err, "username") && generated.length) continue;
      if (isUniqueViolation(err, "username")) throw new AppError("CONFLICT", USERNAME_TAKEN_MESSAGE);
      if (isClassNameTaken(err)) throw new AppError("CONFLICT", CLASS_CREATED_MEANWHILE_MESSAGE);
      throw err;
    }
  }

  const results: ImportedStudent[] = plans.map((p) => {
    const i = fresh.indexOf(p);
    const who = p.existing ?? { id: ids[i], username: usernames[i], first_name: p.row.first_name, last_name: p.row.last_name };
    return {
      row: p.row.row,
      status: p.existing ? "existing" : "created",
      id: who.id,
      username: who.username,
      first_name: who.first_name,
      last_name: who.last_name,
      class_name: p.cls.name,
      class_code: p.cls.code,
      class_id: p.cls.id,
      password: p.existing ? null : passwords[i],
    };
  });
  return { results, created_classes: newClasses.map((c) => ({ name: c.name, code: c.code })) };
}
