import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookOut } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

export const getAdminBook = (id: string, signal?: AbortSignal) => api.get<BookOut>(`/books/${encodeURIComponent(id)}/`, undefined, signal);

export const adminBookQuery = (id: string) => queryOptions({ queryKey: libraryAdminKeys.book(id), queryFn: ({ signal }) => getAdminBook(id, signal) });

/** One book for the staff screens; idle without an id. */
export const useAdminBook = (id: string | undefined) => useQuery({ ...adminBookQuery(id ?? ""), enabled: !!id });
