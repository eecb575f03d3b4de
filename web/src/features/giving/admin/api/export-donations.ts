import { useMutation } from "@tanstack/react-query";
import { requestBytes } from "@/lib/api-transfer";
import { donationQuery, type DonationFilters } from "./get-donations";

/**
 * GET /api/donations/?format=csv with the list's filters, through the api client so the bearer
 * token (and its refresh) goes with it; the bytes come back as a CSV Blob.
 */
export async function exportDonations(f: DonationFilters): Promise<Blob> {
  const params = new URLSearchParams({ format: "csv" });
  for (const [key, value] of Object.entries(donationQuery(f))) if (value) params.set(key, value);
  const bytes = await requestBytes(`/api/donations/?${params.toString()}`);
  return new Blob([bytes], { type: "text/csv;charset=utf-8" });
}

export const useExportDonations = () => useMutation({ mutationFn: exportDonations });
