import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CertificateOut, CertificateStatus } from "@contracts/certificates";
import type { Page } from "@contracts/common";
import { api } from "@/lib/api-client";
import { requestBytes } from "@/lib/api-transfer";
import { certificateKeys } from "./keys";

export interface CertificateFilters {
  status?: CertificateStatus;
  review?: boolean;
  search?: string;
  course?: string;
  from?: string;
  to?: string;
  tenant?: string;
  limit: number;
  offset: number;
}

const query = (f: Partial<CertificateFilters>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== "" && v !== false) params.set(k, String(v));
  return params;
};

/** GET /certificates/manage: issued and revoked certificates (or claims to review) the caller manages. */
export const listCertificates = (f: CertificateFilters, signal?: AbortSignal) => api.get<Page<CertificateOut[]>>(`/certificates/manage?${query(f).toString()}`, undefined, signal);

export const useManagedCertificates = (f: CertificateFilters) =>
  useQuery({ queryKey: certificateKeys.manage({ ...f }), queryFn: ({ signal }) => listCertificates(f, signal), placeholderData: keepPreviousData });

/** The same list as CSV (every match, not one page). */
export const exportCertificates = async (f: Omit<CertificateFilters, "limit" | "offset">) =>
  new Blob([await requestBytes(`/api/certificates/manage?${query({ ...f, format: "csv" } as Partial<CertificateFilters>).toString()}`)], { type: "text/csv" });

type Action = { id: string; kind: "revoke"; reason: string } | { id: string; kind: "reissue"; display_name: string } | { id: string; kind: "review"; decision: "approve" | "return"; note: string };

/** POST /certificates/{id}/revoke | reissue | review. */
export function useCertificateAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: Action) => {
      const { id, kind, ...body } = a;
      return api.post<CertificateOut>(`/certificates/${encodeURIComponent(id)}/${kind}`, body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}
