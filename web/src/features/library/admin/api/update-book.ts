import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookOut, BookUpdateInput } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

/** PATCH with only the fields that changed. */
export const updateBook = ({ id, changes }: { id: string; changes: Partial<BookUpdateInput> }) => api.patch<BookOut>(`/books/${encodeURIComponent(id)}/`, changes);

export function useUpdateBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBook,
    onSuccess: (saved) => {
      client.setQueryData(libraryAdminKeys.book(saved.id), saved);
      void client.invalidateQueries({ queryKey: libraryAdminKeys.books() });
      void client.invalidateQueries({ queryKey: libraryAdminKeys.monitoring() });
    },
  });
}
