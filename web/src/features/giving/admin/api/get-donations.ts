import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { type DonationOut, type DonationStatus, type DonationTarget } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export const DONATIONS_PAGE_SIZE = 25;

export interface DonationFilters {
  search: string;
  status: DonationStatus | "";
  target_type: DonationTarget | "";
  /** A school id (staff only). */
  tenant: string;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

/** The query string of a donations list (shared by the table and its CSV export). */
export const donationQuery = (f: DonationFilters) => ({
  search: f.search,
  status: f.status,
  target_type: f.target_type,
  tenant: f.tenant,
  from: f.from,
  to: f.to,
});

export const getDonations = (f: DonationFilters, offset: number, signal?: AbortSignal) =>
  api.get<Page<DonationOut[]>>("/donations/", { ...donationQuery(f), limit: DONATIONS_PAGE_SIZE, offset }, signal);

export const donationsQuery = (f: DonationFilters, offset: number) =>
  queryOptions({
    queryKey: [...givingKeys.donations(), f, offset],
    queryFn: ({ signal }) => getDonations(f, offset, signal),
    placeholderData: keepPreviousData,
  });

export const useDonations = (f: DonationFilters, offset: number) => useQuery(donationsQuery(f, offset));

/** A target's latest donations (details views). */
export const RECENT_DONATIONS_LIMIT = 10;
export const getTargetDonations = (targetId: string, signal?: AbortSignal) =>
  api.get<Page<DonationOut[]>>("/donations/", { target_id: targetId, limit: RECENT_DONATIONS_LIMIT, offset: 0 }, signal);

export const useTargetDonations = (targetId: string) =>
  useQuery({ queryKey: [...givingKeys.donations(), "target", targetId], queryFn: ({ signal }) => getTargetDonations(targetId, signal) });
