import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminTenant } from "@contracts/tenants";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

export const getTenant = (id: string, signal?: AbortSignal) => api.get<AdminTenant>(`/admin/tenants/${encodeURIComponent(id)}/`, undefined, signal);

export const tenantQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.tenant(id),
    queryFn: ({ signal }) => getTenant(id, signal),
    // The edit form diffs against what it loaded: always start from the server's current row.
    staleTime: 0,
  });

export const useTenant = (id: string | undefined) => useQuery({ ...tenantQuery(id ?? ""), enabled: !!id });
