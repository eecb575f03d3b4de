import type { ErrorCode, ErrorEnvelope, FieldErrors } from "@contracts/errors";
import { clearSession, getAccessToken, getRefreshToken, getStoredUser, setTokens } from "./session";
import { currentLocale, i18n, msg } from "./i18n";

/** A failed API call, carrying the worker's error envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "NETWORK",
    message: string,
    readonly fields: FieldErrors = {},
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Shown on /login when a session cannot be renewed; a child on a shared computer reads it ("token" and "relogin" meant nothing to them). */
export const SESSION_EXPIRED_MESSAGE = msg("You were signed out. Please sign in again.");

let onSessionExpired: (message: string) => void = () => {};
/** The router registers how to send the user to /login when the session cannot be renewed. */
export function setSessionExpiredHandler(handler: (message: string) => void) {
  onSessionExpired = handler;
}

type Query = Record<string, string | number | boolean | undefined | null>;
interface RequestOptions {
  json?: unknown;
  form?: FormData;
  query?: Query;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key); they cannot replace Authorization or Content-Type. */
  headers?: Record<string, string>;
}

const NO_REFRESH = ["/auth/token/", "/auth/token/refresh/", "/auth/logout/"];

function url(path: string, query?: Query) {
  const u = new URL(`/api${path}`, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== "") u.searchParams.set(k, String(v));
  return u.pathname + u.search;
}

/**
 * D1 read replication (issue #15): the Worker answers with the bookmark of the database session
 * that served the request; sending the newest one back on every call makes the next request read
 * a replica at least that recent, so the user always sees their own writes. Kept in memory and in
 * sessionStorage (per tab, survives a reload).
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";
const BOOKMARK_KEY = "d1-bookmark";
/** D1's shape: dash-separated hex fields; anything else is not kept. */
const BOOKMARK = /^[0-9A-Fa-f]+(?:-[0-9A-Fa-f]+){0,7}$/;
let bookmark: string | null | undefined;

function currentBookmark(): string | null {
  if (bookmark === undefined) {
    try {
      const stored = sessionStorage.getItem(BOOKMARK_KEY);
      bookmark = stored && stored.length <= 128 && BOOKMARK.test(stored) ? stored : null;
    } catch {
      bookmark = null; // storage blocked: memory only
    }
  }
  return bookmark;
}

function rememberBookmark(res: Response) {
  const next = res.headers?.get(BOOKMARK_HEADER);
  if (!next || next.length > 128 || !BOOKMARK.test(next)) return;
  // Answers arrive out of order; a database's bookmarks are fixed-width hex in commit order, so
  // an older one (same width, smaller) never replaces a newer one.
  const known = currentBookmark();
  if (known && known.length === next.length && known >= next) return;
  bookmark = next;
  try {
    sessionStorage.setItem(BOOKMARK_KEY, next);
  } catch {
    // memory only
  }
}

/**
 * Answers the Worker put in this page's HTML for its first render (worker/lib/page-hints.ts:
 * `<script type="application/json" id="page-data">`, keyed by path and query). Each is used once,
 * by a plain GET without a token (they are what that call answers; a signed-in user's differ), and
 * not on a back/forward visit, whose HTML may come from the browser's cache.
 */
let pageData: Map<string, string> | undefined;
function takePageAnswer(target: string): string | undefined {
  if (pageData === undefined) {
    pageData = new Map();
    try {
      const nav = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
      const raw = nav?.type === "back_forward" ? null : document.getElementById("page-data")?.textContent;
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (parsed && typeof parsed === "object") for (const [key, value] of Object.entries(parsed)) pageData.set(key, JSON.stringify(value));
    } catch {
      // Unreadable: every call goes to the network.
    }
  }
  const answer = pageData.get(target);
  pageData.delete(target);
  return answer;
}

async function send(method: string, path: string, opts: RequestOptions): Promise<Response> {
  const target = url(path, opts.query);
  if (method === "GET" && !opts.headers && !getAccessToken()) {
    const answer = takePageAnswer(target);
    // null stands for the Worker's 204 (no content).
    if (answer === "null") return new Response(null, { status: 204 });
    if (answer !== undefined) return new Response(answer, { status: 200, headers: { "Content-Type": "application/json" } });
  }
  // Accept-Language: documents (invoices, receipts) and emails the server writes follow the reader's language.
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": currentLocale(), ...opts.headers };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const known = currentBookmark();
  if (known) headers[BOOKMARK_HEADER] = known;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    body = opts.form;
  }
  try {
    const res = await fetch(target, { method, headers, body, credentials: "same-origin", signal: opts.signal });
    rememberBookmark(res);
    return res;
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(0, "NETWORK", msg("We could not reach the server. Check your connection and try again."));
  }
}

let refreshing: Promise<boolean> | null = null;
/** One refresh at a time: concurrent 401s share it (a refresh token works once). */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = getRefreshToken();
    if (!refresh) return false;
    const res = await send("POST", "/auth/token/refresh/", { json: { refresh } }).catch(() => null);
    if (!res?.ok) return false;
    setTokens((await res.json()) as { access: string; refresh: string });
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The session could not be renewed. Every request that waited on the same failed refresh ends
 * here; only the first still finds the user stored, so the session is cleared and the user told
 * once (a page with several calls in flight used to say "token expired" once per call).
 */
function sessionEnded(): never {
  if (getStoredUser()) {
    clearSession();
    onSessionExpired(SESSION_EXPIRED_MESSAGE);
  }
  throw new ApiError(401, "UNAUTHORIZED", SESSION_EXPIRED_MESSAGE);
}

async function toResult<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const isJson = (res.headers.get("Content-Type") ?? "").includes("application/json");
  const body = isJson ? await res.json().catch(() => null) : null;
  if (res.ok) return body as T;
  const envelope = body as ErrorEnvelope | null;
  if (envelope?.error) {
    throw new ApiError(res.status, envelope.error.code, envelope.error.message, envelope.error.fields ?? {}, envelope.error.requestId);
  }
  throw new ApiError(res.status, res.status >= 500 ? "INTERNAL" : "BAD_REQUEST", msg("Something went wrong"));
}

/**
 * With lib/api-transfer.ts, the only place the web app calls fetch. On a 401 while a user is stored, it refreshes the
 * session once and retries; if that fails the session is cleared and the user sent to /login.
 */
export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  let res = await send(method, path, opts);
  if (res.status === 401 && getStoredUser() && !NO_REFRESH.includes(path)) {
    if (await refreshSession()) res = await send(method, path, opts);
    if (res.status === 401) sessionEnded();
  }
  return toResult<T>(res);
}

/**
 * What lib/api-transfer.ts (file downloads and uploads with progress, in their own chunk: only some
 * pages need them) shares with the JSON calls: the bookmark, the one session refresh, the errors.
 */
export const transport = { currentBookmark, rememberBookmark, refreshSession, sessionEnded, toResult };

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>("GET", path, { query, signal }),
  post: <T>(path: string, json?: unknown) => request<T>("POST", path, { json: json ?? {} }),
  patch: <T>(path: string, json: unknown) => request<T>("PATCH", path, { json }),
  put: <T>(path: string, json: unknown) => request<T>("PUT", path, { json }),
  delete: <T>(path: string) => request<T>("DELETE", path),
  postForm: <T>(path: string, form: FormData) => request<T>("POST", path, { form }),
  patchForm: <T>(path: string, form: FormData) => request<T>("PATCH", path, { form }),
};

/**
 * The message to show for any error (the server's message, else the caller's fallback), in the
 * reader's language: the API's messages are catalogue keys (namespace "server"), so a known one is
 * translated and an unknown one (with names or numbers in it) is shown as the server wrote it.
 */
export function errorMessage(err: unknown, fallback?: string): string {
  if (err instanceof ApiError && err.message) return i18n.t(err.message);
  return fallback ?? i18n.t("Something went wrong");
}
