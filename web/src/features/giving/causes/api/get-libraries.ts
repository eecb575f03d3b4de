import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { type LibraryOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys, listQuery, type GivingFilters } from "./keys";

/** GET /libraries/: a page of active libraries (platform-wide and this school's). */
export const getLibraries = (f: GivingFilters, signal?: AbortSignal) => api.get<Page<LibraryOut[]>>("/libraries/", listQuery(f), signal);

export const librariesQuery = (f: GivingFilters) =>
  queryOptions({ queryKey: [...givingKeys.libraries(), f], queryFn: ({ signal }) => getLibraries(f, signal), placeholderData: keepPreviousData, staleTime: 30_000 });

export const useLibraries = (f: GivingFilters, enabled = true) => useQuery({ ...librariesQuery(f), enabled });
