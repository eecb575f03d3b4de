import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { base32Decode, totp } from "../../worker/lib/totp";

/** The seeded demo staff's published TOTP secret (worker/db/seed/demo-data.ts, README). */
export const DEMO_STAFF_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** A code of an authenticator holding `secret` (base32) at `at` (now), as the app on a phone computes it. */
export const totpCode = (secret: string, at = Date.now()) => totp(base32Decode(secret), at);

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


/**
 * axe scan of the current page: no serious or critical violations. Finite animations and
 * transitions (a toast fading in) are let finish first: mid-fade text has too little contrast.
 * The scan runs with reduced motion emulated: a toast added just before it had not started its
 * fade yet (so there was nothing to wait for) and was scanned at opacity 0→1 (people.spec, CI of
 * November 27); with reduced motion sonner shows it at once, as it does for people who ask for it.
 */
export async function expectAccessible(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  try {
    await scan(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function scan(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // A frame sandboxed without scripts (the email preview's srcdoc) cannot run axe: @axe-core/playwright
  // gives up on injecting into it after 1 s and skips it, and with Chromium 156 the evaluation it
  // leaves pending there stalls its next step (a new page for finishRun) until the test times out.
  // Leaving such frames out of the scan tests exactly what was tested before, without the stall.
  // Legacy mode runs axe.run in the page itself. The default combines each frame's partial
  // results in a new blank page with axe injected again: 1.7 s a scan against 0.7 s (operations.spec,
  // 9 scans), ~114 scans a run. What legacy mode gives up, frames of other origins, the app has none:
  // its only frames are the sandboxed ones left out above.
  const results = await new AxeBuilder({ page }).setLegacyMode().exclude("iframe[sandbox]:not([sandbox~='allow-scripts'])").analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/**
 * Full-page screenshots at phone (375 px) and desktop (1280 px) widths, kept with the test output.
 * The page is laid out and checked (`ready`) at both widths everywhere; the images themselves are
 * for people to look at, so CI skips writing them (E2E_SCREENSHOTS=1 keeps them).
 */
const TAKE_SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === "1";
export async function screenshots(page: Page, info: TestInfo, name: string, ready: () => Promise<void>) {
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 780 : 860 });
    await ready();
    if (!TAKE_SCREENSHOTS) continue;
    // Web fonts (Devanagari, Arabic) load on demand: capture once they have arrived, not their fallback boxes.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

interface Session {
  access: string;
  refresh: string;
  user: Record<string, unknown>;
}

/**
 * Signs in through the API (as the login page does) and stores the session in the browser. The
 * demo staff's code step is answered from its published TOTP secret (README), or from `totpSecret`.
 */
export async function signInAs(page: Page, sub: string | undefined, username: string, password: string, totpSecret = DEMO_STAFF_TOTP_SECRET): Promise<Session> {
  const target = api(sub);
  const res = await page.request.post(target.url("/api/auth/token/"), { headers: target.headers, data: { username, password } });
  expect(res.status(), `sign-in of ${username}`).toBe(200);
  let session = (await res.json()) as Session & { second_factor?: string; mfa_token?: string };
  if (session.second_factor === "verify") {
    const code = await page.request.post(target.url("/api/auth/second-factor/"), { headers: target.headers, data: { mfa_token: session.mfa_token, code: await totpCode(totpSecret) } });
    expect(code.status(), `code step of ${username}`).toBe(200);
    session = (await code.json()) as Session;
  }
  // Any page of the school's origin holds its localStorage: robots.txt is one small answer, where
  // the sign-in page loaded the whole app (~110 sign-ins a run) only to be left at once.
  await page.goto(`${origin(sub)}/robots.txt`);
  await page.evaluate((s) => {
    localStorage.setItem("access", s.access);
    localStorage.setItem("refresh", s.refresh);
    localStorage.setItem("user", JSON.stringify(s.user));
  }, session);
  return session;
}
