import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, test, vi } from "vitest";
import { signupSchema } from "../../worker/contracts/auth";
import { emailOutbox, oneTimeTokens, users } from "../../worker/db/schema";
import type { ServiceContext } from "../../worker/lib/context";
import { tenantScope } from "../../worker/lib/db";
import { newId, sha256Hex } from "../../worker/lib/ids";
import { TURNSTILE_VERIFY_URL } from "../../worker/lib/turnstile";
import { signup } from "../../worker/identity/accounts/accounts.service";
import { call, newAddress, post } from "../helpers/api";
import { createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { linkIn, mailboxFor, tokenFromLink, waitForMail } from "../helpers/mail";

const PLATFORM = "localhost";
const GOOD_PASSWORD = "Tr1cky-Passphrase-42";
const NEW_PASSWORD = "Another-Long-Secret-77";

const newEmail = () => `${unique("acct")}@example.com`;

const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: "Ada",
  last_name: "Lovelace",
  email,
  password: GOOD_PASSWORD,
  password2: GOOD_PASSWORD,
  country: "GB",
  role: "teacher",
  agreeToTerms: true,
  ...overrides,
});

const without = (body: Record<string, unknown>, key: string) => {
  const { [key]: _dropped, ...rest } = body;
  return rest;
};

const userByEmail = (email: string) => db().select().from(users).where(eq(users.email, email)).get();
const usersWithEmail = async (email: string) => (await db().select({ n: count() }).from(users).where(eq(users.email, email)))[0].n;
const outboxTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();

/** Signs up on the platform and returns the email and the token of the verification link. */
async function signUpAndGetVerificationToken() {
  const email = newEmail();
  const res = await post(PLATFORM, "/api/signup/", signupBody(email), { address: newAddress() });
  expect(res.status).toBe(201);
  const [message] = await waitForMail(email);
  return { email, token: tokenFromLink(message, "/verification/") };
}

/** Asks for a reset link on `host` and returns the token of the newest one that arrived. */
async function requestResetToken(email: string, host = PLATFORM, expectedMessages = 1) {
  const res = await post(host, "/api/password-reset/", { email }, { address: newAddress() });
  expect(res.status).toBe(200);
  const [newest] = await waitForMail(email, { count: expectedMessages });
  return tokenFromLink(newest, "/password-reset-confirm/");
}

const confirmReset = (token: string, password = NEW_PASSWORD, password2 = password) =>
  post(PLATFORM, "/api/password-reset-confirm/", { token, password, password2 }, { address: newAddress() });

describe("POST /api/signup/", () => {
  it("creates a platform user with a hashed password and sends a verification email", async () => {
    const email = newEmail();
    const res = await post(PLATFORM, "/api/signup/", signupBody(email.toUpperCase()), { address: newAddress() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });

    const user = await userByEmail(email);
    expect(user).toMatchObject({ email, username: email, tenantId: null, firstName: "Ada", lastName: "Lovelace", country: "GB", role: "teacher", emailVerifiedAt: null });
    expect(user!.passwordHash).not.toContain(GOOD_PASSWORD);
    expect(user!.passwordHash).toMatch(/^scrypt\$/);

    const outbox = await outboxTo(email);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ template: "verification", tenantId: null });

    const [message] = await waitForMail(email);
    const link = linkIn(message, "/verification/");
    expect(link.origin).toBe("http://localhost");
    expect(link.searchParams.get("token")).toMatch(/^vt_/);
  });

  const invalidCases: [string, Record<string, unknown> | ((b: Record<string, unknown>) => Record<string, unknown>), string, string][] = [
    ["missing first_name", (b) => without(b, "first_name"), "first_name", "Required"],
    ["blank first_name", { first_name: "   " }, "first_name", "Required"],
    ["101-char first_name", { first_name: "a".repeat(101) }, "first_name", "A name can have at most 100 characters"],
    ["missing last_name", (b) => without(b, "last_name"), "last_name", "Required"],
    ["101-char last_name", { last_name: "b".repeat(101) }, "last_name", "A name can have at most 100 characters"],
    ["missing email", (b) => without(b, "email"), "email", "Required"],
    ["bad email", { email: "not-an-email" }, "email", "Invalid email"],
    ["missing password", (b) => without(b, "password"), "password", "Please enter a password"],
    ["7-char password", { password: "Abc12#x", password2: "Abc12#x" }, "password", "Password must have at least 8 characters"],
    ["256-char password", { password: "p".repeat(256), password2: "p".repeat(256) }, "password", "Characters too long"],
    ["missing password2", (b) => without(b, "password2"), "password2", "Please re-type your password"],
    ["mismatched password2", { password2: `${GOOD_PASSWORD}x` }, "password2", "Passwords does not match"],
    ["missing country", (b) => without(b, "country"), "country", "Required"],
    ["unknown country code", { country: "ZZ" }, "country", "Select a country from the list"],
    ["missing role", (b) => without(b, "role"), "role", "Choose Student or Teacher"],
    ["agreeToTerms false", { agreeToTerms: false }, "agreeToTerms", "You must agree to the terms and conditions"],
    ["agreeToTerms missing", (b) => without(b, "agreeToTerms"), "agreeToTerms", "You must agree to the terms and conditions"],
  ];

  test.each(invalidCases)("%s → 400 with fields.%s", async (_name, change, field, message) => {
    const email = newEmail();
    const base = signupBody(email);
    const body = typeof change === "function" ? change(base) : { ...base, ...change };
    const res = await post(PLATFORM, "/api/signup/", body, { address: newAddress() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields[field]).toContain(message);
    expect(await usersWithEmail(email)).toBe(0);
    expect(await outboxTo(email)).toHaveLength(0);
  });

  it("rejects an email that already exists, whatever its case", async () => {
    const existing = await createUser({ email: newEmail() });
    const res = await post(PLATFORM, "/api/signup/", signupBody(existing.email!.toUpperCase()), { address: newAddress() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields.email).toEqual(["A user with that email already exists."]);
    expect(await usersWithEmail(existing.email!)).toBe(1);
    expect(await outboxTo(existing.email!)).toHaveLength(0);
  });

  it("rejects a common password", async () => {
    const email = newEmail();
    const res = await post(PLATFORM, "/api/signup/", signupBody(email, { password: "password123", password2: "password123" }), { address: newAddress() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields.password).toEqual(["This password is too common."]);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it("is forbidden on a school's host and writes nothing", async () => {
    const tenant = await createTenant();
    const email = newEmail();
    const res = await post(tenant.host, "/api/signup/", signupBody(email), { address: newAddress() });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
    expect(await usersWithEmail(email)).toBe(0);
    expect(await outboxTo(email)).toHaveLength(0);
  });
});

describe("signup service with Turnstile enabled", () => {
  afterEach(() => vi.restoreAllMocks());

  function turnstileContext() {
    const pending: Promise<unknown>[] = [];
    const ctx: ServiceContext = {
      db: db(),
      env: { ...env, TURNSTILE_SECRET_KEY: "0x-test-turnstile-secret" } as Env,
      scope: tenantScope(null),
      tenant: null,
      user: null,
      origin: "http://localhost",
      clientAddress: "198.51.100.77",
      waitUntil: (p) => void pending.push(p),
    };
    return { ctx, pending };
  }

  /** Answers Cloudflare's siteverify with `outcome` and records the form it was sent. */
  function stubSiteverify(success: boolean) {
    const sent: FormData[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== TURNSTILE_VERIFY_URL) throw new Error(`unexpected outbound fetch to ${url}`);
      sent.push(init?.body as FormData);
      return Response.json(
        success
          ? { success: true, challenge_ts: new Date().toISOString(), hostname: "localhost", "error-codes": [], action: "signup", cdata: "" }
          : { success: false, "error-codes": ["invalid-input-response"] },
      );
    });
    return sent;
  }

  it("refuses the signup when siteverify says the token is not valid", async () => {
    const sent = stubSiteverify(false);
    const { ctx } = turnstileContext();
    const email = newEmail();
    const input = signupSchema.parse(signupBody(email, { turnstile_token: "XXXX.DUMMY.TOKEN" }));
    await expect(signup(ctx, input)).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { turnstile_token: ["Please complete the security check and try again."] },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0].get("secret")).toBe("0x-test-turnstile-secret");
    expect(sent[0].get("response")).toBe("XXXX.DUMMY.TOKEN");
    expect(sent[0].get("remoteip")).toBe("198.51.100.77");
    expect(await usersWithEmail(email)).toBe(0);
  });

  it("refuses a signup without a token, without asking Cloudflare", async () => {
    const sent = stubSiteverify(true);
    const { ctx } = turnstileContext();
    const email = newEmail();
    await expect(signup(ctx, signupSchema.parse(signupBody(email)))).rejects.toMatchObject({ fields: { turnstile_token: expect.any(Array) } });
    expect(sent).toHaveLength(0);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it("creates the user when siteverify accepts the token", async () => {
    const sent = stubSiteverify(true);
    const { ctx, pending } = turnstileContext();
    const email = newEmail();
    await signup(ctx, signupSchema.parse(signupBody(email, { turnstile_token: "XXXX.DUMMY.TOKEN" })));
    await Promise.all(pending);
    expect(sent).toHaveLength(1);
    expect(await usersWithEmail(email)).toBe(1);
    expect(await outboxTo(email)).toHaveLength(1);
  });
});

describe("GET /api/countries/", () => {
  it("lists every country as {name, code}", async () => {
    const res = await call(PLATFORM, "/api/countries/");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(249);
    for (const c of res.body) expect(Object.keys(c).sort()).toEqual(["code", "name"]);
    expect(res.body).toContainEqual({ code: "GB", name: "United Kingdom" });
  });
});

describe("POST /api/verification/", () => {
  it("verifies the email once; the same link is then refused", async () => {
    const { email, token } = await signUpAndGetVerificationToken();
    const first = await post(PLATFORM, "/api/verification/", { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true });
    const verifiedAt = (await userByEmail(email))!.emailVerifiedAt;
    expect(verifiedAt).toBeGreaterThan(0);

    const again = await post(PLATFORM, "/api/verification/", { token });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("BAD_REQUEST");
    expect((await userByEmail(email))!.emailVerifiedAt).toBe(verifiedAt);
  });

  it("refuses a garbage token", async () => {
    const res = await post(PLATFORM, "/api/verification/", { token: "vt_not-a-real-token" });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("BAD_REQUEST");
  });

  it("refuses an expired token and leaves the email unverified", async () => {
    const user = await createUser({ email: newEmail() });
    const token = `vt_${unique("expired")}`;
    const now = Date.now();
    await db()
      .insert(oneTimeTokens)
      .values({ id: newId("ott"), userId: user.id, purpose: "verify_email", tokenHash: await sha256Hex(token), expiresAt: now - 1000, createdAt: now - 60_000 });
    const res = await post(PLATFORM, "/api/verification/", { token });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("BAD_REQUEST");
    expect((await userByEmail(user.email!))!.emailVerifiedAt).toBeNull();
  });

  it("requires a token", async () => {
    const res = await post(PLATFORM, "/api/verification/", {});
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields.token).toEqual(["Required"]);
  });
});

describe("POST /api/password-reset/", () => {
  it("answers the same for known and unknown emails, and mails only the known one", async () => {
    const user = await createUser({ email: newEmail() });
    const unknown = newEmail();
    const known = await post(PLATFORM, "/api/password-reset/", { email: user.email!.toUpperCase() }, { address: newAddress() });
    const missing = await post(PLATFORM, "/api/password-reset/", { email: unknown }, { address: newAddress() });
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual(known.body);

    expect(await outboxTo(user.email!)).toMatchObject([{ template: "password_reset" }]);
    expect(await outboxTo(unknown)).toHaveLength(0);
    const [message] = await waitForMail(user.email!);
    expect(tokenFromLink(message, "/password-reset-confirm/")).toMatch(/^pr_/);
    expect(await mailboxFor(unknown)).toHaveLength(0);
  });

  it("rejects an invalid email", async () => {
    const res = await post(PLATFORM, "/api/password-reset/", { email: "nope" }, { address: newAddress() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields.email).toEqual(["Invalid email"]);
  });

  it("sends nothing to a school's user who asks on another school's host", async () => {
    const [home, other] = await Promise.all([createTenant(), createTenant()]);
    const user = await createUser({ tenantId: home.id, email: newEmail() });
    const res = await post(other.host, "/api/password-reset/", { email: user.email }, { address: newAddress() });
    expect(res.status).toBe(200);
    expect(await outboxTo(user.email!)).toHaveLength(0);

    // On the user's own host the same request does send a link, to that host.
    const token = await requestResetToken(user.email!, home.host);
    expect(token).toMatch(/^pr_/);
    const [message] = await mailboxFor(user.email!);
    expect(linkIn(message, "/password-reset-confirm/").host).toBe(home.host);
  });
});

describe("POST /api/password-reset-confirm/", () => {
  test.each([
    ["too short", "Short1!", "Short1!", "password", "Password must have at least 8 characters"],
    ["mismatched", NEW_PASSWORD, `${NEW_PASSWORD}?`, "password2", "Passwords does not match"],
    ["common", "password123", "password123", "password", "This password is too common."],
  ])("refuses a %s password and keeps the link usable", async (_name, password, password2, field, message) => {
    const user = await createUser({ email: newEmail() });
    const token = await requestResetToken(user.email!);
    const res = await confirmReset(token, password, password2);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields[field]).toEqual([message]);
    expect((await confirmReset(token)).status).toBe(200);
  });

  it("sets the new password once and ends the sessions that existed before", async () => {
    const user = await createUser({ email: newEmail() });
    const before = await signIn(PLATFORM, user.username);
    const token = await requestResetToken(user.email!);

    const res = await confirmReset(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    const old = await post(PLATFORM, "/api/auth/token/", { username: user.username, password: user.password }, { address: newAddress() });
    expect(old.status).toBe(401);
    expect(old.body.error.message).toBe("Invalid username or password");
    expect((await signIn(PLATFORM, user.username, NEW_PASSWORD)).access).toBeTruthy();

    const refreshed = await post(PLATFORM, "/api/auth/token/refresh/", { refresh: before.refresh }, { address: newAddress() });
    expect(refreshed.status).toBe(401);

    const reused = await confirmReset(token, "Yet-Another-Secret-99");
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe("BAD_REQUEST");
    expect((await signIn(PLATFORM, user.username, NEW_PASSWORD)).access).toBeTruthy();
  });

  it("retires the first link when a second one is requested", async () => {
    const user = await createUser({ email: newEmail() });
    const first = await requestResetToken(user.email!);
    const second = await requestResetToken(user.email!, PLATFORM, 2);
    expect(second).not.toBe(first);

    const stale = await confirmReset(first);
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe("BAD_REQUEST");
    expect((await confirmReset(second)).status).toBe(200);
  });

  it("refuses an email-verification token", async () => {
    const { token } = await signUpAndGetVerificationToken();
    const res = await confirmReset(token);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("BAD_REQUEST");
  });
});

describe("POST /api/accept-invitation/", () => {
  it("lets an invited user choose a password and marks the email verified", async () => {
    const staff = await createStaff();
    const { access } = await signIn(PLATFORM, staff.username);
    const email = newEmail();
    const form = new FormData();
    for (const [k, v] of Object.entries({ first_name: "Grace", last_name: "Hopper", email, country: "US", role: "teacher" })) form.append(k, v);
    const created = await call(PLATFORM, "/api/super-admin/create-user/", { method: "POST", form, token: access });
    expect(created.status).toBe(201);
    expect((await userByEmail(email))!.emailVerifiedAt).toBeNull();

    const [message] = await waitForMail(email);
    const token = linkIn(message, "/accept-invitation/").pathname.split("/").filter(Boolean).at(-1)!;
    expect(token).toMatch(/^inv_/);

    // An invitation is not a reset link.
    expect((await confirmReset(token)).status).toBe(400);

    // The invitation page learns who it is for without using it; another school's site is refused.
    const info = await call(PLATFORM, `/api/accept-invitation/${token}/`);
    expect(info.body).toMatchObject({ state: "valid", first_name: "Grace", email, role: "teacher", school_name: "Schools Platform" });
    const elsewhere = await createTenant();
    expect((await call(elsewhere.host, `/api/accept-invitation/${token}/`)).body).toMatchObject({ state: "other_school", first_name: null, email: null });
    expect((await post(elsewhere.host, "/api/accept-invitation/", { token, password: NEW_PASSWORD, password2: NEW_PASSWORD })).status).toBe(403);
    expect((await call(PLATFORM, "/api/accept-invitation/inv_nope/")).body).toMatchObject({ state: "invalid", first_name: null });

    const res = await post(PLATFORM, "/api/accept-invitation/", { token, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await userByEmail(email))!.emailVerifiedAt).toBeGreaterThan(0);
    expect((await signIn(PLATFORM, email, NEW_PASSWORD)).user.id).toBe((await userByEmail(email))!.id);

    const again = await post(PLATFORM, "/api/accept-invitation/", { token, password: GOOD_PASSWORD, password2: GOOD_PASSWORD });
    expect(again.status).toBe(400);
    // A used invitation says so, and names nobody.
    expect((await call(PLATFORM, `/api/accept-invitation/${token}/`)).body).toMatchObject({ state: "used", email: null });
    expect(again.body.error.code).toBe("BAD_REQUEST");
  });

  it("applies the password rules", async () => {
    const res = await post(PLATFORM, "/api/accept-invitation/", { token: "inv_whatever", password: "short", password2: "short" });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.password).toEqual(["Password must have at least 8 characters"]);
  });
});
