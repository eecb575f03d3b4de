import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookOut } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryKeys } from "./keys";

export const getBook = (id: string, signal?: AbortSignal) => api.get<BookOut>(`/books/${encodeURIComponent(id)}/`, undefined, signal);

export const bookQuery = (id: string) => queryOptions({ queryKey: libraryKeys.book(id), queryFn: ({ signal }) => getBook(id, signal) });

export const useBook = (id: string) => useQuery(bookQuery(id));
