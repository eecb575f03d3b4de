import { sql, type SQL } from "drizzle-orm";
import type { FulfilmentHandler, FulfilmentInput } from "../lib/fulfilment";

/*
 * What paying for (and refunding) gifts does to giving's tables: the pledged gifts become
 * completed and count towards their projects' and libraries' totals; a reversal refunds them and
 * takes them off again. Commerce runs these inside the order's guarded batch.
 */

/** This order's gift rows in a status (a completed gift only if this order paid it). */
const gifts = (lines: SQL, orderId: string, status: "pending" | "completed") =>
  sql`SELECT d.id, d.target_type, d.target_id, d.amount FROM donations d
    WHERE d.id IN (SELECT ref_id FROM (${lines})) AND d.status = ${status} AND (d.status = 'pending' OR d.order_id = ${orderId})`;

/** Adds (sign 1) or removes (sign -1) the gifts in `status` to/from projects' and libraries' totals. */
function raisedUpdates({ lines, order, guard, now }: FulfilmentInput, status: "pending" | "completed", sign: 1 | -1): SQL[] {
  return (["projects", "libraries"] as const).map((table) => {
    const target = table === "projects" ? "project" : "library";
    const matching = sql`FROM (${gifts(lines, order.id, status)}) g WHERE g.target_type = ${target} AND g.target_id = ${sql.raw(table)}.id`;
    return sql`UPDATE ${sql.raw(table)} SET
        raised_amount = MAX(0, raised_amount + ${sign} * (SELECT COALESCE(SUM(g.amount), 0) ${matching})),
        donor_count = MAX(0, donor_count + ${sign} * (SELECT COUNT(*) ${matching})),
        updated_at = ${now}
      WHERE id IN (SELECT g.target_id FROM (${gifts(lines, order.id, status)}) g WHERE g.target_type = ${target}) AND ${guard}`;
  });
}

export const donationFulfilment: FulfilmentHandler = {
  onPaid: (input) => [
    ...raisedUpdates(input, "pending", 1),
    sql`UPDATE donations SET status = 'completed', order_id = ${input.order.id}, completed_at = ${input.now}, updated_at = ${input.now}
      WHERE id IN (SELECT ref_id FROM (${input.lines})) AND status = 'pending' AND ${input.guard}`,
  ],

  onReversed: (input) => [
    ...raisedUpdates(input, "completed", -1),
    sql`UPDATE donations SET status = 'refunded', updated_at = ${input.now}
      WHERE id IN (SELECT ref_id FROM (${input.lines})) AND status = 'completed' AND order_id = ${input.order.id} AND ${input.guard}`,
  ],

  /** Projects reaching their goal become funded; a reversal below the goal makes them active again. */
  async afterCommit(db, { lines, now }) {
    await db.run(sql`UPDATE projects SET
        status = CASE WHEN raised_amount >= goal_amount THEN 'funded' ELSE 'active' END, updated_at = ${now}
      WHERE status IN ('active', 'funded')
        AND (status = 'active') = (raised_amount >= goal_amount)
        AND id IN (SELECT d.target_id FROM donations d WHERE d.id IN (SELECT ref_id FROM (${lines})) AND d.target_type = 'project')`);
  },

  async conflict(db, { lines }) {
    const taken = await db.all<{ order_id: string | null }>(sql`SELECT d.order_id FROM donations d WHERE d.id IN (SELECT ref_id FROM (${lines})) AND d.status <> 'pending'`);
    if (taken.length === 0) return null;
    return `A gift in this order was already paid by another order (${taken.map((t) => t.order_id ?? "?").join(", ")}): refund this payment.`;
  },
};
