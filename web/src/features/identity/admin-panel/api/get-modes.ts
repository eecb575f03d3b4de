import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminMode } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** One school's switchboard modes, in display order. */
export const getModes = async (tenantId: string, signal?: AbortSignal) =>
  (await api.get<{ results: AdminMode[] }>("/super-admin/modes/", { tenant: tenantId }, signal)).results;

export const modesQuery = (tenantId: string) =>
  queryOptions({
    queryKey: adminKeys.modes(tenantId),
    queryFn: ({ signal }) => getModes(tenantId, signal),
  });

export const useModes = (tenantId: string) => useQuery({ ...modesQuery(tenantId), enabled: !!tenantId });
