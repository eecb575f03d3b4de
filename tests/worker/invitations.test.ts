import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { emailOutbox, invitationReplacedTokens, invitations, parentLinks, users } from "../../worker/db/schema";
import { MAX_BULK_INVITATIONS } from "../../worker/contracts/people";
import { newId } from "../../worker/lib/ids";
import { call, post, type CallOptions } from "../helpers/api";
import { addManyStudents, addStudents, createClass, createTenant, createUser, db, signIn, unique } from "../helpers/factories";

const STRONG = "Quartz-lantern-88-river";

async function school() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin", firstName: "Ada", lastName: "Admin" });
  const { access } = await signIn(tenant.host, admin.username);
  const cls = await createClass(tenant.id);
  const [kid] = await addStudents(tenant.id, cls.id, [["Kit", "Kidd"]]);
  const as = (path: string, opts: CallOptions = {}) => call(tenant.host, `/api/school-admin/invitations${path}`, { token: access, ...opts });
  return { tenant, admin, token: access, cls, kid, as };
}

/** The token of the newest invitation email to `to` (read from the outbox row, without waiting for delivery). */
async function tokenFor(to: string): Promise<string> {
  const row = await db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, "school_invitation"))).orderBy(desc(emailOutbox.createdAt)).get();
  const link = JSON.parse(row!.payload).link as string;
  return /\/accept-invitation\/([^/]+)\//.exec(link)![1];
}

/** Every invitation link's token sent to `to`, in no particular order. */
async function tokensFor(to: string): Promise<string[]> {
  const rows = await db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, "school_invitation"))).all();
  return rows.map((row) => /\/accept-invitation\/([^/]+)\//.exec(JSON.parse(row.payload).link as string)![1]);
}

const email = () => `${unique("inv")}@example.com`;

describe("invitations: create, list, resend, revoke", () => {
  it("invites a teacher, emails a link naming the inviter, and lists it as pending", async () => {
    const s = await school();
    const to = email();
    const res = await s.as("/", { method: "POST", json: { email: to, role: "teacher", first_name: "Tess", last_name: "Teach" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: to, role: "teacher", state: "pending", sent_count: 1, invited_by: "Ada Admin" });
    const outbox = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).all();
    expect(outbox).toHaveLength(1);
    expect(JSON.parse(outbox[0].payload)).toMatchObject({ inviter_name: "Ada Admin", role_label: "teacher", school_name: s.tenant.schoolName });
    const list = await s.as("/?state=pending");
    expect(list.body.results.map((r: { email: string }) => r.email)).toEqual([to]);
    const info = await call(s.tenant.host, `/api/accept-invitation/${await tokenFor(to)}/`);
    expect(info.body).toMatchObject({ state: "valid", first_name: "Tess", role: "teacher", inviter_name: "Ada Admin", existing_account: false });
  });

  it("bulk: every row is checked and one bad row writes nothing; a good list writes every row", async () => {
    const s = await school();
    const existing = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    const a = email();
    const rows = [
      { email: a, role: "teacher", first_name: "A", last_name: "One" },
      { email: a, role: "school_admin", first_name: "A", last_name: "Again" },
      { email: existing.email, role: "teacher", first_name: "Ex", last_name: "Isting" },
      { email: email(), role: "parent", first_name: "P", last_name: "Arent", children: ["nobody.here"] },
    ];
    // A row's own mistake (a parent without children) and the school's checks come back together.
    const shape = await s.as("/bulk", { method: "POST", json: { rows: [...rows, { email: email(), role: "parent", first_name: "P", last_name: "Two" }] } });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.error.fields)).toEqual(["rows.0.email", "rows.1.email", "rows.2.email", "rows.3.children", "rows.4.children"]);
    const bad = await s.as("/bulk", { method: "POST", json: { rows } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["rows.0.email", "rows.1.email", "rows.2.email", "rows.3.children"]);
    expect(await db().select().from(invitations).where(eq(invitations.tenantId, s.tenant.id)).all()).toHaveLength(0);

    const good = await s.as("/bulk", {
      method: "POST",
      json: { rows: [{ email: email(), role: "teacher", first_name: "A", last_name: "One" }, { email: email(), role: "parent", first_name: "P", last_name: "Arent", children: [s.kid.username] }] },
    });
    expect(good.status).toBe(201);
    expect(good.body.count).toBe(2);
    expect(good.body.results[1].children).toEqual([{ id: s.kid.id, name: "Kit Kidd", username: s.kid.username }]);
    const tooMany = await s.as("/bulk", { method: "POST", json: { rows: Array.from({ length: 201 }, () => ({ email: email(), role: "teacher", first_name: "A", last_name: "B" })) } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.rows).toBeDefined();
  });

  it("bulk: every problem of every line in one answer, sorted by line, whatever its kind; nothing is written", async () => {
    const s = await school();
    const member = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    const waiting = email();
    expect((await s.as("/", { method: "POST", json: { email: waiting, role: "teacher", first_name: "W", last_name: "Aiting" } })).status).toBe(201);
    const twice = email();
    const rows = [
      { email: twice, role: "teacher", first_name: "T", last_name: "One" },
      { email: member.email, role: "teacher", first_name: "", last_name: "Member" },
      { email: waiting, role: "teacher", first_name: "W", last_name: "Again" },
      { email: email(), role: "janitor", first_name: "J", last_name: "Anitor", children: ["nobody.here"] },
      { email: "not-an-email", role: "teacher", first_name: "N", last_name: "O" },
      { email: twice.toUpperCase(), role: "school_admin", first_name: "T", last_name: "Two" },
      { email: email(), role: "parent", first_name: "P", last_name: "Arent" },
      "not a row",
      { email: email(), role: "parent", first_name: "G", last_name: "Ood", children: [s.kid.username] },
    ];
    const res = await s.as("/bulk", { method: "POST", json: { rows } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.entries(res.body.error.fields)).toEqual([
      ["rows.0.email", ["This email appears twice in the list."]],
      ["rows.1.email", ["Already a teacher of this school."]],
      ["rows.1.first_name", ["Required"]],
      ["rows.2.email", ["Already invited and waiting: resend that invitation from the list."]],
      ["rows.3.role", ["Choose Teacher, School admin or Parent"]],
      ["rows.3.children", ["No student of this school has the username nobody.here."]],
      ["rows.4.email", ["Invalid email"]],
      ["rows.5.email", ["This email appears twice in the list."]],
      ["rows.6.children", ["A parent invitation needs at least one child (their username)."]],
      ["rows.7", [expect.any(String)]],
    ]);
    const written = await db().select().from(invitations).where(eq(invitations.tenantId, s.tenant.id)).all();
    expect(written.map((r) => r.email)).toEqual([waiting]);
  });

  it(`bulk at its maximum: ${MAX_BULK_INVITATIONS} rows (past D1's 100 bound parameters in every list they are checked against) are all invited`, async () => {
    const s = await school();
    const kids = await addManyStudents(s.tenant.id, s.cls.id, 120);
    const rows = Array.from({ length: MAX_BULK_INVITATIONS }, (_, i) =>
      i % 2 === 0 ? { email: email(), role: "teacher", first_name: `T${i}`, last_name: "Bulk" } : { email: email(), role: "parent", first_name: `P${i}`, last_name: "Bulk", children: [kids[(i - 1) / 2 % 120].username] },
    );
    // One row already an account, another's child unknown: both named, nothing written.
    const taken = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    const bad = await s.as("/bulk", { method: "POST", json: { rows: [...rows.slice(0, MAX_BULK_INVITATIONS - 2), { ...rows[198], email: taken.email }, { ...rows[199], children: ["nobody.here"] }] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([`rows.${MAX_BULK_INVITATIONS - 2}.email`, `rows.${MAX_BULK_INVITATIONS - 1}.children`]);
    expect(await db().select().from(invitations).where(eq(invitations.tenantId, s.tenant.id)).all()).toHaveLength(0);
    const logged = vi.spyOn(console, "error");
    const good = await s.as("/bulk", { method: "POST", json: { rows } });
    expect(good.status).toBe(201);
    expect(good.body.count).toBe(MAX_BULK_INVITATIONS);
    // Their 200 emails went on the queue (in two batches: Queues takes 100 messages at a time).
    expect(logged.mock.calls.filter(([line]) => String(line).includes("email enqueue failed"))).toEqual([]);
    logged.mockRestore();
    expect(good.body.results.map((r: { email: string }) => r.email)).toEqual(rows.map((r) => r.email));
    expect(good.body.results[199].children).toEqual([{ id: kids[99].id, name: "Pupil099 Big", username: kids[99].username }]);
    expect((await s.as(`/?state=pending&limit=1`)).body.count).toBe(MAX_BULK_INVITATIONS);
  });

  it("resend kills the old token and restarts the 7 days; revoke kills the link; both only while pending", async () => {
    const s = await school();
    const to = email();
    const created = await s.as("/", { method: "POST", json: { email: to, role: "teacher", first_name: "T", last_name: "T" } });
    const first = await tokenFor(to);
    await db().update(invitations).set({ expiresAt: Date.now() - 1000 }).where(eq(invitations.id, created.body.id));
    expect((await s.as("/?state=expired")).body.results).toHaveLength(1);
    const resent = await s.as(`/${created.body.id}/resend`, { method: "POST" });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ state: "pending", sent_count: 2 });
    expect(Date.parse(resent.body.expires_at)).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    const second = await tokenFor(to);
    expect(second).not.toBe(first);
    // The first email's link says a newer one was sent (not "invalid"), and is never accepted.
    expect((await call(s.tenant.host, `/api/accept-invitation/${first}/`)).body).toEqual({ state: "superseded", school_name: null, first_name: null, email: null, username: null, role: null, expires_at: null });
    const old = await post(s.tenant.host, "/api/accept-invitation/", { token: first, password: STRONG, password2: STRONG });
    expect(old.status).toBe(400);
    expect(old.body.error.message).toBe("A newer invitation email was sent to you: open the link in the latest email.");
    expect(await db().select().from(users).where(eq(users.email, to)).all()).toHaveLength(0);
    expect((await call(s.tenant.host, `/api/accept-invitation/${second}/`)).body.state).toBe("valid");
    // Sent a third time: both earlier links say a newer email was sent (a parent may open any of
    // three emails), and neither is accepted.
    await s.as(`/${created.body.id}/resend`, { method: "POST" });
    const third = (await tokensFor(to)).find((token) => token !== first && token !== second)!;
    expect((await call(s.tenant.host, `/api/accept-invitation/${second}/`)).body.state).toBe("superseded");
    expect((await call(s.tenant.host, `/api/accept-invitation/${first}/`)).body.state).toBe("superseded");
    for (const token of [first, second]) expect((await post(s.tenant.host, "/api/accept-invitation/", { token, password: STRONG, password2: STRONG })).status).toBe(400);
    expect((await call(s.tenant.host, `/api/accept-invitation/${third}/`)).body.state).toBe("valid");
    expect(await db().select().from(invitationReplacedTokens).where(eq(invitationReplacedTokens.invitationId, created.body.id)).all()).toHaveLength(2);

    expect((await s.as(`/${created.body.id}/revoke`, { method: "POST" })).body.state).toBe("revoked");
    expect((await call(s.tenant.host, `/api/accept-invitation/${third}/`)).body.state).toBe("revoked");
    // Once withdrawn, the older link says so too: no newer link is waiting to be used.
    expect((await call(s.tenant.host, `/api/accept-invitation/${second}/`)).body.state).toBe("revoked");
    expect((await call(s.tenant.host, `/api/accept-invitation/${first}/`)).body.state).toBe("revoked");
    const refused = await post(s.tenant.host, "/api/accept-invitation/", { token: third, password: STRONG, password2: STRONG });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/withdrawn/);
    expect((await s.as(`/${created.body.id}/resend`, { method: "POST" })).status).toBe(409);
  });
});

describe("migration 0047: every replaced link is kept", () => {
  it("keeps the link each invitation's latest resend replaced before it, so that link still says a newer email was sent", async () => {
    const s = await school();
    const to = email();
    const created = await s.as("/", { method: "POST", json: { email: to, role: "teacher", first_name: "T", last_name: "T" } });
    const first = await tokenFor(to);
    await s.as(`/${created.body.id}/resend`, { method: "POST" });
    // The state before 0047: the replaced link only in previous_token_hash.
    await db().delete(invitationReplacedTokens).where(eq(invitationReplacedTokens.invitationId, created.body.id));
    expect((await call(s.tenant.host, `/api/accept-invitation/${first}/`)).body.state).toBe("invalid");
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0047_"))!;
    const backfill = migration.queries.filter((q) => q.includes("INSERT"));
    expect(backfill).toHaveLength(1);
    // Run twice (as a re-applied statement would): the same one row.
    for (let run = 0; run < 2; run++) await env.DB.prepare(backfill[0]).run();
    expect((await call(s.tenant.host, `/api/accept-invitation/${first}/`)).body.state).toBe("superseded");
    expect(await db().select().from(invitationReplacedTokens).where(eq(invitationReplacedTokens.invitationId, created.body.id)).all()).toHaveLength(1);
  });
});

describe("accepting an invitation", () => {
  it("a new parent creates the account, is linked to the child, and the token works once", async () => {
    const s = await school();
    const to = email();
    await s.as("/", { method: "POST", json: { email: to, role: "parent", first_name: "Pam", last_name: "Parent", children: [s.kid.username] } });
    const token = await tokenFor(to);
    const info = await call(s.tenant.host, `/api/accept-invitation/${token}/`);
    expect(info.body.children).toEqual(["Kit K."]);
    const res = await post(s.tenant.host, "/api/accept-invitation/", { token, password: STRONG, password2: STRONG });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, username: to, home_school: null });
    const user = await db().select().from(users).where(eq(users.email, to)).get();
    expect(user).toMatchObject({ tenantId: s.tenant.id, role: "parent", firstName: "Pam" });
    expect(await db().select().from(parentLinks).where(eq(parentLinks.parentId, user!.id)).all()).toMatchObject([{ studentId: s.kid.id, source: "invitation" }]);
    expect((await signIn(s.tenant.host, to, STRONG)).access).toBeTruthy();
    const again = await post(s.tenant.host, "/api/accept-invitation/", { token, password: STRONG, password2: STRONG });
    expect(again.status).toBe(400);
    expect((await call(s.tenant.host, `/api/accept-invitation/${token}/`)).body.state).toBe("used");
  });

  it("expired and other-school tokens are refused and create nothing", async () => {
    const s = await school();
    const other = await createTenant();
    const to = email();
    const created = await s.as("/", { method: "POST", json: { email: to, role: "teacher", first_name: "T", last_name: "T" } });
    const token = await tokenFor(to);
    const elsewhere = await post(other.host, "/api/accept-invitation/", { token, password: STRONG, password2: STRONG });
    expect(elsewhere.status).toBe(403);
    expect((await call(other.host, `/api/accept-invitation/${token}/`)).body).toMatchObject({ state: "other_school", first_name: null, email: null });
    await db().update(invitations).set({ expiresAt: Date.now() - 1 }).where(eq(invitations.id, created.body.id));
    const expired = await post(s.tenant.host, "/api/accept-invitation/", { token, password: STRONG, password2: STRONG });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toMatch(/expired/);
    expect(await db().select().from(users).where(eq(users.email, to)).get()).toBeUndefined();
  });

  it("an existing account accepts with its password: a teacher becomes school admin; a parent of another school gains a child", async () => {
    const s = await school();
    const teacher = await createUser({ tenantId: s.tenant.id, role: "teacher", email: email() });
    await s.as("/", { method: "POST", json: { email: teacher.email, role: "school_admin", first_name: "T", last_name: "T" } });
    const token = await tokenFor(teacher.email!);
    expect((await call(s.tenant.host, `/api/accept-invitation/${token}/`)).body).toMatchObject({ existing_account: true, username: teacher.username });
    const wrong = await post(s.tenant.host, "/api/accept-invitation/", { token, password: "Not-the-password-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.password).toBeDefined();
    const ok = await post(s.tenant.host, "/api/accept-invitation/", { token, password: teacher.password });
    expect(ok.body).toMatchObject({ success: true, username: teacher.username });
    expect((await db().select().from(users).where(eq(users.id, teacher.id)).get())!.role).toBe("school_admin");

    const home = await createTenant();
    const parent = await createUser({ tenantId: home.id, role: "parent", email: email() });
    await s.as("/", { method: "POST", json: { email: parent.email, role: "parent", first_name: "P", last_name: "P", children: [s.kid.username] } });
    const ptoken = await tokenFor(parent.email!);
    const linked = await post(s.tenant.host, "/api/accept-invitation/", { token: ptoken, password: parent.password });
    expect(linked.body).toEqual({ success: true, username: null, home_school: home.schoolName });
    expect(await db().select().from(parentLinks).where(eq(parentLinks.parentId, parent.id)).all()).toMatchObject([{ studentId: s.kid.id, tenantId: s.tenant.id }]);
  });

  it("refuses to invite a parent to children they are already linked to, naming those children by first name; no invitation, no email", async () => {
    const s = await school();
    const [sib, third] = await addStudents(s.tenant.id, s.cls.id, [["Zara", "Kidd"], ["Omar", "Kidd"]]);
    const parent = await createUser({ tenantId: s.tenant.id, role: "parent", email: email() });
    const link = (studentId: string) => db().insert(parentLinks).values({ id: newId("plk"), tenantId: s.tenant.id, parentId: parent.id, studentId, source: "invitation", createdAt: Date.now() });
    await link(s.kid.id);
    await link(sib.id);
    const invite = (children: string[]) => s.as("/", { method: "POST", json: { email: parent.email, role: "parent", first_name: "P", last_name: "Arent", children } });

    const one = await invite([s.kid.username]);
    expect(one.status).toBe(400);
    expect(one.body.error.fields).toEqual({ children: ["This parent is already linked to Kit: leave them out of the invitation."] });
    const some = await invite([s.kid.username, third.username, sib.username]);
    expect(some.body.error.fields).toEqual({ children: ["This parent is already linked to Kit, Zara: leave them out of the invitation."] });
    const bulk = await s.as("/bulk", { method: "POST", json: { rows: [{ email: email(), role: "parent", first_name: "N", last_name: "Ew", children: [s.kid.username] }, { email: parent.email, role: "parent", first_name: "P", last_name: "Arent", children: [sib.username] }] } });
    expect(bulk.body.error.fields).toEqual({ "rows.1.children": ["This parent is already linked to Zara: leave them out of the invitation."] });
    expect(await db().$count(invitations, eq(invitations.tenantId, s.tenant.id))).toBe(0);
    expect(await db().$count(emailOutbox, eq(emailOutbox.toAddress, parent.email!))).toBe(0);

    // The child they do not follow yet is invited; another parent of the same child may be invited too.
    expect((await invite([third.username])).status).toBe(201);
    expect((await s.as("/", { method: "POST", json: { email: email(), role: "parent", first_name: "O", last_name: "Ther", children: [s.kid.username] } })).status).toBe(201);
  });

  it("refuses to invite a teacher of another school or a student's email", async () => {
    const s = await school();
    const other = await createTenant();
    const elsewhere = await createUser({ tenantId: other.id, role: "teacher", email: email() });
    const res = await s.as("/", { method: "POST", json: { email: elsewhere.email, role: "teacher", first_name: "E", last_name: "E" } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.email[0]).toMatch(/another school/);
  });
});

describe("invitations: roles × tenants", () => {
  it("only the school's admins (and staff on its host) manage its invitations; other schools see nothing", async () => {
    const s = await school();
    const created = await s.as("/", { method: "POST", json: { email: email(), role: "teacher", first_name: "T", last_name: "T" } });
    const teacher = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    const [student] = await addStudents(s.tenant.id, s.cls.id, [["S", "S"]]);
    const parent = await createUser({ tenantId: s.tenant.id, role: "parent" });
    const other = await createTenant();
    const otherAdmin = await createUser({ tenantId: other.id, role: "school_admin" });
    const tokens = {
      teacher: (await signIn(s.tenant.host, teacher.username)).access,
      student: (await signIn(s.tenant.host, student.username)).access,
      parent: (await signIn(s.tenant.host, parent.username)).access,
    };
    expect((await call(s.tenant.host, "/api/school-admin/invitations/")).status).toBe(401);
    for (const token of Object.values(tokens)) {
      expect((await call(s.tenant.host, "/api/school-admin/invitations/", { token })).status).toBe(403);
      expect((await call(s.tenant.host, `/api/school-admin/invitations/${created.body.id}/revoke`, { method: "POST", token })).status).toBe(403);
    }
    const otherToken = (await signIn(other.host, otherAdmin.username)).access;
    expect((await call(other.host, "/api/school-admin/invitations/", { token: otherToken })).body.results).toEqual([]);
    expect((await call(other.host, `/api/school-admin/invitations/${created.body.id}/revoke`, { method: "POST", token: otherToken })).status).toBe(404);
    expect((await call(other.host, `/api/school-admin/invitations/${created.body.id}/resend`, { method: "POST", token: otherToken })).status).toBe(404);
    expect((await call("localhost", "/api/school-admin/invitations/", { token: otherToken })).status).toBe(404);
  });
});
