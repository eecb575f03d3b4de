import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AMBIGUOUS_CLASS_MESSAGE, IMPORT_CHUNK, MAX_IMPORT_ROWS, NOT_YOUR_CLASS_MESSAGE, TOO_MANY_ROWS_MESSAGE, UNKNOWN_CLASS_MESSAGE, USERNAME_TAKEN_MESSAGE } from "../../worker/contracts/roster";
import { classStudents, classes, emailOutbox, invitations, parentLinks, staffActions, users } from "../../worker/db/schema";
import { call, post, type CallOptions } from "../helpers/api";
import { MAX_ROSTER_TEACHER_ROWS } from "../../worker/contracts/people";
import { newClassCode, newId } from "../../worker/lib/ids";
import { createClass, createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";

type Row = { row: number; first_name?: string; last_name?: string; class?: string; username?: string; password?: string; parent_email?: string; teacher_email?: string; teacher_name?: string };

async function school() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
  const { access } = await signIn(tenant.host, admin.username);
  const teacherToken = (await signIn(tenant.host, teacher.username)).access;
  const mine = await createClass(tenant.id, { name: "Year 4 Blue", teacherId: teacher.id });
  const theirs = await createClass(tenant.id, { name: "Year 5 Red" });
  const as = (token: string, path: string, opts: CallOptions = {}) => call(tenant.host, `/api/roster-import${path}`, { token, ...opts });
  return { tenant, admin, teacher, access, teacherToken, mine, theirs, as };
}

const body = (rows: Row[], extra: Record<string, unknown> = {}) => ({ total_rows: rows.length, rows, ...extra });
const studentsIn = async (classId: string) =>
  (await db().select({ id: users.id }).from(classStudents).innerJoin(users, eq(users.id, classStudents.studentId)).where(eq(classStudents.classId, classId)).all()).length;
const countStudents = async (tenantId: string) => db().$count(users, eq(users.tenantId, tenantId));

describe("POST /api/roster-import", () => {
  it("creates students in their classes (by name or code) with readable passwords that sign in, shown once", async () => {
    const s = await school();
    const res = await s.as(s.access, "/", {
      json: body([
        { row: 1, first_name: "Amara", last_name: "Okafor", class: "year 4 blue" },
        { row: 2, first_name: "Ben", last_name: "Ng", class: s.theirs.code, password: "Quartz-lantern-88-river" },
        { row: 3, first_name: "Cleo", last_name: "Diaz", class: "Year 5 Red", username: unique("cleo."), parent_email: "Parent@Example.org" },
      ]),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const [a, b, c] = res.body.results;
    expect(a).toMatchObject({ row: 1, status: "created", first_name: "Amara", class_name: "Year 4 Blue", class_code: s.mine.code, username: expect.stringMatching(/\.amaraokafor1$/) });
    expect(a.password).toMatch(/^[a-z]+-[a-z]+-[a-z]+-\d\d$/);
    expect(b).toMatchObject({ status: "created", class_name: "Year 5 Red", password: "Quartz-lantern-88-river" });
    expect(c.username).toMatch(/^cleo\./);
    expect(await studentsIn(s.mine.id)).toBe(1);
    expect(await studentsIn(s.theirs.id)).toBe(2);
    const signedIn = await call(s.tenant.host, "/api/auth/token/", { json: { username: a.username, password: a.password } });
    expect(signedIn.status).toBe(200);
  });

  it("is idempotent: the same file again creates nobody and shows no passwords", async () => {
    const s = await school();
    const rows = [
      { row: 1, first_name: "Amara", last_name: "Okafor", class: "Year 4 Blue" },
      { row: 2, first_name: "Ben", last_name: "Ng", class: "Year 5 Red", username: unique("ben.") },
    ];
    const first = await s.as(s.access, "/", { json: body(rows) });
    expect(first.status).toBe(201);
    const before = await countStudents(s.tenant.id);
    const again = await s.as(s.access, "/", { json: body(rows.map((r) => ({ ...r, first_name: r.first_name.toUpperCase() }))) });
    expect(again.status).toBe(201);
    expect(again.body.results.map((r: { status: string; password: string | null; id: string }) => [r.status, r.password, r.id])).toEqual(
      first.body.results.map((r: { id: string }) => ["existing", null, r.id]),
    );
    expect(await countStudents(s.tenant.id)).toBe(before);
    expect(await studentsIn(s.mine.id)).toBe(1);
  });

  it("rejects a chunk with any bad row, naming each row's field, and writes nothing", async () => {
    const s = await school();
    const other = await createTenant();
    const taken = await createUser({ tenantId: other.id, role: "student", email: null });
    const dup = unique("dup.");
    const res = await s.as(s.access, "/", {
      json: body([
        { row: 1, first_name: "", last_name: "Okafor", class: "Year 4 Blue" },
        { row: 2, first_name: "Ben", last_name: "x".repeat(101), class: "Year 4 Blue" },
        { row: 3, first_name: "Cleo", last_name: "Diaz", class: "Year 9 Nowhere" },
        { row: 4, first_name: "Dan", last_name: "Ho", class: "Year 4 Blue", username: taken.username },
        { row: 5, first_name: "Eve", last_name: "Li", class: "Year 4 Blue", username: dup },
        { row: 6, first_name: "Fay", last_name: "Li", class: "Year 4 Blue", username: dup },
        { row: 7, first_name: "Gus", last_name: "Po", class: "Year 4 Blue", password: "password" },
      ]),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(["rows.0.first_name", "rows.1.last_name"]));
    expect(await countStudents(s.tenant.id)).toBe(2);

    const deeper = await s.as(s.access, "/", { json: body([{ row: 3, first_name: "Cleo", last_name: "Diaz", class: "Year 9 Nowhere" }, { row: 4, first_name: "Dan", last_name: "Ho", class: "Year 4 Blue", username: taken.username }, { row: 5, first_name: "Eve", last_name: "Li", class: "Year 4 Blue", username: dup }, { row: 6, first_name: "Fay", last_name: "Li", class: "Year 4 Blue", username: dup }, { row: 7, first_name: "Gus", last_name: "Po", class: "Year 4 Blue", password: "password" }]) });
    expect(deeper.status).toBe(400);
    expect(deeper.body.error.fields).toEqual({
      "rows.0.class": [UNKNOWN_CLASS_MESSAGE],
      "rows.1.username": [USERNAME_TAKEN_MESSAGE],
      "rows.3.username": ["This username appears twice in the file"],
      "rows.4.password": [expect.any(String)],
    });
    expect(await countStudents(s.tenant.id)).toBe(2);
  });

  it(`allows at most ${MAX_IMPORT_ROWS} rows per file and ${IMPORT_CHUNK} per request`, async () => {
    const s = await school();
    const one = { row: 1, first_name: "A", last_name: "B", class: "Year 4 Blue" };
    const tooMany = await s.as(s.access, "/", { json: { total_rows: MAX_IMPORT_ROWS + 1, rows: [one] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.total_rows).toEqual([TOO_MANY_ROWS_MESSAGE]);
    const lateRow = await s.as(s.access, "/", { json: { total_rows: MAX_IMPORT_ROWS, rows: [{ ...one, row: MAX_IMPORT_ROWS + 1 }] } });
    expect(lateRow.status).toBe(400);
    const bigChunk = Array.from({ length: IMPORT_CHUNK + 1 }, (_, i) => ({ ...one, row: i + 1, first_name: `A${i}` }));
    expect((await s.as(s.access, "/", { json: { total_rows: MAX_IMPORT_ROWS, rows: bigChunk } })).status).toBe(400);
    expect((await s.as(s.access, "/", { json: { total_rows: MAX_IMPORT_ROWS, rows: [{ ...one, row: MAX_IMPORT_ROWS }] } })).status).toBe(201);
    expect(await countStudents(s.tenant.id)).toBe(3);
  });

  it("creates missing classes only when asked, and only for school admins", async () => {
    const s = await school();
    const row = { row: 1, first_name: "Amara", last_name: "Okafor", class: "Year 6 Green" };
    expect((await s.as(s.access, "/", { json: body([row]) })).body.error.fields).toEqual({ "rows.0.class": [UNKNOWN_CLASS_MESSAGE] });
    const asTeacher = await s.as(s.teacherToken, "/", { json: body([row], { create_missing_classes: true }) });
    expect(asTeacher.status).toBe(400);
    const res = await s.as(s.access, "/", { json: body([row, { ...row, row: 2, first_name: "Ben" }], { create_missing_classes: true }) });
    expect(res.status).toBe(201);
    expect(res.body.created_classes).toEqual([{ name: "Year 6 Green", code: expect.any(String) }]);
    const created = await db().select().from(classes).where(eq(classes.tenantId, s.tenant.id)).all();
    expect(created.filter((c) => c.name === "Year 6 Green")).toHaveLength(1);
  });

  it("never picks one of two active classes a reader takes for the same name: those rows ask for the code, which finds the class", async () => {
    const s = await school();
    // A school that already has the pair (made before names were unique): same name but for case, accents and spacing.
    const twin = await createClass(s.tenant.id, { name: "year  4 blué" });
    const [amara] = await Promise.all([createUser({ tenantId: s.tenant.id, role: "student", email: null, firstName: "Amara", lastName: "Adams" })]);
    await db().insert(classStudents).values({ tenantId: s.tenant.id, classId: s.mine.id, studentId: amara.id });
    const before = await countStudents(s.tenant.id);
    const rows = [
      { row: 1, first_name: "Amara", last_name: "Adams", class: "Year 4 Blue" },
      { row: 2, first_name: "Ben", last_name: "Ng", class: "Year 5 Red" },
    ];
    for (const create_missing_classes of [false, true]) {
      const refused = await s.as(s.access, "/", { json: body(rows, { create_missing_classes }) });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ "rows.0.class": [AMBIGUOUS_CLASS_MESSAGE] });
    }
    expect(await countStudents(s.tenant.id)).toBe(before);
    expect(await studentsIn(twin.id)).toBe(0);
    expect(await db().$count(classes, eq(classes.tenantId, s.tenant.id))).toBe(3);

    const byCode = await s.as(s.access, "/", { json: body([{ ...rows[0], class: s.mine.code.toLowerCase() }, { ...rows[1], row: 2, class: twin.code }]) });
    expect(byCode.status).toBe(201);
    expect(byCode.body.results.map((r: { status: string; id: string; class_id: string }) => [r.status, r.class_id])).toEqual([["existing", s.mine.id], ["created", twin.id]]);
    expect(byCode.body.results[0].id).toBe(amara.id);

    // The teacher of one of them means theirs; an archived class of the name does not count.
    expect((await s.as(s.teacherToken, "/", { json: body([{ row: 1, first_name: "Cleo", last_name: "Diaz", class: "Year 4 Blue" }]) })).body.results[0].class_id).toBe(s.mine.id);
    await db().update(classes).set({ archived: true }).where(eq(classes.id, twin.id));
    expect((await s.as(s.access, "/", { json: body([rows[0]]) })).body.results[0]).toMatchObject({ status: "existing", id: amara.id, class_id: s.mine.id });
  });

  it("logs each account it creates (user.create) and each class it creates in the school's action log, in the batch: a refused chunk or a re-run logs nothing", async () => {
    const s = await school();
    const log = async (action: string) =>
      (await call(s.tenant.host, `/api/school-admin/action-log/?action=${action}`, { token: s.access })).body.results.map((e: { actor: { id: string }; target: { type: string; id: string; label: string }; detail: unknown }) => ({
        actor: e.actor.id,
        target: e.target,
        detail: e.detail,
      }));
    const rows = [
      { row: 1, first_name: "Amara", last_name: "Okafor", class: "Year 4 Blue" },
      { row: 2, first_name: "Ben", last_name: "Ng", class: "Year 6 Green" },
    ];
    expect((await s.as(s.access, "/", { json: body([...rows, { row: 3, first_name: "", last_name: "X", class: "Year 4 Blue" }], { create_missing_classes: true }) })).status).toBe(400);
    expect(await db().$count(staffActions, eq(staffActions.tenantId, s.tenant.id))).toBe(0);

    const res = await s.as(s.access, "/", { json: body(rows, { create_missing_classes: true }) });
    expect(res.status).toBe(201);
    const [amara, ben] = res.body.results;
    const green = (await db().select().from(classes).where(and(eq(classes.tenantId, s.tenant.id), eq(classes.name, "Year 6 Green"))).get())!;
    expect(await log("class.create")).toEqual([{ actor: s.admin.id, target: { type: "class", id: green.id, label: "Year 6 Green" }, detail: { teacher_id: null, via: "roster_import" } }]);
    expect((await log("user.create")).sort((a: { target: { label: string } }, b: { target: { label: string } }) => a.target.label.localeCompare(b.target.label))).toEqual([
      { actor: s.admin.id, target: { type: "user", id: amara.id, label: "Amara Okafor" }, detail: { role: "student", via: "roster_import", class: { id: s.mine.id, name: "Year 4 Blue" } } },
      { actor: s.admin.id, target: { type: "user", id: ben.id, label: "Ben Ng" }, detail: { role: "student", via: "roster_import", class: { id: green.id, name: "Year 6 Green" } } },
    ]);
    // A teacher's import is theirs; a re-run creates nobody and logs nothing.
    await s.as(s.teacherToken, "/", { json: body([rows[0], { row: 2, first_name: "Cleo", last_name: "Diaz", class: "Year 4 Blue" }]) });
    const entries = await db().select().from(staffActions).where(eq(staffActions.tenantId, s.tenant.id)).all();
    expect(entries.map((e) => [e.action, e.actorId, e.actorRole, e.targetLabel]).filter((e) => e[1] === s.teacher.id)).toEqual([["user.create", s.teacher.id, "teacher", "Cleo Diaz"]]);
    expect(entries).toHaveLength(4);
  });

  it("lets a teacher import only into their own classes", async () => {
    const s = await school();
    const targets = await s.as(s.teacherToken, "/targets");
    expect(targets.body).toEqual({ classes: [{ id: s.mine.id, name: "Year 4 Blue", code: s.mine.code }], can_create_classes: false });
    expect((await s.as(s.access, "/targets")).body.classes).toHaveLength(2);
    const denied = await s.as(s.teacherToken, "/", { json: body([{ row: 1, first_name: "A", last_name: "B", class: "Year 5 Red" }]) });
    expect(denied.body.error.fields).toEqual({ "rows.0.class": [NOT_YOUR_CLASS_MESSAGE] });
    const ok = await s.as(s.teacherToken, "/", { json: body([{ row: 1, first_name: "A", last_name: "B", class: "Year 4 Blue" }]) });
    expect(ok.status).toBe(201);
    expect(await studentsIn(s.mine.id)).toBe(1);
    expect(await studentsIn(s.theirs.id)).toBe(0);
  });

  it("checks a file's usernames: this school's students (a re-run) and anyone else's", async () => {
    const s = await school();
    const ours = await createUser({ tenantId: s.tenant.id, role: "student", email: null });
    const archived = await createUser({ tenantId: s.tenant.id, role: "student", email: null, archived: true });
    const elsewhere = await createUser({ tenantId: (await createTenant()).id, role: "student", email: null });
    const res = await s.as(s.access, "/usernames", { json: { usernames: [ours.username, archived.username, elsewhere.username.toUpperCase(), "free.name"] } });
    expect(res.status).toBe(200);
    expect(res.body.existing).toEqual([ours.username]);
    expect(res.body.taken.sort()).toEqual([archived.username, elsewhere.username].sort());
  });
});

describe("roster import: roles and schools", () => {
  const row = { row: 1, first_name: "A", last_name: "B", class: "Year 4 Blue" };
  it.each([
    ["anonymous", null, 401],
    ["a student", "student", 403],
    ["a parent", "parent", 403],
  ] as const)("refuses %s (%s → %s) and writes nothing", async (_, role, status) => {
    const s = await school();
    const token = role ? (await signIn(s.tenant.host, (await createUser({ tenantId: s.tenant.id, role, email: role === "student" ? null : undefined })).username)).access : undefined;
    const before = await countStudents(s.tenant.id);
    for (const [path, opts] of [["/targets", {}], ["/usernames", { json: { usernames: [] } }], ["/", { json: body([row]) }]] as const) {
      expect((await call(s.tenant.host, `/api/roster-import${path}`, { token, ...opts })).status).toBe(status);
    }
    expect(await countStudents(s.tenant.id)).toBe(before);
  });

  it("refuses another school's admin and is not served on the platform host", async () => {
    const s = await school();
    const other = await school();
    expect((await call(s.tenant.host, "/api/roster-import/", { token: other.access, json: body([row]) })).status).toBe(401);
    const staff = await createStaff();
    const { access } = await signIn("localhost", staff.username);
    expect((await call("localhost", "/api/roster-import/targets", { token: access })).status).toBe(404);
    expect(await countStudents(s.tenant.id)).toBe(2);
  });
});

describe("POST /api/roster-import/parent-invitations", () => {
  it("invites each parent of the file once (siblings merged), skips who is already invited or linked, and only for school admins", async () => {
    const s = await school();
    const imported = await s.as(s.access, "/", {
      json: body([
        { row: 1, first_name: "Amara", last_name: "Okafor", class: "Year 4 Blue", parent_email: "okafor@example.org" },
        { row: 2, first_name: "Obi", last_name: "Okafor", class: "Year 5 Red", parent_email: "okafor@example.org" },
        { row: 3, first_name: "Cleo", last_name: "Diaz", class: "Year 5 Red", parent_email: "diaz@example.org" },
      ]),
    });
    const [amara, obi, cleo] = imported.body.results.map((r: { username: string }) => r.username);
    const rows = [
      { email: "okafor@example.org", first_name: "Ngozi", last_name: "Okafor", children: [amara] },
      { email: "okafor@example.org", first_name: "Ngozi", last_name: "Okafor", children: [obi] },
      { email: "diaz@example.org", first_name: "Rosa", last_name: "Diaz", children: [cleo] },
      { email: "nobody@example.org", first_name: "No", last_name: "Body", children: ["not.a.student"] },
    ];
    expect((await s.as(s.teacherToken, "/parent-invitations", { json: { rows } })).status).toBe(403);
    const first = await s.as(s.access, "/parent-invitations", { json: { rows } });
    expect(first.status).toBe(201);
    expect(first.body.invited.map((i: { email: string }) => i.email).sort()).toEqual(["diaz@example.org", "okafor@example.org"]);
    const okafor = first.body.invited.find((i: { email: string }) => i.email === "okafor@example.org");
    expect(okafor.children.map((c: { username: string }) => c.username).sort()).toEqual([amara, obi].sort());
    expect(first.body.skipped).toEqual([{ email: "nobody@example.org", reasons: ["No student of this school has the username not.a.student."] }]);
    // The same file again sends nothing twice.
    const again = await s.as(s.access, "/parent-invitations", { json: { rows } });
    expect(again.body.invited).toEqual([]);
    expect(again.body.skipped.map((x: { email: string }) => x.email).sort()).toEqual(["diaz@example.org", "nobody@example.org", "okafor@example.org"]);
    expect(again.body.skipped.find((x: { email: string }) => x.email === "diaz@example.org").reasons[0]).toContain("Already invited");
    // Bad input is one envelope.
    const bad = await s.as(s.access, "/parent-invitations", { json: { rows: [{ email: "not an email", first_name: "", last_name: "X", children: [] }] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["rows.0.children", "rows.0.email", "rows.0.first_name"]);
  });

  it("a parent already linked to one of the file's siblings is invited for the others only; linked to all, skipped", async () => {
    const s = await school();
    const imported = await s.as(s.access, "/", {
      json: body([
        { row: 1, first_name: "Amara", last_name: "Okafor", class: "Year 4 Blue" },
        { row: 2, first_name: "Obi", last_name: "Okafor", class: "Year 5 Red" },
      ]),
    });
    const [amara, obi] = imported.body.results;
    const parent = await createUser({ tenantId: s.tenant.id, role: "parent", email: `${unique("okafor")}@example.org` });
    await db().insert(parentLinks).values({ id: newId("plk"), tenantId: s.tenant.id, parentId: parent.id, studentId: amara.id, source: "invitation", createdAt: Date.now() });
    const row = { email: parent.email!, first_name: "Ngozi", last_name: "Okafor", children: [amara.username, obi.username] };
    const linkedAll = await s.as(s.access, "/parent-invitations", { json: { rows: [{ ...row, children: [amara.username] }] } });
    expect(linkedAll.body).toEqual({ invited: [], skipped: [{ email: parent.email, reasons: ["Already linked to these children."] }] });
    const res = await s.as(s.access, "/parent-invitations", { json: { rows: [row] } });
    expect(res.status).toBe(201);
    expect(res.body.invited.map((i: { children: { username: string }[] }) => i.children.map((c) => c.username))).toEqual([[obi.username]]);
  });
});

describe("POST /api/roster-import/teacher-invitations", () => {
  const outboxTo = (to: string) =>
    db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, "school_invitation"))).orderBy(desc(emailOutbox.createdAt)).all();
  const teacherOf = async (classId: string) => (await db().select({ t: classes.teacherId }).from(classes).where(eq(classes.id, classId)).get())!.t;

  it(`at its maximum: ${MAX_ROSTER_TEACHER_ROWS} rows — a new teacher given 150 classes, 150 more with one each, one of the school's teaching 200 (every list past D1's 100 bound parameters)`, async () => {
    const s = await school();
    const colleague = await createUser({ tenantId: s.tenant.id, role: "teacher", email: `${unique("col")}@example.org` });
    const names = Array.from({ length: MAX_ROSTER_TEACHER_ROWS }, (_, i) => `Bulk ${String(i).padStart(3, "0")} ${unique("c")}`);
    for (let i = 0; i < names.length; i += 10) {
      await db()
        .insert(classes)
        .values(names.slice(i, i + 10).map((name) => ({ id: newId("cls"), tenantId: s.tenant.id, name, nameKey: name.toLowerCase(), matchKey: name.toLowerCase(), code: newClassCode(8) })));
    }
    const emails = Array.from({ length: 151 }, () => `${unique("bulk")}@example.org`);
    const rows = names.map((name, i) => ({ class: name, email: i < 150 ? emails[0] : i < 300 ? emails[i - 149] : colleague.email! }));
    const res = await s.as(s.access, "/teacher-invitations", { json: { rows } });
    expect(res.status).toBe(201);
    expect(res.body.invited.map((r: { email: string }) => r.email)).toEqual(emails);
    expect(res.body.invited[0].classes).toHaveLength(150);
    expect(res.body.linked).toEqual([{ email: colleague.email, name: "", classes: names.slice(300) }]);
    expect(await db().$count(classes, eq(classes.teacherId, colleague.id))).toBe(200);
    // Again: every one of them is waiting, nothing is sent twice.
    const again = await s.as(s.access, "/teacher-invitations", { json: { rows } });
    expect(again.status).toBe(201);
    expect(again.body.invited).toEqual([]);
    expect(again.body.skipped).toHaveLength(151);
    // The teacher of 150 classes sees them on the invitation's page and has them once accepted.
    const [mail] = await outboxTo(emails[0]);
    const token = /\/accept-invitation\/([^/]+)\//.exec(JSON.parse(mail.payload).link)![1];
    const page = await call(s.tenant.host, `/api/accept-invitation/${token}/`);
    expect(page.body.classes).toEqual(names.slice(0, 150));
    expect((await post(s.tenant.host, "/api/accept-invitation/", { token, password: "Quartz-lantern-88-river", password2: "Quartz-lantern-88-river" })).status).toBe(200);
    const teacher = (await db().select().from(users).where(eq(users.email, emails[0])).get())!;
    expect(await db().$count(classes, eq(classes.teacherId, teacher.id))).toBe(150);
    // The file's usernames are checked 500 at a time, the most a call takes.
    const usernames = Array.from({ length: 500 }, (_, i) => `free.${i}.${unique("u")}`);
    const checked = await s.as(s.access, "/usernames", { json: { usernames: [...usernames.slice(0, 499), s.teacher.username] } });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ existing: [], taken: [s.teacher.username] });
  });

  it("invites each new teacher once for their classes, links the school's own teachers, skips who is waiting, and the classes become theirs on acceptance", async () => {
    const s = await school();
    const colleague = await createUser({ tenantId: s.tenant.id, role: "teacher", email: `${unique("col")}@example.org` });
    const elsewhere = await createUser({ tenantId: (await createTenant()).id, role: "teacher", email: `${unique("far")}@example.org` });
    const green = await createClass(s.tenant.id, { name: "Year 6 Green" });
    const yellow = await createClass(s.tenant.id, { name: "Year 3 Yellow" });
    const newTeacher = `${unique("jane")}@example.org`;
    const rows = [
      { class: "year 5 red", email: newTeacher, name: "Ms Jane Smith" },
      { class: green.code, email: newTeacher.toUpperCase() },
      { class: "Year 4 Blue", email: colleague.email! },
      { class: "Year 4 Blue", email: colleague.email! },
      { class: "Year 6 Green", email: newTeacher },
    ];
    // Teachers import, but only school admins invite.
    expect((await s.as(s.teacherToken, "/teacher-invitations", { json: { rows } })).status).toBe(403);
    const first = await s.as(s.access, "/teacher-invitations", { json: { rows } });
    expect(first.status).toBe(201);
    expect(first.body.invited).toHaveLength(1);
    expect(first.body.invited[0]).toMatchObject({ email: newTeacher, role: "teacher", first_name: "Jane", last_name: "Smith", state: "pending", children: [] });
    expect(first.body.invited[0].classes.map((c: { name: string }) => c.name).sort()).toEqual(["Year 5 Red", "Year 6 Green"]);
    expect(first.body.linked).toEqual([{ email: colleague.email, name: "", classes: ["Year 4 Blue"] }]);
    expect(first.body.skipped).toEqual([]);
    expect(await teacherOf(s.mine.id)).toBe(colleague.id);
    const [mail] = await outboxTo(newTeacher);
    expect(JSON.parse(mail.payload)).toMatchObject({ role_label: "teacher", classes: expect.stringContaining("Year 5 Red") });

    // The same file again: nothing sent twice; a teacher of another school is skipped with the reason.
    const again = await s.as(s.access, "/teacher-invitations", { json: { rows: [...rows, { class: "Year 5 Red", email: newTeacher }, { class: "Year 4 Blue", email: colleague.email! }].concat([]) } });
    expect(again.body.invited).toEqual([]);
    expect(again.body.skipped).toEqual([{ email: newTeacher, classes: ["Year 5 Red", "Year 6 Green"], reasons: ["Already invited and waiting: resend that invitation from the list."] }]);
    expect(await outboxTo(newTeacher)).toHaveLength(1);
    expect(await db().$count(invitations, eq(invitations.email, newTeacher))).toBe(1);
    // A later file that gives her another class adds it to the waiting invitation: no second email.
    const more = await s.as(s.access, "/teacher-invitations", { json: { rows: [...rows, { class: "Year 3 Yellow", email: newTeacher }] } });
    expect(more.status).toBe(201);
    expect(more.body).toMatchObject({ invited: [], extended: [{ email: newTeacher, classes: ["Year 3 Yellow"] }], skipped: [] });
    expect(await outboxTo(newTeacher)).toHaveLength(1);
    expect(await db().$count(staffActions, and(eq(staffActions.action, "invitation.classes_added"), eq(staffActions.tenantId, s.tenant.id)))).toBe(1);
    const far = await s.as(s.access, "/teacher-invitations", { json: { rows: [{ class: "Year 5 Red", email: elsewhere.email! }] } });
    expect(far.body.skipped[0].reasons[0]).toContain("another school");
    expect(await teacherOf(s.theirs.id)).toBeNull();

    // Accepting makes the classes the new teacher's, in the same batch as the account.
    const token = /\/accept-invitation\/([^/]+)\//.exec(JSON.parse(mail.payload).link)![1];
    expect((await call(s.tenant.host, `/api/accept-invitation/${token}/`)).body).toMatchObject({ state: "valid", role: "teacher", classes: ["Year 3 Yellow", "Year 5 Red", "Year 6 Green"] });
    const accepted = await post(s.tenant.host, "/api/accept-invitation/", { token, password: "Quartz-lantern-88-river", password2: "Quartz-lantern-88-river" });
    expect(accepted.status).toBe(200);
    const jane = (await db().select().from(users).where(eq(users.email, newTeacher)).get())!;
    expect(jane).toMatchObject({ role: "teacher", tenantId: s.tenant.id, firstName: "Jane", lastName: "Smith" });
    expect(await teacherOf(s.theirs.id)).toBe(jane.id);
    expect(await teacherOf(green.id)).toBe(jane.id);
    expect(await teacherOf(yellow.id)).toBe(jane.id);
    // Once she is a teacher here, a re-run only links (no invitation).
    const third = await s.as(s.access, "/teacher-invitations", { json: { rows } });
    expect(third.body.invited).toEqual([]);
    expect(third.body.linked.map((l: { email: string }) => l.email).sort()).toEqual([colleague.email, newTeacher].sort());
  });

  it("refuses a class given two teachers (naming both) or unknown, writing nothing; another school's admin is refused", async () => {
    const s = await school();
    const [a, b] = [`${unique("a")}@example.org`, `${unique("b")}@example.org`];
    const clash = await s.as(s.access, "/teacher-invitations", { json: { rows: [{ class: "Year 5 Red", email: a }, { class: s.theirs.code, email: b }, { class: "Nowhere", email: a }] } });
    expect(clash.status).toBe(400);
    expect(clash.body.error.fields["rows.0.email"][0]).toBe(`Year 5 Red has two teachers in this file: ${a} and ${b}. Keep one.`);
    expect(clash.body.error.fields["rows.1.email"][0]).toContain(a);
    expect(clash.body.error.fields["rows.2.class"]).toEqual([UNKNOWN_CLASS_MESSAGE]);
    expect(await db().$count(invitations, eq(invitations.tenantId, s.tenant.id))).toBe(0);
    const bad = await s.as(s.access, "/teacher-invitations", { json: { rows: [{ class: "", email: "nope" }] } });
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["rows.0.class", "rows.0.email"]);

    // The import itself refuses a chunk whose class has two teacher emails.
    const imported = await s.as(s.access, "/", {
      json: body([
        { row: 1, first_name: "Amara", last_name: "Okafor", class: "Year 5 Red", teacher_email: a },
        { row: 2, first_name: "Obi", last_name: "Okafor", class: "Year 5 Red" },
        { row: 3, first_name: "Cleo", last_name: "Diaz", class: "Year 5 Red", teacher_email: b },
      ]),
    });
    expect(imported.status).toBe(400);
    expect(Object.keys(imported.body.error.fields).sort()).toEqual(["rows.0.teacher_email", "rows.2.teacher_email"]);
    expect(imported.body.error.fields["rows.0.teacher_email"][0]).toContain(b);
    const badEmail = await s.as(s.access, "/", { json: body([{ row: 1, first_name: "Obi", last_name: "Okafor", class: "Year 5 Red", teacher_email: "not-an-email" }]) });
    expect(badEmail.body.error.fields["rows.0.teacher_email"]).toEqual(["Invalid email"]);
    expect(await countStudents(s.tenant.id)).toBe(2);

    const other = await school();
    const foreign = await call(s.tenant.host, "/api/roster-import/teacher-invitations", { token: other.access, json: { rows: [{ class: "Year 5 Red", email: a }] } });
    expect(foreign.status).toBe(401);
    const onTheirHost = await other.as(other.access, "/teacher-invitations", { json: { rows: [{ class: s.theirs.code, email: a }] } });
    expect(onTheirHost.status).toBe(400);
    expect(onTheirHost.body.error.fields["rows.0.class"]).toEqual([UNKNOWN_CLASS_MESSAGE]);
    expect(await db().$count(invitations, eq(invitations.email, a))).toBe(0);
  });
});
