import { Hono } from "hono";
import type { AppEnv } from "../env";
import { serviceContext } from "../lib/context";
import { countImpacts } from "./impacts.service";

/** /api/v1/impacts/count/: the public impact counter. */
export const impactRoutes = new Hono<AppEnv>().get("/count", async (c) => c.json(await countImpacts(serviceContext(c))));
