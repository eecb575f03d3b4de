import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { call, newAddress, post } from "../helpers/api";
import { createStaff, createTenant, createUser, db, signIn } from "../helpers/factories";
import { refreshTokens, users } from "../../worker/db/schema";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "../../worker/lib/jwt";
import { sha256Hex } from "../../worker/lib/ids";
import { REFRESH_TTL_MS } from "../../worker/identity/auth/tokens.service";
import { LOGIN_THROTTLE } from "../../worker/identity/auth/auth.service";
import { delayAfter } from "../../worker/lib/throttle";

const decode = (jwt: string) => JSON.parse(atob(jwt.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));

describe("POST /api/auth/token/", () => {
  it("signs a school user in by username or email and returns tokens and the profile", async () => {
    const t = await createTenant();
    const u = await createUser({ tenantId: t.id, role: "teacher", firstName: "Ada", lastName: "Lovelace" });
    for (const login of [u.username, u.email!.toUpperCase()]) {
      const res = await post(t.host, "/api/auth/token/", { username: login, password: u.password, remember: false }, { address: newAddress() });
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual({
        id: u.id, first_name: "Ada", last_name: "Lovelace", email: u.email, username: u.username,
        is_staff: false, country: "GB", avatar: null, role: "teacher", tenant: t.id, locale: null,
      });
      const claims = decode(res.body.access);
      expect(claims).toMatchObject({ sub: u.id, tid: t.id, role: "teacher", staff: false });
      expect(claims.exp - claims.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
      expect(ACCESS_TOKEN_TTL_SECONDS).toBe(15 * 60);
      expect(res.body.refresh).toMatch(/^rt_/);
    }
  });

  it("stores only a hash of the refresh token, short-lived unless remember is set", async () => {
    const u = await createUser();
    const short = await signIn("localhost", u.username, u.password, false);
    const long = await signIn("localhost", u.username, u.password, true);
    const rowOf = async (token: string) => db().select().from(refreshTokens).where(eq(refreshTokens.tokenHash, await sha256Hex(token))).get();
    const s = (await rowOf(short.refresh))!;
    const l = (await rowOf(long.refresh))!;
    expect(s.tokenHash).not.toContain(short.refresh);
    expect(s.expiresAt - s.createdAt).toBe(REFRESH_TTL_MS.short);
    expect(l.expiresAt - l.createdAt).toBe(REFRESH_TTL_MS.remember);
    expect(REFRESH_TTL_MS.remember).toBeGreaterThan(REFRESH_TTL_MS.short);
  });

  it("refuses a school user on another school's host and on the platform host", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const u = await createUser({ tenantId: a.id });
    for (const host of [b.host, "localhost"]) {
      const res = await post(host, "/api/auth/token/", { username: u.username, password: u.password }, { address: newAddress() });
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({ code: "UNAUTHORIZED", message: "Invalid username or password" });
    }
  });

  it("refuses a platform (non-staff) user on a school host", async () => {
    const t = await createTenant();
    const u = await createUser({ tenantId: null });
    const res = await post(t.host, "/api/auth/token/", { username: u.username, password: u.password }, { address: newAddress() });
    expect(res.status).toBe(401);
  });

  it("lets platform staff sign in on any host, with the token bound to that host", async () => {
    const staff = await createStaff();
    const t = await createTenant();
    const onSchool = await signIn(t.host, staff.email!, staff.password);
    expect(decode(onSchool.access)).toMatchObject({ tid: t.id, staff: true });
    const onPlatform = await signIn("localhost", staff.email!, staff.password);
    expect(decode(onPlatform.access)).toMatchObject({ tid: null, staff: true });
  });

  it.each([
    ["wrong password", (u: { username: string }) => ({ username: u.username, password: "not-the-password" })],
    ["unknown user", () => ({ username: "nobody-here", password: "whatever-123" })],
  ])("answers %s with 401 'Invalid username or password'", async (_label, body) => {
    const u = await createUser();
    const res = await post("localhost", "/api/auth/token/", body(u), { address: newAddress() });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe("Invalid username or password");
  });

  it("refuses archived users", async () => {
    const u = await createUser({ archived: true });
    const res = await post("localhost", "/api/auth/token/", { username: u.username, password: u.password }, { address: newAddress() });
    expect(res.status).toBe(401);
  });

  it("validates the form: missing username or password → 'Please enter your password.'", async () => {
    const res = await post("localhost", "/api/auth/token/", {}, { address: newAddress() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields).toEqual({ username: ["Please enter your password."], password: ["Please enter your password."] });
  });
});

describe("sign-in throttling", () => {
  const attempt = (username: string, password: string, address = newAddress()) => post("localhost", "/api/auth/token/", { username, password }, { address });

  it("after an account's free failures, makes the next attempt wait a growing, short time (429 with Retry-After)", async () => {
    const u = await createUser();
    for (let i = 0; i < LOGIN_THROTTLE.account.free; i++) expect((await attempt(u.username, "wrong-password-x")).status).toBe(401);
    const waiting = await attempt(u.username, u.password);
    expect(waiting.status).toBe(429);
    expect(waiting.body.error.code).toBe("RATE_LIMITED");
    expect(waiting.body.error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    const retryAfter = Number(waiting.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.account.baseDelayMs / 1000);
    expect(delayAfter(LOGIN_THROTTLE.account.free + 3, LOGIN_THROTTLE.account)).toBe(8 * LOGIN_THROTTLE.account.baseDelayMs);
    expect(delayAfter(1000, LOGIN_THROTTLE.account)).toBe(LOGIN_THROTTLE.account.maxDelayMs);
  });

  it("says the wait in the reader's language (a child reading Arabic or Hindi was told it in English)", async () => {
    const u = await createUser();
    for (let i = 0; i < LOGIN_THROTTLE.account.free; i++) expect((await attempt(u.username, "wrong-password-x")).status).toBe(401);
    const inArabic = await post("localhost", "/api/auth/token/", { username: u.username, password: u.password }, { address: newAddress(), headers: { "Accept-Language": "ar" } });
    expect(inArabic.status).toBe(429);
    expect(inArabic.body.error.message).toMatch(/^محاولات كثيرة\. يُرجى الانتظار/);
    expect(inArabic.body.error.message).not.toMatch(/[A-Za-z]/);
    const inHindi = await post("localhost", "/api/auth/token/", { username: u.username, password: u.password }, { address: newAddress(), headers: { "Accept-Language": "hi" } });
    expect(inHindi.body.error.message).toMatch(/^बहुत अधिक प्रयास हो गए।/);
  });

  it("clears the account counter after a successful sign-in", async () => {
    const u = await createUser();
    for (let i = 0; i < LOGIN_THROTTLE.account.free - 1; i++) await attempt(u.username, "wrong-password-x");
    await signIn("localhost", u.username, u.password);
    for (let i = 0; i < LOGIN_THROTTLE.account.free; i++) expect((await attempt(u.username, "wrong-password-x")).status).toBe(401);
  });
});

describe("POST /api/auth/token/refresh/", () => {
  it("rotates the refresh token on every use and keeps the session working", async () => {
    const u = await createUser();
    const first = await signIn("localhost", u.username, u.password);
    const r1 = await post("localhost", "/api/auth/token/refresh/", { refresh: first.refresh });
    expect(r1.status).toBe(200);
    expect(r1.body.refresh).not.toBe(first.refresh);
    expect(decode(r1.body.access).sub).toBe(u.id);
    const r2 = await post("localhost", "/api/auth/token/refresh/", { refresh: r1.body.refresh });
    expect(r2.status).toBe(200);
    const profile = await call("localhost", "/api/user/profile/", { token: r2.body.access });
    expect(profile.body.id).toBe(u.id);
  });

  it("detects reuse of a rotated token and revokes the whole family", async () => {
    const u = await createUser();
    const first = await signIn("localhost", u.username, u.password);
    const rotated = await post("localhost", "/api/auth/token/refresh/", { refresh: first.refresh });
    expect(rotated.status).toBe(200);

    const replay = await post("localhost", "/api/auth/token/refresh/", { refresh: first.refresh });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe("UNAUTHORIZED");
    // The legitimate holder's newer token is now dead too.
    const after = await post("localhost", "/api/auth/token/refresh/", { refresh: rotated.body.refresh });
    expect(after.status).toBe(401);
    const family = await db().select().from(refreshTokens).where(eq(refreshTokens.userId, u.id)).all();
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it("lets only one of two concurrent uses of the same token win", async () => {
    const u = await createUser();
    const first = await signIn("localhost", u.username, u.password);
    const results = await Promise.all([
      post("localhost", "/api/auth/token/refresh/", { refresh: first.refresh }),
      post("localhost", "/api/auth/token/refresh/", { refresh: first.refresh }),
    ]);
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
  });

  it("refuses unknown, expired and other-host refresh tokens", async () => {
    const t = await createTenant();
    const u = await createUser({ tenantId: t.id });
    const pair = await signIn(t.host, u.username, u.password);
    expect((await post("localhost", "/api/auth/token/refresh/", { refresh: pair.refresh })).status).toBe(401);
    expect((await post(t.host, "/api/auth/token/refresh/", { refresh: "rt_not-a-real-token" })).status).toBe(401);
    await db().update(refreshTokens).set({ expiresAt: Date.now() - 1 }).where(eq(refreshTokens.tokenHash, await sha256Hex(pair.refresh)));
    expect((await post(t.host, "/api/auth/token/refresh/", { refresh: pair.refresh })).status).toBe(401);
    expect((await post(t.host, "/api/auth/token/refresh/", {})).status).toBe(400);
  });

  it("ends the session when the user is archived", async () => {
    const u = await createUser();
    const pair = await signIn("localhost", u.username, u.password);
    await db().update(users).set({ archived: true }).where(eq(users.id, u.id));
    expect((await post("localhost", "/api/auth/token/refresh/", { refresh: pair.refresh })).status).toBe(401);
  });
});

describe("POST /api/auth/logout/", () => {
  it("revokes the refresh token family", async () => {
    const u = await createUser();
    const pair = await signIn("localhost", u.username, u.password);
    const res = await post("localhost", "/api/auth/logout/", { refresh: pair.refresh });
    expect(res.status).toBe(200);
    expect((await post("localhost", "/api/auth/token/refresh/", { refresh: pair.refresh })).status).toBe(401);
  });
});

describe("GET /api/user/profile/", () => {
  it("answers 401 without a token and with a garbage or expired one", async () => {
    expect((await call("localhost", "/api/user/profile/")).status).toBe(401);
    expect((await call("localhost", "/api/user/profile/", { token: "garbage" })).status).toBe(401);
    const u = await createUser();
    const expired = await signAccessToken(env, { sub: u.id, tid: null, role: "teacher", staff: false, sid: "fam_any" }, -60);
    const res = await call("localhost", "/api/user/profile/", { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("refuses a token issued for one school on another school's host", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const u = await createUser({ tenantId: a.id });
    const { access } = await signIn(a.host, u.username, u.password);
    expect((await call(a.host, "/api/user/profile/", { token: access })).status).toBe(200);
    expect((await call(b.host, "/api/user/profile/", { token: access })).status).toBe(401);
    expect((await call("localhost", "/api/user/profile/", { token: access })).status).toBe(401);
  });

  it("refuses a token signed with another secret", async () => {
    const u = await createUser();
    const forged = await signAccessToken({ JWT_SECRET: "x".repeat(40) }, { sub: u.id, tid: null, role: "teacher", staff: true, sid: "fam_any" });
    expect((await call("localhost", "/api/user/profile/", { token: forged })).status).toBe(401);
  });
});
