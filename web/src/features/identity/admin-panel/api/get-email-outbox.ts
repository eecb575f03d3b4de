import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { EmailStatus, OutboxEntry } from "@contracts/email";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

export const OUTBOX_PAGE_SIZE = 50;

export interface OutboxFilters {
  status: EmailStatus | "";
  offset: number;
}

export const getEmailOutbox = (f: OutboxFilters, signal?: AbortSignal) =>
  api.get<Page<OutboxEntry[]>>("/super-admin/email-outbox/", { status: f.status, limit: OUTBOX_PAGE_SIZE, offset: f.offset }, signal);

export const emailOutboxQuery = (f: OutboxFilters) =>
  queryOptions({
    queryKey: [...adminKeys.outbox(), f],
    queryFn: ({ signal }) => getEmailOutbox(f, signal),
    placeholderData: keepPreviousData,
  });

export const useEmailOutbox = (f: OutboxFilters) => useQuery(emailOutboxQuery(f));
