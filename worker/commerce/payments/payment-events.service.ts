import { and, desc, eq, inArray, like, or, sql } from "drizzle-orm";
import { z } from "zod";
import { orders, paymentEvents, type PaymentEvent } from "../../db/schema";
import type { PaymentEventOut, PaymentEventStatus, PaymentProviderName } from "../../contracts/giving";
import type { DB } from "../../lib/db";
import { AppError, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { pageOf } from "../../lib/pagination";
import type { ProviderEvent } from "../providers/types";
import { dispatchEmails } from "../../platform";
import { applyPaymentEvent, RetryLater } from "./apply-payment-event";

/** A PayPal order the buyer approved: the consumer captures it (applyPaymentEvent). */
export const isPayPalApproval = (event: { provider: string; providerType: string }) => event.provider === "paypal" && event.providerType === "CHECKOUT.ORDER.APPROVED";

/** The message on schools-payments: which stored provider event to apply. */
export const paymentQueueMessageSchema = z.object({ paymentEventId: z.string().regex(/^pev_[a-z0-9_]{1,64}$/) });
export type PaymentQueueMessage = z.infer<typeof paymentQueueMessageSchema>;

/** Deliveries per event before it is dead-lettered (wrangler.toml: max_retries = 4, so 5). */
export const MAX_PAYMENT_ATTEMPTS = 5;
const MAX_PAYLOAD_CHARS = 200_000;

async function enqueue(queue: Queue, paymentEventId: string): Promise<void> {
  try {
    await queue.send({ paymentEventId } satisfies PaymentQueueMessage);
  } catch (err) {
    // The event stays "received"; the cron sweep (sweepPaymentEvents) enqueues it again.
    console.error(JSON.stringify({ msg: "payment event enqueue failed", paymentEventId, error: String(err) }));
  }
}

/**
 * Stores a verified provider event exactly once (unique on provider + provider event id) and puts
 * it on the payments queue. A replay is answered as a duplicate and changes nothing — except that
 * an event still waiting to be processed is enqueued again, in case the first send was lost.
 */
export async function recordProviderEvent(db: DB, queue: Queue, event: ProviderEvent, rawBody: string): Promise<{ id: string; duplicate: boolean }> {
  // PayPal's "approved" is not yet paid, but the consumer captures it (a buyer who never returns still pays).
  const ignored = event.type === "ignored" && !isPayPalApproval(event);
  const [inserted] = await db
    .insert(paymentEvents)
    .values({
      id: newId("pev"),
      provider: event.provider,
      providerEventId: event.providerEventId.slice(0, 255),
      providerType: event.providerType.slice(0, 100),
      type: event.type,
      orderId: event.orderId ?? null,
      providerRef: event.providerRef ?? null,
      paymentRef: event.paymentRef ?? null,
      amount: event.amount ?? null,
      currency: event.currency?.toUpperCase() ?? null,
      payload: rawBody.slice(0, MAX_PAYLOAD_CHARS),
      status: ignored ? "ignored" : "received",
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.providerEventId] })
    .returning({ id: paymentEvents.id });
  if (inserted) {
    if (!ignored) await enqueue(queue, inserted.id);
    return { id: inserted.id, duplicate: false };
  }
  const existing = await db
    .select({ id: paymentEvents.id, status: paymentEvents.status })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.providerEventId, event.providerEventId.slice(0, 255))))
    .get();
  if (!existing) throw new Error("payment event vanished between insert and select");
  if (existing.status === "received") await enqueue(queue, existing.id);
  return { id: existing.id, duplicate: true };
}

export type ProcessOutcome = { kind: "done"; result: string } | { kind: "retry"; error: string; delaySeconds: number };

/** Retry delays: 10 s, 30 s, 90 s, 270 s. */
export const paymentBackoffSeconds = (attempt: number) => Math.min(10 * 3 ** Math.max(0, attempt - 1), 900);

/** Applies one stored event (the consumer's unit of work). Safe to call any number of times. */
export async function processPaymentEvent(db: DB, env: Env, paymentEventId: string, attempt: number): Promise<ProcessOutcome> {
  const [ev] = await db
    .update(paymentEvents)
    .set({ attempts: sql`${paymentEvents.attempts} + 1` })
    .where(and(eq(paymentEvents.id, paymentEventId), inArray(paymentEvents.status, ["received", "failed", "dead"])))
    .returning();
  if (!ev) return { kind: "done", result: "skipped" };
  try {
    const outcome = await applyPaymentEvent(db, env, ev);
    await db.update(paymentEvents).set({ status: "processed", lastError: null, processedAt: Date.now() }).where(eq(paymentEvents.id, ev.id));
    if (outcome.emailOutboxId) await dispatchEmails(env.EMAIL_QUEUE, [outcome.emailOutboxId]);
    return { kind: "done", result: outcome.result };
  } catch (err) {
    const error = err instanceof RetryLater ? err.message : `Processing failed: ${err instanceof Error ? err.message : String(err)}`;
    if (!(err instanceof RetryLater)) console.error(JSON.stringify({ msg: "payment event failed", paymentEventId, error }));
    await db.update(paymentEvents).set({ status: "failed", lastError: error.slice(0, 1000) }).where(eq(paymentEvents.id, ev.id));
    return { kind: "retry", error, delaySeconds: paymentBackoffSeconds(attempt) };
  }
}

/** The dead-letter consumer: the event stays visible in payment history with a retry button. */
export async function markPaymentEventDead(db: DB, paymentEventId: string): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ status: "dead" })
    .where(and(eq(paymentEvents.id, paymentEventId), inArray(paymentEvents.status, ["received", "failed"])));
}

/** Re-enqueues events whose queue send was lost (still "received" a minute after arriving). */
export async function sweepPaymentEvents(db: DB, queue: Queue, now = Date.now()): Promise<number> {
  const stale = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.status, "received"), sql`${paymentEvents.createdAt} < ${now - 60_000}`))
    .limit(100);
  for (const row of stale) await enqueue(queue, row.id);
  return stale.length;
}

/* ---------- payment history (staff) ---------- */

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
