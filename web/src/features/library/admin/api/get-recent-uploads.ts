import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { BookOut } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

export const UPLOAD_DAYS = 30;
/** The API's largest page of books. */
const PAGE = 50;
/** At most this many pages are read; a busier month is reported as truncated. */
const MAX_PAGES = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface UploadDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  count: number;
}
export interface RecentUploads {
  days: UploadDay[];
  total: number;
  /** True when more uploads happened than were read: the counts are a lower bound. */
  truncated: boolean;
}

const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Books created per day over the last 30 days, counted from the newest-first list: there is no
 * time-series endpoint, and a month of uploads is a few pages.
 */
export async function getRecentUploads(now: number, signal?: AbortSignal): Promise<RecentUploads> {
  const start = Date.parse(`${dayKey(now - (UPLOAD_DAYS - 1) * DAY_MS)}T00:00:00.000Z`);
  const counts = new Map<string, number>();
  let truncated = false;
  for (let p = 0; ; p++) {
    if (p === MAX_PAGES) {
      truncated = true;
      break;
    }
    const page = await api.get<Page<BookOut[]>>("/books/", { status: "any", sort: "newest", limit: PAGE, offset: p * PAGE || undefined }, signal);
    let older = false;
    for (const b of page.results) {
      const at = Date.parse(b.created_at);
      if (at < start) {
        older = true;
        break;
      }
      counts.set(dayKey(at), (counts.get(dayKey(at)) ?? 0) + 1);
    }
    if (older || (p + 1) * PAGE >= page.count) break;
  }
  const days = Array.from({ length: UPLOAD_DAYS }, (_, i) => {
    const date = dayKey(start + i * DAY_MS);
    return { date, count: counts.get(date) ?? 0 };
  });
  return { days, total: days.reduce((sum, d) => sum + d.count, 0), truncated };
}

export const recentUploadsQuery = queryOptions({ queryKey: [...libraryAdminKeys.books(), "recent-uploads"], queryFn: ({ signal }) => getRecentUploads(Date.now(), signal) });

export const useRecentUploads = () => useQuery(recentUploadsQuery);
