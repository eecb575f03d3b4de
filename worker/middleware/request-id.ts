import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { newId } from "../lib/ids";

/** Every response carries X-Request-Id; error envelopes and logs repeat it. */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.req.header("CF-Ray") ? `req_${c.req.header("CF-Ray")}` : newId("req");
  c.set("requestId", id);
  await next();
  c.header("X-Request-Id", id);
});
