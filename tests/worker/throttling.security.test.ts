import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rateLimits } from "../../worker/db/schema";
import { loginSchema } from "../../worker/contracts/auth";
import { LOGIN_THROTTLE, login } from "../../worker/identity/auth/auth.service";
import { CLASS_CODE_THROTTLE } from "../../worker/identity/classes/classes.service";
import { COMMUNITY_THROTTLE } from "../../worker/identity/community/community.routes";
import type { ServiceContext } from "../../worker/lib/context";
import { tenantScope } from "../../worker/lib/db";
import { TURNSTILE_VERIFY_URL } from "../../worker/lib/turnstile";
import { call, newAddress, post } from "../helpers/api";
import { addStudents, createClass, createStaff, createTenant, createUser, db } from "../helpers/factories";

/** The wait a throttle started has run out (as it would after its few seconds). */
const waitIsOver = (key: string) => db().update(rateLimits).set({ resetAt: Date.now() - 1 }).where(eq(rateLimits.key, `${key}:wait`));
const signInCall = (host: string, username: string, password: string, address = newAddress()) =>
  post(host, "/api/auth/token/", { username, password }, { address });

/* Security finding 5: the per-account counter counts per account, not per host. */
describe("sign-in throttling per account", () => {
  it("counts a staff account's failures across every host, so more hosts do not mean more guesses", async () => {
    const staff = await createStaff();
    const hosts = ["localhost", ...(await Promise.all([createTenant(), createTenant(), createTenant()])).map((t) => t.host)];
    for (let i = 0; i < LOGIN_THROTTLE.account.free; i++) {
      expect((await signInCall(hosts[i % hosts.length], staff.username, `guess-${i}-xyz`)).status).toBe(401);
    }
    for (const host of hosts) {
      const res = await signInCall(host, staff.username, "guess-once-more");
      expect(res.status, host).toBe(429);
      expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    }
  }, 60_000);
});

/* Security finding 4: throttle the attacker, not the owner. */
describe("an attack on an account does not lock its owner out", () => {
  it("accepts the correct password once the short wait after an attack is over (a lockout refused it for 15 minutes)", async () => {
    const t = await createTenant();
    const child = await createUser({ tenantId: t.id, role: "student" });
    let refused = 0;
    for (let i = 0; i < 25; i++) {
      const res = await signInCall(t.host, child.username, `guess-${i}-abc`);
      expect([401, 429]).toContain(res.status);
      if (res.status === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0); // the attacker was slowed down
    const during = await signInCall(t.host, child.username, child.password);
    expect(during.status).toBe(429);
    expect(Number(during.headers.get("Retry-After"))).toBeLessThanOrEqual(LOGIN_THROTTLE.account.maxDelayMs / 1000);

    await waitIsOver(`login:user:${child.id}`);
    const owner = await signInCall(t.host, child.username, child.password);
    expect(owner.status).toBe(200);
    expect(owner.body.user.id).toBe(child.id);
  }, 60_000);

  it("keeps a school network (one shared address) signing in while one device on it sprays guesses", async () => {
    const t = await createTenant();
    const school = newAddress();
    const cls = await createClass(t.id);
    const pupils = await addStudents(t.id, cls.id, Array.from({ length: 6 }, (_, i): [string, string] => [`Pupil${i}`, "Shared"]));
    // The guessing device: more failures than the old per-address limit (100), over many names.
    for (let i = 0; i < 100; i++) await signInCall(t.host, `guessed-${i}`, "password1", school);
    for (let i = 0; i < 12; i++) await signInCall(t.host, pupils[0].username, `guess-${i}`, school);
    for (const pupil of pupils.slice(1)) {
      const res = await signInCall(t.host, pupil.username, pupil.password, school);
      expect(res.status, pupil.username).toBe(200);
    }
  }, 180_000);
});

describe("with Turnstile configured, the challenge replaces the wait", () => {
  afterEach(() => vi.restoreAllMocks());

  function context(host: { tenantId: string | null }): ServiceContext {
    return {
      db: db(),
      env: { ...env, TURNSTILE_SECRET_KEY: "0x-test-turnstile-secret" } as Env,
      scope: tenantScope(host.tenantId),
      tenant: null,
      user: null,
      origin: "http://localhost",
      clientAddress: "198.51.100.91",
      waitUntil: () => undefined,
    };
  }

  it("asks for the challenge after the free failures, and a passed challenge lets the correct password in at once", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== TURNSTILE_VERIFY_URL) throw new Error(`unexpected fetch ${url}`);
      return Response.json({ success: true });
    });
    const u = await createUser();
    const ctx = context({ tenantId: null });
    for (let i = 0; i < LOGIN_THROTTLE.account.free + 3; i++) {
      await login(ctx, loginSchema.parse({ username: u.username, password: `wrong-${i}`, turnstile_token: "tok" })).catch(() => undefined);
    }
    await expect(login(ctx, loginSchema.parse({ username: u.username, password: u.password }))).rejects.toMatchObject({
      code: "RATE_LIMITED",
      fields: { turnstile_token: ["Please complete the security check and try again."] },
    });
    const ok = await login(ctx, loginSchema.parse({ username: u.username, password: u.password, turnstile_token: "tok" }));
    expect("user" in ok && ok.user.id).toBe(u.id);
  }, 60_000);
});

describe("wrong class codes and community passwords do not lock out a school's network", () => {
  it("answers the right class code after a short wait, however many wrong ones the address sent", async () => {
    const t = await createTenant();
    const cls = await createClass(t.id);
    const school = newAddress();
    for (let i = 0; i < CLASS_CODE_THROTTLE.free + 10; i++) await call(t.host, `/api/list-student-in-class/WRONG${i}X/`, { address: school });
    const during = await call(t.host, `/api/list-student-in-class/${cls.code}/`, { address: school });
    expect(during.status).toBe(429);
    expect(Number(during.headers.get("Retry-After"))).toBeLessThanOrEqual(CLASS_CODE_THROTTLE.maxDelayMs / 1000);
    await waitIsOver(`classcode:ip:${school}`);
    expect((await call(t.host, `/api/list-student-in-class/${cls.code}/`, { address: school })).status).toBe(200);
  }, 60_000);

  it("accepts the right community password after a short wait, however many wrong ones the address sent", async () => {
    const t = await createTenant({ communityPassword: "community-gate-2931" });
    const school = newAddress();
    for (let i = 0; i < COMMUNITY_THROTTLE.free + 5; i++) await post(t.host, "/api/generic-password-login", { password: `nope-${i}` }, { address: school });
    const during = await post(t.host, "/api/generic-password-login", { password: "community-gate-2931" }, { address: school });
    expect(during.status).toBe(429);
    expect(Number(during.headers.get("Retry-After"))).toBeLessThanOrEqual(COMMUNITY_THROTTLE.maxDelayMs / 1000);
    await waitIsOver(`community:${t.id}:${school}`);
    expect((await post(t.host, "/api/generic-password-login", { password: "community-gate-2931" }, { address: school })).status).toBe(200);
  }, 60_000);
});
