import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminMode } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

/** This school's switchboard modes, in display order. */
export const getSchoolModes = async (signal?: AbortSignal) => (await api.get<{ results: AdminMode[] }>("/school-admin/modes/", undefined, signal)).results;

export const schoolModesQuery = queryOptions({
  queryKey: schoolAdminKeys.modes(),
  queryFn: ({ signal }) => getSchoolModes(signal),
});

export const useSchoolModes = () => useQuery(schoolModesQuery);
