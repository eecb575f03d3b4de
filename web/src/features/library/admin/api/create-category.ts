import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookCategoryOut } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

/** Multipart: name, slug?, sort_order?, image?. */
export const createCategory = (form: FormData) => api.postForm<BookCategoryOut>("/book-categories/", form);

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => client.invalidateQueries({ queryKey: libraryAdminKeys.categories() }) });
}
