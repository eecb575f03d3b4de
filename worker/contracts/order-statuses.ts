/**
 * An order's states, alone in a module without schemas: the document renderer (another Worker)
 * reads them, and importing contracts/commerce.ts would bundle its schemas and the country list.
 */
export const ORDER_STATUSES = ["pending", "paid", "on_hold", "refunded", "cancelled", "failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
