import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { BookCategoryOut } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

/** The API's largest page of categories; a library has far fewer. */
const CATEGORY_LIMIT = 200;

export const getCategories = (signal?: AbortSignal) => api.get<Page<BookCategoryOut[]>>("/book-categories/", { limit: CATEGORY_LIMIT }, signal);

export const categoriesQuery = queryOptions({
  queryKey: libraryAdminKeys.categories(),
  queryFn: async ({ signal }) => (await getCategories(signal)).results,
});

/** Every category the caller sees (platform-wide ones, plus the school's own on a school host), in order. */
export const useCategories = () => useQuery(categoriesQuery);
