import { env } from "cloudflare:workers";
import { SignJWT, decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../../worker/lib/jwt";
import { call } from "../helpers/api";
import { createStaff, createTenant, createUser, signIn, unique } from "../helpers/factories";

/** Role × host matrix for every platform-staff endpoint. */
const PLATFORM = "localhost";
const ROLES = ["student", "teacher", "school_admin"] as const;

let schoolA: Awaited<ReturnType<typeof createTenant>>;
let schoolB: Awaited<ReturnType<typeof createTenant>>;
let staff: Awaited<ReturnType<typeof createStaff>>;
let staffToken: string;
const roleTokens: Record<string, string> = {};
let targetUserId: string;
let targetTenantId: string;

beforeAll(async () => {
  [schoolA, schoolB] = await Promise.all([createTenant(), createTenant()]);
  staff = await createStaff();
  staffToken = (await signIn(PLATFORM, staff.username)).access;
  for (const role of ROLES) {
    const user = await createUser({ tenantId: schoolA.id, role, email: role === "student" ? null : undefined });
    roleTokens[role] = (await signIn(schoolA.host, user.username)).access;
  }
  targetUserId = (await createUser({ tenantId: schoolA.id, role: "teacher" })).id;
  targetTenantId = (await createTenant()).id;
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

interface Endpoint {
  name: string;
  method: "GET" | "POST" | "PATCH";
  path: () => string;
  /** A fresh valid body per call, so the staff request succeeds and never collides. */
  body?: () => FormData;
}

const ENDPOINTS: Endpoint[] = [
  { name: "GET users", method: "GET", path: () => "/api/super-admin/users/" },
  {
    name: "POST create-user",
    method: "POST",
    path: () => "/api/super-admin/create-user/",
    body: () => form({ first_name: "New", last_name: "Person", email: `${unique("sec")}@example.com`, country: "GB", role: "teacher" }),
  },
  { name: "GET user", method: "GET", path: () => `/api/super-admin/users/${targetUserId}/` },
  { name: "PATCH user", method: "PATCH", path: () => `/api/super-admin/users/${targetUserId}/`, body: () => form({ last_name: unique("Renamed") }) },
  { name: "GET tenants", method: "GET", path: () => "/api/admin/tenants/" },
  {
    name: "POST tenant",
    method: "POST",
    path: () => "/api/admin/tenants/",
    body: () => {
      const sub = unique("sec");
      return form({ school_name: `School ${sub}`, school_email: `office@${sub}.example.org`, domain_url: `${sub}.example.org`, subdomain: sub, switchboard: "false", primary_color: "#123456" });
    },
  },
  { name: "PATCH tenant", method: "PATCH", path: () => `/api/admin/tenants/${targetTenantId}/`, body: () => form({ button_color: "#abcdef" }) },
  { name: "GET email outbox", method: "GET", path: () => "/api/super-admin/email-outbox/" },
];

const send = (e: Endpoint, host: string, token?: string, headers?: Record<string, string>) =>
  call(host, e.path(), { method: e.method, form: e.body?.(), token, headers });

describe.each(ENDPOINTS)("$name", (endpoint) => {
  it("anonymous → 401", async () => {
    const res = await send(endpoint, PLATFORM);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it.each(ROLES)("%s → 403", async (role) => {
    const res = await send(endpoint, schoolA.host, roleTokens[role]);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });

  it("staff → 2xx", async () => {
    const res = await send(endpoint, PLATFORM, staffToken);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });
});

describe("tokens that are not valid here", () => {
  const usersList = ENDPOINTS[0];

  it("a school A token on school B's host → 401", async () => {
    const schoolStaffToken = (await signIn(schoolA.host, staff.username)).access;
    expect((await send(usersList, schoolA.host, schoolStaffToken)).status).toBe(200);
    const res = await send(usersList, schoolB.host, schoolStaffToken);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("a school token on the platform host → 401", async () => {
    const res = await send(usersList, PLATFORM, roleTokens.school_admin);
    expect(res.status).toBe(401);
  });

  it.each([
    ["a garbage bearer token", { Authorization: "Bearer not.a.jwt" }],
    ["a non-bearer scheme", { Authorization: "Basic c3RhZmY6cGFzc3dvcmQ=" }],
  ])("%s → 401", async (_label, headers) => {
    const res = await send(usersList, PLATFORM, undefined, headers);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("an expired access token → 401, while the same claims unexpired pass", async () => {
    // The same session as a real sign-in: an access token is only good while its session lives.
    const { sid } = decodeJwt((await signIn(PLATFORM, staff.username)).access) as { sid: string };
    const claims = { sub: staff.id, tid: null, role: null, staff: true, sid };
    expect((await send(usersList, PLATFORM, await signAccessToken(env, claims, 60))).status).toBe(200);
    const res = await send(usersList, PLATFORM, await signAccessToken(env, claims, -10));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("a token claiming staff but signed with another secret → 401", async () => {
    const forged = await signAccessToken({ JWT_SECRET: "x".repeat(48) }, { sub: staff.id, tid: null, role: null, staff: true, sid: "fam_any" });
    expect((await send(usersList, PLATFORM, forged)).status).toBe(401);
  });

  it("an unsigned (alg none) token claiming staff → 401", async () => {
    const header = btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "");
    const payload = btoa(JSON.stringify({ sub: staff.id, tid: null, staff: true, iss: "schools-platform", aud: "api", exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, "");
    expect((await send(usersList, PLATFORM, `${header}.${payload}.`)).status).toBe(401);
  });

  it("a token for another audience → 401", async () => {
    const other = await new SignJWT({ tid: null, staff: true })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(staff.id)
      .setIssuer("schools-platform")
      .setAudience("community")
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    expect((await send(usersList, PLATFORM, other)).status).toBe(401);
  });
});
