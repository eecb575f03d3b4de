import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUser } from "@contracts/users";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

export const getSchoolUser = (id: string, signal?: AbortSignal) => api.get<AdminUser>(`/school-admin/users/${encodeURIComponent(id)}/`, undefined, signal);

export const schoolUserQuery = (id: string) =>
  queryOptions({
    queryKey: schoolAdminKeys.user(id),
    queryFn: ({ signal }) => getSchoolUser(id, signal),
    // The edit form diffs against what it loaded: always start from the server's current row.
    staleTime: 0,
  });

export const useSchoolUser = (id: string | undefined) => useQuery({ ...schoolUserQuery(id ?? ""), enabled: !!id });
