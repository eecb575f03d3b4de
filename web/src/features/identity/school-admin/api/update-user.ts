import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser } from "@contracts/users";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

/** `form` holds only the changed fields (and the avatar when a new one was picked). */
export const updateSchoolUser = ({ id, form }: { id: string; form: FormData }) => api.patchForm<AdminUser>(`/school-admin/users/${encodeURIComponent(id)}/`, form);

export function useUpdateSchoolUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSchoolUser,
    onSuccess: (user) => {
      client.setQueryData(schoolAdminKeys.user(user.id), user);
      void client.invalidateQueries({ queryKey: schoolAdminKeys.users() });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.teachers() });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.dashboard() });
      // Names and archiving show in class lists and rosters too.
      void client.invalidateQueries({ queryKey: schoolAdminKeys.classes() });
      void client.invalidateQueries({ queryKey: [...schoolAdminKeys.all, "roster"] });
    },
  });
}
