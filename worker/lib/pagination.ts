import type { Page } from "../contracts/common";

function pageUrl(requestUrl: string, limit: number, offset: number): string {
  const url = new URL(requestUrl);
  url.searchParams.set("limit", String(limit));
  url.searchParams.set("offset", String(offset));
  return `${url.pathname}${url.search}`;
}

/** { count, next, previous, results } with next/previous as relative URLs keeping the other filters. */
export function pageOf<T>(requestUrl: string, q: { limit: number; offset: number }, total: number, results: T): Page<T> {
  const { limit, offset } = q;
  return {
    count: total,
    next: offset + limit < total ? pageUrl(requestUrl, limit, offset + limit) : null,
    previous: offset > 0 ? pageUrl(requestUrl, limit, Math.max(0, offset - limit)) : null,
    results,
  };
}
