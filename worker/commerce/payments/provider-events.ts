import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { paymentEvents } from "../../db/schema";
import type { PaymentProviderName } from "../../contracts/commerce";
import type { DB } from "../../lib/db";
import { newId } from "../../lib/ids";
import type { ProviderEvent, PaymentStatus } from "../providers/types";

/** A PayPal order the buyer approved: the consumer captures it (applyPaymentEvent). */
export const isPayPalApproval = (event: { provider: string; providerType: string }) => event.provider === "paypal" && event.providerType === "CHECKOUT.ORDER.APPROVED";

/** The message on schools-payments: which stored provider event to apply. */
export const paymentQueueMessageSchema = z.object({ paymentEventId: z.string().regex(/^pev_[a-z0-9_]{1,64}$/) });
export type PaymentQueueMessage = z.infer<typeof paymentQueueMessageSchema>;

const MAX_PAYLOAD_CHARS = 200_000;

export async function enqueue(queue: Queue, paymentEventId: string): Promise<void> {
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

/**
 * What the Worker learnt by asking the provider itself (the success page's check, or the consumer
 * capturing an approved PayPal order), recorded like a webhook so the same consumer applies it.
 */
export function confirmationEvent(provider: PaymentProviderName, orderId: string, status: PaymentStatus & { state: "paid" | "failed" | "cancelled" }): ProviderEvent {
  return {
    provider,
    providerEventId: `confirm:${status.providerRef}:${status.state}`,
    providerType: "server_confirmation",
    type: status.state === "paid" ? "payment.succeeded" : status.state === "cancelled" ? "payment.cancelled" : "payment.failed",
    orderId,
    providerRef: status.providerRef,
    paymentRef: status.paymentRef,
    amount: status.amount,
    currency: status.currency,
  };
}
