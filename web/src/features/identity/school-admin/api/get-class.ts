import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminClass } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

export const getClass = (id: string, signal?: AbortSignal) => api.get<AdminClass>(`/school-admin/classes/${encodeURIComponent(id)}/`, undefined, signal);

export const classQuery = (id: string) =>
  queryOptions({
    queryKey: schoolAdminKeys.class(id),
    queryFn: ({ signal }) => getClass(id, signal),
    staleTime: 0,
  });

export const useClass = (id: string | undefined) => useQuery({ ...classQuery(id ?? ""), enabled: !!id });
