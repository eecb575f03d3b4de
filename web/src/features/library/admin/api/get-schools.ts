import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { AdminTenant } from "@contracts/tenants";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

/** The API's largest page: the school filter lists up to this many schools. */
const SCHOOL_OPTIONS_LIMIT = 100;

export const getSchools = (signal?: AbortSignal) => api.get<Page<AdminTenant[]>>("/admin/tenants/", { limit: SCHOOL_OPTIONS_LIMIT }, signal);

/** Schools for the staff filters and id → name lookups. */
export const schoolOptionsQuery = queryOptions({
  queryKey: [...libraryAdminKeys.all, "schools"],
  queryFn: async ({ signal }) => (await getSchools(signal)).results,
  staleTime: 60_000,
});

export const useSchoolOptions = () => useQuery(schoolOptionsQuery);
