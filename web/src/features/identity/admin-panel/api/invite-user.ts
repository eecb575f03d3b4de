import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvitationOut, StaffInvitationInput } from "@contracts/people";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** POST /super-admin/invitations: the school's invitation instead of an account made now. */
export const inviteUser = (body: StaffInvitationInput) => api.post<InvitationOut>("/super-admin/invitations", body);

export function useInviteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  });
}
