import { queryOptions, useQuery } from "@tanstack/react-query";
import { type LibraryOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** GET /libraries/{id}/ */
export const getLibrary = (id: string, signal?: AbortSignal) => api.get<LibraryOut>(`/libraries/${encodeURIComponent(id)}/`, undefined, signal);

export const libraryQuery = (id: string) => queryOptions({ queryKey: givingKeys.library(id), queryFn: ({ signal }) => getLibrary(id, signal) });

export const useLibrary = (id: string) => useQuery(libraryQuery(id));
