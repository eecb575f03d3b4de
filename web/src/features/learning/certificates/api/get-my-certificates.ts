import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CertificateOut } from "@contracts/certificates";
import { api } from "@/lib/api-client";
import { certificateKeys } from "./keys";

/** GET /certificates/: the caller's certificates (issued, claimable, waiting for review). */
export const getMyCertificates = async (signal?: AbortSignal) => (await api.get<{ results: CertificateOut[] }>("/certificates/", undefined, signal)).results;

export const myCertificatesQuery = () => queryOptions({ queryKey: certificateKeys.mine(), queryFn: ({ signal }) => getMyCertificates(signal) });

export const useMyCertificates = (enabled = true) => useQuery({ ...myCertificatesQuery(), enabled });
