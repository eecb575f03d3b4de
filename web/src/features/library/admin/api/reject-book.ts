import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookOut } from "@contracts/books";
import type { RejectInput } from "@contracts/book-moderation";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

export const rejectBook = ({ id, reason }: { id: string } & RejectInput) => api.post<BookOut>(`/books/${encodeURIComponent(id)}/reject`, { reason });

export function useRejectBook() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rejectBook, onSuccess: () => client.invalidateQueries({ queryKey: libraryAdminKeys.all }) });
}
