import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { passwordResetConfirmSchema, passwordResetRequestSchema, signupSchema, tokenSchema } from "../../contracts/auth";
import { COUNTRIES } from "../../contracts/countries";
import { serviceContext } from "../../lib/context";
import { jsonBody } from "../../lib/validate";
import { requestPasswordReset, setPasswordWithToken, signup, verifyEmail } from "./accounts.service";
import { acceptInvitation, invitationInfo } from "../invitations/accept.service";
import { acceptInvitationSchema } from "../../contracts/people";

/** Account creation and recovery: /api/signup/, /api/verification/, /api/password-reset… */
export const accountRoutes = new Hono<AppEnv>()
  .post("/signup", jsonBody(signupSchema), async (c) => {
    await signup(serviceContext(c), c.req.valid("json"));
    return c.json({ success: true }, 201);
  })
  .post("/verification", jsonBody(tokenSchema), async (c) => {
    await verifyEmail(serviceContext(c), c.req.valid("json").token);
    return c.json({ success: true });
  })
  .post("/password-reset", jsonBody(passwordResetRequestSchema), async (c) => {
    await requestPasswordReset(serviceContext(c), c.req.valid("json").email);
    return c.json({ success: true, message: "If an account exists for that email, we have sent a link to reset the password." });
  })
  .post("/password-reset-confirm", jsonBody(passwordResetConfirmSchema), async (c) => {
    await setPasswordWithToken(serviceContext(c), c.req.valid("json"), "password_reset");
    return c.json({ success: true });
  })
  .get("/accept-invitation/:token", async (c) => c.json(await invitationInfo(serviceContext(c), c.req.param("token"))))
  .post("/accept-invitation", jsonBody(acceptInvitationSchema), async (c) => c.json(await acceptInvitation(serviceContext(c), c.req.valid("json"))))
  // Public settings the web app needs at run time (never secrets).
  .get("/public-config", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ turnstile_site_key: c.env.TURNSTILE_SITE_KEY || null, signup_enabled: c.get("tenant") === null });
  })
  .get("/countries", (c) => {
    c.header("Cache-Control", "public, max-age=86400");
    return c.json(COUNTRIES.map(({ name, code }) => ({ name, code })));
  });
