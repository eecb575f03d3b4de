import { sql, type SQL } from "drizzle-orm";
import type { OrderItemKind } from "../../contracts/commerce";
import type { DB } from "../../lib/db";
import type { Said } from "../../lib/said";
import type { FulfilmentHandler, FulfilmentInput, PaidOrder } from "../../lib/fulfilment";
import { donationFulfilment } from "../../giving";
import { entitlementFulfilment } from "../../learning";

/**
 * Who delivers each kind of order line once it is paid, and takes it back on a refund. Commerce
 * asks the owner of a kind through its door; a new kind of paid item is one line here and a
 * handler in its own domain. Printed books have none: their fulfilment is the order's own
 * shipping status, which commerce keeps.
 */
const HANDLERS: Record<OrderItemKind, FulfilmentHandler | null> = {
  donation: donationFulfilment,
  course: entitlementFulfilment,
  teacher_training: entitlementFulfilment,
  printed_book: null,
};

/*
 * How refunds are allocated to an order's lines. A refund names an amount of the order (staff refund
 * "all that is left" or "part of it"; a provider's dashboard refunds the payment), never a line, and
 * providers report the running total refunded. That total is taken off the lines in one fixed
 * order: the gift lines first, then the other lines, each group in the order's line order (the
 * order_items ids sort in cart order, as the invoice lists them), each line up to its amount; the
 * shipping is what is left after the last line. Gifts come first because a gift is the one line
 * whose money is counted elsewhere (a cause's raised total, a child's or class's "Money I have
 * raised", the gift's receipt): those must never count money that went back to the payer, while
 * the other lines change nothing on a partial refund (a course stays open, a book ships) — so a
 * partial refund of a mixed order may lower a gift the refund was not meant for, never the other
 * way round. The allocation is a function of the running total alone, so every line's refunded part
 * only grows, the parts add up to the total (no cent counted twice, none lost) and a replayed or
 * reordered event computes the same numbers again.
 */
const allocatedRefund = (refundedTotal: SQL) =>
  sql`MIN(oi.amount, MAX(0, ${refundedTotal} - (SELECT COALESCE(SUM(p.amount), 0) FROM order_items p
      WHERE p.order_id = oi.order_id AND (p.kind <> 'donation', p.id) < (oi.kind <> 'donation', oi.id))))`;

/** The order's running refunded total as stored (the order's own UPDATE comes last in a batch). */
const storedRefund = (orderId: string) => sql`(SELECT refunded_amount FROM orders WHERE id = ${orderId})`;

/** This order's lines of the given kinds, in the shape FulfilmentInput.lines documents. */
const linesOf = (orderId: string, kinds: OrderItemKind[], refundedTotal: SQL) =>
  sql`SELECT oi.ref_id AS ref_id, ci.kind AS catalog_kind, ci.ref_id AS catalog_ref, oi.amount AS amount, ${allocatedRefund(refundedTotal)} AS refunded_amount
    FROM order_items oi LEFT JOIN catalog_items ci ON ci.id = oi.ref_id AND oi.kind <> 'donation'
    WHERE oi.order_id = ${orderId} AND oi.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})`;

/** One entry per handler the order's kinds need (a handler serving two kinds is asked once). */
function plan(order: PaidOrder, kinds: Iterable<OrderItemKind>): { handler: FulfilmentHandler; lines: (refundedTotal?: SQL) => SQL }[] {
  const byHandler = new Map<FulfilmentHandler, OrderItemKind[]>();
  for (const kind of new Set(kinds)) {
    const handler = HANDLERS[kind];
    if (handler) byHandler.set(handler, [...(byHandler.get(handler) ?? []), kind]);
  }
  return [...byHandler].map(([handler, handled]) => ({ handler, lines: (refundedTotal = storedRefund(order.id)) => linesOf(order.id, handled, refundedTotal) }));
}

export interface Fulfilment {
  /** The owners' statements for the guarded batch (a reversal refunds every line whole). */
  statements(change: "paid" | "reversed", guard: SQL, now: number): SQL[];
  /** The owners' statements for a partial refund bringing the order's running refunded total to `refundedTotal`. */
  partialRefund(refundedTotal: number, guard: SQL, now: number): SQL[];
  afterCommit(db: DB, now: number): Promise<void>;
  /** The first reason an owner gives to hold this payment, or null. */
  conflict(db: DB, now: number): Promise<Said | null>;
}

export function fulfilmentFor(order: PaidOrder, kinds: Iterable<OrderItemKind>): Fulfilment {
  const steps = plan(order, kinds);
  const input = (lines: SQL, now: number): Omit<FulfilmentInput, "guard"> => ({ order, lines, now });
  return {
    statements: (change, guard, now) =>
      steps.flatMap(({ handler, lines }) =>
        change === "paid" ? handler.onPaid({ ...input(lines(), now), guard }) : handler.onReversed({ ...input(lines(sql`(SELECT total FROM orders WHERE id = ${order.id})`), now), guard }),
      ),
    partialRefund: (refundedTotal, guard, now) => steps.flatMap(({ handler, lines }) => handler.onPartiallyRefunded?.({ ...input(lines(sql`${refundedTotal}`), now), guard }) ?? []),
    async afterCommit(db, now) {
      for (const { handler, lines } of steps) await handler.afterCommit?.(db, input(lines(), now));
    },
    async conflict(db, now) {
      for (const { handler, lines } of steps) {
        const reason = await handler.conflict?.(db, input(lines(), now));
        if (reason) return reason;
      }
      return null;
    },
  };
}
