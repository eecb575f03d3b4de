import { useMutation } from "@tanstack/react-query";
import type { VerifyOut } from "@contracts/certificates";
import { api } from "@/lib/api-client";

/** POST /certificates/verify {credential}: signature, issuer and revocation, with the reason a credential fails. */
export const verifyCredential = (credential: string) => api.post<VerifyOut>("/certificates/verify", { credential });

export const useVerifyCredential = () => useMutation({ mutationFn: verifyCredential });
