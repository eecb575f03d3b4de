import { queryOptions, useQuery } from "@tanstack/react-query";
import { type OrderOut } from "@contracts/commerce";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export interface DemoSessionOut {
  order: OrderOut;
  provider_ref: string;
  status: string;
}

/** GET /checkout/demo/sessions/{ref}/?key=: the local demo provider's payment page data (a guest shows the order's key). */
export const getDemoSession = (ref: string, key: string | null, signal?: AbortSignal) =>
  api.get<DemoSessionOut>(`/checkout/demo/sessions/${encodeURIComponent(ref)}/`, { key }, signal);

export const demoSessionQuery = (ref: string, key: string | null) => queryOptions({ queryKey: givingKeys.demoSession(ref), queryFn: ({ signal }) => getDemoSession(ref, key, signal) });

export const useDemoSession = (ref: string, key: string | null) => useQuery(demoSessionQuery(ref, key));
