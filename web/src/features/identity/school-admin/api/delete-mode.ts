import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { schoolAdminKeys, SWITCHBOARD_MODES_KEY } from "./keys";

/** Deletes the mode and its image; there is no undo. */
export const deleteSchoolMode = (id: string) => api.delete<void>(`/school-admin/modes/${encodeURIComponent(id)}/`);

export function useDeleteSchoolMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSchoolMode,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: schoolAdminKeys.modes() });
      void client.invalidateQueries({ queryKey: SWITCHBOARD_MODES_KEY });
    },
  });
}
