import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { bookReads, books, courseEnrollments, courses, donations, lessonProgress, orders, signIns, stories, tenants, users } from "../../db/schema";
import type { UserActivityOut } from "../../contracts/staff-people";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { staffView } from "../../lib/tenancy";

export const USER_NOT_FOUND = "User not found";
const RECENT = 10;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * One user's activity for staff (/admin-panel/user-dashboard): sign-ins, uploads, reading,
 * courses, purchases and donations — the figures and the latest of each. Platform staff on the
 * platform host see anyone; on a school's host only that school's people.
 */
export async function userActivity(ctx: ServiceContext, userId: string): Promise<UserActivityOut> {
  const row = await ctx.db
    .select({ user: users, school: tenants.schoolName })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(staffView(ctx).where(users, eq(users.id, userId)))
    .get();
  if (!row) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  const { user } = row;
  const db = ctx.db;
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

  const [signInRows, okCount, failCount, bookRows, storyRows, bookCount, storyCount, readRows, readCount, enrolRows, lessonsDone, orderRows, paidCount, donationRows, donatedCount] = await Promise.all([
    db.select().from(signIns).where(eq(signIns.userId, userId)).orderBy(desc(signIns.createdAt)).limit(20).all(),
    one(db.select({ n: count() }).from(signIns).where(and(eq(signIns.userId, userId), eq(signIns.success, true)))),
    one(db.select({ n: count() }).from(signIns).where(and(eq(signIns.userId, userId), eq(signIns.success, false)))),
    db.select({ id: books.id, title: books.title, status: books.status, createdAt: books.createdAt }).from(books).where(eq(books.uploaderId, userId)).orderBy(desc(books.createdAt)).limit(RECENT).all(),
    db.select({ id: stories.id, title: stories.title, status: stories.status, createdAt: stories.createdAt }).from(stories).where(eq(stories.authorId, userId)).orderBy(desc(stories.createdAt)).limit(RECENT).all(),
    one(db.select({ n: count() }).from(books).where(eq(books.uploaderId, userId))),
    one(db.select({ n: count() }).from(stories).where(eq(stories.authorId, userId))),
    db.select({ bookId: bookReads.bookId, title: books.title, at: bookReads.createdAt }).from(bookReads).innerJoin(books, eq(books.id, bookReads.bookId)).where(eq(bookReads.userId, userId)).orderBy(desc(bookReads.createdAt)).limit(RECENT).all(),
    one(db.select({ n: sql<number>`count(DISTINCT ${bookReads.bookId})` }).from(bookReads).where(eq(bookReads.userId, userId))),
    db
      .select({ courseId: courses.id, title: courses.title, enrolledAt: courseEnrollments.createdAt, completedAt: courseEnrollments.completedAt })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .where(eq(courseEnrollments.userId, userId))
      .orderBy(desc(courseEnrollments.createdAt))
      .all(),
    db
      .select({ courseId: lessonProgress.courseId, n: count() })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), isNotNull(lessonProgress.completedAt)))
      .groupBy(lessonProgress.courseId)
      .all(),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(RECENT).all(),
    one(db.select({ n: count() }).from(orders).where(and(eq(orders.userId, userId), eq(orders.status, "paid")))),
    db.select().from(donations).where(eq(donations.donorUserId, userId)).orderBy(desc(donations.createdAt)).limit(RECENT).all(),
    one(db.select({ n: count() }).from(donations).where(and(eq(donations.donorUserId, userId), eq(donations.status, "completed")))),
  ]);
  const lessonsByCourse = new Map(lessonsDone.map((l) => [l.courseId, l.n]));

  return {
    user: {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      username: user.username,
      role: user.role,
      is_staff: user.isStaff,
      school: user.tenantId ? { id: user.tenantId, name: row.school ?? "" } : null,
      archived: user.archived,
      verified_at: iso(user.teacherVerifiedAt),
      created_at: new Date(user.createdAt).toISOString(),
    },
    counts: {
      sign_ins: okCount,
      failed_sign_ins: failCount,
      books_uploaded: bookCount,
      stories_written: storyCount,
      books_read: readCount,
      courses_enrolled: enrolRows.length,
      courses_completed: enrolRows.filter((e) => e.completedAt !== null).length,
      lessons_completed: lessonsDone.reduce((sum, l) => sum + l.n, 0),
      orders_paid: paidCount,
      donations_completed: donatedCount,
    },
    sign_ins: signInRows.map((s) => ({ at: new Date(s.createdAt).toISOString(), success: s.success, host: s.host, place: s.ipHash })),
    uploads: [
      ...bookRows.map((b) => ({ kind: "book" as const, id: b.id, title: b.title, status: b.status, created_at: new Date(b.createdAt).toISOString() })),
      ...storyRows.map((s) => ({ kind: "story" as const, id: s.id, title: s.title, status: s.status, created_at: new Date(s.createdAt).toISOString() })),
    ]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, RECENT),
    reading: readRows.map((r) => ({ book_id: r.bookId, title: r.title, at: new Date(r.at).toISOString() })),
    courses: enrolRows.map((e) => ({ course_id: e.courseId, title: e.title, enrolled_at: new Date(e.enrolledAt).toISOString(), completed_at: iso(e.completedAt), lessons_completed: lessonsByCourse.get(e.courseId) ?? 0 })),
    purchases: orderRows.map((o) => ({ id: o.id, number: o.number, status: o.status, total: o.total, refunded_amount: o.refundedAmount, currency: o.currency, created_at: new Date(o.createdAt).toISOString() })),
    donations: donationRows.map((d) => ({ id: d.id, amount: d.amount, refunded_amount: d.refundedAmount, currency: d.currency, status: d.status, target_type: d.targetType, created_at: new Date(d.createdAt).toISOString() })),
  };
}
