import { Hono } from "hono";
import { eq } from "drizzle-orm";
import type { AppEnv } from "../../env";
import { userLocaleSchema } from "../../contracts/regions";
import { users } from "../../db/schema";
import { requireAuth } from "../../middleware/auth";
import { serviceContext } from "../../lib/context";
import { jsonBody } from "../../lib/validate";
import { getCurrentUser } from "./users.service";
import { toProfile } from "./users.presenter";

export const userRoutes = new Hono<AppEnv>()
  .get("/profile", async (c) => {
    const auth = requireAuth(c);
    const user = await getCurrentUser(serviceContext(c), auth.id);
    return c.json(toProfile(user));
  })
  /** PUT /api/user/locale {locale}: the signed-in user's own interface and email language (null: follow the school). */
  .put("/locale", jsonBody(userLocaleSchema), async (c) => {
    const auth = requireAuth(c);
    const ctx = serviceContext(c);
    const user = await getCurrentUser(ctx, auth.id);
    const { locale } = c.req.valid("json");
    await ctx.db.update(users).set({ locale, updatedAt: Date.now() }).where(eq(users.id, user.id)).run();
    return c.json(toProfile({ ...user, locale }));
  });
