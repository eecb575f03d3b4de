import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAuth } from "../../middleware/auth";
import { serviceContext } from "../../lib/context";
import { listModes } from "./modes.service";

/** GET /api/modes/: the switchboard modes of this school, for signed-in users. */
export const modeRoutes = new Hono<AppEnv>().get("/", async (c) => {
  requireAuth(c);
  return c.json({ results: await listModes(serviceContext(c)) });
});
