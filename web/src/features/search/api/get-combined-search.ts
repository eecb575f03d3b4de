import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CombinedSearchOut } from "@contracts/combined-search";
import { api } from "@/lib/api-client";
import { searchKeys } from "./keys";

/** Fewer characters than this are not sent: one letter matches half the library. */
export const SEARCH_MIN_CHARS = 2;

/** The worker answers one array per group; later issues add groups (courses, charities, projects). */
export type CombinedSearchGroups = CombinedSearchOut & Record<string, unknown[]>;

export const getCombinedSearch = (search: string, signal?: AbortSignal) => api.get<CombinedSearchGroups>("/combined/", { search }, signal);

export const combinedSearchQuery = (search: string) =>
  queryOptions({
    queryKey: searchKeys.combined(search),
    queryFn: ({ signal }) => getCombinedSearch(search, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useCombinedSearch = (search: string) => useQuery({ ...combinedSearchQuery(search), enabled: search.length >= SEARCH_MIN_CHARS });
