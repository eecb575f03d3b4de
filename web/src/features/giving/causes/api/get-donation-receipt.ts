import { queryOptions, useQuery } from "@tanstack/react-query";
import { type DonationOut } from "@contracts/giving";
import { type OrderOut } from "@contracts/commerce";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export interface DonationReceiptOut {
  donation: DonationOut;
  order: OrderOut;
}

/** GET /donations/{id}/receipt/?key= */
export const getDonationReceipt = (id: string, key?: string | null, signal?: AbortSignal) =>
  api.get<DonationReceiptOut>(`/donations/${encodeURIComponent(id)}/receipt/`, { key }, signal);

export const donationReceiptQuery = (id: string, key?: string | null) =>
  queryOptions({ queryKey: givingKeys.donationReceipt(id), queryFn: ({ signal }) => getDonationReceipt(id, key, signal) });

export const useDonationReceipt = (id: string, key: string | null, enabled = true) => useQuery({ ...donationReceiptQuery(id, key), enabled });
