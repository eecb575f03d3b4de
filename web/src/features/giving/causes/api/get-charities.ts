import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { type CharityOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys, listQuery, type GivingFilters } from "./keys";

/** GET /charities/: a page of active charities (platform-wide and this school's). */
export const getCharities = (f: GivingFilters, signal?: AbortSignal) => api.get<Page<CharityOut[]>>("/charities/", listQuery(f), signal);

export const charitiesQuery = (f: GivingFilters) =>
  queryOptions({ queryKey: [...givingKeys.charities(), f], queryFn: ({ signal }) => getCharities(f, signal), placeholderData: keepPreviousData, staleTime: 30_000 });

export const useCharities = (f: GivingFilters, enabled = true) => useQuery({ ...charitiesQuery(f), enabled });
