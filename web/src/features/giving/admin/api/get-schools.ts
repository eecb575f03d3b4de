import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { AdminTenant } from "@contracts/tenants";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** The API's largest page: the school filters list up to this many schools. */
const SCHOOL_OPTIONS_LIMIT = 100;

export const getSchools = (signal?: AbortSignal) => api.get<Page<AdminTenant[]>>("/admin/tenants/", { limit: SCHOOL_OPTIONS_LIMIT }, signal);

/** Schools for the staff filters (staff only; a school admin's lists are already their school's). */
export const schoolOptionsQuery = queryOptions({
  queryKey: givingKeys.schools(),
  queryFn: async ({ signal }) => (await getSchools(signal)).results,
  staleTime: 60_000,
});

export const useSchoolOptions = (enabled = true) => useQuery({ ...schoolOptionsQuery, enabled });
