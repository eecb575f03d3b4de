import type { Page } from "../contracts/common";
import { jsonObjectText, type JsonText } from "./json-text";

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

/** pageOf for results already written as JSON text (lib/json-text.ts). */
export function pageJsonText<T>(requestUrl: string, q: { limit: number; offset: number }, total: number, results: JsonText<T[]>): JsonText<Page<T>> {
  const { results: _none, ...page } = pageOf(requestUrl, q, total, null);
  return jsonObjectText<Page<T>>(page, { results });
}
