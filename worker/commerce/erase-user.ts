import { eq, sql } from "drizzle-orm";
import { carts, orderEvents, orders } from "../db/schema";
import type { DB } from "../lib/db";
import type { ErasurePlan } from "../lib/erasure";

export const ERASED_CONTACT = "Erased account";

/**
 * Commerce's part of erasing a user: the cart goes; orders stay for the books (amounts, lines,
 * provider references) but lose everything that identifies the buyer, including the user id inside
 * the idempotency key; events they caused no longer name them.
 */
export function commerceErasure(db: DB, userId: string): ErasurePlan {
  return {
    statements: [
      db.delete(carts).where(eq(carts.userId, userId)),
      db
        .update(orders)
        .set({ userId: null, contactName: ERASED_CONTACT, contactEmail: "", contactPhone: null, shippingAddress: null, idempotencyKey: sql`'erased:' || ${orders.id}` })
        .where(eq(orders.userId, userId)),
      db.update(orderEvents).set({ actorId: null }).where(eq(orderEvents.actorId, userId)),
    ],
    objectKeys: [],
  };
}
