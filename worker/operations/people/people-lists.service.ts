import { asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { bookReads, books, classStudents, classes, refreshTokens, stories, tenants, users } from "../../db/schema";
import type { StaffStudentOut, StaffStudentQuery, StaffTeacherOut, StaffTeacherQuery } from "../../contracts/staff-people";
import type { ServiceContext } from "../../lib/context";
import { csvDocument } from "../../lib/csv";
import { inChunks } from "../../lib/d1-limits";
import { userSearch } from "../../lib/people";
import { staffView } from "../../lib/tenancy";
import { readBatch } from "../../lib/db";

/** A CSV export holds at most this many people (filter by school for more). */
export const PEOPLE_CSV_MAX = 10_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

// Per-person figures as correlated subqueries, so a page or an export needs no long IN lists.
const uploadsOf = sql<number>`((SELECT count(*) FROM ${books} WHERE ${books.uploaderId} = ${users.id}) + (SELECT count(*) FROM ${stories} WHERE ${stories.authorId} = ${users.id}))`;
const lastActiveOf = sql<number | null>`(SELECT max(${refreshTokens.createdAt}) FROM ${refreshTokens} WHERE ${refreshTokens.userId} = ${users.id})`;
const booksReadOf = sql<number>`(SELECT count(DISTINCT ${bookReads.bookId}) FROM ${bookReads} WHERE ${bookReads.userId} = ${users.id})`;
const teacherClassNames = sql<string | null>`(SELECT group_concat(${classes.name}, '; ') FROM ${classes} WHERE ${classes.teacherId} = ${users.id})`;
const studentClassNames = sql<string | null>`(SELECT group_concat(${classes.name}, '; ') FROM ${classStudents} INNER JOIN ${classes} ON ${classes.id} = ${classStudents.classId} WHERE ${classStudents.studentId} = ${users.id})`;

function teacherWhere(ctx: ServiceContext, q: StaffTeacherQuery): SQL {
  return staffView(ctx, q.tenant).where(
    users,
    inArray(users.role, ["teacher", "school_admin"]),
    isNotNull(users.tenantId),
    eq(users.archived, false),
    userSearch(q.search, users.email),
    q.verified === "yes" ? isNotNull(users.teacherVerifiedAt) : q.verified === "no" ? isNull(users.teacherVerifiedAt) : undefined,
  );
}

const teacherSelect = (ctx: ServiceContext) =>
  ctx.db
    .select({ user: users, school: tenants.schoolName, uploads: uploadsOf, lastActive: lastActiveOf, classNames: teacherClassNames })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId));

/** Teachers and school admins across schools (superpower-teacher, teachers), with their classes, uploads and last activity. */
export async function listTeachers(ctx: ServiceContext, q: StaffTeacherQuery): Promise<{ total: number; results: StaffTeacherOut[] }> {
  const where = teacherWhere(ctx, q);
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    teacherSelect(ctx).where(where).orderBy(asc(tenants.schoolNameKey), asc(users.lastNameKey), asc(users.firstNameKey), asc(users.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(users).where(where),
  ] as const);
  const taught = await inChunks(
    rows.map((r) => r.user.id),
    (ids) =>
      ctx.db
        .select({ id: classes.id, name: classes.name, teacherId: classes.teacherId, students: sql<number>`(SELECT count(*) FROM ${classStudents} WHERE ${classStudents.classId} = ${classes.id})` })
        .from(classes)
        .where(inArray(classes.teacherId, ids))
        .orderBy(asc(classes.nameKey))
        .all(),
  );
  const results = rows.map((r) => ({
    id: r.user.id,
    name: `${r.user.firstName} ${r.user.lastName}`.trim(),
    email: r.user.email,
    role: r.user.role === "school_admin" ? ("school_admin" as const) : ("teacher" as const),
    school: { id: r.user.tenantId!, name: r.school },
    verified_at: iso(r.user.teacherVerifiedAt),
    classes: taught.filter((c) => c.teacherId === r.user.id).map(({ id, name, students }) => ({ id, name, students: Number(students) })),
    uploads: Number(r.uploads),
    last_active: iso(r.lastActive === null ? null : Number(r.lastActive)),
    created_at: new Date(r.user.createdAt).toISOString(),
  }));
  return { total, results };
}

export async function teachersCsv(ctx: ServiceContext, q: StaffTeacherQuery): Promise<string> {
  const rows = await teacherSelect(ctx).where(teacherWhere(ctx, q)).orderBy(asc(tenants.schoolNameKey), asc(users.lastNameKey), asc(users.id)).limit(PEOPLE_CSV_MAX).all();
  return csvDocument(
    ["id", "first_name", "last_name", "email", "role", "school", "verified_at", "classes", "uploads", "last_active", "joined"],
    rows.map((r) => [r.user.id, r.user.firstName, r.user.lastName, r.user.email, r.user.role, r.school, iso(r.user.teacherVerifiedAt), r.classNames, Number(r.uploads), iso(r.lastActive === null ? null : Number(r.lastActive)), iso(r.user.createdAt)]),
  );
}

function studentWhere(ctx: ServiceContext, q: StaffStudentQuery): SQL {
  return staffView(ctx, q.tenant).where(
    users,
    eq(users.role, "student"),
    userSearch(q.search, users.username),
    q.archived === undefined ? undefined : eq(users.archived, q.archived),
  );
}

const studentSelect = (ctx: ServiceContext) =>
  ctx.db
    .select({ user: users, school: tenants.schoolName, uploads: uploadsOf, booksRead: booksReadOf, lastActive: lastActiveOf, classNames: studentClassNames })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId));

/** Students across schools (staff are adults of every school, so names are shown in full). */
export async function listStudents(ctx: ServiceContext, q: StaffStudentQuery): Promise<{ total: number; results: StaffStudentOut[] }> {
  const where = studentWhere(ctx, q);
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    studentSelect(ctx).where(where).orderBy(desc(users.createdAt), asc(users.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(users).where(where),
  ] as const);
  const memberships = await inChunks(
    rows.map((r) => r.user.id),
    (ids) =>
      ctx.db
        .select({ id: classes.id, name: classes.name, studentId: classStudents.studentId })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(inArray(classStudents.studentId, ids))
        .orderBy(asc(classes.nameKey))
        .all(),
  );
  const results = rows.map((r) => ({
    id: r.user.id,
    name: `${r.user.firstName} ${r.user.lastName}`.trim(),
    username: r.user.username,
    school: { id: r.user.tenantId!, name: r.school },
    classes: memberships.filter((m) => m.studentId === r.user.id).map(({ id, name }) => ({ id, name })),
    archived: r.user.archived,
    books_read: Number(r.booksRead),
    uploads: Number(r.uploads),
    last_active: iso(r.lastActive === null ? null : Number(r.lastActive)),
    created_at: new Date(r.user.createdAt).toISOString(),
  }));
  return { total, results };
}

export async function studentsCsv(ctx: ServiceContext, q: StaffStudentQuery): Promise<string> {
  const rows = await studentSelect(ctx).where(studentWhere(ctx, q)).orderBy(asc(tenants.schoolNameKey), asc(users.lastNameKey), asc(users.id)).limit(PEOPLE_CSV_MAX).all();
  return csvDocument(
    ["id", "first_name", "last_name", "username", "school", "classes", "archived", "books_read", "uploads", "last_active", "joined"],
    rows.map((r) => [r.user.id, r.user.firstName, r.user.lastName, r.user.username, r.school, r.classNames, r.user.archived ? "yes" : "no", Number(r.booksRead), Number(r.uploads), iso(r.lastActive === null ? null : Number(r.lastActive)), iso(r.user.createdAt)]),
  );
}
