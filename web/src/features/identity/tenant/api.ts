import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicTenant } from "@contracts/tenants";
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
