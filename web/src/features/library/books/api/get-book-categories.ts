import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { BookCategoryOut } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryKeys } from "./keys";

/** The API's largest category page; a library has far fewer categories than that. */
const CATEGORY_LIMIT = 200;

export const getBookCategories = (signal?: AbortSignal) => api.get<Page<BookCategoryOut[]>>("/book-categories/", { limit: CATEGORY_LIMIT }, signal);

export const bookCategoriesQuery = queryOptions({
  queryKey: libraryKeys.categories(),
  queryFn: async ({ signal }) => (await getBookCategories(signal)).results,
  staleTime: 5 * 60_000,
});

export const useBookCategories = () => useQuery(bookCategoriesQuery);
