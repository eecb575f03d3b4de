import { useMutation, useQuery } from "@tanstack/react-query";
import type { InvitationInfoOut } from "@contracts/auth";
import { api } from "@/lib/api-client";
import { login } from "@/features/identity/auth/api";
import { authKeys } from "./keys";

/** GET /api/accept-invitation/{token}/: who the invitation is for (without using it). */
export const useInvitation = (token: string) =>
  useQuery({ queryKey: authKeys.invitation(token), queryFn: ({ signal }) => api.get<InvitationInfoOut>(`/accept-invitation/${encodeURIComponent(token)}/`, undefined, signal), enabled: !!token, staleTime: Infinity });

/** POST /api/accept-invitation/ with the chosen password, then signs in with it. */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: async (input: { token: string; username: string; password: string; password2: string }) => {
      await api.post<{ success: true }>("/accept-invitation/", { token: input.token, password: input.password, password2: input.password2 });
      return login({ username: input.username, password: input.password });
    },
  });
