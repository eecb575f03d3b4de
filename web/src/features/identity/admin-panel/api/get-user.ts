import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUser } from "@contracts/users";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

export const getUser = (id: string, signal?: AbortSignal) => api.get<AdminUser>(`/super-admin/users/${encodeURIComponent(id)}/`, undefined, signal);

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => getUser(id, signal),
    // The edit form diffs against what it loaded: always start from the server's current row.
    staleTime: 0,
  });

export const useUser = (id: string | undefined) => useQuery({ ...userQuery(id ?? ""), enabled: !!id });
