import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { type PaymentEventOut, type PaymentEventStatus, type PaymentProviderName } from "@contracts/commerce";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export const PAYMENT_EVENTS_PAGE_SIZE = 50;

export interface PaymentEventFilters {
  provider: PaymentProviderName | "";
  status: PaymentEventStatus | "";
  search: string;
  offset: number;
}

/** The API orders failures first: dead, failed, then the newest. */
export const getPaymentEvents = (f: PaymentEventFilters, signal?: AbortSignal) =>
  api.get<Page<PaymentEventOut[]>>("/payments/events/", { provider: f.provider, status: f.status, search: f.search, limit: PAYMENT_EVENTS_PAGE_SIZE, offset: f.offset }, signal);

export const paymentEventsQuery = (f: PaymentEventFilters) =>
  queryOptions({
    queryKey: [...givingKeys.paymentEvents(), f],
    queryFn: ({ signal }) => getPaymentEvents(f, signal),
    placeholderData: keepPreviousData,
  });

export const usePaymentEvents = (f: PaymentEventFilters) => useQuery(paymentEventsQuery(f));
