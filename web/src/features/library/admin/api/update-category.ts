import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookCategoryOut } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

/** Multipart with only the changed fields (and a new image, if one was picked). */
export const updateCategory = ({ id, form }: { id: string; form: FormData }) => api.patchForm<BookCategoryOut>(`/book-categories/${encodeURIComponent(id)}`, form);

export function useUpdateCategory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => client.invalidateQueries({ queryKey: libraryAdminKeys.categories() }) });
}
