import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { setGenericAccess } from "@/lib/session";

export async function communityLogin(input: { password: string; turnstile_token?: string }) {
  const result = await api.post<{ success: boolean; authenticated: boolean }>("/generic-password-login", input);
  setGenericAccess(true);
  return result;
}

/** POST /api/generic-password-login — the school's shared community password (sets an HttpOnly cookie). */
export const useCommunityLogin = () => useMutation({ mutationFn: communityLogin });
