import { and, eq, inArray, sql } from "drizzle-orm";
import { paymentEvents } from "../../db/schema";
import { createDb, type DB } from "../../lib/db";
import type { QueueHandler } from "../../lib/queue";
import { dispatchEmails } from "../../platform";
import { applyPaymentEvent, RetryLater } from "./apply-payment-event";
import { enqueue, paymentQueueMessageSchema, type PaymentQueueMessage } from "./provider-events";

/** Deliveries per event before it is dead-lettered (wrangler.toml: max_retries = 4, so 5). */
export const MAX_PAYMENT_ATTEMPTS = 5;

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

/**
 * schools-payments: applies stored provider events (webhooks and server-side confirmations) to
 * orders. Each message names one payment_events row; applying it is idempotent, so redelivery
 * (a crash mid-batch, a retry) is safe. A failure is retried with backoff; after the last
 * delivery Queues moves the message to schools-payments-dlq and the event shows as dead in
 * payment history, where staff can retry it.
 */
export const paymentQueueHandler: QueueHandler<PaymentQueueMessage> = {
  name: "payments",
  schema: paymentQueueMessageSchema,
  async handle(env, { paymentEventId }, attempts) {
    const outcome = await processPaymentEvent(createDb(env.DB), env, paymentEventId, attempts);
    if (outcome.kind === "done") return { kind: "ack" };
    // Last delivery: retrying hands it to the dead-letter queue (max_retries in wrangler.toml).
    return attempts >= MAX_PAYMENT_ATTEMPTS ? { kind: "retry" } : { kind: "retry", delaySeconds: outcome.delaySeconds };
  },
  async deadLetter(env, { paymentEventId }) {
    await markPaymentEventDead(createDb(env.DB), paymentEventId);
  },
};
