import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { hostContentVersion } from "../lib/content-version";

/** How long a data centre keeps an answer; a change makes a new key at once, so this only bounds memory. */
const EDGE_TTL_SECONDS = 600;
/** identity's COMMUNITY_COOKIE (a shared layer imports no domain). */
const COMMUNITY_COOKIE_NAME = "community_access";

/**
 * Anonymous public GETs answered from the data centre's Cache API (issue #15), for routes whose
 * answer depends only on the host, the path and the query string for a visitor who is not signed in.
 *
 * - Anonymous means no Authorization header and no community cookie; anything else goes straight to
 *   the handler and is marked `Cache-Control: private, no-store` — a signed-in answer is never
 *   stored, here or in a shared cache.
 * - The key is the host, path and query plus the host's content version (lib/content-version.ts:
 *   triggers move it in the same statement as any change the host would show), so a change is
 *   never served stale and needs no purge.
 * - Answers carry an ETag (the content version and a digest of the body); a matching
 *   If-None-Match answers 304. Browsers revalidate every time (`no-cache`).
 * - `X-Edge-Cache: HIT | MISS` says which happened; a request with `Cache-Control: no-cache` is a MISS. `uncached(query)` names answers that depend
 *   on something the content version does not follow (e.g. reading counts), which go uncached.
 */
export const edgeCache = (opts: { uncached?: (query: URLSearchParams) => boolean } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const anonymous = c.req.method === "GET" && !c.req.header("Authorization") && !(c.req.header("Cookie") ?? "").includes(`${COMMUNITY_COOKIE_NAME}=`);
    if (!anonymous || typeof caches === "undefined") {
      await next();
      if (c.req.method === "GET") c.res.headers.set("Cache-Control", "private, no-store");
      return;
    }
    if (opts.uncached?.(new URL(c.req.url).searchParams)) return next();
    const url = new URL(c.req.url);
    const host = c.req.header("Host") ?? url.host;
    const seen = c.get("seenVersion");
    const cache = caches.default;

    // A request that asks for a fresh answer (Cache-Control: no-cache, as a browser's reload
    // sends) skips the cache both ways (a stored answer is never stale, so there is nothing to
    // refresh); `npm run bench` measures the database path this way. It needs the version only for
    // its ETag, and takes it from the handler's own query when that selected it (one round trip).
    const fresh = (c.req.header("Cache-Control") ?? "").includes("no-cache");
    const keyAt = (version: string) => new Request(`https://edge-cache.invalid/${encodeURIComponent(host)}${url.pathname}?${url.searchParams.toString()}&__v=${version}`);
    const before = fresh ? undefined : await hostContentVersion(c.get("db"), c.get("scope").tenantId, seen);
    const hit = before === undefined ? undefined : await cache.match(keyAt(before));
    if (hit) return answer(c.req.header("If-None-Match"), hit.body, new Headers(hit.headers), "HIT");

    await next();
    if (c.res.status !== 200) return;
    const version = before ?? (await hostContentVersion(c.get("db"), c.get("scope").tenantId, seen));
    // The handler's answer is read once and replaced (no copy of its body or of the response).
    const body = await c.res.arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body)).slice(0, 12);
    const etag = `"${version}-${btoa(String.fromCharCode(...digest)).replace(/[+/=]/g, "")}"`;
    const headers = new Headers(c.res.headers);
    headers.set("ETag", etag);
    headers.delete("Set-Cookie");
    if (!fresh) {
      const stored = new Response(body, { status: 200, headers: new Headers(headers) });
      stored.headers.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
      const put = cache.put(keyAt(version), stored).catch(() => undefined);
      try {
        c.executionCtx.waitUntil(put);
      } catch {
        await put; // no execution context (app.request in a unit test)
      }
    }
    c.res = undefined;
    c.res = answer(c.req.header("If-None-Match"), body, headers, "MISS");
  });

/** The answer to send: `headers` (the stored or fresh answer's, ours to change) marked for browsers, or a 304 when the ETag matches. */
function answer(ifNoneMatch: string | undefined, body: BodyInit | null, headers: Headers, state: "HIT" | "MISS"): Response {
  headers.set("Cache-Control", "public, no-cache");
  headers.set("X-Edge-Cache", state);
  const etag = headers.get("ETag");
  if (etag && ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}
