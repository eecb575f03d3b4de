import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../env";
import { communityLoginSchema } from "../../contracts/auth";
import { isHttps, serviceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { COMMUNITY_TTL_SECONDS, signCommunityToken, verifyCommunityToken } from "../../lib/jwt";
import { verifyPassword } from "../../lib/passwords";
import { clearThrottle, enforceThrottle, recordFailure, type ThrottleRule } from "../../lib/throttle";
import { jsonBody } from "../../lib/validate";
import { requireSchool } from "../../middleware/tenant";

export const COMMUNITY_COOKIE = "community_access";
/**
 * Wrong community passwords per school and address (often a school's one network): ten free, then
 * a growing wait (1 s to 30 s) or the Turnstile challenge — never a lockout of the right password.
 */
export const COMMUNITY_THROTTLE: ThrottleRule = { free: 10, windowMs: 15 * 60 * 1000, baseDelayMs: 1000, maxDelayMs: 30_000 };
const SCHOOL_ONLY = "Community access is only available on a school's site.";

/** Community users share one password per school; access is an HttpOnly cookie bound to the school. */
export const communityRoutes = new Hono<AppEnv>()
  .post("/generic-password-login", jsonBody(communityLoginSchema), async (c) => {
    const scope = requireSchool(c, SCHOOL_ONLY);
    const tenant = c.get("tenant")!;
    if (!tenant.communityPasswordHash) throw new AppError("FORBIDDEN", "Community access is not enabled for this school.");
    const ctx = serviceContext(c);
    const key = `community:${scope.tenantId}:${ctx.clientAddress}`;
    const input = c.req.valid("json");
    await enforceThrottle({ db: ctx.db, turnstileSecret: c.env.TURNSTILE_SECRET_KEY, challengeToken: input.turnstile_token, clientAddress: ctx.clientAddress }, key, COMMUNITY_THROTTLE);
    if (!(await verifyPassword(input.password, tenant.communityPasswordHash))) {
      await recordFailure(ctx.db, key, COMMUNITY_THROTTLE);
      throw new AppError("UNAUTHORIZED", "Incorrect community password.");
    }
    await clearThrottle(ctx.db, key);
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
