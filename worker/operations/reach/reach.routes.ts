import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { serviceContext } from "../../lib/context";
import { globalReach } from "./reach.service";

/** GET /api/global-reach: libraries, charities and gifts by country (public totals, no names). */
export const reachRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await globalReach(serviceContext(c)), 200, { "Cache-Control": "public, max-age=300" }));
