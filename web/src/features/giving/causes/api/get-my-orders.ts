import { queryOptions, useQuery } from "@tanstack/react-query";
import { type OrderOut } from "@contracts/commerce";
import { type Page } from "@contracts/common";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** GET /orders/mine/: the signed-in user's orders, newest first. */
export const getMyOrders = (limit: number, signal?: AbortSignal) => api.get<Page<OrderOut[]>>("/orders/mine/", { limit }, signal);

export const myOrdersQuery = (limit: number) => queryOptions({ queryKey: givingKeys.myOrders(limit), queryFn: ({ signal }) => getMyOrders(limit, signal) });

export const useMyOrders = (limit: number, enabled = true) => useQuery({ ...myOrdersQuery(limit), enabled });
