import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { type AdminOrderOut, type FulfilmentStatus, type OrderStatus } from "@contracts/commerce";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export const ORDERS_PAGE_SIZE = 25;

/** An order of the admin list: OrderOut plus the school it was placed at. */
export type AdminOrderRow = AdminOrderOut;

export interface OrderFilters {
  search: string;
  status: OrderStatus | "";
  fulfilment_status: FulfilmentStatus | "";
  tenant: string;
  offset: number;
}

export const getOrders = (f: OrderFilters, signal?: AbortSignal) =>
  api.get<Page<AdminOrderRow[]>>(
    "/orders/",
    { search: f.search, status: f.status, fulfilment_status: f.fulfilment_status, tenant: f.tenant, limit: ORDERS_PAGE_SIZE, offset: f.offset },
    signal,
  );

export const ordersQuery = (f: OrderFilters) =>
  queryOptions({
    queryKey: [...givingKeys.orders(), f],
    queryFn: ({ signal }) => getOrders(f, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (f: OrderFilters) => useQuery(ordersQuery(f));
