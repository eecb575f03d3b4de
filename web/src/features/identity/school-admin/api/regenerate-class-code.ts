import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminClass } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

/** A new code replaces the old one at once: the old code stops finding the class. */
export const regenerateClassCode = (id: string) => api.post<AdminClass>(`/school-admin/classes/${encodeURIComponent(id)}/regenerate-code/`);

export function useRegenerateClassCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: regenerateClassCode,
    onSuccess: (cls) => {
      client.setQueryData(schoolAdminKeys.class(cls.id), cls);
      void client.invalidateQueries({ queryKey: schoolAdminKeys.classes() });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.loginCards(cls.id) });
    },
  });
}
