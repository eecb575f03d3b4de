import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { BookOut, BookStatus } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

export const ADMIN_BOOKS_PAGE_SIZE = 25;

export interface AdminBookFilters {
  /** "any": every status the caller may manage. */
  status: BookStatus | "any";
  search: string;
  offset: number;
}

export const getAdminBooks = (f: AdminBookFilters, signal?: AbortSignal) =>
  api.get<Page<BookOut[]>>("/books/", { status: f.status, search: f.search || undefined, limit: ADMIN_BOOKS_PAGE_SIZE, offset: f.offset || undefined }, signal);

export const adminBooksQuery = (f: AdminBookFilters) =>
  queryOptions({
    queryKey: [...libraryAdminKeys.books(), f],
    queryFn: ({ signal }) => getAdminBooks(f, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminBooks = (f: AdminBookFilters) => useQuery(adminBooksQuery(f));
