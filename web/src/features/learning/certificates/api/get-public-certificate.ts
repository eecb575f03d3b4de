import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CertificatePublicOut } from "@contracts/certificates";
import { api } from "@/lib/api-client";
import { certificateKeys } from "./keys";

/** GET /certificates/{id}/: the public verification view (no sign-in). */
export const getPublicCertificate = (id: string, signal?: AbortSignal) => api.get<CertificatePublicOut>(`/certificates/${encodeURIComponent(id)}/`, undefined, signal);

export const publicCertificateQuery = (id: string) => queryOptions({ queryKey: certificateKeys.public(id), queryFn: ({ signal }) => getPublicCertificate(id, signal), retry: false });

export const usePublicCertificate = (id: string) => useQuery(publicCertificateQuery(id));
