import { type OrderOut } from "@contracts/commerce";
import { request } from "@/lib/api-client";

/** POST /orders/{id}/confirm/?key=: the server asks the provider whether the order was paid. */
export const confirmOrder = (id: string, key?: string | null) => request<OrderOut>("POST", `/orders/${encodeURIComponent(id)}/confirm/`, { json: {}, query: { key } });
