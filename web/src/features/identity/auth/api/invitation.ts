import { useMutation, useQuery } from "@tanstack/react-query";
import type { InvitationInfoOut } from "@contracts/auth";
import type { AcceptInvitationOut } from "@contracts/people";
import { api } from "@/lib/api-client";
import { login } from "@/features/identity/auth/api";
import { authKeys } from "./keys";

/** GET /api/accept-invitation/{token}/: who the invitation is for (without using it). */
export const useInvitation = (token: string) =>
  useQuery({ queryKey: authKeys.invitation(token), queryFn: ({ signal }) => api.get<InvitationInfoOut>(`/accept-invitation/${encodeURIComponent(token)}/`, undefined, signal), enabled: !!token, staleTime: Infinity });

export interface AcceptInput {
  token: string;
  /** A new account's chosen password, or an existing account's own. Absent when signed in as the invitee. */
  password?: string;
  password2?: string;
}

/**
 * POST /api/accept-invitation/, then signs in with the password when the account belongs to this
 * site (a parent whose account is another school's is linked, and signs in there).
 */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: async (input: AcceptInput): Promise<AcceptInvitationOut & { signedIn: boolean }> => {
      const out = await api.post<AcceptInvitationOut>("/accept-invitation/", input);
      if (out.username && input.password) {
        await login({ username: out.username, password: input.password });
        return { ...out, signedIn: true };
      }
      return { ...out, signedIn: false };
    },
  });
