import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../contracts/locales";
import type { Order } from "../../db/schema";
import { newId } from "../../lib/ids";
import { sayIn, type Said } from "../../lib/said";

/**
 * The one way an order's history grows in a batch of hand-written SQL: the entry is written only
 * when `guard` still holds inside the batch (the state the change was checked against).
 */
export function historyInsert(entry: { orderId: string; status: string; note: string | null; actorId?: string | null; guard: SQL; at: number }): SQL {
  return sql`INSERT INTO order_events (id, order_id, status, note, actor_id, created_at)
    SELECT ${newId("oev")}, ${entry.orderId}, ${entry.status}, ${entry.note}, ${entry.actorId ?? null}, ${entry.at} WHERE ${entry.guard}`;
}

/** The language the buyer checked out in; an order from before it was kept (null) or an unknown value: English. */
export const orderLocale = (order: Pick<Order, "locale">): Locale => (order.locale && isLocale(order.locale) ? order.locale : DEFAULT_LOCALE);

/**
 * A history note the server writes, in the buyer's language: the buyer reads the history (order
 * page, tracking page) later, often from an email link, when no request says their language.
 */
export const noteIn = (order: Pick<Order, "locale">, message: Said): string => sayIn(orderLocale(order), message);
