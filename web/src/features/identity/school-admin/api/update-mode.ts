import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminMode } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys, SWITCHBOARD_MODES_KEY } from "./keys";

/** `form` holds only the changed fields (and the image when a new one was picked). */
export const updateSchoolMode = ({ id, form }: { id: string; form: FormData }) => api.patchForm<AdminMode>(`/school-admin/modes/${encodeURIComponent(id)}/`, form);

export function useUpdateSchoolMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSchoolMode,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: schoolAdminKeys.modes() });
      void client.invalidateQueries({ queryKey: SWITCHBOARD_MODES_KEY });
    },
  });
}
