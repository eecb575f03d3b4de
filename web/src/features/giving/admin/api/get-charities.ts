import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { type CharityOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export const CHARITIES_PAGE_SIZE = 24;
/** The API's largest page: the project form's charity picker lists up to this many. */
export const CHARITY_OPTIONS_LIMIT = 100;

export interface CharityListFilters {
  search: string;
  offset: number;
  limit?: number;
}

/** Admin list: `all=true` includes the inactive charities the caller manages. */
export const getCharities = (f: CharityListFilters, signal?: AbortSignal) =>
  api.get<Page<CharityOut[]>>("/charities/", { search: f.search, limit: f.limit ?? CHARITIES_PAGE_SIZE, offset: f.offset, all: true }, signal);

export const charitiesQuery = (f: CharityListFilters) =>
  queryOptions({
    queryKey: [...givingKeys.charities(), f],
    queryFn: ({ signal }) => getCharities(f, signal),
    placeholderData: keepPreviousData,
  });

export const useCharities = (f: CharityListFilters) => useQuery(charitiesQuery(f));

export const charityOptionsQuery = queryOptions({
  queryKey: [...givingKeys.charities(), "options"],
  queryFn: async ({ signal }) => (await getCharities({ search: "", offset: 0, limit: CHARITY_OPTIONS_LIMIT }, signal)).results,
  staleTime: 60_000,
});

export const useCharityOptions = () => useQuery(charityOptionsQuery);
