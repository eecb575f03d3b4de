import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminClass, SchoolClassUpdateInput } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

/** `input` holds only the changed fields. */
export const updateClass = ({ id, input }: { id: string; input: SchoolClassUpdateInput }) => api.patch<AdminClass>(`/school-admin/classes/${encodeURIComponent(id)}/`, input);

export function useUpdateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateClass,
    onSuccess: (cls) => {
      client.setQueryData(schoolAdminKeys.class(cls.id), cls);
      void client.invalidateQueries({ queryKey: schoolAdminKeys.classes() });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.dashboard() });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.loginCards(cls.id) });
    },
  });
}
