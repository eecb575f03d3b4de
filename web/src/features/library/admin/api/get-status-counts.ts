import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookStatus } from "@contracts/books";
import { getBookMonitoring } from "./get-book-monitoring";
import { libraryAdminKeys } from "./keys";
import { STATUS_ORDER } from "../lib/labels";

export type StatusCounts = Record<BookStatus, number>;

/** How many books are in each status: one one-row page per status, whose `count` is the answer. */
export async function getStatusCounts(signal?: AbortSignal): Promise<StatusCounts> {
  const pages = await Promise.all(STATUS_ORDER.map((status) => getBookMonitoring({ status, tenant: "", search: "", offset: 0, limit: 1 }, signal)));
  return Object.fromEntries(STATUS_ORDER.map((s, i) => [s, pages[i].count])) as StatusCounts;
}

export const statusCountsQuery = queryOptions({ queryKey: [...libraryAdminKeys.monitoring(), "counts"], queryFn: ({ signal }) => getStatusCounts(signal) });

export const useStatusCounts = () => useQuery(statusCountsQuery);
