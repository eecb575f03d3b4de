import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminMode } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** `form` holds only the changed fields (and the image when a new one was picked). */
export const updateMode = ({ id, form }: { id: string; form: FormData }) => api.patchForm<AdminMode>(`/super-admin/modes/${encodeURIComponent(id)}/`, form);

export function useUpdateMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMode,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.modes() }),
  });
}
