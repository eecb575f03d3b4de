import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { classLoginSchema, loginSchema, secondFactorEnrolSchema, secondFactorSchema, logoutSchema, refreshSchema } from "../../contracts/auth";
import { serviceContext } from "../../lib/context";
import { jsonBody } from "../../lib/validate";
import { classLogin, completeSecondFactor, confirmEnrolmentAtSignIn, enrolAtSignIn, login, logout, refreshSession } from "./auth.service";

export const authRoutes = new Hono<AppEnv>()
  .post("/token", jsonBody(loginSchema), async (c) => {
    return c.json(await login(serviceContext(c), c.req.valid("json")));
  })
  .post("/class-token", jsonBody(classLoginSchema), async (c) => {
    return c.json(await classLogin(serviceContext(c), c.req.valid("json")));
  })
  .post("/second-factor", jsonBody(secondFactorSchema), async (c) => {
    return c.json(await completeSecondFactor(serviceContext(c), c.req.valid("json")));
  })
  .post("/second-factor/enrol", jsonBody(secondFactorEnrolSchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await enrolAtSignIn(serviceContext(c), c.req.valid("json").mfa_token));
  })
  .post("/second-factor/enrol/confirm", jsonBody(secondFactorSchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await confirmEnrolmentAtSignIn(serviceContext(c), c.req.valid("json")));
  })
  .post("/token/refresh", jsonBody(refreshSchema), async (c) => {
    return c.json(await refreshSession(serviceContext(c), c.req.valid("json").refresh));
  })
  .post("/logout", jsonBody(logoutSchema), async (c) => {
    await logout(serviceContext(c), c.req.valid("json").refresh);
    return c.json({ success: true });
  });
