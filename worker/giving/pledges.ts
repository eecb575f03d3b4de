import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { donations } from "../db/schema";
import type { DB, TenantScope } from "../lib/db";

/*
 * What commerce may change about a pledged (pending) gift while it sits in a cart or an order.
 * Giving owns the donations table; these are the statements it hands out for that.
 */

/** The latest order holding these pending gifts (completed only when paid), with its contact as donor details where none were given. */
export function holdPledgesForOrder(db: DB, scope: TenantScope, order: { id: string; contactEmail: string; contactName: string }, donationIds: string[]) {
  return db
    .update(donations)
    .set({ orderId: order.id, donorEmail: sql`COALESCE(${donations.donorEmail}, ${order.contactEmail})`, donorName: sql`COALESCE(${donations.donorName}, ${order.contactName})` })
    .where(scope.where(donations, inArray(donations.id, donationIds), eq(donations.status, "pending")));
}

/** Gifts pledged anonymously become this user's once they hold them in their cart. */
export async function claimPledges(db: DB, scope: TenantScope, donor: { userId: string; email: string | null; name: string | null }, donationIds: string[]): Promise<void> {
  if (!donationIds.length) return;
  await db
    .update(donations)
    .set({
      donorUserId: donor.userId,
      donorEmail: sql`COALESCE(${donations.donorEmail}, ${donor.email})`,
      donorName: sql`COALESCE(${donations.donorName}, ${donor.name})`,
    })
    .where(scope.where(donations, inArray(donations.id, donationIds), isNull(donations.donorUserId), eq(donations.status, "pending")));
}

/** How long an unpaid pledge that no order holds is kept (it sits in a cart meanwhile). */
export const ABANDONED_PLEDGE_MS = 48 * 60 * 60 * 1000;

/**
 * Cron: a pledge never paid does not linger as data (finding 3). Only pledges no order holds are
 * removed — a gift in an order waits for that order's payment, which may still arrive.
 */
export async function deleteAbandonedPledges(db: DB, now = Date.now()): Promise<number> {
  const removed = await db
    .delete(donations)
    .where(and(eq(donations.status, "pending"), isNull(donations.orderId), lt(donations.createdAt, now - ABANDONED_PLEDGE_MS)))
    .returning({ id: donations.id });
  return removed.length;
}
