import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

export const deleteCategory = (id: string) => api.delete<void>(`/book-categories/${encodeURIComponent(id)}`);

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => client.invalidateQueries({ queryKey: libraryAdminKeys.categories() }) });
}
