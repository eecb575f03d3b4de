import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificates, donations, parentLinks } from "../../worker/db/schema";
import { createCourse } from "../helpers/learning";
import { newId } from "../../worker/lib/ids";
import { call, post } from "../helpers/api";
import { addManyStudents, addStudents, createClass, createStaff, createTenant, createUser, db, seedDemo, signIn } from "../helpers/factories";
import { DEMO_PASSWORDS } from "../../worker/db/seed/demo-data";

async function world() {
  const a = await createTenant();
  const b = await createTenant();
  const teacher = await createUser({ tenantId: a.id, role: "teacher" });
  const otherTeacher = await createUser({ tenantId: a.id, role: "teacher" });
  const cls = await createClass(a.id, { teacherId: teacher.id });
  const [kid, sibling] = await addStudents(a.id, cls.id, [["Kit", "Kidd"], ["Sib", "Ling"]]);
  const bCls = await createClass(b.id);
  const [bKid] = await addStudents(b.id, bCls.id, [["Bea", "Bee"]]);
  const parent = await createUser({ tenantId: a.id, role: "parent" });
  const otherParent = await createUser({ tenantId: a.id, role: "parent" });
  const bTeacher = await createUser({ tenantId: b.id, role: "teacher" });
  const t = async (host: string, u: { username: string }) => (await signIn(host, u.username)).access;
  return {
    a, b, cls, bCls, kid, sibling, bKid, parent, otherParent, teacher,
    tokens: { teacher: await t(a.host, teacher), otherTeacher: await t(a.host, otherTeacher), parent: await t(a.host, parent), otherParent: await t(a.host, otherParent), bTeacher: await t(b.host, bTeacher), kid: await t(a.host, kid) },
  };
}

const codesOf = async (host: string, classId: string, token: string) => call(host, `/api/home-learning-codes/classes/${classId}/`, { token });

describe("home-learning codes and parent links", () => {
  it("a class larger than D1's 100 bound parameters gets its codes: 150 pupils, each with their own", async () => {
    const w = await world();
    const big = await createClass(w.a.id, { teacherId: w.teacher.id });
    const pupils = await addManyStudents(w.a.id, big.id, 150);
    const codes = await codesOf(w.a.host, big.id, w.tokens.teacher);
    expect(codes.status).toBe(200);
    expect(codes.body.results).toHaveLength(150);
    expect(codes.body.results.map((r: { student_id: string }) => r.student_id)).toEqual(pupils.map((p) => p.id));
    expect(new Set(codes.body.results.map((r: { code: string }) => r.code)).size).toBe(150);
    expect(codes.body.results.every((r: { code: string; parents: number }) => /^[A-Z2-9]{8}$/.test(r.code) && r.parents === 0)).toBe(true);
    // Shown again, the same codes (issued once).
    expect((await codesOf(w.a.host, big.id, w.tokens.teacher)).body.results.map((r: { code: string }) => r.code)).toEqual(codes.body.results.map((r: { code: string }) => r.code));
  });

  it("a teacher shows the class's codes; a parent links with one; the code is single-use and rotates", async () => {
    const w = await world();
    const codes = await codesOf(w.a.host, w.cls.id, w.tokens.teacher);
    expect(codes.status).toBe(200);
    const kidCode = codes.body.results.find((r: { student_id: string }) => r.student_id === w.kid.id).code as string;
    expect(kidCode).toMatch(/^[A-Z2-9]{8}$/);
    // A code typed with spaces and lower case still works, from any school's site.
    const linked = await post(w.b.host, "/api/parent/links/", { code: `${kidCode.slice(0, 4).toLowerCase()} ${kidCode.slice(4)}` }, { token: (await signIn(w.a.host, w.parent.username)).access }).catch(() => null);
    expect(linked?.status).toBe(401); // a token belongs to its own site
    const ok = await post(w.a.host, "/api/parent/links/", { code: `${kidCode.slice(0, 4).toLowerCase()} ${kidCode.slice(4)}` }, { token: w.tokens.parent });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ student_id: w.kid.id, first_name: "Kit", last_name: "Kidd", classes: ["Class"], show_full_name_on_certificates: false });
    const reused = await post(w.a.host, "/api/parent/links/", { code: kidCode }, { token: w.tokens.otherParent });
    expect(reused.status).toBe(400);
    const after = await codesOf(w.a.host, w.cls.id, w.tokens.teacher);
    const row = after.body.results.find((r: { student_id: string }) => r.student_id === w.kid.id);
    expect(row.code).not.toBe(kidCode);
    expect(row.parents).toBe(1);
    // A teacher rotates a code: the old one dies.
    const old = row.code;
    const rotated = await post(w.a.host, `/api/home-learning-codes/classes/${w.cls.id}/students/${w.kid.id}/rotate`, {}, { token: w.tokens.teacher });
    expect(rotated.body.code).not.toBe(old);
    expect((await post(w.a.host, "/api/parent/links/", { code: old }, { token: w.tokens.otherParent })).status).toBe(400);
    expect((await post(w.a.host, "/api/parent/links/", { code: rotated.body.code }, { token: w.tokens.otherParent })).status).toBe(201);
  });

  it("codes: only the class's teacher or the school's admins; not another teacher, a student, a parent or another school", async () => {
    const w = await world();
    expect((await codesOf(w.a.host, w.cls.id, w.tokens.otherTeacher)).status).toBe(404);
    expect((await codesOf(w.a.host, w.cls.id, w.tokens.kid)).status).toBe(403);
    expect((await codesOf(w.a.host, w.cls.id, w.tokens.parent)).status).toBe(403);
    expect((await codesOf(w.b.host, w.cls.id, w.tokens.bTeacher)).status).toBe(404);
    const bAdmin = await createUser({ tenantId: w.b.id, role: "school_admin" });
    expect((await codesOf(w.b.host, w.cls.id, (await signIn(w.b.host, bAdmin.username)).access)).status).toBe(404);
    expect((await post(w.a.host, `/api/home-learning-codes/classes/${w.cls.id}/students/${w.kid.id}/rotate`, {}, { token: w.tokens.otherTeacher })).status).toBe(404);
    expect((await codesOf(w.a.host, w.cls.id, "")).status).toBe(401);
  });

  it("only a parent links by code; wrong codes are counted and then throttled", async () => {
    const w = await world();
    expect((await post(w.a.host, "/api/parent/links/", { code: "ABCDEFGH" }, { token: w.tokens.teacher })).status).toBe(403);
    expect((await post(w.a.host, "/api/parent/links/", { code: "ABC" }, { token: w.tokens.parent })).status).toBe(400);
    for (let i = 0; i < 10; i++) expect((await post(w.a.host, "/api/parent/links/", { code: "ZZZZZZZZ" }, { token: w.tokens.parent })).status).toBe(400);
    expect((await post(w.a.host, "/api/parent/links/", { code: "ZZZZZZZZ" }, { token: w.tokens.parent })).status).toBe(429);
  });
});

describe("the parent dashboard", () => {
  it("shows only the parent's own linked children, in every school, with reading, courses and money raised", async () => {
    const w = await world();
    const now = Date.now();
    await db().insert(parentLinks).values([
      { id: newId("plk"), tenantId: w.a.id, parentId: w.parent.id, studentId: w.kid.id, source: "invitation", createdAt: now },
      { id: newId("plk"), tenantId: w.b.id, parentId: w.parent.id, studentId: w.bKid.id, source: "home_learning_code", createdAt: now + 1 },
      { id: newId("plk"), tenantId: w.a.id, parentId: w.otherParent.id, studentId: w.sibling.id, source: "invitation", createdAt: now },
    ]);
    await db().insert(donations).values({ id: newId("don"), tenantId: w.a.id, targetType: "project", targetId: "prj_x", amount: 1500, currency: "USD", attributionKind: "student", attributedUserId: w.kid.id, status: "completed", completedAt: now });
    const res = await call(w.a.host, "/api/parent/children/", { token: w.tokens.parent });
    expect(res.status).toBe(200);
    expect(res.body.results.map((c: { student_id: string }) => c.student_id)).toEqual([w.kid.id, w.bKid.id]);
    const kid = res.body.results[0];
    expect(kid).toMatchObject({ first_name: "Kit", school_name: w.a.schoolName, reading: { books_read: 0, stories_read: 0 }, uploads: [], courses: [], certificates: [] });
    expect(kid.money_raised.totals).toEqual([{ currency: "USD", amount: 1500, donations: 1 }]);

    // The child's certificates, newest first, a revoked one left out (it read "Certificates 0" whatever the child had earned).
    const courses = await Promise.all([1, 2, 3].map(() => createCourse({ tenantId: w.a.id })));
    const cert = (i: number, status: "issued" | "awaiting_claim" | "revoked", at: number) => ({
      id: newId("crt"), tenantId: w.a.id, userId: w.kid.id, courseId: courses[i].course.id, status, displayName: "Kit K.", courseTitle: `Course ${i}`, issuerName: "School",
      completedAt: at, issuedAt: status === "awaiting_claim" ? null : at, createdAt: at, updatedAt: at,
    });
    await db().insert(certificates).values([cert(0, "issued", now - 2000), cert(1, "awaiting_claim", now - 1000), cert(2, "revoked", now)]);
    const withCertificates = (await call(w.a.host, "/api/parent/children/", { token: w.tokens.parent })).body.results[0];
    expect(withCertificates.certificates).toEqual([
      { id: expect.stringMatching(/^crt_/), course_title: "Course 1", status: "awaiting_claim", issued_at: null },
      { id: expect.stringMatching(/^crt_/), course_title: "Course 0", status: "issued", issued_at: new Date(now - 2000).toISOString() },
    ]);
    expect((await call(w.a.host, "/api/parent/children/", { token: w.tokens.otherParent })).body.results[0].certificates).toEqual([]);
    expect(res.body.results[1].school_name).toBe(w.b.schoolName);
    expect(JSON.stringify(res.body)).not.toContain(w.sibling.id);

    const other = await call(w.a.host, "/api/parent/children/", { token: w.tokens.otherParent });
    expect(other.body.results.map((c: { student_id: string }) => c.student_id)).toEqual([w.sibling.id]);
    expect((await call(w.a.host, "/api/parent/children/", { token: w.tokens.teacher })).status).toBe(403);
    expect((await call(w.b.host, "/api/parent/children/", { token: w.tokens.bTeacher })).status).toBe(403);
    expect((await call(w.a.host, "/api/parent/children/")).status).toBe(401);
  });

  it("the full-name setting is the parent's own: another parent cannot change it", async () => {
    const w = await world();
    const id = newId("plk");
    await db().insert(parentLinks).values({ id, tenantId: w.a.id, parentId: w.parent.id, studentId: w.kid.id, source: "invitation", createdAt: Date.now() });
    const other = await call(w.a.host, `/api/parent/links/${id}/`, { method: "PATCH", json: { show_full_name_on_certificates: true }, token: w.tokens.otherParent });
    expect(other.status).toBe(404);
    const mine = await call(w.a.host, `/api/parent/links/${id}/`, { method: "PATCH", json: { show_full_name_on_certificates: true }, token: w.tokens.parent });
    expect(mine.body.show_full_name_on_certificates).toBe(true);
    expect((await db().select().from(parentLinks).where(eq(parentLinks.id, id)).get())!.showFullNameOnCertificates).toBe(true);
  });
});

describe("staff: parent links across schools", () => {
  it("staff list and unlink; a school's host shows only its links; nobody else may", async () => {
    const w = await world();
    const staff = await createStaff();
    const id = newId("plk");
    await db().insert(parentLinks).values({ id, tenantId: w.a.id, parentId: w.parent.id, studentId: w.kid.id, source: "invitation", createdAt: Date.now() });
    const staffToken = (await signIn("localhost", staff.username)).access;
    const list = await call("localhost", `/api/super-admin/parent-links/?tenant=${w.a.id}`, { token: staffToken });
    expect(list.status).toBe(200);
    expect(list.body.results).toMatchObject([{ id, child: { id: w.kid.id, name: "Kit Kidd" }, parent: { id: w.parent.id } }]);
    const onB = await call(w.b.host, "/api/super-admin/parent-links/", { token: (await signIn(w.b.host, staff.username)).access });
    expect(onB.body.results).toEqual([]);
    expect((await call(w.a.host, `/api/super-admin/parent-links/${id}/`, { method: "DELETE", token: w.tokens.teacher })).status).toBe(403);
    expect((await call(w.a.host, "/api/super-admin/parent-links/", { token: w.tokens.parent })).status).toBe(403);
    expect((await call("localhost", `/api/super-admin/parent-links/${id}/`, { method: "DELETE", token: staffToken })).status).toBe(204);
    expect((await call(w.a.host, "/api/parent/children/", { token: w.tokens.parent })).body.results).toEqual([]);
  });
});

describe("the demo parent", () => {
  it("signs in on Greenfield with the documented password and sees greenfield.student01", async () => {
    await seedDemo();
    const { access } = await signIn("greenfield.localhost", "parent@greenfield.example.org", DEMO_PASSWORDS.parent);
    const res = await call("greenfield.localhost", "/api/parent/children/", { token: access });
    expect(res.body.results.map((c: { student_id: string }) => c.student_id)).toEqual(["usr_demo_greenfield_student01"]);
  });
});
