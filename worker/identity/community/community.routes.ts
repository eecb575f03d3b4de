import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../env";
import { communityLoginSchema } from "../../contracts/auth";
import { isHttps, serviceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { COMMUNITY_TTL_SECONDS, signCommunityToken, verifyCommunityToken } from "../../lib/jwt";
import { verifyPassword } from "../../lib/passwords";
import { clearCounter, countEvent, currentCount, rateLimited } from "../../lib/rate-limit";
import { jsonBody } from "../../lib/validate";
import { requireSchool } from "../../middleware/tenant";

export const COMMUNITY_COOKIE = "community_access";
const COMMUNITY_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };
const SCHOOL_ONLY = "Community access is only available on a school's site.";

/** Community users share one password per school; access is an HttpOnly cookie bound to the school. */
export const communityRoutes = new Hono<AppEnv>()
  .post("/generic-password-login", jsonBody(communityLoginSchema), async (c) => {
    const scope = requireSchool(c, SCHOOL_ONLY);
    const tenant = c.get("tenant")!;
    if (!tenant.communityPasswordHash) throw new AppError("FORBIDDEN", "Community access is not enabled for this school.");
    const ctx = serviceContext(c);
    const key = `community:${scope.tenantId}:${ctx.clientAddress}`;
    const attempts = await currentCount(ctx.db, key);
    if (attempts.count >= COMMUNITY_LIMIT.limit) throw rateLimited(attempts.resetAt);
    if (!(await verifyPassword(c.req.valid("json").password, tenant.communityPasswordHash))) {
      await countEvent(ctx.db, key, COMMUNITY_LIMIT);
      throw new AppError("UNAUTHORIZED", "Incorrect community password.");
    }
    await clearCounter(ctx.db, key);
    setCookie(c, COMMUNITY_COOKIE, await signCommunityToken(c.env, scope.tenantId), {
      httpOnly: true,
      sameSite: "Lax",
      secure: isHttps(c),
      path: "/",
      maxAge: COMMUNITY_TTL_SECONDS,
    });
    return c.json({ success: true, authenticated: true });
  })
  .get("/check-generic-access", async (c) => {
    const scope = requireSchool(c, SCHOOL_ONLY);
    const cookie = getCookie(c, COMMUNITY_COOKIE);
    const authenticated = !!cookie && (await verifyCommunityToken(c.env, cookie, scope.tenantId));
    c.header("Cache-Control", "no-store");
    return c.json({ authenticated });
  })
  .post("/generic-password-logout", (c) => {
    requireSchool(c, SCHOOL_ONLY);
    deleteCookie(c, COMMUNITY_COOKIE, { path: "/", secure: isHttps(c), httpOnly: true, sameSite: "Lax" });
    return c.json({ success: true, authenticated: false });
  });
