import { sql, type SQL } from "drizzle-orm";
import type { OrderItemKind } from "../../contracts/commerce";
import type { DB } from "../../lib/db";
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

/** This order's lines of the given kinds, in the shape FulfilmentInput.lines documents. */
const linesOf = (orderId: string, kinds: OrderItemKind[]) =>
  sql`SELECT oi.ref_id AS ref_id, ci.kind AS catalog_kind, ci.ref_id AS catalog_ref
    FROM order_items oi LEFT JOIN catalog_items ci ON ci.id = oi.ref_id AND oi.kind <> 'donation'
    WHERE oi.order_id = ${orderId} AND oi.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})`;

/** One entry per handler the order's kinds need (a handler serving two kinds is asked once). */
function plan(order: PaidOrder, kinds: Iterable<OrderItemKind>): { handler: FulfilmentHandler; lines: SQL }[] {
  const byHandler = new Map<FulfilmentHandler, OrderItemKind[]>();
  for (const kind of new Set(kinds)) {
    const handler = HANDLERS[kind];
    if (handler) byHandler.set(handler, [...(byHandler.get(handler) ?? []), kind]);
  }
  return [...byHandler].map(([handler, handled]) => ({ handler, lines: linesOf(order.id, handled) }));
}

export interface Fulfilment {
  /** The owners' statements for the guarded batch. */
  statements(change: "paid" | "reversed", guard: SQL, now: number): SQL[];
  afterCommit(db: DB, now: number): Promise<void>;
  /** The first reason an owner gives to hold this payment, or null. */
  conflict(db: DB, now: number): Promise<string | null>;
}

export function fulfilmentFor(order: PaidOrder, kinds: Iterable<OrderItemKind>): Fulfilment {
  const steps = plan(order, kinds);
  const input = (lines: SQL, now: number): Omit<FulfilmentInput, "guard"> => ({ order, lines, now });
  return {
    statements: (change, guard, now) =>
      steps.flatMap(({ handler, lines }) => (change === "paid" ? handler.onPaid : handler.onReversed)({ ...input(lines, now), guard })),
    async afterCommit(db, now) {
      for (const { handler, lines } of steps) await handler.afterCommit?.(db, input(lines, now));
    },
    async conflict(db, now) {
      for (const { handler, lines } of steps) {
        const reason = await handler.conflict?.(db, input(lines, now));
        if (reason) return reason;
      }
      return null;
    },
  };
}
