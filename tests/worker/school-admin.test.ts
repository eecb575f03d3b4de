import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { classStudents, emailOutbox, modes, users } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { UNSUPPORTED_IMAGE_MESSAGE } from "../../worker/lib/storage";
import { call, newAddress, post, type CallOptions } from "../helpers/api";
import { addStudents, createClass, createMode, createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { GIF_BYTES, SVG_TEXT, WEBP_BYTES, imageFile, pngFile } from "../helpers/images";

const STRONG = "Quartz-lantern-88-river";
const PLATFORM = "localhost";

/** A fresh school with its own signed-in school admin, so every test counts only its own rows. */
async function school() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin", firstName: "Ada", lastName: "Admin" });
  const { access, refresh } = await signIn(tenant.host, admin.username);
  const as = (path: string, opts: CallOptions = {}) => call(tenant.host, `/api/school-admin${path}`, { token: access, ...opts });
  return { tenant, admin, token: access, refresh, as };
}

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const keyOf = (url: string) => url.replace(/^\/api\/files\//, "");
const ids = (body: { results: { id: string }[] }) => body.results.map((r) => r.id);
const refreshWith = (host: string, refresh: string) => post(host, "/api/auth/token/refresh/", { refresh });
const failedSignIn = (host: string, username: string, password: string) => post(host, "/api/auth/token/", { username, password }, { address: newAddress() });

async function listKeys(prefix: string): Promise<string[]> {
  return (await env.FILES.list({ prefix })).objects.map((o) => o.key).sort();
}

describe("GET /api/school-admin/dashboard", () => {
  it("counts this school's active users by role, its active classes and its archived users", async () => {
    const s = await school();
    const other = await createTenant();
    await Promise.all([
      createUser({ tenantId: s.tenant.id, role: "student", email: null }),
      createUser({ tenantId: s.tenant.id, role: "student", email: null }),
      createUser({ tenantId: s.tenant.id, role: "teacher" }),
      createUser({ tenantId: s.tenant.id, role: "parent" }),
      createUser({ tenantId: s.tenant.id, role: "teacher", archived: true }),
      createUser({ tenantId: s.tenant.id, role: "student", archived: true, email: null }),
      createUser({ tenantId: other.id, role: "student", email: null }),
      createClass(s.tenant.id),
      createClass(s.tenant.id),
      createClass(s.tenant.id, { archived: true }),
      createClass(other.id),
    ]);
    const res = await s.as("/dashboard");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ users: { student: 2, teacher: 1, parent: 1, school_admin: 1 }, classes: 2, archived_users: 2 });
  });

  it("answers with or without a trailing slash", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id);
    for (const path of ["/dashboard/", "/users/", `/classes/${cls.id}/`, `/classes/${cls.id}/students/`, "/modes/"]) {
      expect((await s.as(path)).status).toBe(200);
    }
  });
});

describe("/api/school-admin/settings", () => {
  it("reads and changes whether teachers' uploads wait for review, for this school only", async () => {
    const s = await school();
    const other = await school();
    const defaults = { review_teacher_uploads: false, country: null, locale: "en", time_zone: "UTC", currency: "USD", address: null, tax_id: null };
    expect((await s.as("/settings")).body).toEqual(defaults);
    const changed = await s.as("/settings", { method: "PATCH", json: { review_teacher_uploads: true, country: null } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...defaults, review_teacher_uploads: true });
    expect((await s.as("/settings")).body).toEqual({ ...defaults, review_teacher_uploads: true });
    expect((await other.as("/settings")).body).toEqual(defaults);
    const bad = await s.as("/settings", { method: "PATCH", json: { review_teacher_uploads: "sometimes" } });
    expect(bad.status).toBe(400);
    const teacher = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    const token = (await signIn(s.tenant.host, teacher.username)).access;
    expect((await call(s.tenant.host, "/api/school-admin/settings", { method: "PATCH", json: { review_teacher_uploads: false }, token })).status).toBe(403);
  });

  it("sets the school's country (ISO 3166-1, any case) with the region settings; an unknown code is refused and nothing is written", async () => {
    const s = await school();
    const changed = await s.as("/settings", { method: "PATCH", json: { country: "ke", currency: "KES" } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ country: "KE", currency: "KES" });
    expect((await s.as("/settings")).body).toMatchObject({ country: "KE", currency: "KES" });
    const bad = await s.as("/settings", { method: "PATCH", json: { country: "XX", currency: "INR" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ country: ["Select a country from the list"] });
    expect((await s.as("/settings")).body).toMatchObject({ country: "KE", currency: "KES" });
    const cleared = await s.as("/settings", { method: "PATCH", json: { country: "" } });
    expect(cleared.body).toMatchObject({ country: null });
  });

  it("sets the postal address and tax id its invoices and receipts print, announced by the site; blank clears them, overlong ones are refused", async () => {
    const s = await school();
    const address = "12 Long Road\nSpringfield 40512\nKenya";
    const changed = await s.as("/settings", { method: "PATCH", json: { address: `  ${address}  `, tax_id: " P051234567X " } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ address, tax_id: "P051234567X" });
    expect((await call(s.tenant.host, "/api/current-tenant")).body).toMatchObject({ address, tax_id: "P051234567X" });
    const bad = await s.as("/settings", { method: "PATCH", json: { address: "x".repeat(301), tax_id: "y".repeat(41) } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ address: ["Keep the address within 300 characters"], tax_id: ["Keep the tax id within 40 characters"] });
    expect((await s.as("/settings", { method: "PATCH", json: { tax_id: "A\nB" } })).body.error.fields.tax_id).toEqual(["Write the tax id on one line"]);
    expect((await s.as("/settings")).body).toMatchObject({ address, tax_id: "P051234567X" }); // nothing half-written
    const cleared = await s.as("/settings", { method: "PATCH", json: { address: "", tax_id: "  " } });
    expect(cleared.body).toMatchObject({ address: null, tax_id: null });
  });

  it("sets the school's language, time zone and currency, which its site announces", async () => {
    const s = await school();
    const changed = await s.as("/settings", { method: "PATCH", json: { locale: "hi", time_zone: "Asia/Kolkata", currency: "inr" } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ locale: "hi", time_zone: "Asia/Kolkata", currency: "INR" });
    expect((await call(s.tenant.host, "/api/current-tenant")).body).toMatchObject({ locale: "hi", time_zone: "Asia/Kolkata", currency: "INR" });
    const bad = await s.as("/settings", { method: "PATCH", json: { locale: "xx", time_zone: "Mars/Olympus", currency: "XYZ" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["currency", "locale", "time_zone"]);
    expect(bad.body.error.fields.time_zone).toEqual(["Choose a time zone from the list"]);
  });
});

describe("GET /api/school-admin/users", () => {
  it("lists only this school's users, with search, role and archived filters and paging", async () => {
    const s = await school();
    const other = await createTenant();
    const tag = unique("Tag");
    const a = await createUser({ tenantId: s.tenant.id, role: "student", email: null, lastName: tag, firstName: "Amy" });
    const b = await createUser({ tenantId: s.tenant.id, role: "teacher", lastName: tag, firstName: "Ben" });
    const c = await createUser({ tenantId: s.tenant.id, role: "parent", lastName: tag, firstName: "Cat", archived: true });
    await createUser({ tenantId: other.id, role: "student", lastName: tag });
    await createStaff();

    const all = await s.as("/users");
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(4);
    expect(ids(all.body).sort()).toEqual([s.admin.id, a.id, b.id, c.id].sort());
    expect(all.body.results.find((u: { id: string }) => u.id === b.id)).toEqual({
      id: b.id, first_name: "Ben", last_name: tag, email: b.email, username: b.username, is_staff: false, country: "GB", avatar: null,
      role: "teacher", tenant: s.tenant.id, locale: null, tenant_name: s.tenant.schoolName, archived: false, email_verified: false, created_at: expect.any(String),
    });

    expect(ids((await s.as(`/users?search=${tag}`)).body)).toEqual([a.id, b.id, c.id]);
    expect(ids((await s.as(`/users?search=${encodeURIComponent(`Ben ${tag}`)}`)).body)).toEqual([b.id]);
    expect(ids((await s.as("/users?role=student")).body)).toEqual([a.id]);
    expect((await s.as("/users?role=")).body.count).toBe(4);
    expect(ids((await s.as("/users?archived=true")).body)).toEqual([c.id]);
    expect((await s.as("/users?archived=false")).body.count).toBe(3);

    const page = await s.as(`/users?search=${tag}&limit=2`);
    expect(page.body).toMatchObject({ count: 3, previous: null });
    expect(page.body.next).toContain("offset=2");
    expect(ids((await s.as(page.body.next.replace("/api/school-admin", ""))).body)).toEqual([c.id]);
  });

  it("refuses an unknown role with 400 naming the field, instead of listing everyone", async () => {
    const s = await school();
    await createUser({ tenantId: s.tenant.id, role: "student", email: null });
    for (const role of ["wizard", "staff", "STUDENT"]) {
      const res = await s.as(`/users?role=${role}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(res.body.error.fields)).toEqual(["role"]);
    }
  });

  it("GET /users/{id} answers the user, or 404 for another school's user", async () => {
    const s = await school();
    const mine = await createUser({ tenantId: s.tenant.id, role: "parent" });
    const theirs = await createUser({ tenantId: (await createTenant()).id, role: "parent" });
    const res = await s.as(`/users/${mine.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: mine.id, role: "parent", tenant: s.tenant.id });
    const other = await s.as(`/users/${theirs.id}`);
    expect(other.status).toBe(404);
    expect(other.body.error).toMatchObject({ code: "NOT_FOUND", message: "User not found" });
  });
});

describe("POST /api/school-admin/users", () => {
  const create = (s: Awaited<ReturnType<typeof school>>, fields: Record<string, string | File>) => s.as("/users", { form: form(fields) });

  it("names every missing or invalid field", async () => {
    const s = await school();
    const empty = await create(s, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { first_name: ["Required"], last_name: ["Required"], role: ["Choose a role"] } });

    const teacher = await create(s, { first_name: "T", last_name: "T", role: "teacher" });
    expect(teacher.body.error.fields).toEqual({ email: ["Required"], country: ["Required"] });
    const badEmail = await create(s, { first_name: "T", last_name: "T", role: "parent", email: "nope", country: "GB" });
    expect(badEmail.body.error.fields).toEqual({ email: ["Invalid email"] });
    const badRole = await create(s, { first_name: "T", last_name: "T", role: "staff" });
    expect(badRole.body.error.fields).toEqual({ role: ["Choose a role"] });
    const student = await create(s, { first_name: "S", last_name: "S", role: "student" });
    expect(student.body.error.fields).toEqual({ password: ["Set a password for a student without an email"] });
    const short = await create(s, { first_name: "S", last_name: "S", role: "student", password: "short" });
    expect(short.body.error.fields).toEqual({ password: ["Password must have at least 8 characters"] });
    const common = await create(s, { first_name: "S", last_name: "S", role: "student", password: "password123" });
    expect(common.body.error.fields).toEqual({ password: ["This password is too common."] });
    const country = await create(s, { first_name: "S", last_name: "S", role: "school_admin", email: `${unique("a")}@example.com`, country: "XX" });
    expect(country.body.error.fields).toEqual({ country: ["Select a country from the list"] });
    const username = await create(s, { first_name: "S", last_name: "S", role: "student", password: STRONG, username: "no spaces" });
    expect(username.body.error.fields).toEqual({ username: ["Use letters, digits, dots, dashes or underscores"] });
    expect((await s.as("/users")).body.count).toBe(1); // only the admin: nothing was written
  });

  it("refuses an email or username that is taken anywhere on the platform", async () => {
    const s = await school();
    const existing = await createUser({ tenantId: (await createTenant()).id });
    const email = await create(s, { first_name: "T", last_name: "T", role: "teacher", email: existing.email!.toUpperCase(), country: "GB", password: STRONG });
    expect(email.body.error.fields).toEqual({ email: ["A user with that email already exists."] });
    const username = await create(s, { first_name: "T", last_name: "T", role: "student", username: existing.username, password: STRONG });
    expect(username.body.error.fields).toEqual({ username: ["A user with that username already exists."] });
  });

  it("creates a student with a generated, numbered ASCII username who can sign in on the school's host", async () => {
    const s = await school();
    const first = await create(s, { first_name: "Zoë", last_name: "Núñez-O'Brien", role: "student", password: STRONG });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ username: `${s.tenant.subdomain}.zoenunezobrien1`, email: null, country: null, role: "student", tenant: s.tenant.id, is_staff: false });
    const second = await create(s, { first_name: "Zoe", last_name: "Nunez OBrien", role: "student", password: STRONG, country: "" });
    expect(second.body.username).toBe(`${s.tenant.subdomain}.zoenunezobrien2`);

    const session = await signIn(s.tenant.host, first.body.username, STRONG);
    expect(session.user.id).toBe(first.body.id);
    expect(await db().select({ t: users.tenantId }).from(users).where(eq(users.id, first.body.id)).get()).toEqual({ t: s.tenant.id });
  });

  it("with a password and an email creates a verified account that signs in with its email", async () => {
    const s = await school();
    const email = `${unique("t")}@example.com`;
    const res = await create(s, { first_name: "Tina", last_name: "Teach", role: "teacher", email, country: "fr", password: STRONG, username: unique("tina.") });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, country: "FR", email_verified: true, role: "teacher" });
    expect((await signIn(s.tenant.host, email, STRONG)).user.id).toBe(res.body.id);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all()).toEqual([]);
  });

  it("without a password writes an invitation email whose link works on the school's host", async () => {
    const s = await school();
    const email = `${unique("p")}@example.com`;
    const res = await create(s, { first_name: "Pat", last_name: "Parent", role: "parent", email, country: "GB" });
    expect(res.status).toBe(201);
    expect(res.body.email_verified).toBe(false);

    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: "invitation", tenantId: s.tenant.id, subject: `You're invited to ${s.tenant.schoolName}` });
    const payload = JSON.parse(rows[0].payload);
    expect(payload).toMatchObject({ school_name: s.tenant.schoolName, first_name: "Pat", inviter_name: "Ada Admin" });
    expect(payload.link).toMatch(new RegExp(`^http://${s.tenant.host}/accept-invitation/inv_[a-z0-9]+/$`));

    const token = payload.link.split("/").at(-2);
    const accepted = await post(s.tenant.host, "/api/accept-invitation/", { token, password: STRONG, password2: STRONG });
    expect(accepted.status).toBe(200);
    expect((await signIn(s.tenant.host, email, STRONG)).user.id).toBe(res.body.id);
  });

  it("stores an avatar under the school's prefix and refuses a non-image with 415, writing nothing", async () => {
    const s = await school();
    const ok = await create(s, { first_name: "A", last_name: "V", role: "student", password: STRONG, avatar: pngFile() });
    expect(ok.status).toBe(201);
    expect(ok.body.avatar).toMatch(new RegExp(`^/api/files/tenants/${s.tenant.id}/avatars/[a-z0-9]+\\.png$`));
    expect((await env.FILES.head(keyOf(ok.body.avatar)))?.httpMetadata?.contentType).toBe("image/png");

    const before = await listKeys(`tenants/${s.tenant.id}/`);
    const bad = await create(s, { first_name: "B", last_name: "V", role: "student", password: STRONG, avatar: imageFile(GIF_BYTES, "x.png", "image/png") });
    expect(bad.status).toBe(415);
    expect(bad.body.error).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", fields: { avatar: [UNSUPPORTED_IMAGE_MESSAGE] } });
    expect(await listKeys(`tenants/${s.tenant.id}/`)).toEqual(before);
    expect((await s.as("/users?role=student")).body.count).toBe(1);
  });
});

describe("PATCH /api/school-admin/users/{id}", () => {
  it("changes only the fields sent and ignores is_staff and tenant", async () => {
    const s = await school();
    const other = await createTenant();
    const user = await createUser({ tenantId: s.tenant.id, role: "teacher", firstName: "Old", lastName: "Name" });
    const res = await s.as(`/users/${user.id}`, { method: "PATCH", form: form({ first_name: "New", is_staff: "true", tenant: other.id }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: "New", last_name: "Name", email: user.email, is_staff: false, tenant: s.tenant.id });
    const row = await db().select().from(users).where(eq(users.id, user.id)).get();
    expect(row).toMatchObject({ firstName: "New", isStaff: false, tenantId: s.tenant.id });
  });

  it("refuses a username or email another user has, changing nothing", async () => {
    const s = await school();
    const user = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    const other = await createUser({ tenantId: (await createTenant()).id });
    const username = await s.as(`/users/${user.id}`, { method: "PATCH", form: form({ username: other.username, first_name: "Changed" }) });
    expect(username.status).toBe(400);
    expect(username.body.error.fields).toEqual({ username: ["A user with that username already exists."] });
    const email = await s.as(`/users/${user.id}`, { method: "PATCH", form: form({ email: other.email! }) });
    expect(email.body.error.fields).toEqual({ email: ["A user with that email already exists."] });
    expect(await db().select().from(users).where(eq(users.id, user.id)).get()).toMatchObject({ username: user.username, email: user.email, firstName: user.firstName });
  });

  it("archiving ends the user's sessions and sign-ins; un-archiving lets them back", async () => {
    const s = await school();
    const user = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    const session = await signIn(s.tenant.host, user.username);
    const res = await s.as(`/users/${user.id}`, { method: "PATCH", form: form({ archived: "true" }) });
    expect(res.body.archived).toBe(true);
    expect((await refreshWith(s.tenant.host, session.refresh)).status).toBe(401);
    expect((await failedSignIn(s.tenant.host, user.username, user.password)).status).toBe(401);

    await s.as(`/users/${user.id}`, { method: "PATCH", form: form({ archived: "false" }) });
    expect((await signIn(s.tenant.host, user.username)).user.id).toBe(user.id);
  });

  it("a school admin cannot archive or demote themselves", async () => {
    const s = await school();
    const archive = await s.as(`/users/${s.admin.id}`, { method: "PATCH", form: form({ archived: "true" }) });
    expect(archive.status).toBe(400);
    expect(archive.body.error).toMatchObject({ code: "VALIDATION_FAILED", message: "You cannot archive your own account.", fields: { archived: ["You cannot archive your own account."] } });
    const demote = await s.as(`/users/${s.admin.id}`, { method: "PATCH", form: form({ role: "teacher" }) });
    expect(demote.status).toBe(400);
    expect(demote.body.error.fields).toEqual({ role: ["You cannot remove your own school admin role."] });
    const row = await db().select().from(users).where(eq(users.id, s.admin.id)).get();
    expect(row).toMatchObject({ archived: false, role: "school_admin" });
    expect((await refreshWith(s.tenant.host, s.refresh)).status).toBe(200);
  });

  it("keeps email and country required for non-students across role changes", async () => {
    const s = await school();
    const student = await createUser({ tenantId: s.tenant.id, role: "student", email: null, country: null });
    const promote = await s.as(`/users/${student.id}`, { method: "PATCH", form: form({ role: "teacher" }) });
    expect(promote.body.error.fields).toEqual({ email: ["Required"], country: ["Required"] });
    const email = `${unique("pr")}@example.com`;
    const ok = await s.as(`/users/${student.id}`, { method: "PATCH", form: form({ role: "teacher", email, country: "GB" }) });
    expect(ok.body).toMatchObject({ role: "teacher", email, country: "GB" });
    const clear = await s.as(`/users/${student.id}`, { method: "PATCH", form: form({ email: "" }) });
    expect(clear.body.error.fields).toEqual({ email: ["Required"] });
    const back = await s.as(`/users/${student.id}`, { method: "PATCH", form: form({ role: "student", email: "" }) });
    expect(back.body).toMatchObject({ role: "student", email: null });
  });

  it("replaces the avatar and deletes the old object", async () => {
    const s = await school();
    const created = await s.as("/users", { form: form({ first_name: "A", last_name: "B", role: "student", password: STRONG, avatar: pngFile() }) });
    const res = await s.as(`/users/${created.body.id}`, { method: "PATCH", form: form({ avatar: imageFile(WEBP_BYTES, "a.webp", "image/webp") }) });
    expect(res.body.avatar).toMatch(/\.webp$/);
    expect(await env.FILES.head(keyOf(created.body.avatar))).toBeNull();
    expect(await env.FILES.head(keyOf(res.body.avatar))).not.toBeNull();
  });
});

describe("classes", () => {
  afterEach(() => vi.restoreAllMocks());

  it("POST names missing or foreign fields", async () => {
    const s = await school();
    const student = await createUser({ tenantId: s.tenant.id, role: "student", email: null });
    const archived = await createUser({ tenantId: s.tenant.id, role: "teacher", archived: true });
    const foreign = await createUser({ tenantId: (await createTenant()).id, role: "teacher" });
    const missing = await s.as("/classes", { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ name: ["Required"] });
    for (const teacherId of [student.id, archived.id, foreign.id, "usr_nobody"]) {
      const res = await s.as("/classes", { json: { name: "Y1", teacher_id: teacherId } });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ teacher_id: ["Choose a teacher from this school"] });
    }
    expect((await s.as("/classes")).body.count).toBe(0);
  });

  it("POST creates a class with a generated code; a teacher or school admin may teach it", async () => {
    const s = await school();
    const teacher = await createUser({ tenantId: s.tenant.id, role: "teacher", firstName: "Tom", lastName: "Teach" });
    const res = await s.as("/classes", { json: { name: "  Year 2 Green ", teacher_id: teacher.id } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^cls_/), name: "Year 2 Green", code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/),
      teacher: { id: teacher.id, first_name: "Tom", last_name: "Teach" }, student_count: 0, archived: false, created_at: expect.any(String),
    });
    const byAdmin = await s.as("/classes", { json: { name: "Art", teacher_id: s.admin.id } });
    expect(byAdmin.body.teacher.id).toBe(s.admin.id);
    expect((await s.as(`/classes/${res.body.id}`)).body).toEqual(res.body);
  });

  it("draws a new code when the first one collides with an existing class", async () => {
    const s = await school();
    await createClass((await createTenant()).id, { code: "AAAAAA" });
    const real = crypto.getRandomValues.bind(crypto);
    let codeDraws = 0;
    vi.spyOn(crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      // newClassCode draws 6 bytes at a time; the first draw is all zeros, i.e. "AAAAAA".
      if (array instanceof Uint8Array && array.length === 6 && codeDraws++ === 0) array.fill(0);
      else real(array as Uint8Array);
      return array;
    });
    const res = await s.as("/classes", { json: { name: "Lucky" } });
    expect(res.status).toBe(201);
    expect(codeDraws).toBeGreaterThanOrEqual(2);
    expect(res.body.code).not.toBe("AAAAAA");
  });

  it("GET lists this school's classes with student counts, search and archived filter", async () => {
    const s = await school();
    const tag = unique("Cls");
    const a = await createClass(s.tenant.id, { name: `${tag} A` });
    const b = await createClass(s.tenant.id, { name: `${tag} B`, archived: true });
    await createClass((await createTenant()).id, { name: `${tag} C` });
    await addStudents(s.tenant.id, a.id, [["X", "Y"], ["Z", "W"]]);
    const res = await s.as(`/classes?search=${tag}`);
    expect(ids(res.body)).toEqual([a.id, b.id]);
    expect(res.body.results[0]).toMatchObject({ name: `${tag} A`, code: a.code, student_count: 2, teacher: null, archived: false });
    expect(ids((await s.as(`/classes?search=${a.code}`)).body)).toEqual([a.id]);
    expect(ids((await s.as("/classes?archived=true")).body)).toEqual([b.id]);
    expect(ids((await s.as("/classes?archived=false")).body)).toEqual([a.id]);
  });

  it("PATCH renames, assigns and clears the teacher, and archives", async () => {
    const s = await school();
    const teacher = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    const cls = await createClass(s.tenant.id, { name: "Old" });
    const assigned = await s.as(`/classes/${cls.id}`, { method: "PATCH", json: { name: "New", teacher_id: teacher.id } });
    expect(assigned.body).toMatchObject({ name: "New", teacher: { id: teacher.id } });
    const cleared = await s.as(`/classes/${cls.id}`, { method: "PATCH", json: { teacher_id: null, archived: true } });
    expect(cleared.body).toMatchObject({ name: "New", teacher: null, archived: true, code: cls.code });
    const bad = await s.as(`/classes/${cls.id}`, { method: "PATCH", json: { name: "" } });
    expect(bad.body.error.fields).toEqual({ name: ["Required"] });
  });

  it("refuses a name another active class of the school has, as a reader compares names, naming that class and its code", async () => {
    const s = await school();
    const existing = await createClass(s.tenant.id, { name: "Year 4 Blue" });
    const other = await createClass(s.tenant.id, { name: "Year 3 Red" });
    const message = `There is already a class named Year 4 Blue (class code ${existing.code}). Choose another name, or archive that class first.`;
    for (const name of ["Year 4 Blue", "year 4  BLUE", " Year 4 Blué "]) {
      const res = await s.as("/classes", { json: { name } });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ name: [message] });
    }
    const rename = await s.as(`/classes/${other.id}`, { method: "PATCH", json: { name: "YEAR 4 BLUE" } });
    expect(rename.status).toBe(400);
    expect(rename.body.error.fields).toEqual({ name: [message] });
    // Its own name in another case, another school's class and an archived class do not count.
    expect((await s.as(`/classes/${existing.id}`, { method: "PATCH", json: { name: "Year 4 blue" } })).status).toBe(200);
    await createClass((await createTenant()).id, { name: "Year 5 Gold" });
    expect((await s.as("/classes", { json: { name: "Year 5 Gold" } })).status).toBe(201);
    await s.as(`/classes/${existing.id}`, { method: "PATCH", json: { archived: true } });
    const reused = await s.as("/classes", { json: { name: "Year 4 Blue" } });
    expect(reused.status).toBe(201);
    // Restoring the archived one would make the pair again.
    const restore = await s.as(`/classes/${existing.id}`, { method: "PATCH", json: { archived: false } });
    expect(restore.status).toBe(409);
    expect(restore.body.error.message).toBe(`Year 4 blue cannot be restored while another class has its name (class code ${reused.body.code}). Rename one of them first.`);
    expect((await s.as(`/classes/${existing.id}`, { method: "PATCH", json: { archived: false, name: "Year 4 Blue (old)" } })).body).toMatchObject({ archived: false, name: "Year 4 Blue (old)" });
    expect((await s.as("/classes?search=blue")).body.count).toBe(2);
  });

  it("logs creating, editing, archiving, restoring a class and a new code in the school's action log; a refused or empty change logs nothing", async () => {
    const s = await school();
    const teacher = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    const log = async () =>
      (await s.as("/action-log/?limit=50")).body.results
        .map((e: { action: string; actor: { id: string }; target: { type: string; id: string; label: string }; detail: unknown }) => [e.action, e.actor.id, e.target, e.detail])
        .reverse();
    const created = await s.as("/classes", { json: { name: "Year 2 Green" } });
    const id = created.body.id;
    const cls = (label: string) => ({ type: "class", id, label });
    expect((await s.as("/classes", { json: { name: "year 2 green" } })).status).toBe(400);
    await s.as(`/classes/${id}`, { method: "PATCH", json: { name: "Year 2 Green" } });
    await s.as(`/classes/${id}`, { method: "PATCH", json: { name: "Year 2 Jade", teacher_id: teacher.id } });
    await s.as(`/classes/${id}`, { method: "PATCH", json: { archived: true } });
    await s.as(`/classes/${id}`, { method: "PATCH", json: { archived: false } });
    await s.as(`/classes/${id}/regenerate-code`, { method: "POST" });
    expect(await log()).toEqual([
      ["class.create", s.admin.id, cls("Year 2 Green"), { teacher_id: null }],
      ["class.update", s.admin.id, cls("Year 2 Jade"), { name: { from: "Year 2 Green", to: "Year 2 Jade" }, teacher_id: { from: null, to: teacher.id } }],
      ["class.archive", s.admin.id, cls("Year 2 Jade"), null],
      ["class.restore", s.admin.id, cls("Year 2 Jade"), null],
      ["class.new_code", s.admin.id, cls("Year 2 Jade"), null],
    ]);
  });

  it("regenerating the code makes the old code stop working at once", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id);
    await addStudents(s.tenant.id, cls.id, [["Kim", "Lee"]]);
    const list = (code: string) => call(s.tenant.host, `/api/list-student-in-class/${code}/`, { address: newAddress() });
    expect((await list(cls.code)).status).toBe(200);

    const res = await s.as(`/classes/${cls.id}/regenerate-code`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body.code).not.toBe(cls.code);
    const old = await list(cls.code);
    expect(old.status).toBe(404);
    expect(old.body.error.message).toBe("Invalid class code.");
    const fresh = await list(res.body.code);
    expect(fresh.body.results.students.map((x: { first_name: string }) => x.first_name)).toEqual(["Kim"]);
  });
});

describe("class roster", () => {
  it("adds existing students, lists, searches and removes them; the account stays", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id);
    const [amy, bob] = await Promise.all(["Amy", "Bob"].map((firstName) => createUser({ tenantId: s.tenant.id, role: "student", email: null, firstName, lastName: "Roe" })));
    const added = await s.as(`/classes/${cls.id}/students`, { json: { student_ids: [bob.id, amy.id, bob.id] } });
    expect(added.status).toBe(201);
    expect(added.body.results).toEqual([
      { id: bob.id, username: bob.username, first_name: "Bob", last_name: "Roe", avatar: null, archived: false },
      { id: amy.id, username: amy.username, first_name: "Amy", last_name: "Roe", avatar: null, archived: false },
    ]);
    expect((await s.as(`/classes/${cls.id}/students`, { json: { student_ids: [amy.id] } })).status).toBe(201); // again: no duplicate
    const roster = await s.as(`/classes/${cls.id}/students`);
    expect(roster.body).toMatchObject({ count: 2, next: null });
    expect(ids(roster.body)).toEqual([amy.id, bob.id]);
    expect(ids((await s.as(`/classes/${cls.id}/students?search=bob`)).body)).toEqual([bob.id]);
    expect((await s.as(`/classes/${cls.id}/students?limit=1`)).body.next).toContain("offset=1");
    expect((await s.as(`/classes/${cls.id}`)).body.student_count).toBe(2);

    const removed = await s.as(`/classes/${cls.id}/students/${amy.id}`, { method: "DELETE" });
    expect(removed.status).toBe(204);
    expect(ids((await s.as(`/classes/${cls.id}/students`)).body)).toEqual([bob.id]);
    expect((await s.as(`/users/${amy.id}`)).status).toBe(200);
    const again = await s.as(`/classes/${cls.id}/students/${amy.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("This student is not in the class");
  });

  it("refuses ids that are not active students of this school and adds none of them", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id);
    const mine = await createUser({ tenantId: s.tenant.id, role: "student", email: null });
    const teacher = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    const archived = await createUser({ tenantId: s.tenant.id, role: "student", email: null, archived: true });
    const foreign = await createUser({ tenantId: (await createTenant()).id, role: "student", email: null });
    for (const other of [teacher.id, archived.id, foreign.id, "usr_nobody"]) {
      const res = await s.as(`/classes/${cls.id}/students`, { json: { student_ids: [mine.id, other] } });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ student_ids: ["Choose students from this school"] });
    }
    expect(await db().select().from(classStudents).where(eq(classStudents.classId, cls.id)).all()).toEqual([]);
  });

  it("creates new student accounts with generated usernames that sign in with their passwords", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id);
    const res = await s.as(`/classes/${cls.id}/students`, {
      json: { students: [{ first_name: "Mia", last_name: "Wong", password: STRONG }, { first_name: "Mia", last_name: "Wong", password: "another-Strong-pass-9" }] },
    });
    expect(res.status).toBe(201);
    expect(res.body.results.map((r: { username: string }) => r.username)).toEqual([`${s.tenant.subdomain}.miawong1`, `${s.tenant.subdomain}.miawong2`]);
    const created = await db().select().from(users).where(inArray(users.id, ids(res.body))).all();
    expect(created.every((u) => u.tenantId === s.tenant.id && u.role === "student" && u.email === null)).toBe(true);
    expect((await signIn(s.tenant.host, `${s.tenant.subdomain}.miawong2`, "another-Strong-pass-9")).user.id).toBe(res.body.results[1].id);
    const list = await call(s.tenant.host, `/api/list-student-in-class/${cls.code}/`, { address: newAddress() });
    expect(list.body.count).toBe(2);
  });

  it("logs each account it creates as Add user's are (user.create), with the class", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id, { name: "Year 1 Red" });
    const res = await s.as(`/classes/${cls.id}/students`, { json: { students: [{ first_name: "Kim", last_name: "Lee", password: STRONG }] } });
    expect(res.status).toBe(201);
    const entries = (await s.as("/action-log/?action=user.create")).body.results;
    expect(entries.map((e: { target: unknown; detail: unknown }) => [e.target, e.detail])).toEqual([
      [{ type: "user", id: res.body.results[0].id, label: "Kim Lee" }, { role: "student", via: "class_roster", class: { id: cls.id, name: "Year 1 Red" } }],
    ]);
  });

  it("names the row and field of every invalid new student, and the body shape", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id);
    const invalid = await s.as(`/classes/${cls.id}/students`, { json: { students: [{ first_name: "", last_name: "X", password: STRONG }, { first_name: "A", last_name: "B", password: "short" }] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ "students.0.first_name": ["Required"], "students.1.password": ["Password must have at least 8 characters"] });
    const common = await s.as(`/classes/${cls.id}/students`, { json: { students: [{ first_name: "A", last_name: "B", password: STRONG }, { first_name: "C", last_name: "D", password: "iloveyou" }] } });
    expect(common.body.error.fields).toEqual({ "students.1.password": ["This password is too common."] });
    const neither = await s.as(`/classes/${cls.id}/students`, { json: {} });
    expect(neither.body.error.fields).toEqual({ non_field_errors: ["Send either student_ids or students"] });
    const empty = await s.as(`/classes/${cls.id}/students`, { json: { student_ids: [] } });
    expect(empty.body.error.fields).toEqual({ student_ids: ["Choose at least one student"] });
    expect((await s.as("/users?role=student")).body.count).toBe(0);
  });

  it("login cards list the active students with the class code and its sign-in URL", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id, { name: "Year 4 Blue" });
    const [, gone] = await addStudents(s.tenant.id, cls.id, [["Bea", "Zed"], ["Al", "Gone"], ["Al", "Bee"]]);
    await db().update(users).set({ archived: true }).where(eq(users.id, gone.id));
    const res = await s.as(`/classes/${cls.id}/login-cards`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      school_name: s.tenant.schoolName,
      class_name: "Year 4 Blue",
      code: cls.code,
      login_url: `http://${s.tenant.host}/login?class=${cls.code}`,
      students: [
        { username: expect.any(String), first_name: "Al", last_name: "Bee" },
        { username: expect.any(String), first_name: "Bea", last_name: "Zed" },
      ],
    });
  });
});

describe("POST /api/school-admin/students/{id}/reset-password", () => {
  it("generates a readable password, returns it once, and ends the student's sessions", async () => {
    const s = await school();
    const student = await createUser({ tenantId: s.tenant.id, role: "student", email: null });
    const session = await signIn(s.tenant.host, student.username);
    const res = await s.as(`/students/${student.id}/reset-password`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.body).toEqual({ password: expect.stringMatching(/^[a-z]+-[a-z]+-[a-z]+-\d{2}$/) });

    expect((await refreshWith(s.tenant.host, session.refresh)).status).toBe(401);
    expect((await failedSignIn(s.tenant.host, student.username, student.password)).status).toBe(401);
    expect((await signIn(s.tenant.host, student.username, res.body.password)).user.id).toBe(student.id);
  });

  it("sets a chosen password (204) under the password rules", async () => {
    const s = await school();
    const student = await createUser({ tenantId: s.tenant.id, role: "student", email: null });
    const short = await s.as(`/students/${student.id}/reset-password`, { json: { password: "short" } });
    expect(short.body.error.fields).toEqual({ password: ["Password must have at least 8 characters"] });
    const common = await s.as(`/students/${student.id}/reset-password`, { json: { password: "password1" } });
    expect(common.body.error.fields).toEqual({ password: ["This password is too common."] });
    expect((await signIn(s.tenant.host, student.username)).user.id).toBe(student.id); // unchanged so far

    const res = await s.as(`/students/${student.id}/reset-password`, { json: { password: STRONG } });
    expect(res.status).toBe(204);
    expect((await signIn(s.tenant.host, student.username, STRONG)).user.id).toBe(student.id);
  });

  it("answers 404 for a user who is not a student of this school", async () => {
    const s = await school();
    const teacher = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    const res = await s.as(`/students/${teacher.id}/reset-password`, { method: "POST" });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: "NOT_FOUND", message: "Student not found" });
    expect((await signIn(s.tenant.host, teacher.username)).user.id).toBe(teacher.id);
  });
});

describe("school modes", () => {
  it("creates, lists in order, updates and deletes modes with their images", async () => {
    const s = await school();
    await createMode((await createTenant()).id, { name: "Elsewhere" });
    const first = await s.as("/modes", { form: form({ name: "Reading", image: pngFile() }) });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.stringMatching(/^mod_/), name: "Reading", image: expect.stringMatching(new RegExp(`^/api/files/tenants/${s.tenant.id}/modes/[a-z0-9]+\\.png$`)), locked: false, active: true, status: "ACTIVE", sort_order: 0 });
    expect((await env.FILES.head(keyOf(first.body.image)))?.httpMetadata?.contentType).toBe("image/png");
    const second = await s.as("/modes", { form: form({ name: "Writing", locked: "true", active: "false", status: "INACTIVE" }) });
    expect(second.body).toMatchObject({ image: null, locked: true, active: false, status: "INACTIVE", sort_order: 1 });
    const early = await s.as("/modes", { form: form({ name: "Art", sort_order: "0" }) });

    const list = await s.as("/modes");
    expect(list.body.results.map((m: { name: string }) => m.name)).toEqual(["Art", "Reading", "Writing"]);

    const patched = await s.as(`/modes/${first.body.id}`, { method: "PATCH", form: form({ name: "Reading+", sort_order: "5", image: imageFile(WEBP_BYTES, "m.webp", "image/webp") }) });
    expect(patched.body).toMatchObject({ name: "Reading+", sort_order: 5, locked: false, image: expect.stringMatching(/\.webp$/) });
    expect(await env.FILES.head(keyOf(first.body.image))).toBeNull();

    const deleted = await s.as(`/modes/${first.body.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(await env.FILES.head(keyOf(patched.body.image))).toBeNull();
    expect((await s.as("/modes")).body.results.map((m: { id: string }) => m.id)).toEqual([early.body.id, second.body.id]);
    const publicModes = await call(s.tenant.host, "/api/modes/", { token: s.token });
    expect(publicModes.body.results.map((m: { name: string }) => m.name)).toEqual(["Art", "Writing"]);
  });

  it("orders modes of the same place by name as a reader does, accents and case aside", async () => {
    const s = await school();
    for (const name of ["Zoo trips", "Écriture", "art"]) expect((await s.as("/modes", { form: form({ name, sort_order: "0" }) })).status).toBe(201);
    // SQLite's own order was "Zoo trips", "art", "Écriture".
    expect((await s.as("/modes")).body.results.map((m: { name: string }) => m.name)).toEqual(["art", "Écriture", "Zoo trips"]);
    expect((await call(s.tenant.host, "/api/modes/", { token: s.token })).body.results.map((m: { name: string }) => m.name)).toEqual(["art", "Écriture", "Zoo trips"]);
  });

  it("names invalid fields", async () => {
    const s = await school();
    const res = await s.as("/modes", { form: form({ status: "MAYBE", sort_order: "abc", locked: "perhaps" }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: ["Required"],
      status: ["Choose ACTIVE or INACTIVE"],
      sort_order: ["Enter a whole number from 0 to 10000"],
      locked: [expect.any(String)],
    });
    const mode = await createMode(s.tenant.id, { name: "X" });
    const patch = await s.as(`/modes/${mode.id}`, { method: "PATCH", form: form({ name: " ", sort_order: "-1" }) });
    expect(patch.body.error.fields).toEqual({ name: ["Required"], sort_order: ["Enter a whole number from 0 to 10000"] });
  });

  it.each([
    ["a GIF", imageFile(GIF_BYTES, "m.png", "image/png")],
    ["an SVG", imageFile(SVG_TEXT, "m.svg", "image/svg+xml")],
  ])("refuses %s with 415 and writes nothing", async (_label, file) => {
    const s = await school();
    const mode = await createMode(s.tenant.id, { name: "Keep" });
    const created = await s.as("/modes", { form: form({ name: "Bad", image: file }) });
    expect(created.status).toBe(415);
    expect(created.body.error).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", fields: { image: [UNSUPPORTED_IMAGE_MESSAGE] } });
    const patched = await s.as(`/modes/${mode.id}`, { method: "PATCH", form: form({ name: "Changed", image: file }) });
    expect(patched.status).toBe(415);
    expect(await db().select({ name: modes.name }).from(modes).where(eq(modes.tenantId, s.tenant.id)).all()).toEqual([{ name: "Keep" }]);
    expect(await listKeys(`tenants/${s.tenant.id}/modes/`)).toEqual([]);
  });
});

describe("platform staff", () => {
  const asStaff = async () => {
    const staff = await createStaff();
    const { access } = await signIn(PLATFORM, staff.username);
    return (path: string, opts: CallOptions = {}) => call(PLATFORM, `/api/super-admin${path}`, { token: access, ...opts });
  };

  it("GET /dashboard counts schools, active users by role, staff, classes and emails", async () => {
    const staffCall = await asStaff();
    const before = (await staffCall("/dashboard")).body;
    const t = await createTenant();
    await Promise.all([
      createUser({ tenantId: t.id, role: "student", email: null }),
      createUser({ tenantId: t.id, role: "student", email: null, archived: true }),
      createUser({ tenantId: t.id, role: "teacher" }),
      createUser({ tenantId: t.id, role: "teacher" }),
      createUser({ tenantId: t.id, role: "parent" }),
      createUser({ tenantId: t.id, role: "school_admin" }),
      createStaff(),
      createClass(t.id),
      createClass(t.id, { archived: true }),
    ]);
    const outbox = (status: "sent" | "failed") => ({ id: newId("eml"), tenantId: t.id, template: "invitation", toAddress: "x@example.com", subject: "s", payload: "{}", status });
    await db().insert(emailOutbox).values([outbox("sent"), outbox("failed")]);

    const res = await staffCall("/dashboard");
    expect(res.status).toBe(200);
    const after = res.body;
    expect(after.tenants).toBe(before.tenants + 1);
    expect(after.classes).toBe(before.classes + 1);
    expect(after.users).toEqual({
      student: before.users.student + 1, teacher: before.users.teacher + 2, parent: before.users.parent + 1,
      school_admin: before.users.school_admin + 1, staff: before.users.staff + 1,
    });
    // The email consumer may move earlier rows from queued to sent or failed meanwhile, never out of them.
    const total = (e: Record<string, number>) => e.queued + e.sent + e.failed;
    expect(total(after.emails)).toBe(total(before.emails) + 2);
    expect(after.emails.sent).toBeGreaterThanOrEqual(before.emails.sent + 1);
    expect(after.emails.failed).toBeGreaterThanOrEqual(before.emails.failed + 1);
  });

  it("manages any school's modes through the same rules", async () => {
    const staffCall = await asStaff();
    const s = await school();
    const missing = await staffCall("/modes");
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ tenant: ["Required"] });
    const unknown = await staffCall("/modes?tenant=ten_nope");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("School not found");
    const badTenant = await staffCall("/modes", { form: form({ name: "X", tenant: "ten_nope" }) });
    expect(badTenant.body.error.fields).toEqual({ tenant: ["Choose an existing school"] });

    const created = await staffCall("/modes", { form: form({ name: "SDG", tenant: s.tenant.id, locked: "true", image: pngFile() }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "SDG", locked: true, image: expect.stringMatching(new RegExp(`^/api/files/tenants/${s.tenant.id}/modes/`)) });
    expect((await staffCall(`/modes?tenant=${s.tenant.id}`)).body.results.map((m: { id: string }) => m.id)).toEqual([created.body.id]);
    expect((await s.as("/modes")).body.results.map((m: { id: string }) => m.id)).toEqual([created.body.id]);

    const patched = await staffCall(`/modes/${created.body.id}`, { method: "PATCH", form: form({ locked: "false" }) });
    expect(patched.body).toMatchObject({ id: created.body.id, locked: false, name: "SDG" });
    expect((await staffCall("/modes/mod_nope", { method: "PATCH", form: form({ name: "x" }) })).status).toBe(404);

    expect((await staffCall(`/modes/${created.body.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await env.FILES.head(keyOf(created.body.image))).toBeNull();
    expect((await s.as("/modes")).body.results).toEqual([]);
    expect((await staffCall(`/modes/${created.body.id}`, { method: "DELETE" })).status).toBe(404);
  });
});
