import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { libraryKeys } from "./keys";

/** DELETE /books/{id}/: its uploader removes a book that is not published yet (a draft whose file was refused, say). */
export const deleteBook = (id: string) => api.delete<void>(`/books/${encodeURIComponent(id)}/`);

export function useDeleteBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBook,
    // The lists and counts, not the book itself: a page still showing it would refetch a 404 before it moves on.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: libraryKeys.books() }), client.invalidateQueries({ queryKey: libraryKeys.stats() })]),
  });
}
