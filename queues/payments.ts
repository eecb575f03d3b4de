import { createDb } from "../worker/lib/db";
import { markPaymentEventDead, MAX_PAYMENT_ATTEMPTS, paymentQueueMessageSchema, processPaymentEvent } from "../worker/commerce";

/**
 * schools-payments: applies stored provider events (webhooks and server-side confirmations) to
 * orders. Each message names one payment_events row; applying it is idempotent, so redelivery
 * (a crash mid-batch, a retry) is safe. A failure is retried with backoff; after the last
 * delivery Queues moves the message to schools-payments-dlq and the event shows as dead in
 * payment history, where staff can retry it.
 */
export async function handlePaymentBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const parsed = paymentQueueMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error(JSON.stringify({ msg: "malformed payments message dropped", body: message.body }));
      message.ack();
      continue;
    }
    const outcome = await processPaymentEvent(db, env, parsed.data.paymentEventId, message.attempts);
    if (outcome.kind === "done") {
      message.ack();
    } else if (message.attempts >= MAX_PAYMENT_ATTEMPTS) {
      // Last delivery: retrying hands it to the dead-letter queue (max_retries in wrangler.toml).
      message.retry();
    } else {
      message.retry({ delaySeconds: outcome.delaySeconds });
    }
  }
}

export async function handlePaymentDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const parsed = paymentQueueMessageSchema.safeParse(message.body);
    if (parsed.success) await markPaymentEventDead(db, parsed.data.paymentEventId);
    message.ack();
  }
}
