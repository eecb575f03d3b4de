import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const confirmPasswordReset = (input: { token: string; password: string; password2: string }) =>
  api.post<{ success: true }>("/password-reset-confirm/", input);

/** POST /api/password-reset-confirm/ — sets a new password with the token from the reset email. */
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
