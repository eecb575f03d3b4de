import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { InboxCountsOut, InboxDetailOut, InboxItemOut, InboxKind, InboxUpdateInput } from "@contracts/operations";
import { api } from "@/lib/api-client";
import { requestBytes } from "@/lib/api-transfer";
import { operationsKeys } from "./keys";

export const INBOX_PAGE_SIZE = 20;

export interface InboxFilters {
  status: string;
  search: string;
  tenant: string;
  offset: number;
}

/** GET /inbox/{kind}/ */
export const useInbox = (kind: InboxKind, f: InboxFilters) =>
  useQuery({
    queryKey: operationsKeys.inboxList(kind, { ...f }),
    queryFn: ({ signal }) => api.get<Page<InboxItemOut[]>>(`/inbox/${kind}`, { status: f.status, search: f.search, tenant: f.tenant, offset: f.offset || undefined, limit: INBOX_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /inbox/counts */
export const useInboxCounts = (tenant: string) =>
  useQuery({ queryKey: operationsKeys.inboxCounts(tenant), queryFn: ({ signal }) => api.get<InboxCountsOut>("/inbox/counts", { tenant }, signal) });

/** GET /inbox/{kind}/{id} */
export const useInboxItem = (kind: InboxKind, id: string) =>
  useQuery({ queryKey: operationsKeys.inboxItem(kind, id), queryFn: ({ signal }) => api.get<InboxDetailOut>(`/inbox/${kind}/${encodeURIComponent(id)}`, undefined, signal) });

/** PATCH /inbox/{kind}/{id}: state, note, reply. */
export function useUpdateInboxItem(kind: InboxKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InboxUpdateInput) => api.patch<InboxDetailOut>(`/inbox/${kind}/${encodeURIComponent(id)}`, input),
    onSuccess: (item) => {
      client.setQueryData(operationsKeys.inboxItem(kind, id), item);
      void client.invalidateQueries({ queryKey: operationsKeys.inbox() });
    },
  });
}

/** GET /inbox/{kind}/export.csv with the list's filters, as a file. */
export async function exportInbox(kind: InboxKind, f: Omit<InboxFilters, "offset">): Promise<Blob> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, v);
  const bytes = await requestBytes(`/api/inbox/${kind}/export.csv?${params.toString()}`);
  return new Blob([bytes], { type: "text/csv" });
}

/** A problem report's screenshot, fetched with the session's token (an <img> cannot send it). */
export const useScreenshot = (url: string | null) =>
  useQuery({
    queryKey: [...operationsKeys.inbox(), "screenshot", url],
    queryFn: async ({ signal }) => new Blob([await requestBytes(url!, signal)]),
    enabled: !!url,
    staleTime: Infinity,
  });

/** The "new" of `kinds` in the counts (the API leaves kinds the caller may not open empty). */
export const newOf = (counts: InboxCountsOut | undefined, kinds: readonly InboxKind[]): number =>
  kinds.reduce((sum, kind) => sum + ((counts?.[kind] as Record<string, number> | undefined)?.new ?? 0), 0);

/** New items a side nav shows beside its inbox: the "new" of the kinds it lists. */
export function useNewInboxItems(kinds: readonly InboxKind[]): number {
  return newOf(useInboxCounts("").data, kinds);
}
