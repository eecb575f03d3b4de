import { count, eq, gte, sql } from "drizzle-orm";
import { refreshTokens, tenants, users } from "../../db/schema";
import { PEOPLE_ROLES, type PeopleRole, type PeopleStatsOut } from "../../contracts/staff-people";
import type { ServiceContext } from "../../lib/context";
import { staffView } from "../../lib/tenancy";

const DAY = 24 * 60 * 60 * 1000;
const roleOf = sql<string>`CASE WHEN ${users.isStaff} = 1 OR ${users.role} IS NULL THEN 'staff' ELSE ${users.role} END`;
const zero = (): Record<PeopleRole, number> => Object.fromEntries(PEOPLE_ROLES.map((r) => [r, 0])) as Record<PeopleRole, number>;
const asRole = (r: string): PeopleRole => ((PEOPLE_ROLES as readonly string[]).includes(r) ? (r as PeopleRole) : "staff");

/** Midnight UTC of a day, or of the Monday of its week. */
function bucketStart(now: number, days: number, bucket: "day" | "week"): number {
  const d = new Date(now - (days - 1) * DAY);
  d.setUTCHours(0, 0, 0, 0);
  if (bucket === "week") d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.getTime();
}

/**
 * Sign-ups and active users over time, by role and by school (/admin-panel/users-dashboard).
 * Active means the account used a session that day or week: a sign-in or a session refresh
 * (refresh tokens are issued for both), so it counts people coming back as well as signing in.
 */
export async function peopleStats(ctx: ServiceContext, q: { days: string; tenant?: string }, now = Date.now()): Promise<PeopleStatsOut> {
  const days = Number(q.days);
  const bucket = days > 31 ? "week" : "day";
  const size = bucket === "week" ? 7 * DAY : DAY;
  const start = bucketStart(now, days, bucket);
  const buckets = Math.floor((now - start) / size) + 1;
  const view = staffView(ctx, q.tenant);
  const signupIndex = sql<number>`CAST((${users.createdAt} - ${start}) / ${size} AS INTEGER)`;
  const activeIndex = sql<number>`CAST((${refreshTokens.createdAt} - ${start}) / ${size} AS INTEGER)`;

  const [signups, active, activeTotals, accounts, schoolSignups, schoolActive, schoolAccounts] = await Promise.all([
    ctx.db.select({ i: signupIndex, role: roleOf, n: count() }).from(users).where(view.where(users, gte(users.createdAt, start))).groupBy(signupIndex, roleOf).all(),
    ctx.db
      .select({ i: activeIndex, role: roleOf, n: sql<number>`count(DISTINCT ${refreshTokens.userId})` })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(view.where(users, gte(refreshTokens.createdAt, start)))
      .groupBy(activeIndex, roleOf)
      .all(),
    ctx.db
      .select({ role: roleOf, n: sql<number>`count(DISTINCT ${refreshTokens.userId})` })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(view.where(users, gte(refreshTokens.createdAt, start)))
      .groupBy(roleOf)
      .all(),
    ctx.db.select({ role: roleOf, n: count() }).from(users).where(view.where(users, eq(users.archived, false))).groupBy(roleOf).all(),
    ctx.db.select({ id: users.tenantId, n: count() }).from(users).where(view.where(users, gte(users.createdAt, start))).groupBy(users.tenantId).all(),
    ctx.db
      .select({ id: users.tenantId, n: sql<number>`count(DISTINCT ${refreshTokens.userId})` })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(view.where(users, gte(refreshTokens.createdAt, start)))
      .groupBy(users.tenantId)
      .all(),
    ctx.db
      .select({ id: users.tenantId, name: tenants.schoolName, n: count() })
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(view.where(users, eq(users.archived, false)))
      .groupBy(users.tenantId)
      .all(),
  ]);

  const series = Array.from({ length: buckets }, (_, i) => ({ start: new Date(start + i * size).toISOString().slice(0, 10), signups: zero(), active: zero() }));
  for (const r of signups) if (series[r.i]) series[r.i].signups[asRole(r.role)] += r.n;
  for (const r of active) if (series[r.i]) series[r.i].active[asRole(r.role)] += Number(r.n);
  const totals = { signups: zero(), active: zero(), accounts: zero() };
  for (const r of signups) totals.signups[asRole(r.role)] += r.n;
  for (const r of activeTotals) totals.active[asRole(r.role)] += Number(r.n);
  for (const r of accounts) totals.accounts[asRole(r.role)] += r.n;

  const signupsBy = new Map(schoolSignups.map((r) => [r.id, r.n]));
  const activeBy = new Map(schoolActive.map((r) => [r.id, Number(r.n)]));
  const by_school = schoolAccounts
    .map((r) => ({ id: r.id, name: r.id ? (r.name ?? "") : "Platform accounts", signups: signupsBy.get(r.id) ?? 0, active: activeBy.get(r.id) ?? 0, accounts: r.n }))
    .sort((a, b) => b.active - a.active || b.accounts - a.accounts || a.name.localeCompare(b.name));
  return { bucket, series, totals, by_school };
}
