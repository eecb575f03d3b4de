import { describe, expect, it } from "vitest";
import { EMAIL_TAKEN_MESSAGE, SIGNUP_LIMITS, SIGNUP_RATE_MESSAGE } from "../../worker/identity/accounts/accounts.service";
import { rateLimits } from "../../worker/db/schema";
import { eq } from "drizzle-orm";
import { newAddress, post } from "../helpers/api";
import { createUser, db, unique } from "../helpers/factories";

/* Security finding 9: sign-up says "already exists" to someone who typed their own address, but
 * one address (or everyone together) cannot use it to test a list of emails. */
const body = (email: string) => ({
  first_name: "Ada",
  last_name: "Lovelace",
  email,
  password: "Tr1cky-Passphrase-42",
  password2: "Tr1cky-Passphrase-42",
  country: "GB",
  role: "teacher",
  agreeToTerms: true,
});
const signup = (email: string, address: string) => post("localhost", "/api/signup/", body(email), { address });

describe("sign-up enumeration", () => {
  it("keeps the spec's message for a registered email, then answers 429 without naming the email once an address has probed a few", async () => {
    const address = newAddress();
    const taken = await Promise.all(Array.from({ length: SIGNUP_LIMITS.takenPerAddress.limit + 2 }, () => createUser()));
    const answers = [];
    for (const u of taken) answers.push(await signup(u.email!, address));
    for (const res of answers.slice(0, SIGNUP_LIMITS.takenPerAddress.limit)) {
      expect(res.status).toBe(400);
      expect(res.body.error.fields.email).toEqual([EMAIL_TAKEN_MESSAGE]);
    }
    for (const res of answers.slice(SIGNUP_LIMITS.takenPerAddress.limit)) {
      expect(res.status).toBe(429);
      expect(res.body.error.message).toBe(SIGNUP_RATE_MESSAGE);
      expect(JSON.stringify(res.body)).not.toContain(EMAIL_TAKEN_MESSAGE);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    // Another address is not affected.
    expect((await signup(taken[0].email!, newAddress())).body.error.fields.email).toEqual([EMAIL_TAKEN_MESSAGE]);
  }, 60_000);

  it("limits sign-up attempts per address, new emails included", async () => {
    const address = newAddress();
    for (let i = 0; i < SIGNUP_LIMITS.perAddress.limit; i++) {
      expect((await signup(`${unique("probe")}@example.com`, address)).status).toBe(201);
    }
    const over = await signup(`${unique("probe")}@example.com`, address);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("RATE_LIMITED");
  }, 60_000);

  it("limits 'already registered' answers platform-wide, so many addresses together cannot enumerate", async () => {
    const u = await createUser();
    await db()
      .insert(rateLimits)
      .values({ key: "signup:taken:global", count: SIGNUP_LIMITS.takenGlobal.limit, resetAt: Date.now() + 60_000 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: SIGNUP_LIMITS.takenGlobal.limit, resetAt: Date.now() + 60_000 } });
    const res = await signup(u.email!, newAddress());
    expect(res.status).toBe(429);
    expect(JSON.stringify(res.body)).not.toContain(EMAIL_TAKEN_MESSAGE);
    await db().delete(rateLimits).where(eq(rateLimits.key, "signup:taken:global"));
  });
});
