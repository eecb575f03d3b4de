import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { HomeLearningCodeOut } from "../../contracts/people";
import { classes, classStudents, homeLearningCodes, parentLinks, users } from "../../db/schema";
import { readBatch } from "../../lib/db";
import { AppError } from "../../lib/errors";
import type { SchoolContext } from "../school-admin/school-context";
import { newHomeLearningCode } from "./parent-links.service";

const CLASS_NOT_FOUND = "Class not found.";
const STUDENT_NOT_FOUND = "Student not found.";

/** A teacher manages the codes of the classes they teach; a school admin (or staff on the host) every class. */
async function managedClass(ctx: SchoolContext, classId: string) {
  const user = ctx.user!;
  const mine = user.role === "teacher" && !user.isStaff ? eq(classes.teacherId, user.id) : undefined;
  const cls = await ctx.db.select().from(classes).where(ctx.scope.where(classes, eq(classes.id, classId), mine)).get();
  if (!cls) throw new AppError("NOT_FOUND", CLASS_NOT_FOUND);
  return cls;
}

/** The class's students with their home-learning codes (issued on first view), for the printed cards. */
export async function classHomeLearningCodes(ctx: SchoolContext, classId: string): Promise<{ class_name: string; results: HomeLearningCodeOut[] }> {
  const cls = await managedClass(ctx, classId);
  const students = await ctx.db
    .select({ id: users.id, first: users.firstName, last: users.lastName, username: users.username })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(ctx.scope.where(classStudents, eq(classStudents.classId, cls.id), eq(users.archived, false)))
    .orderBy(asc(users.lastNameKey), asc(users.firstNameKey))
    .all();
  const ids = students.map((s) => s.id);
  if (ids.length === 0) return { class_name: cls.name, results: [] };
  const now = Date.now();
  const issue = ids.map((id) => ctx.db.insert(homeLearningCodes).values(ctx.scope.values({ studentId: id, code: newHomeLearningCode(), createdAt: now })).onConflictDoNothing());
  await ctx.db.batch(issue as [(typeof issue)[number], ...typeof issue]);
  // The class's pupils by subquery: a class has no size limit, and a list of its ids would pass D1's 100 bound parameters.
  const roster = ctx.db.select({ id: classStudents.studentId }).from(classStudents).where(ctx.scope.where(classStudents, eq(classStudents.classId, cls.id)));
  const [codes, parents] = await readBatch(ctx.db, [
    ctx.db.select().from(homeLearningCodes).where(ctx.scope.where(homeLearningCodes, inArray(homeLearningCodes.studentId, roster))),
    ctx.db.select({ id: parentLinks.studentId, n: count() }).from(parentLinks).where(ctx.scope.where(parentLinks, inArray(parentLinks.studentId, roster))).groupBy(parentLinks.studentId),
  ] as const);
  const codeOf = new Map(codes.map((c) => [c.studentId, c.code]));
  const parentsOf = new Map(parents.map((p) => [p.id, p.n]));
  return {
    class_name: cls.name,
    results: students.map((s) => ({
      student_id: s.id,
      name: `${s.first} ${s.last}`,
      username: s.username,
      code: codeOf.get(s.id) ?? "",
      parents: parentsOf.get(s.id) ?? 0,
    })),
  };
}

/** A new code for one student: the old card stops working at once (a lost card, or a family change). */
export async function rotateHomeLearningCode(ctx: SchoolContext, classId: string, studentId: string): Promise<{ student_id: string; code: string }> {
  const cls = await managedClass(ctx, classId);
  const member = await ctx.db.select({ id: classStudents.studentId }).from(classStudents).where(ctx.scope.where(classStudents, eq(classStudents.classId, cls.id), eq(classStudents.studentId, studentId))).get();
  if (!member) throw new AppError("NOT_FOUND", STUDENT_NOT_FOUND);
  const code = newHomeLearningCode();
  const now = Date.now();
  await ctx.db
    .insert(homeLearningCodes)
    .values(ctx.scope.values({ studentId, code, createdAt: now }))
    .onConflictDoUpdate({ target: homeLearningCodes.studentId, set: { code, createdAt: now } });
  const stored = await ctx.db.select({ code: homeLearningCodes.code }).from(homeLearningCodes).where(and(ctx.scope.where(homeLearningCodes, eq(homeLearningCodes.studentId, studentId)))).get();
  return { student_id: studentId, code: stored!.code };
}
