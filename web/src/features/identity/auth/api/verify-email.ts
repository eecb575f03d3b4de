import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const verifyEmail = (token: string) => api.post<{ success: true }>("/verification/", { token });

/** POST /api/verification/ — consumes the one-time token from the verification email. */
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
