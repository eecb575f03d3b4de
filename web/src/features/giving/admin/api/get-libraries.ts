import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { type LibraryOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** A charity's physical libraries, for its details view (the first page is plenty there). */
export const CHARITY_LIBRARIES_LIMIT = 50;

export const getCharityLibraries = (charity: string, signal?: AbortSignal) =>
  api.get<Page<LibraryOut[]>>("/libraries/", { charity, limit: CHARITY_LIBRARIES_LIMIT, offset: 0, all: true }, signal);

export const charityLibrariesQuery = (charity: string) =>
  queryOptions({ queryKey: [...givingKeys.libraries(), charity], queryFn: ({ signal }) => getCharityLibraries(charity, signal) });

export const useCharityLibraries = (charity: string) => useQuery(charityLibrariesQuery(charity));
