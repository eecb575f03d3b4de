import { desc, eq, like, or, sql, and } from "drizzle-orm";
import { orders, paymentEvents, type PaymentEvent } from "../../db/schema";
import type { PaymentEventOut, PaymentEventStatus, PaymentProviderName } from "../../contracts/commerce";
import type { DB } from "../../lib/db";
import { AppError, notFound } from "../../lib/errors";
import { pageOf } from "../../lib/pagination";
import { enqueue } from "./provider-events";

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

export async function listPaymentEvents(
  db: DB,
  requestUrl: string,
  q: { limit: number; offset: number; provider?: PaymentProviderName; status?: PaymentEventStatus; search?: string },
) {
  const term = q.search ? `%${q.search.replace(/[%_]/g, "")}%` : undefined;
  const where = and(
    q.provider ? eq(paymentEvents.provider, q.provider) : undefined,
    q.status ? eq(paymentEvents.status, q.status) : undefined,
    term ? or(like(paymentEvents.providerEventId, term), like(paymentEvents.orderId, term), like(paymentEvents.providerRef, term), like(orders.number, term)) : undefined,
  );
  // Failures first (dead, then failed), then everything else newest first.
  const failuresFirst = sql`CASE ${paymentEvents.status} WHEN 'dead' THEN 0 WHEN 'failed' THEN 1 ELSE 2 END`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ev: paymentEvents, number: orders.number })
      .from(paymentEvents)
      .leftJoin(orders, eq(orders.id, paymentEvents.orderId))
      .where(where)
      .orderBy(failuresFirst, desc(paymentEvents.createdAt))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)` }).from(paymentEvents).leftJoin(orders, eq(orders.id, paymentEvents.orderId)).where(where),
  ]);
  return pageOf(requestUrl, q, total, rows.map((r) => present(r.ev, r.number)));
}

/** Staff: try a failed or dead-lettered event again (a fresh set of deliveries). */
export async function retryPaymentEvent(db: DB, queue: Queue, id: string): Promise<PaymentEventOut> {
  const row = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id)).get();
  if (!row) throw notFound("No such payment event.");
  if (row.status !== "dead" && row.status !== "failed") throw new AppError("CONFLICT", "Only failed or dead-lettered events can be retried.");
  const [updated] = await db.update(paymentEvents).set({ status: "received", attempts: 0, lastError: null }).where(eq(paymentEvents.id, id)).returning();
  await enqueue(queue, id);
  const order = updated.orderId ? await db.select({ number: orders.number }).from(orders).where(eq(orders.id, updated.orderId)).get() : undefined;
  return present(updated, order?.number ?? null);
}
