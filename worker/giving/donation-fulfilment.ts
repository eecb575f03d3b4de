import { sql, type SQL } from "drizzle-orm";
import type { FulfilmentHandler, FulfilmentInput } from "../lib/fulfilment";
import { said } from "../lib/said";

/*
 * What paying for (and refunding) gifts does to giving's tables: the pledged gifts become
 * completed and count towards their projects' and libraries' totals; a refund records the part
 * given back on the gift (refunded_amount, from commerce's allocation of the order's refunds to its
 * lines) and takes exactly that part off the totals; a gift refunded whole is `refunded` and no
 * longer counts as a donor. Only amount − refunded_amount of a completed gift counts anywhere.
 * Commerce runs these inside the order's guarded batch; the totals move before the gifts' own rows,
 * so each statement reads what the gifts recorded before this change.
 */

/** The refunded part commerce allocates to gift `id` (its running total, at most the gift). */
const lineRefunded = (lines: SQL, id: SQL, amount: SQL) => sql`MIN(${amount}, COALESCE((SELECT MAX(l.refunded_amount) FROM (${lines}) l WHERE l.ref_id = ${id}), 0))`;

/** This order's gift rows in a status (a completed gift only if this order paid it), with their allocated refund. */
const gifts = (lines: SQL, orderId: string, status: "pending" | "completed") =>
  sql`SELECT d.id, d.target_type, d.target_id, d.amount, d.refunded_amount, ${lineRefunded(lines, sql`d.id`, sql`d.amount`)} AS line_refunded FROM donations d
    WHERE d.id IN (SELECT ref_id FROM (${lines})) AND d.status = ${status} AND (d.status = 'pending' OR d.order_id = ${orderId})`;

/**
 * Moves projects' and libraries' totals by `changes` (rows of target_type, target_id, raised: the
 * signed change of the amount counted, donors: the signed change of the donor count).
 */
function totalsUpdates({ guard, now }: FulfilmentInput, changes: SQL): SQL[] {
  return (["projects", "libraries"] as const).map((table) => {
    const target = table === "projects" ? "project" : "library";
    const matching = sql`FROM (${changes}) c WHERE c.target_type = ${target} AND c.target_id = ${sql.raw(table)}.id`;
    return sql`UPDATE ${sql.raw(table)} SET
        raised_amount = MAX(0, raised_amount + (SELECT COALESCE(SUM(c.raised), 0) ${matching})),
        donor_count = MAX(0, donor_count + (SELECT COALESCE(SUM(c.donors), 0) ${matching})),
        updated_at = ${now}
      WHERE id IN (SELECT c.target_id FROM (${changes}) c WHERE c.target_type = ${target}) AND ${guard}`;
  });
}

export const donationFulfilment: FulfilmentHandler = {
  // A gift paid after part of its order was refunded (an on-hold order released) counts only the rest.
  onPaid: (input) => [
    ...totalsUpdates(
      input,
      sql`SELECT g.target_type, g.target_id, g.amount - g.line_refunded AS raised, CASE WHEN g.line_refunded < g.amount THEN 1 ELSE 0 END AS donors
        FROM (${gifts(input.lines, input.order.id, "pending")}) g`,
    ),
    sql`UPDATE donations SET
        status = CASE WHEN ${lineRefunded(input.lines, sql`donations.id`, sql`donations.amount`)} >= amount THEN 'refunded' ELSE 'completed' END,
        refunded_amount = ${lineRefunded(input.lines, sql`donations.id`, sql`donations.amount`)},
        order_id = ${input.order.id}, completed_at = ${input.now}, updated_at = ${input.now}
      WHERE id IN (SELECT ref_id FROM (${input.lines})) AND status = 'pending' AND ${input.guard}`,
  ],

  onPartiallyRefunded: (input) => [
    ...totalsUpdates(
      input,
      sql`SELECT g.target_type, g.target_id, g.refunded_amount - g.line_refunded AS raised, CASE WHEN g.line_refunded >= g.amount THEN -1 ELSE 0 END AS donors
        FROM (${gifts(input.lines, input.order.id, "completed")}) g WHERE g.line_refunded > g.refunded_amount`,
    ),
    sql`UPDATE donations SET
        status = CASE WHEN ${lineRefunded(input.lines, sql`donations.id`, sql`donations.amount`)} >= amount THEN 'refunded' ELSE status END,
        refunded_amount = ${lineRefunded(input.lines, sql`donations.id`, sql`donations.amount`)},
        updated_at = ${input.now}
      WHERE id IN (SELECT ref_id FROM (${input.lines})) AND status = 'completed' AND order_id = ${input.order.id}
        AND refunded_amount < ${lineRefunded(input.lines, sql`donations.id`, sql`donations.amount`)} AND ${input.guard}`,
  ],

  // What a partial refund already took off is not taken again: only the rest of each gift.
  onReversed: (input) => [
    ...totalsUpdates(input, sql`SELECT g.target_type, g.target_id, g.refunded_amount - g.amount AS raised, -1 AS donors FROM (${gifts(input.lines, input.order.id, "completed")}) g`),
    sql`UPDATE donations SET status = 'refunded', refunded_amount = amount, updated_at = ${input.now}
      WHERE id IN (SELECT ref_id FROM (${input.lines})) AND status = 'completed' AND order_id = ${input.order.id} AND ${input.guard}`,
  ],

  /** Projects reaching their goal become funded; a refund below the goal makes them active again. */
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
    return said("A gift in this order was already paid by another order ({{orders}}), so this payment will be refunded.", { orders: taken.map((t) => t.order_id ?? "?").join(", ") });
  },
};
