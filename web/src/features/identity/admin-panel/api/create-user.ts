import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser } from "@contracts/users";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** Without a password the worker sends the new user an invitation email. */
export const createUser = (form: FormData) => api.postForm<AdminUser>("/super-admin/create-user/", form);

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => {
      client.setQueryData(adminKeys.user(user.id), user);
      void client.invalidateQueries({ queryKey: adminKeys.users() });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
