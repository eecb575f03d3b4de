import { logInfo } from "../lib/log";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { AppEnv } from "../env";
import { newId } from "../lib/ids";

/**
 * Every response carries X-Request-Id; error envelopes and logs repeat it. Every request logs one
 * structured line (Workers Logs, `wrangler tail`): id, method, the matched route pattern (never
 * the raw path or query, which can hold tokens and keys), the tenant, status and duration.
 */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.req.header("CF-Ray") ? `req_${c.req.header("CF-Ray")}` : newId("req");
  const started = Date.now();
  c.set("requestId", id);
  try {
    await next();
  } finally {
    c.header("X-Request-Id", id);
    const tenant = c.get("tenant");
    logInfo(c.env, {
      msg: "request",
      requestId: id,
      method: c.req.method,
      route: routePath(c),
      tenant: tenant === undefined ? null : (tenant?.subdomain ?? "platform"),
      status: c.res.status,
      ms: Date.now() - started,
    });
  }
});
