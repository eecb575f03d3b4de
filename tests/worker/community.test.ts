import { env, exports } from "cloudflare:workers";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { call, newAddress, post } from "../helpers/api";
import { createTenant } from "../helpers/factories";
import { COMMUNITY_TTL_SECONDS, signAccessToken } from "../../worker/lib/jwt";

const COMMUNITY_PASSWORD = "community-gate-2931";

const login = (host: string, password: unknown, address = newAddress()) =>
  post(host, "/api/generic-password-login", password === undefined ? {} : { password }, { address });

const checkAccess = (host: string, cookie?: string) =>
  call<{ authenticated: boolean }>(host, "/api/check-generic-access", { headers: cookie ? { Cookie: cookie } : {} });

/** `community_access=<value>` from a Set-Cookie header, ready to send back as a Cookie header. */
function cookiePair(setCookie: string | null): string {
  const pair = setCookie?.split(";")[0] ?? "";
  expect(pair).toMatch(/^community_access=.+/);
  return pair;
}

/** The same login, but as a browser on https:// would send it (the api helper speaks http). */
async function loginOverHttps(host: string, password: string) {
  return exports.default.fetch(
    new Request(`https://${host}/api/generic-password-login`, {
      method: "POST",
      headers: { Host: host, "CF-Connecting-IP": newAddress(), "Content-Type": "application/json" },
      body: JSON.stringify({ password }),
    }),
  );
}

describe("POST /api/generic-password-login", () => {
  it("sets an HttpOnly, Lax, host-wide cookie for the right password (not Secure over http)", async () => {
    const tenant = await createTenant({ communityPassword: COMMUNITY_PASSWORD });
    const res = await login(tenant.host, COMMUNITY_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, authenticated: true });

    const setCookie = res.headers.get("Set-Cookie");
    cookiePair(setCookie);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(setCookie).toMatch(new RegExp(`;\\s*Max-Age=${COMMUNITY_TTL_SECONDS}(;|$)`));
    expect(setCookie).not.toMatch(/;\s*Secure/i);
  });

  it("marks the cookie Secure over https", async () => {
    const tenant = await createTenant({ communityPassword: COMMUNITY_PASSWORD });
    const res = await loginOverHttps(tenant.host, COMMUNITY_PASSWORD);
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("Set-Cookie");
    cookiePair(setCookie);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
  });

  it("refuses a wrong password without setting a cookie", async () => {
    const tenant = await createTenant({ communityPassword: COMMUNITY_PASSWORD });
    const res = await login(tenant.host, "not-the-password");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("requires a password", async () => {
    const tenant = await createTenant({ communityPassword: COMMUNITY_PASSWORD });
    const res = await login(tenant.host, undefined);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields.password).toEqual(["Please enter your password."]);
  });

  it("is forbidden for a school without a community password", async () => {
    const tenant = await createTenant();
    const res = await login(tenant.host, COMMUNITY_PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });

  it("does not exist on the platform host", async () => {
    const res = await login("localhost", COMMUNITY_PASSWORD);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
  });
});

describe("GET /api/check-generic-access", () => {
  it("is false without a cookie and true with this school's cookie", async () => {
    const tenant = await createTenant({ communityPassword: COMMUNITY_PASSWORD });
    const anonymous = await checkAccess(tenant.host);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ authenticated: false });
    expect(anonymous.headers.get("Cache-Control")).toBe("no-store");

    const cookie = cookiePair((await login(tenant.host, COMMUNITY_PASSWORD)).headers.get("Set-Cookie"));
    expect((await checkAccess(tenant.host, cookie)).body).toEqual({ authenticated: true });
  });

  it("does not accept one school's cookie on another school's host", async () => {
    const [a, b] = await Promise.all([
      createTenant({ communityPassword: COMMUNITY_PASSWORD }),
      createTenant({ communityPassword: COMMUNITY_PASSWORD }),
    ]);
    const cookieOfA = cookiePair((await login(a.host, COMMUNITY_PASSWORD)).headers.get("Set-Cookie"));
    expect((await checkAccess(b.host, cookieOfA)).body).toEqual({ authenticated: false });
    expect((await checkAccess(a.host, cookieOfA)).body).toEqual({ authenticated: true });
  });

  const b64url = (json: object) => btoa(JSON.stringify(json)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const forgeries: [string, (tenantId: string) => Promise<string>][] = [
    ["garbage", async () => "garbage"],
    ["an unsigned JWT", async (tid) => `${b64url({ alg: "none", typ: "JWT" })}.${b64url({ tid, iss: "schools-platform", aud: "community" })}.`],
    ["a JWT signed with another key", (tid) => new SignJWT({ tid }).setProtectedHeader({ alg: "HS256" }).setIssuer("schools-platform").setAudience("community").setExpirationTime("1h").sign(new TextEncoder().encode("another-secret-another-secret-another-secret"))],
    ["an access token (right key, wrong audience)", (tid) => signAccessToken(env, { sub: "usr_x", tid, role: "teacher", staff: false, sid: "fam_x" })],
  ];

  it.each(forgeries)("is false for %s carrying the school's id", async (_name, forge) => {
    const tenant = await createTenant({ communityPassword: COMMUNITY_PASSWORD });
    const res = await checkAccess(tenant.host, `community_access=${await forge(tenant.id)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authenticated: false });
  });

  it("does not exist on the platform host", async () => {
    const res = await checkAccess("localhost");
    expect(res.status).toBe(404);
  });
});

describe("POST /api/generic-password-logout", () => {
  it("clears the cookie", async () => {
    const tenant = await createTenant({ communityPassword: COMMUNITY_PASSWORD });
    const cookie = cookiePair((await login(tenant.host, COMMUNITY_PASSWORD)).headers.get("Set-Cookie"));
    const res = await call(tenant.host, "/api/generic-password-logout", { method: "POST", headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, authenticated: false });
    const cleared = res.headers.get("Set-Cookie") ?? "";
    expect(cleared).toMatch(/^community_access=;/);
    expect(cleared).toMatch(/;\s*Path=\/(;|$)/);
    const expired = /;\s*Max-Age=0(;|$)/.test(cleared) || new Date(/Expires=([^;]+)/i.exec(cleared)?.[1] ?? Date.now()).getTime() < Date.now();
    expect(expired).toBe(true);
  });
});

describe("community password throttling", () => {
  it("after 10 wrong passwords makes the address wait a few seconds (the right one too), not other addresses", async () => {
    const tenant = await createTenant({ communityPassword: COMMUNITY_PASSWORD });
    const address = newAddress();
    for (let i = 0; i < 10; i++) expect((await login(tenant.host, `wrong-${i}`, address)).status).toBe(401);

    const blocked = await login(tenant.host, COMMUNITY_PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("RATE_LIMITED");
    expect(blocked.headers.get("Set-Cookie")).toBeNull();
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);

    expect((await login(tenant.host, COMMUNITY_PASSWORD, newAddress())).status).toBe(200);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const tenant = await createTenant({ communityPassword: COMMUNITY_PASSWORD });
    const address = newAddress();
    for (let i = 0; i < 9; i++) expect((await login(tenant.host, `wrong-${i}`, address)).status).toBe(401);
    expect((await login(tenant.host, COMMUNITY_PASSWORD, address)).status).toBe(200);
    expect((await login(tenant.host, "wrong-again", address)).status).toBe(401);
    expect((await login(tenant.host, COMMUNITY_PASSWORD, address)).status).toBe(200);
  });
});
