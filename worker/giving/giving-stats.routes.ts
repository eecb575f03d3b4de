import { Hono } from "hono";
import type { AppEnv } from "../env";
import { givingStatsQuery } from "../contracts/giving";
import { serviceContext } from "../lib/context";
import { queryParams } from "../lib/validate";
import { requireSignedIn } from "../middleware/require-role";
import { givingStats } from "./giving-stats.service";

/** /api/giving/stats/: the charities dashboard (staff: every school on the platform host; a school admin: their school). */
export const givingStatsRoutes = new Hono<AppEnv>().get("/stats", requireSignedIn, queryParams(givingStatsQuery), async (c) =>
  c.json(await givingStats(serviceContext(c), c.req.valid("query"))),
);
