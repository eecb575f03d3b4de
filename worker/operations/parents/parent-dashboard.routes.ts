import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { serviceContext } from "../../lib/context";
import { requireSignedIn } from "../../middleware/require-role";
import { parentDashboard } from "./parent-dashboard.service";

/** /api/parent/children/: the composed parent dashboard (identity's links, library, learning, giving). */
export const parentDashboardRoutes = new Hono<AppEnv>().use("*", requireSignedIn).get("/", async (c) => c.json({ results: await parentDashboard(serviceContext(c)) }));
