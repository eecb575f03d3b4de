import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Currency } from "../contracts/money";
import type { GivingStatsOut } from "../contracts/giving";
import { charities, donations, orders, projects, tenants } from "../db/schema";
import type { ServiceContext } from "../lib/context";
import { assertReporter, reportWhere } from "../lib/managed-rows";

const DAY = 86_400_000;

/** The label SQL and the first instant of the oldest period shown (UTC). */
export function periodWindow(period: "day" | "week" | "month", periods: number, now = Date.now()) {
  const today = new Date(now);
  const startOfDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const seconds = sql`${donations.completedAt} / 1000`;
  if (period === "day") return { since: startOfDay - (periods - 1) * DAY, label: sql<string>`strftime('%Y-%m-%d', ${seconds}, 'unixepoch')` };
  if (period === "week") {
    // Weeks start on Monday and are labelled by that Monday's date.
    const monday = startOfDay - ((today.getUTCDay() + 6) % 7) * DAY;
    return { since: monday - (periods - 1) * 7 * DAY, label: sql<string>`strftime('%Y-%m-%d', ${seconds}, 'unixepoch', 'weekday 0', '-6 days')` };
  }
  return { since: Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (periods - 1), 1), label: sql<string>`strftime('%Y-%m', ${seconds}, 'unixepoch')` };
}

/**
 * The charities dashboard. by_period covers the chosen window; currency totals, by_charity and
 * by_tenant are all-time. Amounts are never mixed across currencies.
 */
export async function givingStats(ctx: ServiceContext, q: { period: "day" | "week" | "month"; periods: number }): Promise<GivingStatsOut> {
  assertReporter(ctx);
  const completed = eq(donations.status, "completed");
  const scoped = reportWhere(ctx, donations, undefined, completed);
  // What a gift still gives: a partial refund's part no longer counts.
  const sum = sql<number>`coalesce(sum(${donations.amount} - ${donations.refundedAmount}), 0)`;
  const { since, label } = periodWindow(q.period, q.periods);
  const [totals, byPeriod, byCharity, byTenant, projectCounts, orderCounts] = await Promise.all([
    ctx.db.select({ currency: donations.currency, amount: sum, donations: count() }).from(donations).where(scoped).groupBy(donations.currency).orderBy(desc(sum)).all(),
    ctx.db
      .select({ period: label, currency: donations.currency, amount: sum, donations: count() })
      .from(donations)
      .where(reportWhere(ctx, donations, undefined, completed, gte(donations.completedAt, since)))
      .groupBy(label, donations.currency)
      .orderBy(label, donations.currency)
      .all(),
    ctx.db
      .select({ id: charities.id, name: charities.name, currency: donations.currency, amount: sum, donations: count() })
      .from(donations)
      .innerJoin(charities, eq(charities.id, donations.charityId))
      .where(scoped)
      .groupBy(charities.id, donations.currency)
      .orderBy(desc(sum))
      .all(),
    ctx.db
      .select({ tenant_id: donations.tenantId, school_name: sql<string>`coalesce(${tenants.schoolName}, 'Platform')`, currency: donations.currency, amount: sum, donations: count() })
      .from(donations)
      .leftJoin(tenants, eq(tenants.id, donations.tenantId))
      .where(scoped)
      .groupBy(donations.tenantId, donations.currency)
      .orderBy(desc(sum))
      .all(),
    ctx.db
      .select({ status: projects.status, n: count() })
      .from(projects)
      .where(reportWhere(ctx, projects, undefined, inArray(projects.status, ["active", "funded"])))
      .groupBy(projects.status)
      .all(),
    ctx.db
      .select({
        paid: sql<number>`coalesce(sum(${orders.status} = 'paid'), 0)`,
        on_hold: sql<number>`coalesce(sum(${orders.status} = 'on_hold'), 0)`,
        awaiting_fulfilment: sql<number>`coalesce(sum(${orders.status} = 'paid' AND ${orders.fulfilmentStatus} IN ('paid', 'packed')), 0)`,
      })
      .from(orders)
      .where(reportWhere(ctx, orders, undefined, and(inArray(orders.status, ["paid", "on_hold"]))))
      .get(),
  ]);
  const money = <T extends { currency: string; amount: number }>(r: T) => ({ ...r, currency: r.currency as Currency, amount: Number(r.amount) });
  return {
    currency_totals: totals.map(money),
    by_period: byPeriod.map(money),
    by_charity: byCharity.map(money),
    by_tenant: byTenant.map(money),
    projects: { active: projectCounts.find((p) => p.status === "active")?.n ?? 0, funded: projectCounts.find((p) => p.status === "funded")?.n ?? 0 },
    orders: { paid: Number(orderCounts?.paid ?? 0), on_hold: Number(orderCounts?.on_hold ?? 0), awaiting_fulfilment: Number(orderCounts?.awaiting_fulfilment ?? 0) },
  };
}
