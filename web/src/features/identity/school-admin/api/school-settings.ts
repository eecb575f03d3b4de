import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SchoolSettings } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

export const getSchoolSettings = (signal?: AbortSignal) => api.get<SchoolSettings>("/school-admin/settings/", undefined, signal);

export const schoolSettingsQuery = queryOptions({
  queryKey: schoolAdminKeys.settings(),
  queryFn: ({ signal }) => getSchoolSettings(signal),
});

export const useSchoolSettings = () => useQuery(schoolSettingsQuery);

export const updateSchoolSettings = (input: Partial<SchoolSettings>) => api.patch<SchoolSettings>("/school-admin/settings/", input);

export function useUpdateSchoolSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSchoolSettings,
    onSuccess: (settings) => client.setQueryData(schoolAdminKeys.settings(), settings),
  });
}
