import type { APIRequestContext } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 8790);
/** Chromium resolves *.localhost to loopback itself, so in the browser each school has its own origin. */
export const origin = (sub?: string) => `http://${sub ? `${sub}.` : ""}localhost:${PORT}`;

/**
 * Node's resolver here does not know *.localhost, so API calls from the test process go to
 * localhost with the school's Host header — exactly what the Worker sees from a browser.
 */
export const api = (sub?: string) => ({
  url: (path: string) => `http://localhost:${PORT}${path}`,
  headers: { Host: `${sub ? `${sub}.` : ""}localhost:${PORT}` },
});

/** Polls the dev mailbox (the local email transport) until a message for `to` arrives. */
export async function waitForEmail(request: APIRequestContext, to: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await request.get(api().url(`/api/dev/mailbox?to=${encodeURIComponent(to)}`));
    const body = (await res.json()) as { results: { subject: string; links: string[] }[] };
    if (body.results.length > 0) return body.results[0];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no email for ${to} within ${timeoutMs} ms`);
}
