import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { ActionLogEntryOut } from "@contracts/audit";
import type { Page } from "@contracts/common";
import { api } from "@/lib/api-client";
import { requestBytes } from "@/lib/api-transfer";
import { operationsKeys } from "./keys";

/** The staff action log: staff read /api/super-admin/action-log/, a school's admins /api/school-admin/action-log/. */
export const ACTION_LOG_PAGE_SIZE = 50;
export type ActionLogWhere = "staff" | "school";

export interface ActionLogFilters {
  actor: string;
  action: string;
  tenant: string;
  from: string;
  to: string;
  offset: number;
}

const base = (where: ActionLogWhere) => (where === "staff" ? "/super-admin/action-log/" : "/school-admin/action-log/");
const query = (where: ActionLogWhere, f: ActionLogFilters) => ({
  actor: f.actor || undefined,
  action: f.action || undefined,
  tenant: where === "staff" ? f.tenant || undefined : undefined,
  from: f.from || undefined,
  to: f.to || undefined,
});

export const useActionLog = (where: ActionLogWhere, f: ActionLogFilters) =>
  useQuery({
    queryKey: operationsKeys.actionLog(where, { ...f }),
    queryFn: ({ signal }) => api.get<Page<ActionLogEntryOut[]>>(base(where), { ...query(where, f), limit: ACTION_LOG_PAGE_SIZE, offset: f.offset }, signal),
    placeholderData: keepPreviousData,
  });

export async function exportActionLog(where: ActionLogWhere, f: ActionLogFilters): Promise<Blob> {
  const params = new URLSearchParams({ format: "csv" });
  for (const [key, value] of Object.entries(query(where, f))) if (value) params.set(key, value);
  return new Blob([await requestBytes(`/api${base(where)}?${params.toString()}`)], { type: "text/csv;charset=utf-8" });
}
export const useExportActionLog = (where: ActionLogWhere) => useMutation({ mutationFn: (f: ActionLogFilters) => exportActionLog(where, f) });
