import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

export const deleteMode = (id: string) => api.delete<void>(`/super-admin/modes/${encodeURIComponent(id)}/`);

export function useDeleteMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMode,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.modes() }),
  });
}
