import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser } from "@contracts/users";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

/** Multipart (optional `avatar`). Without a password, a user with an email is invited by email. */
export const createSchoolUser = (form: FormData) => api.postForm<AdminUser>("/school-admin/users/", form);

export function useCreateSchoolUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSchoolUser,
    onSuccess: (user) => {
      client.setQueryData(schoolAdminKeys.user(user.id), user);
      void client.invalidateQueries({ queryKey: schoolAdminKeys.users() });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.teachers() });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.dashboard() });
    },
  });
}
