import { queryOptions, useQuery } from "@tanstack/react-query";
import { type OrderOut } from "@contracts/commerce";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** GET /orders/{id}/?key=: an order for its owner, or a guest holding its access key. */
export const getOrder = (id: string, key?: string | null, signal?: AbortSignal) => api.get<OrderOut>(`/orders/${encodeURIComponent(id)}/`, { key }, signal);

export const orderQuery = (id: string, key?: string | null) => queryOptions({ queryKey: givingKeys.order(id), queryFn: ({ signal }) => getOrder(id, key, signal) });

export const useOrder = (id: string, key?: string | null, enabled = true) => useQuery({ ...orderQuery(id, key), enabled: enabled && !!id });
