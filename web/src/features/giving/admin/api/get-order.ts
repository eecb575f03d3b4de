import { queryOptions, useQuery } from "@tanstack/react-query";
import { type OrderOut } from "@contracts/commerce";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export const getOrder = (id: string, signal?: AbortSignal) => api.get<OrderOut>(`/orders/${encodeURIComponent(id)}/`, undefined, signal);

export const orderQuery = (id: string) => queryOptions({ queryKey: givingKeys.order(id), queryFn: ({ signal }) => getOrder(id, signal) });

export const useOrder = (id: string | null) => useQuery({ ...orderQuery(id ?? ""), enabled: !!id });
