import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FeatureFlagsUpdate, SchoolFeaturesOut } from "@contracts/features";
import { api } from "@/lib/api-client";
import { currentTenantQuery } from "../../tenant/api";
import { schoolAdminKeys } from "./keys";

/** Whose flags: this host's school (its admins) or, for platform staff, a school by id. */
export type FeatureTarget = { kind: "school" } | { kind: "tenant"; tenantId: string };

const url = (t: FeatureTarget) => (t.kind === "school" ? "/school-admin/features/" : `/super-admin/tenants/${encodeURIComponent(t.tenantId)}/features/`);

export const featuresQuery = (t: FeatureTarget) =>
  queryOptions({
    queryKey: schoolAdminKeys.features(t.kind === "school" ? "host" : t.tenantId),
    queryFn: ({ signal }) => api.get<SchoolFeaturesOut>(url(t), undefined, signal),
  });

/** GET the catalogue with the school's state. */
export const useSchoolFeatures = (t: FeatureTarget | null) => useQuery({ ...featuresQuery(t ?? { kind: "school" }), enabled: t !== null });

/** PATCH some flags; the host's branding (which carries the flags the web app hides entry points by) is refreshed. */
export function useUpdateSchoolFeatures(t: FeatureTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FeatureFlagsUpdate) => api.patch<SchoolFeaturesOut>(url(t), input),
    onSuccess: async (out) => {
      client.setQueryData(featuresQuery(t).queryKey, out);
      await client.invalidateQueries({ queryKey: currentTenantQuery.queryKey });
    },
  });
}
