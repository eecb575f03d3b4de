import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

export const EMAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const OUTBOX_PAGE_SIZE = 50;

/** One row of the email outbox as GET /super-admin/email-outbox/ answers it (not in the contracts yet). */
export interface OutboxEmail {
  id: string;
  tenant: string | null;
  template: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string | null;
  sent_at: string | null;
}

export interface OutboxFilters {
  status: EmailStatus | "";
  offset: number;
}

export const getEmailOutbox = (f: OutboxFilters, signal?: AbortSignal) =>
  api.get<Page<OutboxEmail[]>>("/super-admin/email-outbox/", { status: f.status, limit: OUTBOX_PAGE_SIZE, offset: f.offset }, signal);

export const emailOutboxQuery = (f: OutboxFilters) =>
  queryOptions({
    queryKey: [...adminKeys.outbox(), f],
    queryFn: ({ signal }) => getEmailOutbox(f, signal),
    placeholderData: keepPreviousData,
  });

export const useEmailOutbox = (f: OutboxFilters) => useQuery(emailOutboxQuery(f));
