import { csvDocument } from "../lib/csv";
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Currency } from "../contracts/money";
import type { DonationListQuery, DonationOut, MoneyRaisedOut } from "../contracts/giving";
import { CURRENCY_EXPONENTS } from "../contracts/money";
import { classes, donations, type Donation } from "../db/schema";
import type { ServiceContext } from "../lib/context";
import { AppError } from "../lib/errors";
import { assertReporter, reportWhere } from "../lib/managed-rows";
import { textSearch } from "../lib/sql-filters";
import { donationLabels, presentDonations, presentDonation, presentRaisedGifts } from "./donation-presenter";
import { readBatch } from "../lib/db";

const DAY = 86_400_000;
export const CSV_MAX_ROWS = 10_000;

function filters(ctx: ServiceContext, q: DonationListQuery): SQL {
  return reportWhere(
    ctx,
    donations,
    q.tenant,
    textSearch(q.search, donations.donorName, donations.donorEmail, donations.message, donations.id),
    q.status ? eq(donations.status, q.status) : undefined,
    q.target_type ? eq(donations.targetType, q.target_type) : undefined,
    q.target_id ? eq(donations.targetId, q.target_id) : undefined,
    q.from ? gte(donations.createdAt, Date.parse(q.from)) : undefined,
    q.to ? lt(donations.createdAt, Date.parse(q.to) + DAY) : undefined,
  );
}

/** Donations report, newest first: staff every school's (optionally one), school admins their school's. */
export async function listDonations(ctx: ServiceContext, q: DonationListQuery): Promise<{ total: number; results: DonationOut[] }> {
  assertReporter(ctx);
  const where = filters(ctx, q);
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db.select().from(donations).where(where).orderBy(desc(donations.createdAt), desc(donations.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(donations).where(where),
  ] as const);
  return { total, results: await presentDonations(ctx.db, rows, true, "full") };
}

/** "1250" USD → "12.50" (integer arithmetic, no floating point). */
export function minorToMajor(amount: number, currency: string): string {
  const exponent: number = CURRENCY_EXPONENTS[currency as Currency] ?? 2;
  if (exponent === 0) return String(amount);
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  const unit = 10 ** exponent;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(exponent, "0")}`;
}

const CSV_HEADER = ["id", "created_at", "completed_at", "status", "donor", "donor_email", "target_type", "target", "amount", "refunded", "currency", "attribution", "attributed_to", "school", "message", "order_id"];

export async function donationsCsv(ctx: ServiceContext, q: DonationListQuery): Promise<string> {
  assertReporter(ctx);
  const rows: Donation[] = await ctx.db.select().from(donations).where(filters(ctx, q)).orderBy(desc(donations.createdAt), desc(donations.id)).limit(CSV_MAX_ROWS).all();
  const labels = await donationLabels(ctx.db, rows);
  const lines: (string | number | null)[][] = [];
  for (const d of rows) {
    const out = presentDonation(d, labels, true, "full");
    lines.push(
      [
        out.id,
        out.created_at,
        out.completed_at,
        out.status,
        out.donor_display_name,
        d.donorEmail,
        out.target_type,
        out.target.name,
        minorToMajor(d.amount, d.currency),
        minorToMajor(d.refundedAmount, d.currency),
        d.currency,
        out.attribution.kind,
        out.attribution.label,
        d.tenantId ? (labels.tenants.get(d.tenantId) ?? d.tenantId) : "Platform",
        out.message,
        out.order_id,
      ],
    );
  }
  return csvDocument(CSV_HEADER, lines);
}

/**
 * "Money I Have Raised": completed gifts (less what was refunded of them) attributed to the caller — a student's own, a teacher's
 * and the classes they teach, a school admin's school — totals per currency and the 10 newest.
 */
export async function moneyRaised(ctx: ServiceContext): Promise<MoneyRaisedOut> {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  const mine: SQL[] = [eq(donations.attributedUserId, user.id)];
  if (user.role === "teacher" && ctx.scope.tenantId !== null) {
    const taught = ctx.db.select({ id: classes.id }).from(classes).where(ctx.scope.where(classes, eq(classes.teacherId, user.id)));
    mine.push(inArray(donations.attributedClassId, taught));
  }
  if (user.role === "school_admin" && ctx.scope.tenantId !== null) mine.push(eq(donations.attributedTenantId, ctx.scope.tenantId));
  const where = and(eq(donations.status, "completed"), or(...mine));
  const sum = sql<number>`coalesce(sum(${donations.amount} - ${donations.refundedAmount}), 0)`;
  const [totals, recent] = await Promise.all([
    ctx.db.select({ currency: donations.currency, amount: sum, donations: count() }).from(donations).where(where).groupBy(donations.currency).orderBy(desc(sum)).all(),
    ctx.db.select().from(donations).where(where).orderBy(desc(donations.completedAt), desc(donations.id)).limit(10).all(),
  ]);
  return {
    totals: totals.map((t) => ({ currency: t.currency as Currency, amount: Number(t.amount), donations: t.donations })),
    recent: await presentRaisedGifts(ctx.db, recent),
  };
}
