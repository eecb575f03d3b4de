import { useMutation } from "@tanstack/react-query";
import type { SignupInput } from "@contracts/auth";
import { api } from "@/lib/api-client";

export const signup = (input: SignupInput) => api.post<{ success: true }>("/signup/", input);

/** POST /api/signup/ — creates a platform account and emails a verification link. */
export const useSignup = () => useMutation({ mutationFn: signup });
