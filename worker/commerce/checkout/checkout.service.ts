import { and, eq, sql } from "drizzle-orm";
import { orderEvents, orderItems, orders, type Order } from "../../db/schema";
import { formatMoney } from "../../contracts/money";
import { PROVIDER_LABELS, type OrderOut, type PaymentProviderName } from "../../contracts/commerce";
import type { ServiceContext } from "../../lib/context";
import { AppError, fieldError, notFound } from "../../lib/errors";
import { said } from "../../lib/said";
import { newId } from "../../lib/ids";
import { ProviderError } from "../providers/types";
import { dispatchEmails, prepareAuditEntry, recordAuditEntry } from "../../platform";
import { isBuyer, orderAccessKey } from "../orders/order-access";
import { noteIn } from "../orders/order-history";
import { orderForBuyer, orderForManager, orderForViewer, presentOrder } from "../orders/orders.service";
import { requireAccountFor } from "../orders/pricing";
import { applyPaid } from "../payments/apply-payment-event";
import { confirmationEvent, recordProviderEvent } from "../payments/provider-events";
import { receiveWebhook } from "../payments/receive-webhook";
import { signDemoEvent } from "./demo-provider";
import { availableProviders, providerFor } from "./provider-registry";

const unreachable = (provider: PaymentProviderName, err: unknown) => {
  console.error(JSON.stringify({ msg: "payment provider call failed", provider, error: err instanceof Error ? err.message : String(err) }));
  return new AppError("UNAVAILABLE", said("We could not reach {{provider}}. Please try again in a moment.", { provider: PROVIDER_LABELS[provider] }));
};

async function resultUrls(ctx: ServiceContext, provider: PaymentProviderName, order: Order) {
  const query = `?order=${encodeURIComponent(order.id)}&key=${encodeURIComponent(await orderAccessKey(ctx.env, order.id))}`;
  return { successUrl: `${ctx.origin}/${provider}-payment/success${query}`, cancelUrl: `${ctx.origin}/${provider}-payment/cancel${query}` };
}

/** Starts a payment with `provider` for an unpaid order and answers where to send the browser. */
export async function startCheckout(ctx: ServiceContext, provider: PaymentProviderName, orderId: string, key: string | undefined) {
  const order = await orderForBuyer(ctx, orderId, key);
  if (order.status === "paid" || order.status === "refunded") throw new AppError("CONFLICT", "This order is already paid.");
  if (order.status === "on_hold") throw new AppError("CONFLICT", "This order is being reviewed by our team.");
  // Not offered here at all → BAD_REQUEST from providerFor; offered but not in this currency → field error.
  const adapter = providerFor(ctx.env, ctx.db, provider);
  if (!availableProviders(ctx.env, order.currency).includes(provider)) {
    throw fieldError("provider", said("{{provider}} cannot take payments in {{currency}} here.", { provider: PROVIDER_LABELS[provider], currency: order.currency }));
  }
  const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(sql`${orderItems}.rowid`).all();
  // A guest order placed before courses needed an account would be paid for nothing: refused.
  requireAccountFor(order.userId, lines);
  const urls = await resultUrls(ctx, provider, order);
  let started;
  try {
    started = await adapter.startCheckout({
      orderId: order.id,
      amount: order.total,
      currency: order.currency,
      // What the provider's page and the bank statement show: in the buyer's language.
      description: noteIn(order, said("Order {{number}}", { number: order.number })),
      lines: [
        ...lines.map((l) => ({ name: l.title, quantity: l.quantity, unitAmount: l.unitAmount })),
        ...(order.shipping > 0 ? [{ name: noteIn(order, said("Shipping")), quantity: 1, unitAmount: order.shipping }] : []),
      ],
      customerEmail: order.contactEmail,
      ...urls,
      // Same order, provider and state → same key: a double click reuses the provider's session.
      idempotencyKey: `${order.id}-${provider}-${order.updatedAt}`,
    });
  } catch (err) {
    if (err instanceof ProviderError) throw unreachable(provider, err);
    throw err;
  }
  const now = Date.now();
  await ctx.db.batch([
    ctx.db.insert(orderEvents).values({ id: newId("oev"), orderId: order.id, status: "payment_started", note: PROVIDER_LABELS[provider], actorId: ctx.user?.id ?? null, createdAt: now }),
    ctx.db
      .update(orders)
      .set({ provider, providerRef: started.providerRef, status: "pending", updatedAt: now })
      .where(and(eq(orders.id, order.id), sql`${orders.status} IN ('pending', 'failed', 'cancelled')`)),
  ]);
  return { provider, redirect_url: started.redirectUrl, provider_ref: started.providerRef };
}

/**
 * The success page's check: ask the provider (never trust the browser's return) and record what
 * it says as an event through the payments queue, exactly like a webhook.
 */
export async function confirmOrder(ctx: ServiceContext, orderId: string, key: string | undefined): Promise<OrderOut> {
  let order = await orderForViewer(ctx, orderId, key);
  if (order.status === "pending" && order.provider && order.providerRef) {
    const provider = order.provider;
    let status;
    try {
      status = await providerFor(ctx.env, ctx.db, provider).fetchStatus(order.providerRef, order.id);
    } catch (err) {
      // The webhook will still arrive; the page keeps polling.
      if (!(err instanceof ProviderError)) throw err;
      console.error(JSON.stringify({ msg: "payment confirmation failed", provider, orderId, error: err.message }));
    }
    if (status && status.state !== "pending") {
      await recordProviderEvent(ctx.db, ctx.env.PAYMENTS_QUEUE, confirmationEvent(provider, order.id, { ...status, state: status.state }), JSON.stringify(status));
    }
    order = (await ctx.db.select().from(orders).where(eq(orders.id, order.id)).get())!;
  }
  return presentOrder(ctx, order);
}

/* ---------- the demo provider's "hosted page" ---------- */

async function demoOrder(ctx: ServiceContext, ref: string, key: string | undefined): Promise<Order> {
  providerFor(ctx.env, ctx.db, "demo"); // refuses unless demo payments are enabled here
  const order = await ctx.db
    .select()
    .from(orders)
    .where(ctx.scope.where(orders, eq(orders.provider, "demo"), eq(orders.providerRef, ref)))
    .get();
  if (!order || !(await isBuyer(ctx, order, key))) throw notFound("No such demo payment.");
  return order;
}

export async function demoSession(ctx: ServiceContext, ref: string, key: string | undefined) {
  const order = await demoOrder(ctx, ref, key);
  return { order: await presentOrder(ctx, order), provider_ref: ref, status: order.status };
}

/** Pay or cancel on the demo page: the Worker signs a demo webhook and receives it like any other. */
export async function completeDemoPayment(ctx: ServiceContext, ref: string, key: string | undefined, action: "pay" | "cancel") {
  const order = await demoOrder(ctx, ref, key);
  if (order.status !== "pending") throw new AppError("CONFLICT", "This payment is already finished.");
  const { body, headers } = await signDemoEvent(ctx.env, {
    type: action === "pay" ? "payment.succeeded" : "payment.cancelled",
    order_id: order.id,
    provider_ref: ref,
    payment_ref: `${ref}_pay`,
    amount: order.total,
    currency: order.currency,
  });
  await receiveWebhook(ctx.db, ctx.env, "demo", body, headers);
  const urls = await resultUrls(ctx, "demo", order);
  return { redirect_url: action === "pay" ? urls.successUrl : urls.cancelUrl };
}

/* ---------- refunds and holds (staff, school admins) ---------- */

/**
 * Asks the provider to refund; the order changes when the provider's refund event arrives (the
 * demo provider sends its own at once), so a refund is never applied twice.
 */
export async function refundOrder(ctx: ServiceContext, orderId: string, input: { amount?: number; reason: string }): Promise<OrderOut> {
  const order = await orderForManager(ctx, orderId);
  if (order.status !== "paid" && order.status !== "on_hold") throw new AppError("CONFLICT", "Only paid or on-hold orders can be refunded.");
  if (!order.provider || !order.paymentRef) throw new AppError("CONFLICT", "This order has no recorded payment to refund.");
  const remaining = order.total - order.refundedAmount;
  const amount = input.amount ?? remaining;
  if (amount > remaining) throw fieldError("amount", said("At most {{amount}} can be refunded", { amount: formatMoney(remaining, order.currency) }));
  const refundedTotal = order.refundedAmount + amount;
  const adapter = providerFor(ctx.env, ctx.db, order.provider);
  let result;
  try {
    result = await adapter.refund(order.paymentRef, amount, order.currency, `refund-${order.id}-${refundedTotal}`);
  } catch (err) {
    if (err instanceof ProviderError) throw unreachable(order.provider, err);
    throw err;
  }
  if (result.state === "failed") throw new AppError("CONFLICT", said("{{provider}} refused the refund.", { provider: PROVIDER_LABELS[order.provider] }));
  await ctx.db.batch([
    ctx.db.insert(orderEvents).values({
      id: newId("oev"),
      orderId: order.id,
      status: "refund_requested",
      note: `${formatMoney(amount, order.currency)}: ${input.reason}`,
      actorId: ctx.user!.id,
      createdAt: Date.now(),
    }),
    prepareAuditEntry(ctx, { action: "order.refund", tenantId: order.tenantId, target: { type: "order", id: order.id, label: order.number }, detail: { amount, currency: order.currency, reason: input.reason } }),
  ]);
  if (order.provider === "demo") {
    const { body, headers } = await signDemoEvent(ctx.env, {
      type: "refund.succeeded",
      order_id: order.id,
      provider_ref: order.providerRef ?? result.refundRef,
      payment_ref: order.paymentRef,
      amount: refundedTotal,
      currency: order.currency,
    });
    await receiveWebhook(ctx.db, ctx.env, "demo", body, headers);
  }
  return presentOrder(ctx, (await ctx.db.select().from(orders).where(eq(orders.id, order.id)).get())!);
}

const RELEASED_NOTE = said("Released after review");

/** An on-hold order: release it (apply the payment as it is) or refund it. */
export async function resolveHold(ctx: ServiceContext, orderId: string, input: { action: "release" | "refund"; note?: string }): Promise<OrderOut> {
  const order = await orderForManager(ctx, orderId);
  if (order.status !== "on_hold") throw new AppError("CONFLICT", "This order is not on hold.");
  if (input.action === "refund") return refundOrder(ctx, orderId, { reason: input.note || noteIn(order, said("Refunded on review: {{reason}}", { reason: order.holdReason ?? said("on hold") })) });
  if (!order.provider) throw new AppError("CONFLICT", "This order has no recorded payment to release.");
  // The order's history is the buyer's to read too: it says the order was released; the manager's
  // note (what they checked, with whom) stays in the school's action log.
  const outcome = await applyPaid(ctx.db, ctx.env, order, { provider: order.provider, providerRef: order.providerRef, paymentRef: order.paymentRef }, ["on_hold"], noteIn(order, RELEASED_NOTE));
  if (outcome.result === "applied") await recordAuditEntry(ctx, { action: "order.release", tenantId: order.tenantId, target: { type: "order", id: order.id, label: order.number }, detail: { note: input.note ?? null } });
  if (outcome.emailOutboxId) ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, [outcome.emailOutboxId]));
  return presentOrder(ctx, (await ctx.db.select().from(orders).where(eq(orders.id, order.id)).get())!);
}
