import { and, desc, eq, sql } from "drizzle-orm";
import { orders, paymentEvents, type PaymentEvent } from "../../db/schema";
import type { PaymentEventOut, PaymentEventStatus, PaymentProviderName } from "../../contracts/commerce";
import type { ServiceContext } from "../../lib/context";
import { textSearch } from "../../lib/sql-filters";
import { staffView } from "../../lib/tenancy";
import { AppError, notFound } from "../../lib/errors";
import { pageOf } from "../../lib/pagination";
import { enqueue } from "./provider-events";
import { readBatch } from "../../lib/db";

/* Payment history (staff): every stored provider event, failures first, with a retry. */

function present(row: PaymentEvent, orderNumber: string | null): PaymentEventOut {
  return {
    id: row.id,
    provider: row.provider as PaymentProviderName,
    provider_event_id: row.providerEventId,
    provider_type: row.providerType,
    type: row.type,
    order_id: row.orderId,
    order_number: orderNumber,
    amount: row.amount,
    currency: row.currency,
    status: row.status as PaymentEventStatus,
    attempts: row.attempts,
    last_error: row.lastError,
    received_at: new Date(row.createdAt).toISOString(),
    processed_at: row.processedAt === null ? null : new Date(row.processedAt).toISOString(),
  };
}

/**
 * The events staff see: on the platform host every event; on a school's host, the events of that
 * school's orders only (as every other staff view).
 */
const visibleEvents = (ctx: ServiceContext) => {
  const view = staffView(ctx);
  return view.widened ? undefined : view.where(orders);
};

export async function listPaymentEvents(
  ctx: ServiceContext,
  requestUrl: string,
  q: { limit: number; offset: number; provider?: PaymentProviderName; status?: PaymentEventStatus; search?: string },
) {
  const { db } = ctx;
  const where = and(
    visibleEvents(ctx),
    q.provider ? eq(paymentEvents.provider, q.provider) : undefined,
    q.status ? eq(paymentEvents.status, q.status) : undefined,
    textSearch(q.search, paymentEvents.providerEventId, paymentEvents.type, paymentEvents.orderId, paymentEvents.providerRef, orders.number),
  );
  // Failures first (dead, then failed), then everything else newest first.
  const failuresFirst = sql`CASE ${paymentEvents.status} WHEN 'dead' THEN 0 WHEN 'failed' THEN 1 ELSE 2 END`;
  const [rows, [{ total }]] = await readBatch(db, [
    db
      .select({ ev: paymentEvents, number: orders.number })
      .from(paymentEvents)
      .leftJoin(orders, eq(orders.id, paymentEvents.orderId))
      .where(where)
      .orderBy(failuresFirst, desc(paymentEvents.createdAt))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)` }).from(paymentEvents).leftJoin(orders, eq(orders.id, paymentEvents.orderId)).where(where),
  ] as const);
  return pageOf(requestUrl, q, total, rows.map((r) => present(r.ev, r.number)));
}

/** Staff: try a failed or dead-lettered event again (a fresh set of deliveries). */
export async function retryPaymentEvent(ctx: ServiceContext, id: string): Promise<PaymentEventOut> {
  const { db } = ctx;
  const found = await db.select({ ev: paymentEvents }).from(paymentEvents).leftJoin(orders, eq(orders.id, paymentEvents.orderId)).where(and(eq(paymentEvents.id, id), visibleEvents(ctx))).get();
  const row = found?.ev;
  if (!row) throw notFound("No such payment event.");
  if (row.status !== "dead" && row.status !== "failed") throw new AppError("CONFLICT", "Only failed or dead-lettered events can be retried.");
  const [updated] = await db.update(paymentEvents).set({ status: "received", attempts: 0, lastError: null }).where(eq(paymentEvents.id, id)).returning();
  await enqueue(ctx.env.PAYMENTS_QUEUE, id);
  const order = updated.orderId ? await db.select({ number: orders.number }).from(orders).where(eq(orders.id, updated.orderId)).get() : undefined;
  return present(updated, order?.number ?? null);
}
