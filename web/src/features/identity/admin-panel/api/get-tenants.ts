import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { AdminTenant } from "@contracts/tenants";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

export const TENANTS_PAGE_SIZE = 20;
/** The API's largest page: school pickers list up to this many schools. */
export const TENANT_OPTIONS_LIMIT = 100;

export interface TenantListFilters {
  search: string;
  offset: number;
  limit?: number;
}

export const getTenants = (f: TenantListFilters, signal?: AbortSignal) =>
  api.get<Page<AdminTenant[]>>("/admin/tenants/", { search: f.search, limit: f.limit ?? TENANTS_PAGE_SIZE, offset: f.offset }, signal);

export const tenantsQuery = (f: TenantListFilters) =>
  queryOptions({
    queryKey: [...adminKeys.tenants(), f],
    queryFn: ({ signal }) => getTenants(f, signal),
    placeholderData: keepPreviousData,
  });

export const useTenants = (f: TenantListFilters) => useQuery(tenantsQuery(f));

/** Schools for pickers and id → name lookups (the first TENANT_OPTIONS_LIMIT by the API's order). */
export const tenantOptionsQuery = queryOptions({
  queryKey: [...adminKeys.tenants(), "options"],
  queryFn: async ({ signal }) => (await getTenants({ search: "", offset: 0, limit: TENANT_OPTIONS_LIMIT }, signal)).results,
  staleTime: 60_000,
});

/** `enabled` false for callers that are not staff (a school admin's lists are already their school's). */
export const useTenantOptions = (enabled = true) => useQuery({ ...tenantOptionsQuery, enabled });
