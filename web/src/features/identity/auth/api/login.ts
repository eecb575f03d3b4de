import { useMutation } from "@tanstack/react-query";
import { classLogin, login } from "@/features/identity/auth/api";

/** POST /api/auth/token/ — signs in and stores the session (the fetcher lives in features/auth/api.ts). */
export type SignInInput = ({ username: string; password: string; remember?: boolean } | { class_code: string; tile: string; password: string }) & { turnstile_token?: string };

export const useLogin = () => useMutation({ mutationFn: (input: SignInInput) => ("tile" in input ? classLogin(input) : login(input)) });
