import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminMode } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** `form` carries the school as `tenant`, the mode's fields and an optional `image`. */
export const createMode = (form: FormData) => api.postForm<AdminMode>("/super-admin/modes/", form);

export function useCreateMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMode,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.modes() }),
  });
}
