import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { BulkInvitationLine, InvitationInput, InvitationOut, InvitationRoleValue, InvitationState } from "@contracts/people";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

export const INVITATIONS_PAGE_SIZE = 50;

export interface InvitationFilters {
  state?: InvitationState | "";
  role?: InvitationRoleValue | "";
  search?: string;
  offset?: number;
}

export const useInvitations = (f: InvitationFilters) =>
  useQuery({
    queryKey: [...schoolAdminKeys.invitations(), f],
    queryFn: ({ signal }) => api.get<Page<InvitationOut[]>>("/school-admin/invitations/", { state: f.state, role: f.role, search: f.search, limit: INVITATIONS_PAGE_SIZE, offset: f.offset }, signal),
    placeholderData: keepPreviousData,
  });

function useInvitationMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void client.invalidateQueries({ queryKey: schoolAdminKeys.invitations() }) });
}

export const useInvite = () => useInvitationMutation((input: InvitationInput) => api.post<InvitationOut>("/school-admin/invitations/", input));
export const useBulkInvite = () => useInvitationMutation((rows: BulkInvitationLine[]) => api.post<{ count: number; results: InvitationOut[] }>("/school-admin/invitations/bulk/", { rows }));
export const useResendInvitation = () => useInvitationMutation((id: string) => api.post<InvitationOut>(`/school-admin/invitations/${encodeURIComponent(id)}/resend/`));
export const useRevokeInvitation = () => useInvitationMutation((id: string) => api.post<InvitationOut>(`/school-admin/invitations/${encodeURIComponent(id)}/revoke/`));
