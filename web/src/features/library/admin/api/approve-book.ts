import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookOut } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

export const approveBook = (id: string) => api.post<BookOut>(`/books/${encodeURIComponent(id)}/approve`);

export function useApproveBook() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveBook, onSuccess: () => client.invalidateQueries({ queryKey: libraryAdminKeys.all }) });
}
