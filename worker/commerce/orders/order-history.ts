import { sql, type SQL } from "drizzle-orm";
import { newId } from "../../lib/ids";

/**
 * The one way an order's history grows in a batch of hand-written SQL: the entry is written only
 * when `guard` still holds inside the batch (the state the change was checked against).
 */
export function historyInsert(entry: { orderId: string; status: string; note: string | null; actorId?: string | null; guard: SQL; at: number }): SQL {
  return sql`INSERT INTO order_events (id, order_id, status, note, actor_id, created_at)
    SELECT ${newId("oev")}, ${entry.orderId}, ${entry.status}, ${entry.note}, ${entry.actorId ?? null}, ${entry.at} WHERE ${entry.guard}`;
}
