import { and, eq, sql, type SQL } from "drizzle-orm";
import { emailOutbox, orders, paymentEvents, tenants, type Order, type PaymentEvent } from "../../db/schema";
import { formatMoney, type OrderStatus } from "../../contracts/giving";
import { rawBatch, type DB } from "../../lib/db";
import { newId } from "../../lib/ids";
import { TEMPLATES } from "../../platform";
import { orderAccessKey } from "../orders/order-access";
import { getProvider } from "../providers/providers";
import { recordProviderEvent } from "./payment-events.service";

/*
 * Applies one stored provider event to its order. Every effect of a state change (gifts
 * completed, projects' raised amounts, enrolment entitlements, the receipt email, the history
 * entry and the order's own status) is one D1 batch — one transaction — and every statement in it
 * is guarded by the order's state BEFORE the change, with the order's own UPDATE last. A replayed,
 * duplicated or concurrent event therefore changes nothing the second time: an order is paid
 * exactly once, a gift counted once, a refund reversed once. Events may arrive in any order:
 * a refund or dispute for an order whose payment has not been applied yet asks to be retried.
 */

export class RetryLater extends Error {}

export type ApplyOutcome = { result: "applied" | "noop" | "held"; emailOutboxId?: string };

const PLATFORM_NAME = "Schools Platform";
const UNPAID: OrderStatus[] = ["pending", "failed", "cancelled"];
const HAS_PAYMENT: OrderStatus[] = ["paid", "on_hold"];

const statusIn = (statuses: OrderStatus[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
/** "The order is (still) in one of these states" — evaluated inside the batch, before its last UPDATE. */
const orderIs = (orderId: string, statuses: OrderStatus[]) => sql`EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND status IN (${statusIn(statuses)}))`;

/** Gift rows of this order (through its items), optionally in a status. */
const orderDonations = (orderId: string, status: string) =>
  sql`SELECT d.id, d.target_type, d.target_id, d.amount FROM donations d JOIN order_items oi ON oi.ref_id = d.id AND oi.kind = 'donation' AND oi.order_id = ${orderId} WHERE d.status = ${status} AND (d.status = 'pending' OR d.order_id = ${orderId})`;

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

function historyInsert(orderId: string, status: string, note: string | null, guard: SQL, now: number) {
  return sql`INSERT INTO order_events (id, order_id, status, note, actor_id, created_at) SELECT ${newId("oev")}, ${orderId}, ${status}, ${note}, NULL, ${now} WHERE ${guard}`;
}

/** Adds (sign 1) or removes (sign -1) this order's gifts in `status` to/from projects and libraries. */
function raisedUpdates(orderId: string, donationStatus: string, sign: 1 | -1, guard: SQL, now: number): SQL[] {
  return (["projects", "libraries"] as const).map((table) => {
    const target = table === "projects" ? "project" : "library";
    const gifts = sql`FROM (${orderDonations(orderId, donationStatus)}) g WHERE g.target_type = ${target} AND g.target_id = ${sql.raw(table)}.id`;
    return sql`UPDATE ${sql.raw(table)} SET
        raised_amount = MAX(0, raised_amount + ${sign} * (SELECT COALESCE(SUM(g.amount), 0) ${gifts})),
        donor_count = MAX(0, donor_count + ${sign} * (SELECT COUNT(*) ${gifts})),
        updated_at = ${now}
      WHERE id IN (SELECT g.target_id FROM (${orderDonations(orderId, donationStatus)}) g WHERE g.target_type = ${target}) AND ${guard}`;
  });
}

/** Projects reaching their goal become funded; a reversal below the goal makes them active again. */
const fundedStatusUpdate = (orderId: string, now: number) =>
  sql`UPDATE projects SET
      status = CASE WHEN raised_amount >= goal_amount THEN 'funded' ELSE 'active' END, updated_at = ${now}
    WHERE status IN ('active', 'funded')
      AND (status = 'active') = (raised_amount >= goal_amount)
      AND id IN (SELECT d.target_id FROM donations d JOIN order_items oi ON oi.ref_id = d.id AND oi.kind = 'donation' AND oi.order_id = ${orderId} WHERE d.target_type = 'project')`;

async function receiptEmail(db: DB, env: Env, order: Order, guard: SQL, now: number) {
  const tenant = order.tenantId ? await db.select({ name: tenants.schoolName }).from(tenants).where(eq(tenants.id, order.tenantId)).get() : undefined;
  const items = await db.query.orderItems.findMany({ where: (t, { eq: e }) => e(t.orderId, order.id) });
  const origin = order.origin || "http://localhost";
  const data = TEMPLATES.payment_receipt.data.parse({
    school_name: tenant?.name ?? PLATFORM_NAME,
    name: order.contactName,
    order_number: order.number,
    total: formatMoney(order.total, order.currency),
    lines: items.map((i) => `${i.title} — ${formatMoney(i.amount, order.currency)}`),
    link: `${origin}/invoice/order/${order.id}?key=${encodeURIComponent(await orderAccessKey(env, order.id))}`,
  });
  const id = newId("eml");
  const subject = TEMPLATES.payment_receipt.subject(data);
  return {
    id,
    statement: sql`INSERT INTO ${emailOutbox} (id, tenant_id, template, to_address, subject, payload, status, attempts, created_at, updated_at)
      SELECT ${id}, ${order.tenantId}, 'payment_receipt', ${order.contactEmail}, ${subject}, ${JSON.stringify(data)}, 'queued', 0, ${now}, ${now}
      WHERE ${guard} AND ${sql`(SELECT paid_at FROM orders WHERE id = ${order.id}) IS NULL`}`,
  };
}

/**
 * Applies a payment: gifts completed and counted, entitlements granted, the receipt queued, the
 * order paid (and a physical order released to fulfilment). `from` are the states it may leave.
 */
export async function applyPaid(db: DB, env: Env, order: Order, ev: Pick<PaymentEvent, "provider" | "providerRef" | "paymentRef">, from: OrderStatus[], note: string | null, now = Date.now()): Promise<ApplyOutcome> {
  const guard = orderIs(order.id, from);
  const email = await receiptEmail(db, env, order, guard, now);
  const statements: SQL[] = [
    ...raisedUpdates(order.id, "pending", 1, guard, now),
    sql`UPDATE donations SET status = 'completed', order_id = ${order.id}, completed_at = ${now}, updated_at = ${now}
      WHERE id IN (SELECT ref_id FROM order_items WHERE order_id = ${order.id} AND kind = 'donation') AND status = 'pending' AND ${guard}`,
    sql`INSERT OR IGNORE INTO entitlements (id, tenant_id, user_id, catalog_item_id, kind, ref_id, order_id, revoked_at, created_at)
      SELECT 'ent_' || lower(hex(randomblob(16))), o.tenant_id, o.user_id, ci.id, ci.kind, ci.ref_id, o.id, NULL, ${now}
      FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN catalog_items ci ON ci.id = oi.ref_id
      WHERE oi.order_id = ${order.id} AND oi.kind IN ('course', 'teacher_training') AND o.user_id IS NOT NULL AND ${guard}`,
    sql`UPDATE entitlements SET revoked_at = NULL WHERE order_id = ${order.id} AND revoked_at IS NOT NULL AND ${guard}`,
    email.statement,
    // What was paid leaves the buyer's server-side cart (the rest stays, in order).
    sql`UPDATE carts SET
        items = (SELECT COALESCE(json_group_array(j.value), '[]') FROM json_each(carts.items) j
                 WHERE j.value NOT IN (SELECT cart_item FROM order_items WHERE order_id = ${order.id})),
        updated_at = MAX(updated_at + 1, ${now})
      WHERE user_id = (SELECT user_id FROM orders WHERE id = ${order.id}) AND ${guard}`,
    historyInsert(order.id, "paid", note, guard, now),
    sql`INSERT INTO order_events (id, order_id, status, note, actor_id, created_at)
      SELECT ${newId("oev")}, ${order.id}, 'awaiting_fulfilment', 'Released to fulfilment', NULL, ${now + 1}
      WHERE ${guard} AND EXISTS (SELECT 1 FROM orders WHERE id = ${order.id} AND fulfilment_status = 'awaiting_payment')`,
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
  // The funded flag follows the new totals (idempotent, so outside the guarded batch).
  await db.run(fundedStatusUpdate(order.id, now));
  const changed = (results[results.length - 1] as D1Result).meta.changes > 0;
  return changed ? { result: "applied", emailOutboxId: email.id } : { result: "noop" };
}

async function hold(db: DB, d1: D1Database, order: Order, reason: string, from: OrderStatus[], ev: Partial<Pick<PaymentEvent, "provider" | "providerRef" | "paymentRef">>, now: number): Promise<ApplyOutcome> {
  const guard = orderIs(order.id, from);
  const results = await rawBatch(d1, [
    historyInsert(order.id, "on_hold", reason, guard, now),
    sql`UPDATE orders SET status = 'on_hold', hold_reason = ${reason}, provider = COALESCE(provider, ${ev.provider ?? null}),
        provider_ref = COALESCE(${ev.providerRef ?? null}, provider_ref), payment_ref = COALESCE(${ev.paymentRef ?? null}, payment_ref), updated_at = ${now}
      WHERE id = ${order.id} AND status IN (${statusIn(from)})`,
  ]);
  return (results[1] as D1Result).meta.changes > 0 ? { result: "held" } : { result: "noop" };
}

/**
 * Reverses a paid order (full refund, or a dispute lost): gifts refunded and taken off the totals,
 * entitlements revoked, unshipped fulfilment cancelled, the order refunded.
 */
export async function applyReversal(db: DB, d1: D1Database, order: Order, status: "refunded", note: string, now = Date.now()): Promise<ApplyOutcome> {
  const guard = orderIs(order.id, HAS_PAYMENT);
  const statements: SQL[] = [
    ...raisedUpdates(order.id, "completed", -1, guard, now),
    sql`UPDATE donations SET status = 'refunded', updated_at = ${now}
      WHERE id IN (SELECT ref_id FROM order_items WHERE order_id = ${order.id} AND kind = 'donation') AND status = 'completed' AND order_id = ${order.id} AND ${guard}`,
    sql`UPDATE entitlements SET revoked_at = ${now} WHERE order_id = ${order.id} AND revoked_at IS NULL AND ${guard}`,
    historyInsert(order.id, status, note, guard, now),
    sql`UPDATE orders SET status = ${status}, refunded_amount = total, hold_reason = NULL,
        fulfilment_status = CASE WHEN fulfilment_status IN ('awaiting_payment', 'paid', 'packed') THEN 'cancelled' ELSE fulfilment_status END,
        updated_at = ${now}
      WHERE id = ${order.id} AND status IN (${statusIn(HAS_PAYMENT)})`,
  ];
  const results = await rawBatch(d1, statements);
  await db.run(fundedStatusUpdate(order.id, now));
  return (results[results.length - 1] as D1Result).meta.changes > 0 ? { result: "applied" } : { result: "noop" };
}

const money = (amount: number, currency: string) => formatMoney(amount, currency);

async function onPaymentSucceeded(db: DB, env: Env, order: Order, ev: PaymentEvent, now: number): Promise<ApplyOutcome> {
  if (order.status === "paid" || order.status === "refunded" || order.status === "on_hold") {
    const otherPayment = ev.providerRef && order.providerRef && ev.providerRef !== order.providerRef && order.provider === ev.provider;
    if (order.status === "paid" && otherPayment) {
      return hold(db, env.DB, order, `A second payment (${ev.provider} ${ev.providerRef}) arrived for this paid order: refund one of them.`, ["paid"], {}, now);
    }
    return { result: "noop" };
  }
  if (ev.amount !== null && (ev.amount !== order.total || (ev.currency ?? "").toUpperCase() !== order.currency)) {
    const paid = ev.currency ? money(ev.amount, ev.currency.toUpperCase()) : `${ev.amount} (no currency)`;
    return hold(db, env.DB, order, `Paid ${paid} but the order total is ${money(order.total, order.currency)}.`, UNPAID, ev, now);
  }
  const taken = await db.all<{ id: string; order_id: string | null }>(sql`SELECT d.id, d.order_id FROM donations d JOIN order_items oi ON oi.ref_id = d.id AND oi.kind = 'donation' AND oi.order_id = ${order.id} WHERE d.status <> 'pending'`);
  if (taken.length > 0) {
    return hold(db, env.DB, order, `A gift in this order was already paid by another order (${taken.map((t) => t.order_id ?? "?").join(", ")}): refund this payment.`, UNPAID, ev, now);
  }
  return applyPaid(db, env, order, ev, UNPAID, `Paid with ${ev.provider}`, now);
}

async function onPaymentEnded(db: DB, d1: D1Database, order: Order, ev: PaymentEvent, now: number): Promise<ApplyOutcome> {
  // Only the attempt the order is waiting on can fail it; a late failure of an old attempt is ignored.
  if (order.status !== "pending" || (ev.providerRef && order.providerRef && ev.providerRef !== order.providerRef)) return { result: "noop" };
  const status = ev.type === "payment.cancelled" ? "cancelled" : "failed";
  const guard = orderIs(order.id, ["pending"]);
  const results = await rawBatch(d1, [
    historyInsert(order.id, status, status === "cancelled" ? "Payment cancelled" : "Payment failed", guard, now),
    sql`UPDATE orders SET status = ${status}, updated_at = ${now} WHERE id = ${order.id} AND status = 'pending'`,
  ]);
  return (results[1] as D1Result).meta.changes > 0 ? { result: "applied" } : { result: "noop" };
}

async function onRefund(db: DB, d1: D1Database, order: Order, ev: PaymentEvent, now: number): Promise<ApplyOutcome> {
  if (order.status === "refunded") return { result: "noop" };
  if (!HAS_PAYMENT.includes(order.status)) throw new RetryLater("The refund arrived before the payment was applied; retrying.");
  // Providers report the running total refunded on the payment, so replays and reordering cannot double count.
  const refundedTotal = Math.min(order.total, ev.amount ?? order.total);
  if (refundedTotal >= order.total) return applyReversal(db, d1, order, "refunded", `Refunded ${money(order.total, order.currency)} (${ev.provider})`, now);
  if (refundedTotal <= order.refundedAmount) return { result: "noop" };
  const guard = sql`EXISTS (SELECT 1 FROM orders WHERE id = ${order.id} AND refunded_amount < ${refundedTotal})`;
  const results = await rawBatch(d1, [
    historyInsert(order.id, "partially_refunded", `Refunded ${money(refundedTotal, order.currency)} of ${money(order.total, order.currency)}`, guard, now),
    sql`UPDATE orders SET refunded_amount = ${refundedTotal}, updated_at = ${now} WHERE id = ${order.id} AND refunded_amount < ${refundedTotal}`,
  ]);
  return (results[1] as D1Result).meta.changes > 0 ? { result: "applied" } : { result: "noop" };
}

async function onDispute(db: DB, d1: D1Database, order: Order, ev: PaymentEvent, now: number): Promise<ApplyOutcome> {
  if (ev.type === "dispute.opened") {
    if (order.status === "pending") throw new RetryLater("The dispute arrived before the payment was applied; retrying.");
    return hold(db, d1, order, `Payment disputed with ${ev.provider}: wait for the outcome before fulfilling.`, ["paid"], {}, now);
  }
  if (ev.type === "dispute.lost") {
    if (order.status === "pending") throw new RetryLater("The dispute arrived before the payment was applied; retrying.");
    return applyReversal(db, d1, order, "refunded", `Dispute lost: the payment was returned to the payer (${ev.provider})`, now);
  }
  // dispute.won: back to paid when the hold was the dispute's.
  if (order.status !== "on_hold" || !(order.holdReason ?? "").startsWith("Payment disputed")) return { result: "noop" };
  const guard = sql`EXISTS (SELECT 1 FROM orders WHERE id = ${order.id} AND status = 'on_hold')`;
  const results = await rawBatch(d1, [
    historyInsert(order.id, "paid", "Dispute won", guard, now),
    sql`UPDATE orders SET status = 'paid', hold_reason = NULL, updated_at = ${now} WHERE id = ${order.id} AND status = 'on_hold'`,
  ]);
  return (results[1] as D1Result).meta.changes > 0 ? { result: "applied" } : { result: "noop" };
}

/** Applies a stored event to its order. Throws RetryLater when it must wait for another event. */
export async function applyPaymentEvent(db: DB, env: Env, ev: PaymentEvent, now = Date.now()): Promise<ApplyOutcome> {
  if (ev.type === "ignored" && !(ev.provider === "paypal" && ev.providerType === "CHECKOUT.ORDER.APPROVED")) return { result: "noop" };
  const order = await findOrder(db, ev);
  if (!order) throw new RetryLater("No order matches this event yet.");
  if (ev.type === "ignored") {
    // PayPal: approved by the buyer but not captured. Capture now (fetchStatus captures an APPROVED
    // order) and record the result as a confirmation event, exactly as the success page would.
    if (order.status !== "pending" || !order.providerRef) return { result: "noop" };
    const status = await getProvider(env, "paypal").fetchStatus(order.providerRef, order.id);
    if (status.state === "paid") {
      await recordProviderEvent(db, env.PAYMENTS_QUEUE, {
        provider: "paypal",
        providerEventId: `confirm:${status.providerRef}:paid`,
        providerType: "server_confirmation",
        type: "payment.succeeded",
        orderId: order.id,
        providerRef: status.providerRef,
        paymentRef: status.paymentRef,
        amount: status.amount,
        currency: status.currency,
      }, JSON.stringify(status));
    }
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
