import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/**
 * Headers for every Worker response. API responses are JSON or images, so their CSP denies
 * everything; the SPA's own CSP (scripts, styles, Turnstile) comes with the static assets from
 * the _headers file the build writes (web/build/security-headers.ts), and is kept.
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(self), microphone=(), geolocation=(), payment=(self)",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  // Answers the app builds (c.json, c.body…) take them from here, a handler's own value winning;
  // only a Response made elsewhere is copied below (a copy per request was ~2 % of a list's time).
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.header(name, value);
  await next();
  const missing = Object.entries(API_SECURITY_HEADERS).filter(([name]) => !c.res.headers.has(name));
  if (missing.length === 0) return;
  // Responses from env.ASSETS.fetch have immutable headers: copy the response before adding ours.
  const res = new Response(c.res.body, c.res);
  for (const [name, value] of missing) res.headers.set(name, value);
  c.res = undefined;
  c.res = res;
});
