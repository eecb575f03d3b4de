import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { BookOut } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryKeys } from "./keys";

export const RELATED_LIMIT = 6;

/**
 * Books like this one: the same first category first, then the same language. Both come from the
 * list endpoint, so the visibility rule applies exactly as in the library.
 */
export async function getRelatedBooks(book: Pick<BookOut, "id" | "language" | "categories">, signal?: AbortSignal): Promise<BookOut[]> {
  const category = book.categories[0]?.slug;
  const page = (query: Record<string, string | number>) => api.get<Page<BookOut[]>>("/books/", { ...query, limit: RELATED_LIMIT + 1, sort: "popular" }, signal);
  const [byCategory, byLanguage] = await Promise.all([category ? page({ category }) : null, page({ language: book.language })]);
  const seen = new Set([book.id]);
  const related: BookOut[] = [];
  for (const b of [...(byCategory?.results ?? []), ...byLanguage.results]) {
    if (seen.has(b.id)) continue;
    seen.add(b.id);
    related.push(b);
  }
  return related.slice(0, RELATED_LIMIT);
}

export const relatedBooksQuery = (book: Pick<BookOut, "id" | "language" | "categories">) =>
  queryOptions({
    queryKey: [...libraryKeys.books(), "related", book.id, book.categories[0]?.slug ?? null, book.language],
    queryFn: ({ signal }) => getRelatedBooks(book, signal),
    staleTime: 60_000,
  });

export const useRelatedBooks = (book: Pick<BookOut, "id" | "language" | "categories">) => useQuery(relatedBooksQuery(book));
