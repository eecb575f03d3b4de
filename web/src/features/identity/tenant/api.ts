import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicTenant } from "@contracts/tenants";
import { DEFAULT_FEATURES, type FeatureKey } from "@contracts/feature-catalogue";
import { api } from "@/lib/api-client";
import { tenantKeys } from "./keys";

/** This host's school (null on the platform host); 404 TENANT_NOT_FOUND surfaces as an ApiError. */
export const currentTenantQuery = queryOptions({
  queryKey: tenantKeys.current(),
  queryFn: async () => (await api.get<PublicTenant | undefined>("/current-tenant")) ?? null,
  staleTime: 5 * 60_000,
  retry: false,
});

export const useCurrentTenant = () => useQuery(currentTenantQuery);

/**
 * Whether this host's school has a feature switched on (contracts/features.ts, /experiment). The
 * platform host, and a host still loading, use the catalogue's default, so an entry point never
 * flickers away for a school that keeps the feature.
 */
export function useFeatureEnabled(key: FeatureKey): boolean {
  const { data } = useCurrentTenant();
  return data?.features?.[key] ?? DEFAULT_FEATURES[key];
}
