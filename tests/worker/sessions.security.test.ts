import { describe, expect, it } from "vitest";
import { call, newAddress, post } from "../helpers/api";
import { createTenant, createUser, signIn, unique } from "../helpers/factories";

/*
 * Security finding 7: an access token dies with its session — at once after logout, a password
 * reset, a role change or archiving — not up to 15 minutes later.
 */
const profile = (host: string, token: string) => call(host, "/api/user/profile/", { token });

function patchUser(host: string, token: string, id: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return call(host, `/api/school-admin/users/${id}/`, { method: "PATCH", form, token });
}

async function school() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin", username: unique("admin") });
  const adminToken = (await signIn(tenant.host, admin.username)).access;
  return { tenant, host: tenant.host, adminToken };
}

describe("access tokens end with their session", () => {
  it("logout ends that session's access token at once, and only that session's", async () => {
    const user = await createUser();
    const [kept, ended] = [await signIn("localhost", user.username), await signIn("localhost", user.username)];
    expect((await profile("localhost", ended.access)).status).toBe(200);
    expect((await post("localhost", "/api/auth/logout/", { refresh: ended.refresh }, { token: ended.access })).status).toBeLessThan(300);
    const after = await profile("localhost", ended.access);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe("UNAUTHORIZED");
    expect((await profile("localhost", kept.access)).status).toBe(200);
  });

  it("a school admin's password reset ends the student's tokens", async () => {
    const { tenant, host, adminToken } = await school();
    const student = await createUser({ tenantId: tenant.id, role: "student", email: null, username: unique("kid") });
    const session = await signIn(host, student.username);
    expect((await profile(host, session.access)).status).toBe(200);
    const reset = await post(host, `/api/school-admin/students/${student.id}/reset-password/`, {}, { token: adminToken, address: newAddress() });
    expect(reset.status).toBe(200);
    expect((await profile(host, session.access)).status).toBe(401);
  });

  it("a role change and archiving end the user's tokens", async () => {
    const { tenant, host, adminToken } = await school();
    const teacher = await createUser({ tenantId: tenant.id, role: "teacher", username: unique("teach") });
    const t1 = await signIn(host, teacher.username);
    expect((await patchUser(host, adminToken, teacher.id, { role: "student" })).status).toBe(200);
    expect((await profile(host, t1.access)).status).toBe(401);

    const student = await createUser({ tenantId: tenant.id, role: "student", email: null, username: unique("kid") });
    const s1 = await signIn(host, student.username);
    expect((await patchUser(host, adminToken, student.id, { archived: "true" })).status).toBe(200);
    expect((await profile(host, s1.access)).status).toBe(401);
  });

  it("a token whose session never existed is refused even with a valid signature", async () => {
    const { env } = await import("cloudflare:workers");
    const { signAccessToken } = await import("../../worker/lib/jwt");
    const user = await createUser();
    const token = await signAccessToken(env, { sub: user.id, tid: null, role: user.role, staff: false, sid: "fam_invented" });
    expect((await profile("localhost", token)).status).toBe(401);
  });
});
