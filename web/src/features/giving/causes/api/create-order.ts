import { IDEMPOTENCY_KEY_HEADER, type OrderCreateInput, type OrderOut } from "@contracts/commerce";
import { request } from "@/lib/api-client";

/** POST /orders/ with the checkout attempt's Idempotency-Key: a replay answers the same order. */
export const createOrder = (input: OrderCreateInput, idempotencyKey: string) =>
  request<OrderOut>("POST", "/orders/", { json: input, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
