import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { BookStatus } from "@contracts/books";
import type { BookMonitoringOut } from "@contracts/book-moderation";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

export const MONITORING_PAGE_SIZE = 25;

export interface MonitoringFilters {
  status: BookStatus | "";
  tenant: string;
  search: string;
  offset: number;
  limit?: number;
}

export const getBookMonitoring = (f: MonitoringFilters, signal?: AbortSignal) =>
  api.get<Page<BookMonitoringOut[]>>(
    "/book-monitoring/",
    { status: f.status || undefined, tenant: f.tenant || undefined, search: f.search || undefined, limit: f.limit ?? MONITORING_PAGE_SIZE, offset: f.offset || undefined },
    signal,
  );

export const bookMonitoringQuery = (f: MonitoringFilters) =>
  queryOptions({
    queryKey: [...libraryAdminKeys.monitoring(), f],
    queryFn: ({ signal }) => getBookMonitoring(f, signal),
    placeholderData: keepPreviousData,
  });

export const useBookMonitoring = (f: MonitoringFilters) => useQuery(bookMonitoringQuery(f));
