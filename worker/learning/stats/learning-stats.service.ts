import { and, count, countDistinct, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { LearningStatsOut } from "../../contracts/learning";
import { courseEnrollments, courses, lessonProgress } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { assertManager } from "../../lib/managed-rows";
import { said } from "../../lib/said";
import { staffView } from "../../lib/tenancy";
import { loadOutline } from "../courses/course-queries";

const MONTHS = 12;

/**
 * The learning dashboard (staff and school admins): enrolments and completions per month, the
 * most-started courses with their completions, and drop-off per lesson of the most-started one.
 * Counts the enrolments made on the hosts the caller's view covers (staff on the platform host:
 * every school, or one with ?tenant=).
 */
export async function learningStats(ctx: ServiceContext, tenant: string | undefined): Promise<LearningStatsOut> {
  assertManager(ctx, said("learning reports"));
  const view = staffView(ctx, tenant);
  const since = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - (MONTHS - 1), 1);
  const where = view.where(courseEnrollments);
  const month = (col: AnySQLiteColumn) => sql<string>`strftime('%Y-%m', ${col} / 1000, 'unixepoch')`;
  const [[totals], started, finished, top] = await Promise.all([
    ctx.db
      .select({ enrollments: count(), completions: count(courseEnrollments.completedAt), learners: countDistinct(courseEnrollments.userId) })
      .from(courseEnrollments)
      .where(where),
    ctx.db
      .select({ month: month(courseEnrollments.createdAt), n: count() })
      .from(courseEnrollments)
      .where(view.where(courseEnrollments, gte(courseEnrollments.createdAt, since)))
      .groupBy(month(courseEnrollments.createdAt))
      .all(),
    ctx.db
      .select({ month: month(courseEnrollments.completedAt), n: count() })
      .from(courseEnrollments)
      .where(view.where(courseEnrollments, isNotNull(courseEnrollments.completedAt), gte(courseEnrollments.completedAt, since)))
      .groupBy(month(courseEnrollments.completedAt))
      .all(),
    ctx.db
      .select({ id: courses.id, slug: courses.slug, title: courses.title, enrollments: count(), completions: count(courseEnrollments.completedAt) })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .where(where)
      .groupBy(courses.id)
      .orderBy(desc(count()), courses.titleKey)
      .limit(10)
      .all(),
  ]);
  const by_month: LearningStatsOut["by_month"] = [];
  for (let i = 0; i < MONTHS; i++) {
    const d = new Date(since);
    d.setUTCMonth(d.getUTCMonth() + i);
    const key = d.toISOString().slice(0, 7);
    by_month.push({ month: key, enrollments: started.find((r) => r.month === key)?.n ?? 0, completions: finished.find((r) => r.month === key)?.n ?? 0 });
  }
  let drop_off: LearningStatsOut["drop_off"] = null;
  if (top[0]) {
    const outline = await loadOutline(ctx.db, top[0].id);
    const perLesson = await ctx.db
      .select({ lessonId: lessonProgress.lessonId, n: count() })
      .from(lessonProgress)
      .innerJoin(courseEnrollments, and(eq(courseEnrollments.userId, lessonProgress.userId), eq(courseEnrollments.courseId, lessonProgress.courseId)))
      .where(view.where(courseEnrollments, eq(lessonProgress.courseId, top[0].id), isNotNull(lessonProgress.completedAt)))
      .groupBy(lessonProgress.lessonId)
      .all();
    drop_off = { course: top[0].title, lessons: outline.lessons.map((l) => ({ id: l.id, title: l.title, completed: perLesson.find((p) => p.lessonId === l.id)?.n ?? 0 })) };
  }
  return { enrollments: totals.enrollments, completions: totals.completions, learners: totals.learners, by_month, courses: top, drop_off };
}
