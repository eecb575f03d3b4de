import { ProviderError } from "./types";

/** Outbound provider calls give up after this long; the caller (or the queue) retries. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  body: unknown;
}

/**
 * One HTTP call to a provider through the global fetch, with a timeout. A network failure or a
 * timeout becomes a ProviderError; any HTTP answer is returned for the caller to judge.
 */
export async function callProvider(provider: string, url: string, init: RequestInit): Promise<ProviderAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (err) {
    const reason = err instanceof Error && err.name === "TimeoutError" ? "did not answer in time" : "could not be reached";
    throw new ProviderError(`${provider} ${reason}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's HTML error page, say): keep the text for the error message.
  }
  return { status: res.status, ok: res.ok, headers: res.headers, body };
}

/** Like callProvider, but a non-2xx answer throws a ProviderError carrying the provider's message. */
export async function requestProvider<T>(provider: string, url: string, init: RequestInit): Promise<T> {
  const answer = await callProvider(provider, url, init);
  if (!answer.ok) throw providerFailure(provider, answer);
  return answer.body as T;
}

export function providerFailure(provider: string, answer: ProviderAnswer): ProviderError {
  return new ProviderError(`${provider} answered ${answer.status}: ${describeProviderError(answer.body)}`, answer.status);
}

/** The message out of the error shapes PayPal ({name, message, details}), OAuth and PhonePe ({code, message}) use. */
function describeProviderError(body: unknown): string {
  if (typeof body === "string") return body.slice(0, 200) || "no details";
  if (!body || typeof body !== "object") return "no details";
  const b = body as Record<string, unknown>;
  const details = Array.isArray(b.details)
    ? (b.details as Array<Record<string, unknown>>).map((d) => [d.issue, d.description].filter(Boolean).join(": ")).filter(Boolean)
    : [];
  const head = [b.name ?? b.code ?? b.error, b.message ?? b.error_description].filter((part) => typeof part === "string" && part).join(": ");
  return [head || "no details", ...details].join("; ");
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

/** OAuth tokens per isolate, keyed by provider + environment + client id. */
const tokens = new Map<string, CachedToken>();
/** Refresh this long before the provider's expiry, so a token never dies mid-request. */
const TOKEN_EARLY_REFRESH_MS = 60_000;

/**
 * Returns a cached token while it is fresh, else fetches a new one. Only settled tokens are shared
 * between requests (a pending promise must not cross Workers request contexts).
 */
export async function cachedToken(key: string, fetchToken: () => Promise<CachedToken>): Promise<string> {
  const hit = tokens.get(key);
  if (hit && hit.expiresAt - TOKEN_EARLY_REFRESH_MS > Date.now()) return hit.token;
  const fresh = await fetchToken();
  tokens.set(key, fresh);
  return fresh.token;
}

/** Forgets cached tokens (a provider rejected one, or a test wants a clean isolate). */
export function clearTokenCache(key?: string): void {
  if (key) tokens.delete(key);
  else tokens.clear();
}

export const basicAuth = (user: string, password: string) => `Basic ${btoa(`${user}:${password}`)}`;

/** The lines must add up to the total: Stripe charges the sum of the lines, PayPal checks it. */
export function linesTotal(lines: Array<{ quantity: number; unitAmount: number }>): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0);
}
