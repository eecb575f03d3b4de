import { sql } from "drizzle-orm";
import type { FulfilmentHandler } from "../lib/fulfilment";
import { said } from "../lib/said";

/*
 * What paying for a course or teacher-training course grants: an entitlement for the buyer
 * (revoked by a refund) and an enrolment in the course the item sells. Lesson access reads the
 * entitlement, so it follows the payment.
 */
export const entitlementFulfilment: FulfilmentHandler = {
  onPaid: ({ order, lines, guard, now }) =>
    order.userId === null
      ? []
      : [
          sql`INSERT OR IGNORE INTO entitlements (id, tenant_id, user_id, catalog_item_id, kind, ref_id, order_id, revoked_at, created_at)
            SELECT 'ent_' || lower(hex(randomblob(16))), ${order.tenantId}, ${order.userId}, l.ref_id, l.catalog_kind, l.catalog_ref, ${order.id}, NULL, ${now}
            FROM (${lines}) l WHERE l.catalog_kind IS NOT NULL AND ${guard}`,
          // The buyer is enrolled in the course the item sells (kept through a refund, with its
          // progress; the revoked entitlement is what locks the lessons again).
          sql`INSERT OR IGNORE INTO course_enrollments (id, tenant_id, user_id, course_id, source, completed_at, last_lesson_id, last_active_at, created_at)
            SELECT 'enr_' || lower(hex(randomblob(16))), ${order.tenantId}, ${order.userId}, c.id, 'purchase', NULL, NULL, ${now}, ${now}
            FROM (${lines}) l JOIN courses c ON c.catalog_item_id = l.ref_id WHERE l.catalog_kind IN ('course', 'teacher_training') AND ${guard}`,
          // Paid again after a reversal (a held payment released): the same entitlements return.
          sql`UPDATE entitlements SET revoked_at = NULL WHERE order_id = ${order.id} AND revoked_at IS NOT NULL AND ${guard}`,
        ],

  onReversed: ({ order, guard, now }) => [sql`UPDATE entitlements SET revoked_at = ${now} WHERE order_id = ${order.id} AND revoked_at IS NULL AND ${guard}`],

  // Commerce refuses a visitor's order for a course; one placed before that rule would be paid for
  // nothing (no one to grant it to), so its payment waits for a refund instead of being applied.
  conflict: async (_db, { order }) =>
    order.userId === null ? said("A course in this order was bought without an account, so it cannot open for anyone, and this payment will be refunded.") : null,
};
