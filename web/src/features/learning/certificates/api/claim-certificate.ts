import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CertificateOut } from "@contracts/certificates";
import { api } from "@/lib/api-client";
import { certificateKeys } from "./keys";

/** POST /certificates/{id}/claim (multipart): the printed name, the country and the final work. */
export const claimCertificate = (id: string, form: FormData) => api.postForm<CertificateOut>(`/certificates/${encodeURIComponent(id)}/claim`, form);

export function useClaimCertificate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => claimCertificate(id, form),
    onSuccess: (cert) => {
      client.setQueryData(certificateKeys.details(id), cert);
      return client.invalidateQueries({ queryKey: certificateKeys.mine() });
    },
  });
}
