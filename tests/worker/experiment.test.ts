import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createStaff, createTenant, createUser, signIn } from "../helpers/factories";
import { createLibrary } from "../helpers/giving";
import { FEATURE_CATALOGUE } from "../../worker/contracts/features";
import { FEATURE_NAMES } from "../../worker/middleware/require-feature";

/** /experiment: per-school feature flags (contracts/features.ts), who may change them, and the API enforcing them. */
const PLATFORM = "localhost";

async function makeSchool(country: string | null = null) {
  const tenant = await createTenant({ country });
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
  return {
    tenant,
    admin: (await signIn(tenant.host, admin.username)).access,
    teacher: (await signIn(tenant.host, teacher.username)).access,
  };
}

type School = Awaited<ReturnType<typeof makeSchool>>;
let a: School;
let b: School;
let staff: string;

beforeAll(async () => {
  [a, b] = await Promise.all([makeSchool(), makeSchool()]);
  staff = (await signIn(PLATFORM, (await createStaff()).username)).access;
});

const flag = (body: { features: { key: string; enabled: boolean }[] }, key: string) => body.features.find((f) => f.key === key)?.enabled;

describe("a school's feature flags", () => {
  it("names each feature in the API's refusals as the catalogue does", () => {
    expect(Object.fromEntries(Object.entries(FEATURE_NAMES).map(([key, name]) => [key, name.key]))).toEqual(Object.fromEntries(FEATURE_CATALOGUE.map((f) => [f.key, f.name])));
  });

  it("lists the catalogue with defaults for a school that chose nothing, and the current tenant carries them", async () => {
    const res = await call(a.tenant.host, "/api/school-admin/features", { token: a.admin });
    expect(res.status).toBe(200);
    expect(res.body.features.map((f: { key: string }) => f.key)).toEqual(["dear_world", "comprehension_corner"]);
    expect(res.body.features.every((f: { enabled: boolean; default: boolean; name: string; description: string }) => f.enabled === f.default && f.name && f.description)).toBe(true);
    const tenant = await call(a.tenant.host, "/api/current-tenant");
    expect(tenant.body.features).toEqual({ dear_world: true, comprehension_corner: true });
  });

  it("a school admin switches Dear World off: the API refuses it with a clear 404 on that school only, and on again", async () => {
    const school = await makeSchool();
    expect((await call(school.tenant.host, "/api/dear-world/book")).status).not.toBe(404);
    const off = await call(school.tenant.host, "/api/school-admin/features", { method: "PATCH", token: school.admin, json: { dear_world: false } });
    expect(off.status).toBe(200);
    expect(flag(off.body, "dear_world")).toBe(false);
    expect(flag(off.body, "comprehension_corner")).toBe(true);

    const refused = await call(school.tenant.host, "/api/dear-world/book");
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe("NOT_FOUND");
    expect(refused.body.error.message).toMatch(/Dear World letters is switched off/);
    const write = await call(school.tenant.host, "/api/dear-world/letters", { token: school.teacher, json: { body: "Hello" } });
    expect(write.status).toBe(404);
    expect((await call(school.tenant.host, "/api/current-tenant")).body.features.dear_world).toBe(false);
    // Another school and the platform host are untouched.
    expect((await call(a.tenant.host, "/api/dear-world/book")).status).not.toBe(404);

    await call(school.tenant.host, "/api/school-admin/features", { method: "PATCH", token: school.admin, json: { dear_world: true } });
    expect((await call(school.tenant.host, "/api/dear-world/book")).status).not.toBe(404);
  });

  it("switching the comprehension corner off refuses its list and quizzes", async () => {
    const school = await makeSchool();
    expect((await call(school.tenant.host, "/api/comprehension/")).status).toBe(200);
    await call(school.tenant.host, "/api/school-admin/features", { method: "PATCH", token: school.admin, json: { comprehension_corner: false } });
    const list = await call(school.tenant.host, "/api/comprehension/");
    expect(list.status).toBe(404);
    expect(list.body.error.message).toMatch(/Comprehension corner is switched off/);
    // A Hindi or Arabic reader reads the feature's name and the page's name in their language.
    const hi = await call(school.tenant.host, "/api/comprehension/", { headers: { "accept-language": "hi-IN,hi;q=0.9" } });
    expect(hi.body.error.message).toBe("इस स्कूल के लिए समझ कोना बंद है। इसके स्कूल प्रशासक इसे प्रयोग में चालू कर सकते हैं।");
    const ar = await call(school.tenant.host, "/api/comprehension/", { headers: { "accept-language": "ar" } });
    expect(ar.body.error.message).toMatch(/^ركن الفهم .*التجارب/);
    expect((await call(school.tenant.host, "/api/comprehension/some-quiz")).status).toBe(404);
    expect((await call(PLATFORM, "/api/comprehension/")).status).toBe(200);
  });

  it("validates the change: unknown flags, non-booleans and empty bodies are 400 and change nothing", async () => {
    for (const json of [{ teleport: true }, { dear_world: "off" }, {}]) {
      const res = await call(a.tenant.host, "/api/school-admin/features", { method: "PATCH", token: a.admin, json });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
    expect((await call(a.tenant.host, "/api/current-tenant")).body.features).toEqual({ dear_world: true, comprehension_corner: true });
  });

  it("only the school's admins (and staff) may read or change them; not teachers, anonymous, or another school's admin", async () => {
    expect((await call(a.tenant.host, "/api/school-admin/features", { method: "PATCH", token: a.teacher, json: { dear_world: false } })).status).toBe(403);
    expect((await call(a.tenant.host, "/api/school-admin/features", { token: a.teacher })).status).toBe(403);
    expect((await call(a.tenant.host, "/api/school-admin/features", { method: "PATCH", json: { dear_world: false } })).status).toBe(401);
    // B's admin's token is bound to B's host: on A's host it is not a sign-in for A.
    expect((await call(a.tenant.host, "/api/school-admin/features", { method: "PATCH", token: b.admin, json: { dear_world: false } })).status).toBe(401);
    expect((await call(PLATFORM, "/api/school-admin/features", { token: staff })).status).toBe(404);
    expect((await call(PLATFORM, `/api/super-admin/tenants/${a.tenant.id}/features`, { token: a.admin })).status).toBe(401);
    expect((await call(a.tenant.host, `/api/super-admin/tenants/${a.tenant.id}/features`, { token: a.admin })).status).toBe(403);
    expect((await call(a.tenant.host, "/api/current-tenant")).body.features.dear_world).toBe(true);
  });

  it("staff switch a school's flag from the platform host; an unknown school is 404", async () => {
    const school = await makeSchool();
    const res = await call(PLATFORM, `/api/super-admin/tenants/${school.tenant.id}/features`, { method: "PATCH", token: staff, json: { comprehension_corner: false } });
    expect(res.status).toBe(200);
    expect(flag(res.body, "comprehension_corner")).toBe(false);
    expect(flag((await call(PLATFORM, `/api/super-admin/tenants/${school.tenant.id}/features`, { token: staff })).body, "comprehension_corner")).toBe(false);
    expect((await call(school.tenant.host, "/api/comprehension/")).status).toBe(404);
    expect((await call(PLATFORM, "/api/super-admin/tenants/ten_nope/features", { token: staff })).status).toBe(404);
  });
});

describe("a school's country", () => {
  it("school admins set it in their settings (ISO alpha-2 from the list; blank clears it)", async () => {
    const school = await makeSchool();
    const set = await call(school.tenant.host, "/api/school-admin/settings", { method: "PATCH", token: school.admin, json: { country: "ke" } });
    expect(set.status).toBe(200);
    expect(set.body.country).toBe("KE");
    expect((await call(school.tenant.host, "/api/current-tenant")).body.country).toBe("KE");
    const bad = await call(school.tenant.host, "/api/school-admin/settings", { method: "PATCH", token: school.admin, json: { country: "XX" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.country).toBeTruthy();
    expect((await call(school.tenant.host, "/api/school-admin/settings", { method: "PATCH", token: school.teacher, json: { country: "FR" } })).status).toBe(403);
    const cleared = await call(school.tenant.host, "/api/school-admin/settings", { method: "PATCH", token: school.admin, json: { country: "" } });
    expect(cleared.body.country).toBeNull();
  });

  it("staff set it in the school form (multipart)", async () => {
    const school = await makeSchool();
    const form = new FormData();
    form.set("country", "IN");
    const res = await call(PLATFORM, `/api/admin/tenants/${school.tenant.id}`, { method: "PATCH", token: staff, form });
    expect(res.status).toBe(200);
    expect(res.body.country).toBe("IN");
  });

  it("/api/global-reach counts schools by country: every school on the platform host, only itself on a school's host", async () => {
    const before = (await call(PLATFORM, "/api/global-reach")).body;
    const countOf = (body: { countries: { code: string; schools: number }[] }, code: string) => body.countries.find((c) => c.code === code)?.schools ?? 0;
    const one = await makeSchool("NZ");
    await makeSchool("NZ");
    await createLibrary({ tenantId: one.tenant.id, country: "NZ" });
    const after = (await call(PLATFORM, "/api/global-reach")).body;
    expect(countOf(after, "NZ") - countOf(before, "NZ")).toBe(2);
    expect(after.totals.schools - before.totals.schools).toBe(2);
    const onSchool = (await call(one.tenant.host, "/api/global-reach")).body;
    const nz = onSchool.countries.find((c: { code: string }) => c.code === "NZ");
    expect(nz).toMatchObject({ name: "New Zealand", schools: 1 });
    expect(nz.libraries).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(onSchool)).not.toContain(one.tenant.schoolName);
  });
});
