import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SchoolDashboard } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

export const getSchoolDashboard = (signal?: AbortSignal) => api.get<SchoolDashboard>("/school-admin/dashboard", undefined, signal);

export const schoolDashboardQuery = queryOptions({
  queryKey: schoolAdminKeys.dashboard(),
  queryFn: ({ signal }) => getSchoolDashboard(signal),
});

export const useSchoolDashboard = () => useQuery(schoolDashboardQuery);
