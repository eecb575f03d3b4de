import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Page } from "@contracts/common";
import type { BookFacets, BookOut } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryKeys } from "./keys";

export const BOOKS_PAGE_SIZE = 24;

export interface BookFilters {
  search?: string;
  /** A category id or slug. */
  category?: string;
  featured?: boolean;
  language?: string;
  level?: string;
  /** A Sustainable Development Goal, 1–17. */
  sdg?: number;
  sort?: "newest" | "title" | "popular";
  limit?: number;
  offset?: number;
}

export const getBooks = (f: BookFilters, signal?: AbortSignal) =>
  api.get<Page<BookOut[]>>(
    "/books/",
    {
      search: f.search,
      category: f.category,
      featured: f.featured ? "true" : undefined,
      language: f.language,
      level: f.level,
      sdg: f.sdg,
      sort: f.sort,
      limit: f.limit ?? BOOKS_PAGE_SIZE,
      offset: f.offset || undefined,
    },
    signal,
  );

export const booksQuery = (f: BookFilters) =>
  queryOptions({
    queryKey: [...libraryKeys.books(), f],
    queryFn: ({ signal }) => getBooks(f, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** A page of books; the next page is fetched in the background so "Next" answers at once. */
export function useBooks(f: BookFilters, enabled = true) {
  const query = useQuery({ ...booksQuery(f), enabled });
  const client = useQueryClient();
  const limit = f.limit ?? BOOKS_PAGE_SIZE;
  const nextOffset = (f.offset ?? 0) + limit;
  const hasNext = enabled && !query.isPlaceholderData && query.data !== undefined && nextOffset < query.data.count;
  // The filters by value, so a new object with the same filters does not prefetch again.
  const next = JSON.stringify({ ...f, offset: nextOffset });
  useEffect(() => {
    if (hasNext) void client.prefetchQuery(booksQuery(JSON.parse(next) as BookFilters));
  }, [client, hasNext, next]);
  return query;
}

/** GET /books/facets: the languages and reading levels the library's menus offer. */
export const useBookFacets = () =>
  useQuery({ queryKey: [...libraryKeys.books(), "facets"], queryFn: ({ signal }) => api.get<BookFacets>("/books/facets", undefined, signal), staleTime: 60_000 });
