import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const requestPasswordReset = (input: { email: string }) => api.post<{ success: true }>("/password-reset/", input);

/** POST /api/password-reset/ — always answers 200, whether or not the account exists. */
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
