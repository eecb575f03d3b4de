import { and, eq, sql, type SQL } from "drizzle-orm";
import { brandName } from "../../contracts/brand";
import { formatMoney } from "../../contracts/money";
import { type OrderStatus } from "../../contracts/commerce";
import { orderItems, orders, paymentEvents, tenants, type Order, type OrderItem, type PaymentEvent } from "../../db/schema";
import { rawBatch, type DB } from "../../lib/db";
import { prepareEmailWhen } from "../../platform";
import { orderAccessKey } from "../orders/order-access";
import { historyInsert, noteIn, orderLocale } from "../orders/order-history";
import { said, type Said } from "../../lib/said";
import { getProvider } from "../providers/providers";
import { fulfilmentFor } from "./fulfilment";
import { confirmationEvent, isPayPalApproval, recordProviderEvent } from "./provider-events";

/*
 * Applies one stored provider event to its order. Every effect of a state change (each line
 * delivered or taken back by the owner of its kind, see fulfilment.ts; the receipt email; the
 * history entry; the order's own status) is one D1 batch — one transaction — and every statement in it
 * is guarded by the order's state BEFORE the change, with the order's own UPDATE last. A replayed,
 * duplicated or concurrent event therefore changes nothing the second time: an order is paid
 * exactly once, a gift counted once, a refund reversed once. Events may arrive in any order:
 * a refund or dispute for an order whose payment has not been applied yet asks to be retried.
 */

export class RetryLater extends Error {}

export type ApplyOutcome = { result: "applied" | "noop" | "held"; emailOutboxId?: string };

const UNPAID: OrderStatus[] = ["pending", "failed", "cancelled"];
const HAS_PAYMENT: OrderStatus[] = ["paid", "on_hold"];

const statusIn = (statuses: OrderStatus[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
/** "The order is (still) in one of these states" — evaluated inside the batch, before its last UPDATE. */
const orderIs = (orderId: string, statuses: OrderStatus[]) => sql`EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND status IN (${statusIn(statuses)}))`;

async function findOrder(db: DB, ev: PaymentEvent): Promise<Order | undefined> {
  if (ev.orderId) {
    const byId = await db.select().from(orders).where(eq(orders.id, ev.orderId)).get();
    if (byId) return byId;
  }
  if (ev.providerRef) {
    const byRef = await db
      .select()
      .from(orders)
      .where(and(eq(orders.provider, ev.provider), eq(orders.providerRef, ev.providerRef)))
      .get();
    if (byRef) return byRef;
  }
  if (ev.paymentRef) {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.provider, ev.provider), eq(orders.paymentRef, ev.paymentRef)))
      .get();
  }
  return undefined;
}

const orderLines = (db: DB, order: Order) => db.select().from(orderItems).where(eq(orderItems.orderId, order.id));

/** The owners of the order's line kinds, asked what paying or reversing it means for them. */
const fulfilmentOf = (order: Order, items: OrderItem[]) => fulfilmentFor({ id: order.id, tenantId: order.tenantId, userId: order.userId }, items.map((i) => i.kind));

/** The receipt, written in the batch only if the order has never been paid before. */
async function receiptEmail(db: DB, env: Env, order: Order, items: OrderItem[], guard: SQL, now: number) {
  const tenant = order.tenantId ? await db.select({ name: tenants.schoolName }).from(tenants).where(eq(tenants.id, order.tenantId)).get() : undefined;
  const origin = order.origin || "http://localhost";
  return prepareEmailWhen(
    {
      template: "payment_receipt",
      to: order.contactEmail,
      tenantId: order.tenantId,
      // The buyer's language at checkout; an older order (null) leaves it to delivery (their account's, else the school's).
      locale: order.locale === null ? null : orderLocale(order),
      data: {
        school_name: brandName(tenant?.name),
        name: order.contactName,
        order_number: order.number,
        total: formatMoney(order.total, order.currency),
        lines: items.map((i) => `${i.title} — ${formatMoney(i.amount, order.currency)}`),
        // The amounts again, unformatted: delivery formats them in the recipient's language.
        currency: order.currency,
        total_minor: order.total,
        items: items.map((i) => ({ title: i.title, amount_minor: i.amount })),
        link: `${origin}/invoice/order/${order.id}?key=${encodeURIComponent(await orderAccessKey(env, order.id))}`,
      },
    },
    sql`${guard} AND (SELECT paid_at FROM orders WHERE id = ${order.id}) IS NULL`,
    now,
  );
}

/**
 * Applies a payment: every line delivered by its owner (gifts completed and counted, entitlements
 * granted), the receipt queued, the paid lines out of the cart, the order paid (and a physical
 * order released to fulfilment). `from` are the states it may leave.
 */
export async function applyPaid(db: DB, env: Env, order: Order, ev: Pick<PaymentEvent, "provider" | "providerRef" | "paymentRef">, from: OrderStatus[], note: string | null, now = Date.now()): Promise<ApplyOutcome> {
  const guard = orderIs(order.id, from);
  const items = await orderLines(db, order);
  const fulfilment = fulfilmentOf(order, items);
  const email = await receiptEmail(db, env, order, items, guard, now);
  const statements: SQL[] = [
    ...fulfilment.statements("paid", guard, now),
    email.statement,
    // What was paid leaves the buyer's server-side cart (the rest stays, in order).
    sql`UPDATE carts SET
        items = (SELECT COALESCE(json_group_array(j.value), '[]') FROM json_each(carts.items) j
                 WHERE j.value NOT IN (SELECT cart_item FROM order_items WHERE order_id = ${order.id})),
        updated_at = MAX(updated_at + 1, ${now})
      WHERE user_id = (SELECT user_id FROM orders WHERE id = ${order.id}) AND ${guard}`,
    historyInsert({ orderId: order.id, status: "paid", note, guard, at: now }),
    historyInsert({
      orderId: order.id,
      status: "awaiting_fulfilment",
      note: noteIn(order, said("Released to fulfilment")),
      guard: sql`${guard} AND EXISTS (SELECT 1 FROM orders WHERE id = ${order.id} AND fulfilment_status = 'awaiting_payment')`,
      at: now + 1,
    }),
    sql`UPDATE orders SET status = 'paid', hold_reason = NULL,
        paid_at = COALESCE(paid_at, ${now}),
        provider = COALESCE(${ev.provider}, provider),
        provider_ref = COALESCE(${ev.providerRef}, provider_ref),
        payment_ref = COALESCE(${ev.paymentRef}, payment_ref),
        fulfilment_status = CASE fulfilment_status WHEN 'awaiting_payment' THEN 'paid' ELSE fulfilment_status END,
        updated_at = ${now}
      WHERE id = ${order.id} AND status IN (${statusIn(from)})`,
  ];
  const results = await rawBatch(env.DB, statements);
  await fulfilment.afterCommit(db, now);
  const changed = (results[results.length - 1] as D1Result).meta.changes > 0;
  return changed ? { result: "applied", emailOutboxId: email.outboxId } : { result: "noop" };
}

/**
 * Holds a payment for the school's review. The reason is the order's hold reason and its history's
 * note, both read by the buyer (the order and tracking pages) and by the school's staff, so it is
 * said in the buyer's language (noteIn) and in words for both: what happened and what happens next.
 */
async function hold(db: DB, d1: D1Database, order: Order, why: Said, from: OrderStatus[], ev: Partial<Pick<PaymentEvent, "provider" | "providerRef" | "paymentRef">>, now: number): Promise<ApplyOutcome> {
  const guard = orderIs(order.id, from);
  const reason = noteIn(order, why);
  const results = await rawBatch(d1, [
    historyInsert({ orderId: order.id, status: "on_hold", note: reason, guard, at: now }),
    sql`UPDATE orders SET status = 'on_hold', hold_reason = ${reason}, provider = COALESCE(provider, ${ev.provider ?? null}),
        provider_ref = COALESCE(${ev.providerRef ?? null}, provider_ref), payment_ref = COALESCE(${ev.paymentRef ?? null}, payment_ref), updated_at = ${now}
      WHERE id = ${order.id} AND status IN (${statusIn(from)})`,
  ]);
  return (results[1] as D1Result).meta.changes > 0 ? { result: "held" } : { result: "noop" };
}

/**
 * Reverses a paid order (full refund, or a dispute lost): gifts refunded and what was still counted of them taken off the totals,
 * entitlements revoked, unshipped fulfilment cancelled, the order refunded.
 */
export async function applyReversal(db: DB, d1: D1Database, order: Order, status: "refunded", note: string, now = Date.now()): Promise<ApplyOutcome> {
  const guard = orderIs(order.id, HAS_PAYMENT);
  const fulfilment = fulfilmentOf(order, await orderLines(db, order));
  const statements: SQL[] = [
    ...fulfilment.statements("reversed", guard, now),
    historyInsert({ orderId: order.id, status, note, guard, at: now }),
    sql`UPDATE orders SET status = ${status}, refunded_amount = total, hold_reason = NULL,
        fulfilment_status = CASE WHEN fulfilment_status IN ('awaiting_payment', 'paid', 'packed') THEN 'cancelled' ELSE fulfilment_status END,
        updated_at = ${now}
      WHERE id = ${order.id} AND status IN (${statusIn(HAS_PAYMENT)})`,
  ];
  const results = await rawBatch(d1, statements);
  await fulfilment.afterCommit(db, now);
  return (results[results.length - 1] as D1Result).meta.changes > 0 ? { result: "applied" } : { result: "noop" };
}

const money = (amount: number, currency: string) => formatMoney(amount, currency);

async function onPaymentSucceeded(db: DB, env: Env, order: Order, ev: PaymentEvent, now: number): Promise<ApplyOutcome> {
  if (order.status === "paid" || order.status === "refunded" || order.status === "on_hold") {
    const otherPayment = ev.providerRef && order.providerRef && ev.providerRef !== order.providerRef && order.provider === ev.provider;
    if (order.status === "paid" && otherPayment) {
      return hold(db, env.DB, order, said("A second payment ({{provider}} {{reference}}) arrived for this paid order, so one of them will be refunded.", { provider: ev.provider, reference: ev.providerRef ?? "" }), ["paid"], {}, now);
    }
    return { result: "noop" };
  }
  if (ev.amount !== null && (ev.amount !== order.total || (ev.currency ?? "").toUpperCase() !== order.currency)) {
    const paid = ev.currency ? money(ev.amount, ev.currency.toUpperCase()) : said("{{amount}} (no currency)", { amount: ev.amount });
    return hold(db, env.DB, order, said("Paid {{paid}} but the order total is {{total}}.", { paid, total: money(order.total, order.currency) }), UNPAID, ev, now);
  }
  const conflict = await fulfilmentOf(order, await orderLines(db, order)).conflict(db, now);
  if (conflict) return hold(db, env.DB, order, conflict, UNPAID, ev, now);
  return applyPaid(db, env, order, ev, UNPAID, noteIn(order, said("Paid with {{provider}}", { provider: ev.provider })), now);
}

async function onPaymentEnded(db: DB, d1: D1Database, order: Order, ev: PaymentEvent, now: number): Promise<ApplyOutcome> {
  // Only the attempt the order is waiting on can fail it; a late failure of an old attempt is ignored.
  if (order.status !== "pending" || (ev.providerRef && order.providerRef && ev.providerRef !== order.providerRef)) return { result: "noop" };
  const status = ev.type === "payment.cancelled" ? "cancelled" : "failed";
  const guard = orderIs(order.id, ["pending"]);
  const results = await rawBatch(d1, [
    historyInsert({ orderId: order.id, status, note: noteIn(order, status === "cancelled" ? said("Payment cancelled") : said("Payment failed")), guard, at: now }),
    sql`UPDATE orders SET status = ${status}, updated_at = ${now} WHERE id = ${order.id} AND status = 'pending'`,
  ]);
  return (results[1] as D1Result).meta.changes > 0 ? { result: "applied" } : { result: "noop" };
}

async function onRefund(db: DB, d1: D1Database, order: Order, ev: PaymentEvent, now: number): Promise<ApplyOutcome> {
  if (order.status === "refunded") return { result: "noop" };
  if (!HAS_PAYMENT.includes(order.status)) throw new RetryLater("The refund arrived before the payment was applied; retrying.");
  // Providers report the running total refunded on the payment, so replays and reordering cannot double count.
  const refundedTotal = Math.min(order.total, ev.amount ?? order.total);
  if (refundedTotal >= order.total) return applyReversal(db, d1, order, "refunded", noteIn(order, said("Refunded {{amount}} ({{provider}})", { amount: money(order.total, order.currency), provider: ev.provider })), now);
  if (refundedTotal <= order.refundedAmount) return { result: "noop" };
  // The refunded part leaves what the lines count (gifts first: fulfilment.ts), in the batch that
  // raises the order's running total, so a replay or a late smaller total finds nothing to do.
  const guard = sql`EXISTS (SELECT 1 FROM orders WHERE id = ${order.id} AND refunded_amount < ${refundedTotal})`;
  const fulfilment = fulfilmentOf(order, await orderLines(db, order));
  const results = await rawBatch(d1, [
    ...fulfilment.partialRefund(refundedTotal, guard, now),
    historyInsert({ orderId: order.id, status: "partially_refunded", note: noteIn(order, said("Refunded {{amount}} of {{total}}", { amount: money(refundedTotal, order.currency), total: money(order.total, order.currency) })), guard, at: now }),
    sql`UPDATE orders SET refunded_amount = ${refundedTotal}, updated_at = ${now} WHERE id = ${order.id} AND refunded_amount < ${refundedTotal}`,
  ]);
  await fulfilment.afterCommit(db, now);
  return (results[results.length - 1] as D1Result).meta.changes > 0 ? { result: "applied" } : { result: "noop" };
}

const disputeHold = (provider: string) => said("Payment disputed with {{provider}}: the order waits for the outcome.", { provider });

/** Whether the order's hold is the dispute's (in the buyer's language; in English before holds were said in it). */
const heldForDispute = (order: Order, provider: string) => order.holdReason === noteIn(order, disputeHold(provider)) || (order.holdReason ?? "").startsWith("Payment disputed");

async function onDispute(db: DB, d1: D1Database, order: Order, ev: PaymentEvent, now: number): Promise<ApplyOutcome> {
  if (ev.type === "dispute.opened") {
    if (order.status === "pending") throw new RetryLater("The dispute arrived before the payment was applied; retrying.");
    return hold(db, d1, order, disputeHold(ev.provider), ["paid"], {}, now);
  }
  if (ev.type === "dispute.lost") {
    if (order.status === "pending") throw new RetryLater("The dispute arrived before the payment was applied; retrying.");
    return applyReversal(db, d1, order, "refunded", noteIn(order, said("Dispute lost: the payment was returned to the payer ({{provider}})", { provider: ev.provider })), now);
  }
  // dispute.won: back to paid when the hold was the dispute's.
  if (order.status !== "on_hold" || !heldForDispute(order, ev.provider)) return { result: "noop" };
  const guard = sql`EXISTS (SELECT 1 FROM orders WHERE id = ${order.id} AND status = 'on_hold')`;
  const results = await rawBatch(d1, [
    historyInsert({ orderId: order.id, status: "paid", note: noteIn(order, said("Dispute won")), guard, at: now }),
    sql`UPDATE orders SET status = 'paid', hold_reason = NULL, updated_at = ${now} WHERE id = ${order.id} AND status = 'on_hold'`,
  ]);
  return (results[1] as D1Result).meta.changes > 0 ? { result: "applied" } : { result: "noop" };
}

/** Applies a stored event to its order. Throws RetryLater when it must wait for another event. */
export async function applyPaymentEvent(db: DB, env: Env, ev: PaymentEvent, now = Date.now()): Promise<ApplyOutcome> {
  if (ev.type === "ignored" && !isPayPalApproval(ev)) return { result: "noop" };
  const order = await findOrder(db, ev);
  if (!order) throw new RetryLater("No order matches this event yet.");
  if (ev.type === "ignored") {
    // PayPal: approved by the buyer but not captured. Capture now (fetchStatus captures an APPROVED
    // order) and record the result as a confirmation event, exactly as the success page would.
    if (order.status !== "pending" || !order.providerRef) return { result: "noop" };
    const status = await getProvider(env, "paypal").fetchStatus(order.providerRef, order.id);
    if (status.state === "paid") await recordProviderEvent(db, env.PAYMENTS_QUEUE, confirmationEvent("paypal", order.id, { ...status, state: "paid" }), JSON.stringify(status));
    return { result: "noop" };
  }
  if (!ev.orderId) await db.update(paymentEvents).set({ orderId: order.id }).where(eq(paymentEvents.id, ev.id));
  switch (ev.type) {
    case "payment.succeeded":
      return onPaymentSucceeded(db, env, order, ev, now);
    case "payment.failed":
    case "payment.cancelled":
      return onPaymentEnded(db, env.DB, order, ev, now);
    case "refund.succeeded":
      return onRefund(db, env.DB, order, ev, now);
    case "dispute.opened":
    case "dispute.won":
    case "dispute.lost":
      return onDispute(db, env.DB, order, ev, now);
    default:
      return { result: "noop" };
  }
}
