import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { userTotp } from "../../worker/db/schema";
import { base32Decode, totp } from "../../worker/lib/totp";
import { call, newAddress, post } from "../helpers/api";
import { createStaff, createTenant, createUser, db, signIn, totpCodeFor } from "../helpers/factories";

const passwordStep = (host: string, username: string, password: string) => post(host, "/api/auth/token/", { username, password }, { address: newAddress() });
const code = (secret: string, offsetMs = 0) => totp(base32Decode(secret), Date.now() + offsetMs);

describe("two-factor sign-in for staff", () => {
  it("asks a staff member without TOTP to enrol before any session exists, then signs in with codes", async () => {
    const staff = await createStaff();
    const first = await passwordStep("localhost", staff.username, staff.password);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ second_factor: "enrol", mfa_token: expect.any(String) });
    const { mfa_token } = first.body;

    const setup = await post("localhost", "/api/auth/second-factor/enrol/", { mfa_token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    const stored = await db().select().from(userTotp).where(eq(userTotp.userId, staff.id)).get();
    expect(stored!.secret).not.toContain(setup.body.secret); // sealed, not stored as given

    const wrong = await post("localhost", "/api/auth/second-factor/enrol/confirm/", { mfa_token, code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.code).toBeDefined();
    const done = await post("localhost", "/api/auth/second-factor/enrol/confirm/", { mfa_token, code: await code(setup.body.secret) });
    expect(done.status).toBe(200);
    expect(done.body.access).toEqual(expect.any(String));
    expect(done.body.recovery_codes).toHaveLength(10);

    // Next sign-in: the code step.
    const again = await passwordStep("localhost", staff.username, staff.password);
    expect(again.body.second_factor).toBe("verify");
    expect(again.body.access).toBeUndefined();
    expect((await post("localhost", "/api/auth/second-factor/", { mfa_token: again.body.mfa_token, code: "123456" })).status).toBe(400);
    const next = await code(setup.body.secret, 30_000); // a later step than the one enrolment used
    const ok = await post("localhost", "/api/auth/second-factor/", { mfa_token: again.body.mfa_token, code: next });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(staff.id);
    const replay = await post("localhost", "/api/auth/second-factor/", { mfa_token: again.body.mfa_token, code: next });
    expect(replay.status).toBe(400);

    // A recovery code works once.
    const recovery = done.body.recovery_codes[0];
    expect((await post("localhost", "/api/auth/second-factor/", { mfa_token: again.body.mfa_token, code: recovery.toUpperCase() })).status).toBe(200);
    expect((await post("localhost", "/api/auth/second-factor/", { mfa_token: again.body.mfa_token, code: recovery })).status).toBe(400);

    // Enrolment is not offered again once TOTP is on, and the status never shows the secret.
    const session = ok.body.access;
    const status = await call("localhost", "/api/user/two-factor/", { token: session });
    expect(status.body).toEqual({ available: true, required: true, enabled: true, recovery_codes_left: 9 });
    expect((await post("localhost", "/api/user/two-factor/setup/", {}, { token: session })).status).toBe(409);
  }, 60_000);

  it("binds the pending sign-in to its host and its step", async () => {
    const staff = await createStaff();
    await signIn("localhost", staff.username, staff.password); // enrols
    const t = await createTenant();
    const pending = await passwordStep("localhost", staff.username, staff.password);
    const onOtherHost = await post(t.host, "/api/auth/second-factor/", { mfa_token: pending.body.mfa_token, code: await totpCodeFor(staff.id) });
    expect(onOtherHost.status).toBe(401);
    const wrongStep = await post("localhost", "/api/auth/second-factor/enrol/", { mfa_token: pending.body.mfa_token });
    expect(wrongStep.status).toBe(401);
    expect((await post("localhost", "/api/auth/second-factor/", { mfa_token: "forged.token.here", code: "123456" })).status).toBe(401);
  });
});

describe("two-factor sign-in for school admins (optional) and its settings", () => {
  it("lets a school admin turn TOTP on and off (off needs a current code); others may not", async () => {
    const t = await createTenant();
    const admin = await createUser({ tenantId: t.id, role: "school_admin" });
    const session = await signIn(t.host, admin.username, admin.password);
    expect(session.access).toEqual(expect.any(String)); // no TOTP yet: signed in at once

    const setup = await post(t.host, "/api/user/two-factor/setup/", {}, { token: session.access });
    expect(setup.status).toBe(200);
    const on = await post(t.host, "/api/user/two-factor/confirm/", { code: await code(setup.body.secret) }, { token: session.access });
    expect(on.status).toBe(200);
    expect(on.body.recovery_codes).toHaveLength(10);
    expect((await passwordStep(t.host, admin.username, admin.password)).body.second_factor).toBe("verify");

    const noCode = await post(t.host, "/api/user/two-factor/disable/", { code: "999999" }, { token: session.access });
    expect(noCode.status).toBe(400);
    await db().update(userTotp).set({ lastStep: null }).where(eq(userTotp.userId, admin.id));
    const off = await post(t.host, "/api/user/two-factor/disable/", { code: await code(setup.body.secret) }, { token: session.access });
    expect(off.status).toBe(200);
    expect((await passwordStep(t.host, admin.username, admin.password)).body.access).toEqual(expect.any(String));

    for (const role of ["student", "teacher", "parent"] as const) {
      const u = await createUser({ tenantId: t.id, role });
      const s = await signIn(t.host, u.username, u.password);
      expect((await post(t.host, "/api/user/two-factor/setup/", {}, { token: s.access })).status, role).toBe(403);
    }
    expect((await call(t.host, "/api/user/two-factor/")).status).toBe(401);
    expect((await post(t.host, "/api/user/two-factor/setup/", {})).status).toBe(401);
  }, 60_000);
});
