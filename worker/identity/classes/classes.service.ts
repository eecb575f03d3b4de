import { asc, count, eq, sql } from "drizzle-orm";
import type { ClassStudentEntry, TeacherClass } from "../../contracts/classes";
import { classStudents, classes, users } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { textSearch } from "../../lib/sql-filters";
import type { SchoolScope } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { countEvent, currentCount, rateLimited, type LimitRule } from "../../lib/rate-limit";
import { fileUrl } from "../../lib/storage";

export const INVALID_CLASS_CODE = "Invalid class code.";

/** Wrong class codes per client address: enough for typos, far too few to guess codes. */
export const CLASS_CODE_LIMIT: LimitRule = { limit: 20, windowMs: 10 * 60 * 1000 };

export async function listStudentsInClass(
  ctx: ServiceContext,
  scope: SchoolScope,
  code: string | null,
  q: { limit: number; offset: number; search?: string },
): Promise<{ total: number; students: ClassStudentEntry[] }> {
  const key = `classcode:ip:${ctx.clientAddress}`;
  const misses = await currentCount(ctx.db, key);
  if (misses.count >= CLASS_CODE_LIMIT.limit) throw rateLimited(misses.resetAt, "Too many wrong class codes. Please wait a few minutes and try again.");

  const found = code
    ? await ctx.db
        .select({ id: classes.id })
        .from(classes)
        .where(scope.where(classes, eq(classes.code, code), eq(classes.archived, false)))
        .get()
    : undefined;
  if (!found) {
    await countEvent(ctx.db, key, CLASS_CODE_LIMIT);
    throw new AppError("NOT_FOUND", INVALID_CLASS_CODE);
  }

  const where = scope.where(
    classStudents,
    eq(classStudents.classId, found.id),
    eq(users.archived, false),
    textSearch(q.search, users.firstName, users.lastName, users.username, sql`${users.firstName} || ' ' || ${users.lastName}`),
  );
  const base = () => ctx.db.select().from(classStudents).innerJoin(users, eq(users.id, classStudents.studentId));
  const [rows, [{ total }]] = await Promise.all([
    base().where(where).orderBy(asc(users.firstName), asc(users.lastName), asc(users.username)).limit(q.limit).offset(q.offset).all(),
    ctx.db.select({ total: count() }).from(classStudents).innerJoin(users, eq(users.id, classStudents.studentId)).where(where),
  ]);
  return {
    total,
    students: rows.map(({ users: u }) => ({ username: u.username, first_name: u.firstName, last_name: u.lastName, avatar: fileUrl(u.avatarKey) })),
  };
}

/** A teacher sees the classes they teach; a school admin (or staff) sees every class of the school. */
export async function listTeacherClasses(ctx: ServiceContext, scope: SchoolScope, q: { limit: number; offset: number }) {
  const user = ctx.user!;
  const mine = user.role === "teacher" && !user.isStaff ? eq(classes.teacherId, user.id) : undefined;
  const where = scope.where(classes, mine, eq(classes.archived, false));
  const studentCount = ctx.db.$count(classStudents, eq(classStudents.classId, classes.id));
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ cls: classes, teacher: { id: users.id, first_name: users.firstName, last_name: users.lastName }, studentCount })
      .from(classes)
      .leftJoin(users, eq(users.id, classes.teacherId))
      .where(where)
      .orderBy(asc(classes.name))
      .limit(q.limit)
      .offset(q.offset)
      .all(),
    ctx.db.select({ total: count() }).from(classes).where(where),
  ]);
  const results: TeacherClass[] = rows.map((r) => ({
    id: r.cls.id,
    name: r.cls.name,
    code: r.cls.code,
    teacher: r.teacher?.id ? r.teacher : null,
    student_count: r.studentCount,
    archived: r.cls.archived,
  }));
  return { total, results };
}

