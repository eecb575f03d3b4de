import { queryOptions, useQuery } from "@tanstack/react-query";
import { type OrderQuoteOut } from "@contracts/commerce";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** POST /orders/quote/: the cart priced on the server (lines, totals, unavailable entries, providers). */
export const quoteOrder = (items: string[]) => api.post<OrderQuoteOut>("/orders/quote/", { items });

export const quoteQuery = (items: string[]) => queryOptions({ queryKey: givingKeys.quote(items), queryFn: () => quoteOrder(items), staleTime: 10_000 });

export const useQuote = (items: string[]) => useQuery({ ...quoteQuery(items), enabled: items.length > 0 });
