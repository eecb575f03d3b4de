import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlatformDashboard } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

export const getDashboard = (signal?: AbortSignal) => api.get<PlatformDashboard>("/super-admin/dashboard/", undefined, signal);

export const dashboardQuery = queryOptions({
  queryKey: adminKeys.dashboard(),
  queryFn: ({ signal }) => getDashboard(signal),
});

export const useDashboard = () => useQuery(dashboardQuery);
