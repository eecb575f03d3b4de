import { asc, count, eq } from "drizzle-orm";
import type { ClassStudentEntry, TeacherClass } from "../../contracts/classes";
import { classStudents, classes, users } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { readBatch, type SchoolScope } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { enforceThrottle, recordFailure, type ThrottleRule } from "../../lib/throttle";
import { fileUrl } from "../../lib/storage";
import { initialOf } from "../../contracts/initials";
import { findClassByCode, tileIdsFor } from "./student-tiles";
import { tileSearch } from "./tile-search";

export const INVALID_CLASS_CODE = "Invalid class code.";

/**
 * Wrong class codes per client address (a school's whole network may share one): 30 free in ten
 * minutes, enough for a class's typos; after that each wrong code makes the next lookup wait
 * (1 s doubling to 30 s) or, with Turnstile configured, ask for the challenge. The right code is
 * never locked out for longer than that short wait.
 */
export const CLASS_CODE_THROTTLE: ThrottleRule = { free: 30, windowMs: 10 * 60 * 1000, baseDelayMs: 1000, maxDelayMs: 30_000 };
export const classCodeKey = (ctx: ServiceContext) => `classcode:ip:${ctx.clientAddress}`;

/** The class of this code on the host's school, throttling wrong codes per address. */
export async function classForCode(ctx: ServiceContext, scope: SchoolScope, code: string | null, challengeToken: string | undefined) {
  const key = classCodeKey(ctx);
  await enforceThrottle(
    { db: ctx.db, turnstileSecret: ctx.env.TURNSTILE_SECRET_KEY, challengeToken, clientAddress: ctx.clientAddress },
    key,
    CLASS_CODE_THROTTLE,
  );
  const found = await findClassByCode(ctx, scope, code);
  if (!found) {
    await recordFailure(ctx.db, key, CLASS_CODE_THROTTLE);
    throw new AppError("NOT_FOUND", INVALID_CLASS_CODE);
  }
  return found;
}

/**
 * The class's profile tiles: first name, last initial, avatar and an opaque tile id — nothing an
 * outsider holding a printed code could use to address the child elsewhere (no username, last
 * name or user id). Search matches first names, and a last initial after one ("Amara A."), never
 * more of the last name (tile-search.ts).
 */
export async function listStudentsInClass(
  ctx: ServiceContext,
  scope: SchoolScope,
  code: string | null,
  q: { limit: number; offset: number; search?: string },
  challengeToken?: string,
): Promise<{ total: number; students: ClassStudentEntry[] }> {
  const found = await classForCode(ctx, scope, code, challengeToken);
  const where = scope.where(classStudents, eq(classStudents.classId, found.id), eq(users.archived, false), tileSearch(q.search));
  const base = () => ctx.db.select().from(classStudents).innerJoin(users, eq(users.id, classStudents.studentId));
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    base().where(where).orderBy(asc(users.firstNameKey), asc(users.lastNameKey), asc(users.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(classStudents).innerJoin(users, eq(users.id, classStudents.studentId)).where(where),
  ] as const);
  const tiles = await tileIdsFor(ctx.env, scope.tenantId, found.id, rows.map((r) => r.users.id));
  return {
    total,
    students: rows.map(({ users: u }) => ({
      tile: tiles.get(u.id)!,
      first_name: u.firstName,
      last_initial: initialOf(u.lastName),
      avatar: fileUrl(u.avatarKey),
    })),
  };
}

/** A teacher sees the classes they teach; a school admin (or staff) sees every class of the school. */
export async function listTeacherClasses(ctx: ServiceContext, scope: SchoolScope, q: { limit: number; offset: number }) {
  const user = ctx.user!;
  const mine = user.role === "teacher" && !user.isStaff ? eq(classes.teacherId, user.id) : undefined;
  const where = scope.where(classes, mine, eq(classes.archived, false));
  const studentCount = ctx.db.$count(classStudents, eq(classStudents.classId, classes.id));
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db
      .select({ cls: classes, teacher: { id: users.id, first_name: users.firstName, last_name: users.lastName }, studentCount })
      .from(classes)
      .leftJoin(users, eq(users.id, classes.teacherId))
      .where(where)
      .orderBy(asc(classes.nameKey))
      .limit(q.limit)
      .offset(q.offset),
    ctx.db.select({ total: count() }).from(classes).where(where),
  ] as const);
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

