import { callProvider, type ProviderAnswer } from "./http";
import { ProviderError } from "./types";

/**
 * The few Stripe REST calls the platform makes, over the global fetch (issue #15: the official
 * SDK was ~145 KiB gzipped of the Worker for three endpoints). It behaves as the SDK did with
 * `maxNetworkRetries: 1`: form-encoded bodies in Stripe's bracket notation, the API version pinned,
 * the caller's Idempotency-Key on every POST (so the retry is safe), one retry after a network
 * failure, a 409 or a 5xx unless Stripe says `Stripe-Should-Retry: false`, and Stripe's error
 * message in a ProviderError carrying the HTTP status.
 */
export const STRIPE_API = "https://api.stripe.com";
/** The version stripe-node 23.1.0 pinned; the event and object shapes read here are this version's. */
export const STRIPE_API_VERSION = "2026-10-28.endive";
/** The SDK's first backoff (initialNetworkRetryDelay): half a second before the one retry. */
const RETRY_DELAY_MS = 500;
const MAX_RETRIES = 1;

type FormValue = string | number | boolean | undefined | null | FormValue[] | { [key: string]: FormValue };

/**
 * Stripe's form encoding (what the SDK's qs.stringify produced): nested objects as
 * `a[b][c]=…`, arrays with indices `a[0][b]=…`; undefined is left out.
 */
export function stripeForm(data: Record<string, FormValue>): URLSearchParams {
  const form = new URLSearchParams();
  const add = (key: string, value: FormValue) => {
    if (value === undefined) return;
    if (value === null) form.append(key, "");
    else if (Array.isArray(value)) value.forEach((item, i) => add(`${key}[${i}]`, item));
    else if (typeof value === "object") for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(data)) add(key, value);
  return form;
}

export interface StripeClient {
  post<T>(path: string, body: Record<string, FormValue>, idempotencyKey: string): Promise<T>;
  get<T>(path: string, query?: Record<string, FormValue>): Promise<T>;
}

export function createStripeClient(secretKey: string, beforeCall: () => void = () => {}): StripeClient {
  async function request<T>(method: "GET" | "POST", path: string, form: URLSearchParams, idempotencyKey?: string): Promise<T> {
    beforeCall();
    const query = method === "GET" && form.size > 0 ? `?${form}` : "";
    const headers: Record<string, string> = {
      Authorization: `Bearer ${secretKey}`,
      Accept: "application/json",
      "Stripe-Version": STRIPE_API_VERSION,
    };
    if (method === "POST") {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    }
    const init: RequestInit = { method, headers, body: method === "POST" ? form.toString() : undefined };
    for (let attempt = 0; ; attempt++) {
      let answer: ProviderAnswer;
      try {
        answer = await callProvider("Stripe", `${STRIPE_API}${path}${query}`, init);
      } catch (err) {
        // A network failure or timeout: the request may not have reached Stripe; the key makes a retry safe.
        if (attempt < MAX_RETRIES) {
          await sleep(RETRY_DELAY_MS);
          continue;
        }
        throw err;
      }
      if (answer.ok) return answer.body as T;
      if (attempt < MAX_RETRIES && shouldRetry(answer)) {
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      throw new ProviderError(`Stripe: ${stripeMessage(answer)}`, answer.status);
    }
  }

  return {
    post: (path, body, idempotencyKey) => request("POST", path, stripeForm(body), idempotencyKey),
    get: (path, query = {}) => request("GET", path, stripeForm(query)),
  };
}

/** Stripe's rule (stripe.com/docs/error-handling): its header decides, else 409 and 5xx are retried. */
function shouldRetry(answer: ProviderAnswer): boolean {
  const advice = answer.headers.get("stripe-should-retry");
  if (advice === "false") return false;
  if (advice === "true") return true;
  return answer.status === 409 || answer.status >= 500;
}

/** The message of Stripe's error envelope `{ error: { message, type, code } }`. */
function stripeMessage(answer: ProviderAnswer): string {
  const body = answer.body;
  if (body && typeof body === "object" && "error" in body) {
    const error = (body as { error?: { message?: unknown; type?: unknown } }).error;
    if (typeof error?.message === "string" && error.message) return error.message;
    if (typeof error?.type === "string") return error.type;
  }
  if (typeof body === "string" && body) return `HTTP ${answer.status}: ${body.slice(0, 200)}`;
  return `HTTP ${answer.status}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
