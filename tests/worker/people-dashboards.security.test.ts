import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { classStudents, orders, parentLinks, signIns, staffActions, users } from "../../worker/db/schema";
import { deleteExpiredSignIns } from "../../worker/identity";
import { deleteExpiredAuditEntries } from "../../worker/platform";
import { call, post } from "../helpers/api";
import { createCharity, createCompletedDonation } from "../helpers/giving";
import { addStudents, createClass, createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";

/** The staff people dashboards, teacher verification and the staff action log: role × host, and what each writes. */
const PLATFORM = "localhost";
const NON_ADMIN_ROLES = ["student", "teacher", "parent"] as const;

async function makeSchool() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
  const cls = await createClass(tenant.id, { teacherId: teacher.id });
  const [student] = await addStudents(tenant.id, cls.id, [["Sam", unique("Student")]]);
  return { tenant, admin, teacher, cls, student };
}
type School = Awaited<ReturnType<typeof makeSchool>>;

let A: School;
let B: School;
let staffId: string;
let staffOnPlatform: string;
let staffOnA: string;
let adminA: string;
let adminB: string;
const roleTokens: Record<string, string> = {};

beforeAll(async () => {
  [A, B] = await Promise.all([makeSchool(), makeSchool()]);
  const staff = await createStaff();
  staffId = staff.id;
  staffOnPlatform = (await signIn(PLATFORM, staff.username)).access;
  staffOnA = (await signIn(A.tenant.host, staff.username)).access;
  adminA = (await signIn(A.tenant.host, A.admin.username)).access;
  adminB = (await signIn(B.tenant.host, B.admin.username)).access;
  for (const role of NON_ADMIN_ROLES) {
    const user = await createUser({ tenantId: A.tenant.id, role, email: role === "student" ? null : undefined });
    roleTokens[role] = (await signIn(A.tenant.host, user.username)).access;
  }
});

interface Endpoint {
  name: string;
  method: "GET" | "POST" | "DELETE";
  /** A path about school `s` (under /api/super-admin). */
  path: (s: School) => Promise<string> | string;
  /** Addresses one of `s`'s people by id: another school's id on a school's host is 404. */
  byId?: boolean;
}

const STAFF_ENDPOINTS: Endpoint[] = [
  { name: "GET people/stats", method: "GET", path: () => "/people/stats?days=30" },
  { name: "GET people/teachers", method: "GET", path: () => "/people/teachers" },
  { name: "GET people/teachers (csv)", method: "GET", path: () => "/people/teachers?format=csv" },
  { name: "GET people/students", method: "GET", path: () => "/people/students" },
  { name: "GET people/students (csv)", method: "GET", path: () => "/people/students?format=csv" },
  { name: "GET user activity", method: "GET", byId: true, path: (s) => `/people/users/${s.student.id}/activity` },
  { name: "POST verify teacher", method: "POST", byId: true, path: (s) => `/teachers/${s.teacher.id}/verify` },
  { name: "DELETE verify teacher", method: "DELETE", byId: true, path: (s) => `/teachers/${s.teacher.id}/verify` },
  {
    name: "POST promote teacher",
    method: "POST",
    byId: true,
    path: async (s) => `/teachers/${(await createUser({ tenantId: s.tenant.id, role: "teacher" })).id}/promote`,
  },
  { name: "GET action-log", method: "GET", path: () => "/action-log" },
  { name: "GET action-log (csv)", method: "GET", path: () => "/action-log?format=csv" },
];

const send = async (e: Endpoint, about: School, host: string, token?: string) => call(host, `/api/super-admin${await e.path(about)}`, { method: e.method, token });
const expect2xx = (status: number) => {
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(300);
};

describe.each(STAFF_ENDPOINTS)("staff people: $name", (endpoint) => {
  it("anonymous → 401", async () => {
    const res = await send(endpoint, A, PLATFORM);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it.each([...NON_ADMIN_ROLES, "school_admin"])("%s → 403", async (role) => {
    const res = await send(endpoint, A, A.tenant.host, role === "school_admin" ? adminA : roleTokens[role]);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });

  it.each([
    ["the platform host", () => PLATFORM, () => staffOnPlatform],
    ["the school's own host", () => A.tenant.host, () => staffOnA],
  ])("staff on %s → 2xx", async (_label, host, token) => {
    expect2xx((await send(endpoint, A, host(), token())).status);
  });

  it("a school token on the platform host → 401", async () => {
    expect((await send(endpoint, A, PLATFORM, adminA)).status).toBe(401);
  });
});

describe.each(STAFF_ENDPOINTS.filter((e) => e.byId))("staff people: $name with school B's person on school A's host", (endpoint) => {
  it("→ 404, exactly like a missing row", async () => {
    const res = await send(endpoint, B, A.tenant.host, staffOnA);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
  });
});

const entriesFor = (targetId: string) => db().select().from(staffActions).where(eq(staffActions.targetId, targetId)).all();

describe("the staff action log", () => {
  it("a school admin's edit writes exactly one entry, with who, what, when and from where", async () => {
    const form = new FormData();
    form.append("last_name", unique("Renamed"));
    const before = Date.now();
    const res = await call(A.tenant.host, `/api/school-admin/users/${A.teacher.id}`, { method: "PATCH", form, token: adminA, address: "198.51.100.44", headers: { "User-Agent": "AuditTest/1.0" } });
    expect(res.status).toBe(200);
    const entries = (await entriesFor(A.teacher.id)).filter((e) => e.action === "user.update");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ tenantId: A.tenant.id, actorId: A.admin.id, actorRole: "school_admin", ip: "198.51.100.44", userAgent: "AuditTest/1.0", host: A.tenant.host });
    expect(entries[0].createdAt).toBeGreaterThanOrEqual(before);
    expect(JSON.parse(entries[0].detail!)).toEqual({ fields: ["last_name"] });
  });

  it("a refused edit writes nothing", async () => {
    const form = new FormData();
    form.append("email", "not-an-email");
    const student = (await addStudents(A.tenant.id, A.cls.id, [["Una", unique("Changed")]]))[0];
    const res = await call(A.tenant.host, `/api/school-admin/users/${student.id}`, { method: "PATCH", form, token: adminA });
    expect(res.status).toBe(400);
    expect(await entriesFor(student.id)).toHaveLength(0);
  });

  it("a role change is logged as one, with the old and new role", async () => {
    const teacher = await createUser({ tenantId: A.tenant.id, role: "teacher" });
    const form = new FormData();
    form.append("role", "school_admin");
    expect((await call(A.tenant.host, `/api/school-admin/users/${teacher.id}`, { method: "PATCH", form, token: adminA })).status).toBe(200);
    const entries = await entriesFor(teacher.id);
    expect(entries.map((e) => e.action)).toEqual(["user.role_change"]);
    expect(JSON.parse(entries[0].detail!).role).toEqual({ from: "teacher", to: "school_admin" });
  });

  it("verifying and promoting a teacher change them and log one entry each", async () => {
    const teacher = await createUser({ tenantId: A.tenant.id, role: "teacher" });
    const verified = await post(PLATFORM, `/api/super-admin/teachers/${teacher.id}/verify`, {}, { token: staffOnPlatform });
    expect(verified.status).toBe(200);
    expect(verified.body.verified_at).toEqual(expect.any(String));
    // Verifying again changes nothing and logs nothing.
    expect((await post(PLATFORM, `/api/super-admin/teachers/${teacher.id}/verify`, {}, { token: staffOnPlatform })).status).toBe(200);
    const promoted = await post(PLATFORM, `/api/super-admin/teachers/${teacher.id}/promote`, {}, { token: staffOnPlatform });
    expect(promoted.body).toMatchObject({ id: teacher.id, role: "school_admin" });
    expect((await db().select().from(users).where(eq(users.id, teacher.id)).get())!.role).toBe("school_admin");
    expect((await entriesFor(teacher.id)).map((e) => [e.action, e.actorId, e.actorRole, e.tenantId])).toEqual([
      ["teacher.verify", staffId, "staff", A.tenant.id],
      ["teacher.promote", staffId, "staff", A.tenant.id],
    ]);
    // A school admin is no longer a teacher to promote.
    expect((await post(PLATFORM, `/api/super-admin/teachers/${teacher.id}/promote`, {}, { token: staffOnPlatform })).status).toBe(404);
  });

  it("a school admin sees their school's entries and never another school's", async () => {
    const form = new FormData();
    form.append("last_name", unique("Bee"));
    expect((await call(B.tenant.host, `/api/school-admin/users/${B.teacher.id}`, { method: "PATCH", form, token: adminB })).status).toBe(200);
    const log = await call(A.tenant.host, "/api/school-admin/action-log?limit=200", { token: adminA });
    expect(log.status).toBe(200);
    expect(log.body.results.length).toBeGreaterThan(0);
    expect(log.body.results.every((e: { school: { id: string } }) => e.school.id === A.tenant.id)).toBe(true);
    expect(log.body.results.some((e: { target: { id: string } }) => e.target.id === B.teacher.id)).toBe(false);
    // ?tenant= means nothing to a school admin.
    const narrowed = await call(A.tenant.host, `/api/school-admin/action-log?tenant=${B.tenant.id}`, { token: adminA });
    expect(narrowed.body.results.every((e: { school: { id: string } }) => e.school.id === A.tenant.id)).toBe(true);
    const bLog = await call(B.tenant.host, "/api/school-admin/action-log?action=user.update", { token: adminB });
    expect(bLog.body.results.map((e: { target: { id: string } }) => e.target.id)).toContain(B.teacher.id);
  });

  it("the school-admin log is refused to other roles and does not exist on the platform host", async () => {
    expect((await call(A.tenant.host, "/api/school-admin/action-log")).status).toBe(401);
    for (const role of NON_ADMIN_ROLES) expect((await call(A.tenant.host, "/api/school-admin/action-log", { token: roleTokens[role] })).status).toBe(403);
    expect((await call(PLATFORM, "/api/school-admin/action-log", { token: staffOnPlatform })).status).toBe(404);
  });

  it("staff filter by school, actor, action and date, and download CSV", async () => {
    const q = `tenant=${A.tenant.id}&action=user.update&actor=${encodeURIComponent(A.admin.email!)}`;
    const log = await call(PLATFORM, `/api/super-admin/action-log?${q}`, { token: staffOnPlatform });
    expect(log.status).toBe(200);
    expect(log.body.count).toBeGreaterThan(0);
    for (const e of log.body.results) expect(e).toMatchObject({ action: "user.update", school: { id: A.tenant.id }, actor: { id: A.admin.id } });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await call(PLATFORM, `/api/super-admin/action-log?${q}&from=${tomorrow}`, { token: staffOnPlatform })).body.count).toBe(0);
    const csv = await call(PLATFORM, `/api/super-admin/action-log?${q}&format=csv`, { token: staffOnPlatform });
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const lines = (csv.body as string).trim().split("\r\n");
    expect(lines[0]).toBe("time_utc,action,actor,actor_email,actor_role,school,target_type,target_id,target,detail,ip,user_agent,host");
    expect(lines.length).toBe(log.body.count + 1);
    expect(lines[1]).toContain(A.teacher.id);
  });

  it("a feature switch is logged against the school", async () => {
    const res = await call(PLATFORM, `/api/super-admin/tenants/${A.tenant.id}/features`, { method: "PATCH", json: { dear_world: false }, token: staffOnPlatform });
    expect(res.status).toBe(200);
    const rows = await db().select().from(staffActions).where(and(eq(staffActions.tenantId, A.tenant.id), eq(staffActions.action, "tenant.features"))).all();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].detail!)).toEqual({ dear_world: false });
  });
});

describe("sign-in history and one user's activity", () => {
  it("records good and bad sign-ins (address hashed) and shows them with the user's figures", async () => {
    const user = await createUser({ tenantId: A.tenant.id, role: "teacher" });
    expect((await post(A.tenant.host, "/api/auth/token/", { username: user.username, password: "wrong-password-1" }, { address: "198.51.100.9" })).status).toBe(401);
    await signIn(A.tenant.host, user.username);
    const rows = await db().select().from(signIns).where(eq(signIns.userId, user.id)).all();
    expect(rows.map((r) => r.success).sort()).toEqual([false, true]);
    expect(rows.every((r) => r.host === A.tenant.host && r.tenantId === A.tenant.id && r.ipHash && !r.ipHash.includes("198.51"))).toBe(true);
    const activity = await call(PLATFORM, `/api/super-admin/people/users/${user.id}/activity`, { token: staffOnPlatform });
    expect(activity.status).toBe(200);
    expect(activity.body.user).toMatchObject({ id: user.id, role: "teacher", school: { id: A.tenant.id } });
    expect(activity.body.counts).toMatchObject({ sign_ins: 1, failed_sign_ins: 1, books_uploaded: 0, orders_paid: 0 });
    expect(activity.body.sign_ins[0]).toMatchObject({ success: true, host: A.tenant.host });
  });

  it("shows what was refunded of a purchase and of a gift, beside what was paid", async () => {
    const donor = await createUser({ tenantId: A.tenant.id, role: "parent" });
    const charity = await createCharity({ tenantId: A.tenant.id });
    // A gift of 40.00, 15.00 of it given back (only 25.00 counted for the cause), and its order.
    const gift = await createCompletedDonation({ type: "charity", id: charity.id }, { tenantId: A.tenant.id, donorUserId: donor.id, amount: 4000, refundedAmount: 1500 });
    await db().update(orders).set({ userId: donor.id, refundedAmount: 1500 }).where(eq(orders.id, gift.orderId!));
    const activity = await call(PLATFORM, `/api/super-admin/people/users/${donor.id}/activity`, { token: staffOnPlatform });
    expect(activity.status).toBe(200);
    expect(activity.body.donations).toEqual([expect.objectContaining({ id: gift.id, amount: 4000, refunded_amount: 1500, status: "completed", target_type: "charity" })]);
    expect(activity.body.purchases).toEqual([expect.objectContaining({ id: gift.orderId, total: 4000, refunded_amount: 1500, status: "paid" })]);
  });

  it("answers 404 for an unknown user", async () => {
    expect((await call(PLATFORM, "/api/super-admin/people/users/usr_missing/activity", { token: staffOnPlatform })).status).toBe(404);
  });
});

describe("teachers, students and sign-up figures across schools", () => {
  it("lists a school's teachers with their classes and students, narrowed by ?tenant=", async () => {
    const res = await call(PLATFORM, `/api/super-admin/people/teachers?tenant=${A.tenant.id}&limit=200`, { token: staffOnPlatform });
    expect(res.status).toBe(200);
    expect(res.body.results.every((t: { school: { id: string } }) => t.school.id === A.tenant.id)).toBe(true);
    const teacher = res.body.results.find((t: { id: string }) => t.id === A.teacher.id);
    const enrolled = await db().select().from(classStudents).where(eq(classStudents.classId, A.cls.id)).all();
    expect(enrolled.length).toBeGreaterThan(0);
    expect(teacher.classes).toEqual([{ id: A.cls.id, name: A.cls.name, students: enrolled.length }]);
    const search = await call(PLATFORM, `/api/super-admin/people/teachers?search=${encodeURIComponent(A.teacher.email!)}`, { token: staffOnPlatform });
    expect(search.body.results.map((t: { id: string }) => t.id)).toEqual([A.teacher.id]);
  });

  it("on a school's host, staff see only that school's students", async () => {
    const res = await call(A.tenant.host, `/api/super-admin/people/students?tenant=${B.tenant.id}&limit=200`, { token: staffOnA });
    expect(res.body.results.map((s: { id: string }) => s.id)).toContain(A.student.id);
    expect(res.body.results.some((s: { school: { id: string } }) => s.school.id !== A.tenant.id)).toBe(false);
  });

  it("exports students as CSV with their classes", async () => {
    const csv = await call(PLATFORM, `/api/super-admin/people/students?tenant=${A.tenant.id}&format=csv`, { token: staffOnPlatform });
    expect(csv.status).toBe(200);
    const line = (csv.body as string).split("\r\n").find((l) => l.startsWith(A.student.id))!;
    expect(line).toContain(A.cls.name);
    expect(line).toContain(A.student.username);
  });

  it("counts today's sign-ups and active users by role for a school", async () => {
    const res = await call(PLATFORM, `/api/super-admin/people/stats?days=30&tenant=${A.tenant.id}`, { token: staffOnPlatform });
    expect(res.status).toBe(200);
    expect(res.body.bucket).toBe("day");
    expect(res.body.series).toHaveLength(30);
    const today = res.body.series.at(-1);
    expect(today.start).toBe(new Date().toISOString().slice(0, 10));
    expect(res.body.totals.signups.student).toBeGreaterThanOrEqual(2);
    expect(today.signups.student).toBe(res.body.totals.signups.student);
    expect(today.active.school_admin).toBeGreaterThanOrEqual(1);
    expect(res.body.by_school.map((s: { id: string }) => s.id)).toEqual([A.tenant.id]);
    const weekly = await call(PLATFORM, `/api/super-admin/people/stats?days=365`, { token: staffOnPlatform });
    expect(weekly.body.bucket).toBe("week");
    expect(weekly.body.series.length).toBeGreaterThanOrEqual(52);
  });
});

describe("a parent unlinks themselves", () => {
  it("removes only their own link", async () => {
    const parent = await createUser({ tenantId: A.tenant.id, role: "parent" });
    const other = await createUser({ tenantId: A.tenant.id, role: "parent" });
    const id = unique("plk_");
    await db().insert(parentLinks).values({ id, tenantId: A.tenant.id, parentId: parent.id, studentId: A.student.id, source: "invitation", createdAt: Date.now() });
    const otherToken = (await signIn(A.tenant.host, other.username)).access;
    expect((await call(A.tenant.host, `/api/parent/links/${id}`, { method: "DELETE", token: otherToken })).status).toBe(404);
    const token = (await signIn(A.tenant.host, parent.username)).access;
    expect((await call(A.tenant.host, `/api/parent/links/${id}`, { method: "DELETE", token })).status).toBe(204);
    expect(await db().select().from(parentLinks).where(eq(parentLinks.id, id)).all()).toHaveLength(0);
  });
});

describe("retention", () => {
  it("deletes action log entries and sign-ins older than two years, and keeps newer ones", async () => {
    const now = Date.now();
    const old = now - 2 * 365 * 86_400_000 - 60_000;
    const ids = [unique("act_old"), unique("act_new")];
    await db().insert(staffActions).values(ids.map((id, i) => ({ id, tenantId: A.tenant.id, actorId: A.admin.id, actorRole: "school_admin", action: "user.update", createdAt: i === 0 ? old : now })));
    const signInIds = [unique("sgn_old"), unique("sgn_new")];
    await db().insert(signIns).values(signInIds.map((id, i) => ({ id, userId: A.admin.id, tenantId: A.tenant.id, success: true, createdAt: i === 0 ? old : now })));
    expect(await deleteExpiredAuditEntries(db(), now)).toBeGreaterThanOrEqual(1);
    expect(await deleteExpiredSignIns(db(), now)).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(staffActions).where(inArray(staffActions.id, ids)).all()).map((r) => r.id)).toEqual([ids[1]]);
    expect((await db().select().from(signIns).where(inArray(signIns.id, signInIds)).all()).map((r) => r.id)).toEqual([signInIds[1]]);
  });
});

describe("school admins' other changes in the log", () => {
  it("a student's password reset writes one entry (never the password) and the settings one entry", async () => {
    const [kid] = await addStudents(A.tenant.id, A.cls.id, [["Pia", unique("Reset")]]);
    const reset = await post(A.tenant.host, `/api/school-admin/students/${kid.id}/reset-password`, {}, { token: adminA });
    expect(reset.status).toBe(200);
    const entries = await entriesFor(kid.id);
    expect(entries.map((e) => [e.action, e.actorId, e.detail])).toEqual([["user.password_reset", A.admin.id, JSON.stringify({ generated: true })]]);
    expect(reset.body.password).toEqual(expect.any(String));
    expect(JSON.stringify(entries)).not.toContain(reset.body.password);

    const settings = await call(A.tenant.host, "/api/school-admin/settings", { method: "PATCH", json: { country: "KE" }, token: adminA });
    expect(settings.status).toBe(200);
    const rows = await db().select().from(staffActions).where(and(eq(staffActions.targetId, A.tenant.id), eq(staffActions.action, "tenant.update"))).all();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].detail!)).toEqual({ fields: ["country"], country: "KE" });
  });
});
