import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminClass, SchoolClassCreateInput } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

/** The worker draws the class code; the answer carries it. */
export const createClass = (input: SchoolClassCreateInput) => api.post<AdminClass>("/school-admin/classes/", input);

export function useCreateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: (cls) => {
      client.setQueryData(schoolAdminKeys.class(cls.id), cls);
      void client.invalidateQueries({ queryKey: schoolAdminKeys.classes() });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.dashboard() });
    },
  });
}
