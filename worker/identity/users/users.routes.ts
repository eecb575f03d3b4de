import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAuth } from "../../middleware/auth";
import { serviceContext } from "../../lib/context";
import { getCurrentUser } from "./users.service";
import { toProfile } from "./users.presenter";

export const userRoutes = new Hono<AppEnv>().get("/profile", async (c) => {
  const auth = requireAuth(c);
  const user = await getCurrentUser(serviceContext(c), auth.id);
  return c.json(toProfile(user));
});
