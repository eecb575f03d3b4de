import type { PageSize } from "@contracts/certificates";
import { requestBytes } from "@/lib/api-transfer";

/** GET /certificates/{id}/pdf?size=: the certificate as a PDF (A4 or US Letter, landscape). */
export const downloadCertificatePdf = async (id: string, size: PageSize) =>
  new Blob([await requestBytes(`/api/certificates/${encodeURIComponent(id)}/pdf?size=${size}`)], { type: "application/pdf" });

/** GET /certificates/{id}/credential: the Open Badges 3.0 credential (a VC-JWT). */
export const downloadCredential = async (id: string) =>
  new Blob([await requestBytes(`/api/certificates/${encodeURIComponent(id)}/credential`)], { type: "application/vc+jwt" });
