import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CertificateOut } from "@contracts/certificates";
import { api } from "@/lib/api-client";
import { certificateKeys } from "./keys";

/** GET /certificates/{id}/details: the holder's view (also the school's adults', parents' and staff's). */
export const getCertificate = (id: string, signal?: AbortSignal) => api.get<CertificateOut>(`/certificates/${encodeURIComponent(id)}/details`, undefined, signal);

export const certificateQuery = (id: string) => queryOptions({ queryKey: certificateKeys.details(id), queryFn: ({ signal }) => getCertificate(id, signal) });

export const useCertificate = (id: string) => useQuery(certificateQuery(id));
