import { useMutation } from "@tanstack/react-query";
import { login } from "@/features/identity/auth/api";

/** POST /api/auth/token/ — signs in and stores the session (the fetcher lives in features/auth/api.ts). */
export const useLogin = () => useMutation({ mutationFn: login });
