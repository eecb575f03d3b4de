import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { addStudents, createClass, createMode, createStaff, createTenant, createUser, signIn, unique } from "../helpers/factories";

/** Role × host matrix for every school-admin endpoint (A.*) and every staff console endpoint (B.*). */
const PLATFORM = "localhost";
const STRONG = "Quartz-lantern-88-river";
const NON_ADMIN_ROLES = ["student", "teacher", "parent"] as const;

type School = Awaited<ReturnType<typeof makeSchool>>;

/** A school with one of everything an endpoint can address by id. */
async function makeSchool() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
  const cls = await createClass(tenant.id, { teacherId: teacher.id });
  const [student] = await addStudents(tenant.id, cls.id, [["Sam", "Student"]]);
  const mode = await createMode(tenant.id, { name: "Reading" });
  return { tenant, admin, teacher, cls, student, mode };
}

let schoolA: School;
let schoolB: School;
let staffOnPlatform: string;
let staffOnA: string;
let adminA: string;
const roleTokens: Record<string, string> = {};

beforeAll(async () => {
  [schoolA, schoolB] = await Promise.all([makeSchool(), makeSchool()]);
  const staff = await createStaff();
  staffOnPlatform = (await signIn(PLATFORM, staff.username)).access;
  staffOnA = (await signIn(schoolA.tenant.host, staff.username)).access;
  adminA = (await signIn(schoolA.tenant.host, schoolA.admin.username)).access;
  for (const role of NON_ADMIN_ROLES) {
    const user = await createUser({ tenantId: schoolA.tenant.id, role, email: role === "student" ? null : undefined });
    roleTokens[role] = (await signIn(schoolA.tenant.host, user.username)).access;
  }
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

interface Request {
  path: string;
  json?: unknown;
  form?: FormData;
}

interface Endpoint {
  name: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** A valid request about `s`'s rows; rows a successful call consumes are created fresh. */
  build: (s: School) => Promise<Request> | Request;
  /** Addresses rows by id (so another school's ids must answer 404). */
  byId?: boolean;
}

const SCHOOL_ENDPOINTS: Endpoint[] = [
  { name: "GET dashboard", method: "GET", build: () => ({ path: "/dashboard" }) },
  { name: "GET users", method: "GET", build: () => ({ path: "/users" }) },
  {
    name: "POST users",
    method: "POST",
    build: () => ({ path: "/users", form: form({ first_name: "New", last_name: unique("Kid"), role: "student", password: STRONG }) }),
  },
  { name: "GET user", method: "GET", byId: true, build: (s) => ({ path: `/users/${s.teacher.id}` }) },
  { name: "PATCH user", method: "PATCH", byId: true, build: (s) => ({ path: `/users/${s.teacher.id}`, form: form({ last_name: unique("Renamed") }) }) },
  { name: "GET classes", method: "GET", build: () => ({ path: "/classes" }) },
  { name: "POST classes", method: "POST", build: () => ({ path: "/classes", json: { name: unique("Class ") } }) },
  { name: "GET class", method: "GET", byId: true, build: (s) => ({ path: `/classes/${s.cls.id}` }) },
  { name: "PATCH class", method: "PATCH", byId: true, build: (s) => ({ path: `/classes/${s.cls.id}`, json: { name: unique("Renamed ") } }) },
  { name: "POST regenerate-code", method: "POST", byId: true, build: (s) => ({ path: `/classes/${s.cls.id}/regenerate-code` }) },
  { name: "GET roster", method: "GET", byId: true, build: (s) => ({ path: `/classes/${s.cls.id}/students` }) },
  { name: "POST roster (ids)", method: "POST", byId: true, build: (s) => ({ path: `/classes/${s.cls.id}/students`, json: { student_ids: [s.student.id] } }) },
  {
    name: "POST roster (new students)",
    method: "POST",
    byId: true,
    build: (s) => ({ path: `/classes/${s.cls.id}/students`, json: { students: [{ first_name: "Ny", last_name: unique("Kid"), password: STRONG }] } }),
  },
  {
    name: "DELETE roster entry",
    method: "DELETE",
    byId: true,
    build: async (s) => {
      const [student] = await addStudents(s.tenant.id, s.cls.id, [["Leaving", unique("Kid")]]);
      return { path: `/classes/${s.cls.id}/students/${student.id}` };
    },
  },
  { name: "GET login-cards", method: "GET", byId: true, build: (s) => ({ path: `/classes/${s.cls.id}/login-cards` }) },
  { name: "POST reset-password", method: "POST", byId: true, build: (s) => ({ path: `/students/${s.student.id}/reset-password`, json: { password: STRONG } }) },
  { name: "GET modes", method: "GET", build: () => ({ path: "/modes" }) },
  { name: "POST modes", method: "POST", build: () => ({ path: "/modes", form: form({ name: unique("Mode ") }) }) },
  { name: "PATCH mode", method: "PATCH", byId: true, build: (s) => ({ path: `/modes/${s.mode.id}`, form: form({ name: unique("Mode ") }) }) },
  {
    name: "DELETE mode",
    method: "DELETE",
    byId: true,
    build: async (s) => ({ path: `/modes/${(await createMode(s.tenant.id, { name: "Doomed" })).id}` }),
  },
];

async function send(e: Endpoint, about: School, host: string, token?: string) {
  const req = await e.build(about);
  return call(host, `/api/school-admin${req.path}`, { method: e.method, json: req.json, form: req.form, token });
}

const expect2xx = (status: number) => {
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(300);
};

describe.each(SCHOOL_ENDPOINTS)("school admin: $name", (endpoint) => {
  it("anonymous → 401", async () => {
    const res = await send(endpoint, schoolA, schoolA.tenant.host);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it.each(NON_ADMIN_ROLES)("%s → 403", async (role) => {
    const res = await send(endpoint, schoolA, schoolA.tenant.host, roleTokens[role]);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });

  it("school admin of this school → 2xx", async () => {
    expect2xx((await send(endpoint, schoolA, schoolA.tenant.host, adminA)).status);
  });

  it("platform staff signed in on this school's host → 2xx", async () => {
    expect2xx((await send(endpoint, schoolA, schoolA.tenant.host, staffOnA)).status);
  });

  it("school A's admin token on school B's host → 401", async () => {
    const res = await send(endpoint, schoolB, schoolB.tenant.host, adminA);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it.each([
    ["anonymous", () => undefined],
    ["staff", () => staffOnPlatform],
  ])("on the platform host (%s) → 404", async (_label, token) => {
    const res = await send(endpoint, schoolA, PLATFORM, token());
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
  });
});

const BY_ID = SCHOOL_ENDPOINTS.filter((e) => e.byId);

describe.each(BY_ID)("school admin: $name with school B's ids on school A's host, by A's admin", (endpoint) => {
  it("→ 404, exactly like a missing row", async () => {
    const res = await send(endpoint, schoolB, schoolA.tenant.host, adminA);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
  });
});

describe("school B's rows are untouched by school A's admin", () => {
  it("B's user, class, roster and mode are as before after A's attempts", async () => {
    const adminB = await signIn(schoolB.tenant.host, schoolB.admin.username);
    const asB = (path: string) => call(schoolB.tenant.host, `/api/school-admin${path}`, { token: adminB.access });
    for (const e of BY_ID) await send(e, schoolB, schoolA.tenant.host, adminA);
    expect((await asB(`/users/${schoolB.teacher.id}`)).body.last_name).toBe(schoolB.teacher.lastName);
    expect((await asB(`/classes/${schoolB.cls.id}`)).body).toMatchObject({ name: schoolB.cls.name, code: schoolB.cls.code });
    expect((await asB(`/classes/${schoolB.cls.id}/students`)).body.results.map((r: { id: string }) => r.id)).toContain(schoolB.student.id);
    expect((await asB(`/modes`)).body.results.map((m: { name: string }) => m.name)).toContain("Reading");
    expect((await signIn(schoolB.tenant.host, schoolB.student.username)).user.id).toBe(schoolB.student.id);
  });
});

const STAFF_ENDPOINTS: Endpoint[] = [
  { name: "GET dashboard", method: "GET", build: () => ({ path: "/dashboard" }) },
  { name: "GET modes", method: "GET", build: (s) => ({ path: `/modes?tenant=${s.tenant.id}` }) },
  { name: "POST modes", method: "POST", build: (s) => ({ path: "/modes", form: form({ name: unique("Mode "), tenant: s.tenant.id }) }) },
  { name: "PATCH mode", method: "PATCH", build: (s) => ({ path: `/modes/${s.mode.id}`, form: form({ locked: "true" }) }) },
  { name: "DELETE mode", method: "DELETE", build: async (s) => ({ path: `/modes/${(await createMode(s.tenant.id, { name: "Doomed" })).id}` }) },
];

async function sendStaff(e: Endpoint, host: string, token?: string) {
  const req = await e.build(schoolA);
  return call(host, `/api/super-admin${req.path}`, { method: e.method, json: req.json, form: req.form, token });
}

describe.each(STAFF_ENDPOINTS)("staff console: $name", (endpoint) => {
  it("anonymous → 401", async () => {
    const res = await sendStaff(endpoint, PLATFORM);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it.each([...NON_ADMIN_ROLES, "school_admin"])("%s → 403", async (role) => {
    const res = await sendStaff(endpoint, schoolA.tenant.host, role === "school_admin" ? adminA : roleTokens[role]);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });

  it.each([
    ["the platform host", () => PLATFORM, () => staffOnPlatform],
    ["a school's host", () => schoolA.tenant.host, () => staffOnA],
  ])("staff on %s → 2xx", async (_label, host, token) => {
    expect2xx((await sendStaff(endpoint, host(), token())).status);
  });

  it("a school token on the platform host → 401", async () => {
    expect((await sendStaff(endpoint, PLATFORM, adminA)).status).toBe(401);
  });
});
