import { exports } from "cloudflare:workers";

let addressCounter = 0;
/** A fresh client address per call site, so throttling in one test never leaks into another. */
export const newAddress = () => `198.51.100.${(++addressCounter % 250) + 1}-${crypto.randomUUID().slice(0, 8)}`;

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  form?: FormData;
  /** A raw body (bytes or a stream), sent as is. */
  body?: BodyInit;
  token?: string;
  address?: string;
  headers?: Record<string, string>;
  /** "manual" to see a redirect (the Worker's fetch follows them by default). */
  redirect?: "follow" | "manual";
}

/** Calls the Worker (same isolate, real bindings) as a browser on `host` would. */
export async function call<T = any>(host: string, path: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(opts.headers);
  headers.set("Host", host);
  headers.set("CF-Connecting-IP", opts.address ?? "203.0.113.7");
  if (opts.token) headers.set("Authorization", `Bearer ${opts.token}`);
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    body = opts.form;
  } else if (opts.body !== undefined) {
    body = opts.body;
  }
  const method = opts.method ?? (body ? "POST" : "GET");
  const res = await exports.default.fetch(new Request(`http://${host}${path}`, { method, headers, body, redirect: opts.redirect }));
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get("Content-Type") ?? "").includes("application/json") && text) parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: parsed as T };
}

export const post = <T = any>(host: string, path: string, json: unknown, opts: Omit<CallOptions, "json"> = {}) =>
  call<T>(host, path, { ...opts, method: "POST", json });
