import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminMode } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys, SWITCHBOARD_MODES_KEY } from "./keys";

/** Multipart: the mode's fields and an optional `image`. */
export const createSchoolMode = (form: FormData) => api.postForm<AdminMode>("/school-admin/modes/", form);

export function useCreateSchoolMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSchoolMode,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: schoolAdminKeys.modes() });
      void client.invalidateQueries({ queryKey: SWITCHBOARD_MODES_KEY });
    },
  });
}
