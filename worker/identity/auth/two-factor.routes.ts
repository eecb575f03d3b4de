import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { twoFactorCodeSchema } from "../../contracts/auth";
import { serviceContext } from "../../lib/context";
import { jsonBody } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { getCurrentUser } from "../users/users.service";
import { confirmEnrolment, disableTwoFactor, startEnrolment, twoFactorStatus } from "./two-factor.service";

/** /api/user/two-factor/…: a signed-in staff member or school admin manages their authenticator. */
export const twoFactorRoutes = new Hono<AppEnv>()
  .use("*", requireSignedIn)
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/", async (c) => {
    const ctx = serviceContext(c);
    return c.json(await twoFactorStatus(ctx, await getCurrentUser(ctx, ctx.user!.id)));
  })
  .post("/setup", async (c) => {
    const ctx = serviceContext(c);
    return c.json(await startEnrolment(ctx, await getCurrentUser(ctx, ctx.user!.id)));
  })
  .post("/confirm", jsonBody(twoFactorCodeSchema), async (c) => {
    const ctx = serviceContext(c);
    const recovery = await confirmEnrolment(ctx, await getCurrentUser(ctx, ctx.user!.id), c.req.valid("json").code);
    return c.json({ enabled: true, recovery_codes: recovery });
  })
  .post("/disable", jsonBody(twoFactorCodeSchema), async (c) => {
    const ctx = serviceContext(c);
    await disableTwoFactor(ctx, await getCurrentUser(ctx, ctx.user!.id), c.req.valid("json").code);
    return c.json({ enabled: false });
  });
