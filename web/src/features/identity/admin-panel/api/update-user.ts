import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser } from "@contracts/users";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** `form` holds only the changed fields (and the avatar when a new one was picked). */
export const updateUser = ({ id, form }: { id: string; form: FormData }) => api.patchForm<AdminUser>(`/super-admin/users/${encodeURIComponent(id)}/`, form);

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      client.setQueryData(adminKeys.user(user.id), user);
      void client.invalidateQueries({ queryKey: adminKeys.users() });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
