import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { archivedClassStudents, classes, classStudents, devMailbox, emailOutbox, tenants, users } from "../../worker/db/schema";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE } from "../../worker/lib/storage";
import { call, newAddress, post, type CallOptions } from "../helpers/api";
import { addStudents, createClass, createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { GIF_BYTES, JPEG_BYTES, PNG_BYTES, SVG_TEXT, WEBP_BYTES, imageFile, pngFile, pngOfSize } from "../helpers/images";

const PLATFORM = "localhost";
const STRONG_PASSWORD = "Quartz-lantern-88-river";
let staffToken: string;

beforeAll(async () => {
  const staff = await createStaff();
  staffToken = (await signIn(PLATFORM, staff.username)).access;
});

const asStaff = (path: string, opts: CallOptions = {}) => call(PLATFORM, path, { token: staffToken, ...opts });

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const keyOf = (url: string) => url.replace(/^\/api\/files\//, "");

async function listKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ prefix, cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

/** Raw response (binary bodies, conditional headers) as a browser on `host` would get it. */
const fetchRaw = (host: string, path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(new Request(`http://${host}${path}`, { headers: { Host: host, ...headers } }));

const newUserFields = (overrides: Record<string, string | File> = {}) => ({
  first_name: "Grace",
  last_name: "Hopper",
  email: `${unique("new")}@example.com`,
  country: "GB",
  role: "teacher",
  ...overrides,
});

describe("GET /api/super-admin/users/", () => {
  it("searches first name, last name, email and username", async () => {
    const term = unique("needle");
    const matches = await Promise.all([
      createUser({ firstName: `A${term}` }),
      createUser({ lastName: `${term}B` }),
      createUser({ email: `${term}@example.com` }),
      createUser({ username: `x${term}` }),
    ]);
    await createUser({ firstName: "Unrelated" });

    const res = await asStaff(`/api/super-admin/users/?search=${term}`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    expect(res.body.results.map((u: { id: string }) => u.id).sort()).toEqual(matches.map((u) => u.id).sort());
  });

  it("filters by role (including staff) and by tenant", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const tag = unique("roles");
    const byRole = Object.fromEntries(
      await Promise.all(
        (["student", "teacher", "parent", "school_admin"] as const).map(async (role) => [role, await createUser({ tenantId: tenant.id, role, lastName: tag })]),
      ),
    );
    const staff = await createUser({ isStaff: true, role: null, lastName: tag });
    const elsewhere = await createUser({ tenantId: other.id, role: "teacher", lastName: tag });

    for (const role of ["student", "teacher", "parent", "school_admin"]) {
      const res = await asStaff(`/api/super-admin/users/?search=${tag}&role=${role}&tenant=${tenant.id}`);
      expect(res.body.results.map((u: { id: string }) => u.id)).toEqual([byRole[role].id]);
    }
    const staffRes = await asStaff(`/api/super-admin/users/?search=${tag}&role=staff`);
    expect(staffRes.body.results.map((u: { id: string; is_staff: boolean }) => [u.id, u.is_staff])).toEqual([[staff.id, true]]);

    const teachers = await asStaff(`/api/super-admin/users/?search=${tag}&role=teacher`);
    expect(teachers.body.results.map((u: { id: string }) => u.id).sort()).toEqual([byRole.teacher.id, elsewhere.id].sort());

    const onPlatform = await asStaff(`/api/super-admin/users/?search=${tag}&tenant=platform`);
    expect(onPlatform.body.results.map((u: { id: string }) => u.id)).toEqual([staff.id]);

    const inTenant = await asStaff(`/api/super-admin/users/?tenant=${tenant.id}`);
    expect(inTenant.body.count).toBe(4);
    expect(inTenant.body.results.every((u: { tenant: string; tenant_name: string }) => u.tenant === tenant.id && u.tenant_name === tenant.schoolName)).toBe(true);
  });

  it("pages with limit/offset and next/previous links that keep the filters", async () => {
    const tag = unique("page");
    const created = await Promise.all(Array.from({ length: 5 }, () => createUser({ lastName: tag })));

    const first = await asStaff(`/api/super-admin/users/?search=${tag}&limit=2`);
    expect(first.body).toMatchObject({ count: 5, previous: null });
    expect(first.body.results).toHaveLength(2);
    const next = new URL(first.body.next, "http://x");
    expect(next.pathname).toBe("/api/super-admin/users/");
    expect(Object.fromEntries(next.searchParams)).toEqual({ search: tag, limit: "2", offset: "2" });

    const second = await asStaff(first.body.next);
    expect(second.body.results).toHaveLength(2);
    expect(new URL(second.body.previous, "http://x").searchParams.get("offset")).toBe("0");

    const last = await asStaff(second.body.next);
    expect(last.body.results).toHaveLength(1);
    expect(last.body.next).toBeNull();

    const seen = [first, second, last].flatMap((r) => r.body.results.map((u: { id: string }) => u.id));
    expect(seen.sort()).toEqual(created.map((u) => u.id).sort());
  });
});

describe("GET /api/super-admin/users/{id}/", () => {
  it("returns the user with the school's name", async () => {
    const tenant = await createTenant();
    const user = await createUser({ tenantId: tenant.id, role: "parent" });
    const res = await asStaff(`/api/super-admin/users/${user.id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: user.username, role: "parent", tenant: tenant.id, tenant_name: tenant.schoolName, archived: false });
    expect(res.body).not.toHaveProperty("password_hash");
  });

  it("answers an unknown id with the NOT_FOUND envelope", async () => {
    const res = await asStaff("/api/super-admin/users/usr_doesnotexist/");
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: "NOT_FOUND", message: "User not found" });
    expect(res.body.error.requestId).toMatch(/^req_/);
  });
});

describe("POST /api/super-admin/create-user/", () => {
  it("names every missing or invalid field", async () => {
    const res = await asStaff("/api/super-admin/create-user/", { form: form({ email: "not-an-email" }) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields).toMatchObject({
      first_name: ["Required"],
      last_name: ["Required"],
      email: ["Invalid email"],
      country: ["Required"],
    });
  });

  it("refuses a duplicate email and writes nothing", async () => {
    const existing = await createUser();
    const res = await asStaff("/api/super-admin/create-user/", { form: form(newUserFields({ email: existing.email!.toUpperCase() })) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: ["A user with that email already exists."] });
    const invitations = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, existing.email!)).all();
    expect(invitations).toEqual([]);
  });

  it("requires a role unless the user is staff, an existing school and an uncommon password", async () => {
    const noRole = await asStaff("/api/super-admin/create-user/", { form: form(newUserFields({ role: "" })) });
    expect(noRole.body.error.fields).toEqual({ role: ["Choose a role"] });
    const noSchool = await asStaff("/api/super-admin/create-user/", { form: form(newUserFields({ tenant: "ten_doesnotexist" })) });
    expect(noSchool.body.error.fields).toEqual({ tenant: ["Choose an existing school"] });
    const common = await asStaff("/api/super-admin/create-user/", { form: form(newUserFields({ password: "password123" })) });
    expect(common.body.error.fields).toEqual({ password: ["This password is too common."] });

    const { role: _role, ...staffFields } = newUserFields({ is_staff: "true", password: STRONG_PASSWORD });
    const staff = await asStaff("/api/super-admin/create-user/", { form: form(staffFields) });
    expect(staff.status).toBe(201);
    expect(staff.body).toMatchObject({ is_staff: true, role: null, tenant: null });
  });

  it("a duplicate email with an avatar leaves no orphan object", async () => {
    const tenant = await createTenant();
    const existing = await createUser();
    const prefix = `tenants/${tenant.id}/avatars/`;
    const res = await asStaff("/api/super-admin/create-user/", { form: form(newUserFields({ tenant: tenant.id, email: existing.email!, avatar: pngFile() })) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: ["A user with that email already exists."] });
    expect(await listKeys(prefix)).toEqual([]);
  });

  it("with a password creates a verified account that can sign in on its school's host", async () => {
    const tenant = await createTenant();
    const fields = newUserFields({ tenant: tenant.id, password: STRONG_PASSWORD });
    const res = await asStaff("/api/super-admin/create-user/", { form: form(fields) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: fields.email, username: fields.email, tenant: tenant.id, tenant_name: tenant.schoolName, email_verified: true, avatar: null });

    const session = await signIn(tenant.host, fields.email as string, STRONG_PASSWORD);
    expect(session.user.id).toBe(res.body.id);
  });

  it("without a password queues an invitation email to the new address", async () => {
    const fields = newUserFields();
    const res = await asStaff("/api/super-admin/create-user/", { form: form(fields) });
    expect(res.status).toBe(201);
    expect(res.body.email_verified).toBe(false);

    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, fields.email as string)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: "invitation", tenantId: null });
    const { link } = JSON.parse(rows[0].payload);
    expect(link).toMatch(/^http:\/\/localhost\/accept-invitation\/inv_[a-z0-9]+\/$/);

    // The queue consumer delivers it (mailbox transport in tests).
    await vi.waitFor(
      async () => {
        const mail = await db().select().from(devMailbox).where(eq(devMailbox.toAddress, fields.email as string)).all();
        expect(mail.map((m) => m.subject)).toEqual(["You're invited to Schools Platform"]);
        expect(mail[0].text).toContain(link);
      },
      { timeout: 15_000, interval: 250 },
    );
  });

  it.each([
    ["PNG", PNG_BYTES, "image/png", "png"],
    ["JPEG (named .png)", JPEG_BYTES, "image/jpeg", "jpg"],
    ["WebP", WEBP_BYTES, "image/webp", "webp"],
  ])("stores a %s avatar in R2 under the sniffed type", async (_label, bytes, contentType, extension) => {
    const res = await asStaff("/api/super-admin/create-user/", { form: form(newUserFields({ avatar: imageFile(bytes, "me.png", "image/png") })) });
    expect(res.status).toBe(201);
    expect(res.body.avatar).toMatch(new RegExp(`^/api/files/platform/avatars/[a-z0-9]+\\.${extension}$`));
    const object = await env.FILES.head(keyOf(res.body.avatar));
    expect(object?.httpMetadata?.contentType).toBe(contentType);
    expect(object?.size).toBe(bytes.length);
  });

  it("accepts an image of exactly 2 MB", async () => {
    const res = await asStaff("/api/super-admin/create-user/", { form: form(newUserFields({ avatar: imageFile(pngOfSize(IMAGE_MAX_BYTES)) })) });
    expect(res.status).toBe(201);
    expect((await env.FILES.head(keyOf(res.body.avatar)))?.size).toBe(IMAGE_MAX_BYTES);
  });
});

describe("rejected avatar uploads write nothing", () => {
  let tenantId: string;
  beforeAll(async () => {
    tenantId = (await createTenant()).id;
  });

  it.each([
    ["a text file", imageFile("just some notes", "notes.txt", "text/plain")],
    ["an SVG", imageFile(SVG_TEXT, "logo.svg", "image/svg+xml")],
    ["a GIF named x.png", imageFile(GIF_BYTES, "x.png", "image/png")],
    ["text named x.png", imageFile("not an image", "x.png", "image/png")],
    ["an empty file named x.png", imageFile(new Uint8Array(0), "x.png", "image/png")],
  ])("%s → 415", async (_label, file) => {
    const prefix = `tenants/${tenantId}/avatars/`;
    const before = await listKeys(prefix);
    const fields = newUserFields({ tenant: tenantId, avatar: file });
    const res = await asStaff("/api/super-admin/create-user/", { form: form(fields) });
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", fields: { avatar: [UNSUPPORTED_IMAGE_MESSAGE] } });
    expect(await db().select().from(users).where(eq(users.email, fields.email as string)).all()).toEqual([]);
    expect(await listKeys(prefix)).toEqual(before);
  });

  it("a PNG of 2 MB + 1 byte → 413", async () => {
    const prefix = `tenants/${tenantId}/avatars/`;
    const before = await listKeys(prefix);
    const fields = newUserFields({ tenant: tenantId, avatar: imageFile(pngOfSize(IMAGE_MAX_BYTES + 1)) });
    const res = await asStaff("/api/super-admin/create-user/", { form: form(fields) });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", fields: { avatar: [IMAGE_TOO_LARGE_MESSAGE] } });
    expect(await db().select().from(users).where(eq(users.email, fields.email as string)).all()).toEqual([]);
    expect(await listKeys(prefix)).toEqual(before);
  });

  it("a bad avatar on PATCH leaves the user and the bucket unchanged", async () => {
    const user = await createUser({ tenantId, role: "teacher" });
    const prefix = `tenants/${tenantId}/avatars/`;
    const before = await listKeys(prefix);
    const res = await asStaff(`/api/super-admin/users/${user.id}/`, { method: "PATCH", form: form({ first_name: "Changed", avatar: imageFile(SVG_TEXT, "a.png") }) });
    expect(res.status).toBe(415);
    const row = await db().select().from(users).where(eq(users.id, user.id)).get();
    expect(row).toMatchObject({ firstName: user.firstName, avatarKey: null });
    expect(await listKeys(prefix)).toEqual(before);
  });
});

describe("PATCH /api/super-admin/users/{id}/", () => {
  it("changes only the fields sent", async () => {
    const user = await createUser({ firstName: "Ada", lastName: "Lovelace", role: "teacher", country: "GB" });
    const res = await asStaff(`/api/super-admin/users/${user.id}/`, { method: "PATCH", form: form({ first_name: "Augusta", country: "fr" }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: "Augusta", last_name: "Lovelace", country: "FR", email: user.email, username: user.username, role: "teacher" });
    const row = await db().select().from(users).where(eq(users.id, user.id)).get();
    expect(row).toMatchObject({ firstName: "Augusta", lastName: "Lovelace", country: "FR", passwordHash: user.passwordHash, archived: false });
  });

  it("answers an unknown id with 404", async () => {
    const res = await asStaff("/api/super-admin/users/usr_doesnotexist/", { method: "PATCH", form: form({ first_name: "X" }) });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
  });

  it("replaces the avatar and deletes the old object", async () => {
    const user = await createUser();
    const path = `/api/super-admin/users/${user.id}/`;
    const first = await asStaff(path, { method: "PATCH", form: form({ avatar: pngFile() }) });
    const second = await asStaff(path, { method: "PATCH", form: form({ avatar: imageFile(JPEG_BYTES, "b.jpg", "image/jpeg") }) });
    expect(second.status).toBe(200);
    expect(second.body.avatar).not.toBe(first.body.avatar);
    expect(await env.FILES.head(keyOf(first.body.avatar))).toBeNull();
    expect((await env.FILES.head(keyOf(second.body.avatar)))?.httpMetadata?.contentType).toBe("image/jpeg");
  });

  it("a taken email on PATCH keeps the old avatar and removes the new upload", async () => {
    const tenant = await createTenant();
    const other = await createUser();
    const user = await createUser({ tenantId: tenant.id });
    const path = `/api/super-admin/users/${user.id}/`;
    const first = await asStaff(path, { method: "PATCH", form: form({ avatar: pngFile() }) });
    const res = await asStaff(path, { method: "PATCH", form: form({ email: other.email!, avatar: pngFile() }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: ["A user with that email already exists."] });
    expect(await listKeys(`tenants/${tenant.id}/avatars/`)).toEqual([keyOf(first.body.avatar)]);
    expect((await db().select().from(users).where(eq(users.id, user.id)).get())?.email).toBe(user.email);
  });

  it("archiving ends the user's sessions and blocks sign-in", async () => {
    const user = await createUser();
    const session = await signIn(PLATFORM, user.username);
    const res = await asStaff(`/api/super-admin/users/${user.id}/`, { method: "PATCH", form: form({ archived: "true" }) });
    expect(res.body.archived).toBe(true);

    const refreshed = await post(PLATFORM, "/api/auth/token/refresh/", { refresh: session.refresh });
    expect(refreshed.status).toBe(401);
    expect(refreshed.body.error.code).toBe("UNAUTHORIZED");
    const again = await post(PLATFORM, "/api/auth/token/", { username: user.username, password: user.password }, { address: newAddress() });
    expect(again.status).toBe(401);
  });

  it("moving a pupil or a teacher to another school takes them out of the old school's classes (rosters, sign-in tiles), and nothing else's", async () => {
    const [from, to] = [await createTenant(), await createTenant()];
    const teacher = await createUser({ tenantId: from.id, role: "teacher" });
    const [oldClass, newClass] = [await createClass(from.id, { teacherId: teacher.id, name: "Year 3" }), await createClass(to.id, { name: "Year 3" })];
    const [pupil, classmate] = await addStudents(from.id, oldClass.id, [
      ["Moving", "Pupil"],
      ["Staying", "Classmate"],
    ]);
    await db().insert(classStudents).values({ tenantId: to.id, classId: newClass.id, studentId: pupil.id });
    await db().insert(archivedClassStudents).values({ tenantId: from.id, classId: oldClass.id, studentId: pupil.id });
    const tiles = async () => (await call(from.host, `/api/list-student-in-class/${oldClass.code}/`, { address: newAddress() })).body.results.students.map((r: { first_name: string }) => r.first_name);
    expect(await tiles()).toEqual(["Moving", "Staying"]);

    const moved = await asStaff(`/api/super-admin/users/${pupil.id}/`, { method: "PATCH", form: form({ tenant: to.id }) });
    expect(moved.status).toBe(200);
    expect(await tiles()).toEqual(["Staying"]);
    const memberships = (id: string) => db().select({ classId: classStudents.classId }).from(classStudents).where(eq(classStudents.studentId, id)).all();
    // The new school's class (already theirs) is kept; the classmate's membership is untouched.
    expect(await memberships(pupil.id)).toEqual([{ classId: newClass.id }]);
    expect(await memberships(classmate.id)).toEqual([{ classId: oldClass.id }]);
    expect(await db().select().from(archivedClassStudents).where(eq(archivedClassStudents.studentId, pupil.id)).all()).toEqual([]);

    // A teacher moved away no longer teaches the old school's class; the class stays.
    expect((await asStaff(`/api/super-admin/users/${teacher.id}/`, { method: "PATCH", form: form({ tenant: to.id }) })).status).toBe(200);
    expect(await db().select({ teacherId: classes.teacherId }).from(classes).where(eq(classes.id, oldClass.id)).get()).toEqual({ teacherId: null });
    // An edit that keeps the school changes no class.
    expect((await asStaff(`/api/super-admin/users/${classmate.id}/`, { method: "PATCH", form: form({ first_name: "Still", tenant: from.id }) })).status).toBe(200);
    expect(await memberships(classmate.id)).toEqual([{ classId: oldClass.id }]);
  });

  it("a staff member cannot archive themselves or drop their own staff rights (they would lock themselves out); another staff member can", async () => {
    const me = await createStaff();
    const mine = await signIn(PLATFORM, me.username);
    const path = `/api/super-admin/users/${me.id}/`;
    const archive = await call(PLATFORM, path, { token: mine.access, method: "PATCH", form: form({ archived: "true" }) });
    expect(archive.status).toBe(400);
    expect(archive.body.error.fields).toEqual({ archived: ["You cannot archive your own account."] });
    const demote = await call(PLATFORM, path, { token: mine.access, method: "PATCH", form: form({ is_staff: "false", first_name: "Still" }) });
    expect(demote.status).toBe(400);
    expect(demote.body.error.fields).toEqual({ is_staff: ["You cannot remove your own staff access."] });
    const row = await db().select().from(users).where(eq(users.id, me.id)).get();
    expect(row).toMatchObject({ archived: false, isStaff: true, firstName: me.firstName });
    // Their session was not ended by the refused changes; an ordinary edit of themselves still works.
    const rename = await call(PLATFORM, path, { token: mine.access, method: "PATCH", form: form({ first_name: "Renamed", is_staff: "true" }) });
    expect(rename.status).toBe(200);
    expect(rename.body.first_name).toBe("Renamed");

    const byColleague = await asStaff(path, { method: "PATCH", form: form({ is_staff: "false", archived: "true" }) });
    expect(byColleague.status).toBe(200);
    expect(byColleague.body).toMatchObject({ is_staff: false, archived: true });
  });
});

const tenantFields = (overrides: Record<string, string | File> = {}) => {
  const sub = unique("new");
  return { school_name: `Academy ${sub}`, school_email: `office@${sub}.example.org`, domain_url: `${sub}.example.org`, subdomain: sub, switchboard: "false", primary_color: "#1D4ED8", ...overrides };
};

describe("/api/admin/tenants/", () => {
  it("searches by name or subdomain", async () => {
    const tenant = await createTenant({ schoolName: `Oakwood ${unique("")}` });
    const byName = await asStaff(`/api/admin/tenants/?search=${encodeURIComponent(tenant.schoolName)}`);
    expect(byName.status).toBe(200);
    expect(byName.body.results.map((t: { id: string }) => t.id)).toEqual([tenant.id]);
    const bySub = await asStaff(`/api/admin/tenants/?search=${tenant.subdomain}`);
    expect(bySub.body.results.map((t: { id: string }) => t.id)).toEqual([tenant.id]);
    const none = await asStaff(`/api/admin/tenants/?search=${unique("nomatch")}`);
    expect(none.body).toMatchObject({ count: 0, results: [], next: null, previous: null });
  });

  it("creates a school with logo and colours that its host serves at once", async () => {
    const fields = tenantFields({ button_color: "#ABC", logo: pngFile("logo.png") });
    const res = await asStaff("/api/admin/tenants/", { form: form(fields) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ school_name: fields.school_name, subdomain: fields.subdomain, primary_color: "#1d4ed8", button_color: "#abc", text_muted_color: null });
    expect(res.body.logo).toMatch(new RegExp(`^/api/files/tenants/${res.body.id}/logos/[a-z0-9]+\\.png$`));

    const host = `${fields.subdomain}.localhost`;
    const current = await call(host, "/api/current-tenant");
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ school_name: fields.school_name, primary_color: "#1d4ed8", button_color: "#abc", logo: res.body.logo });

    const logo = await fetchRaw(host, res.body.logo);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("Content-Type")).toBe("image/png");
    expect(logo.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG_BYTES);
    const etag = logo.headers.get("ETag");
    expect(etag).toBeTruthy();

    const cached = await fetchRaw(host, res.body.logo, { "If-None-Match": etag! });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe("");
  });

  it("names each required field", async () => {
    const res = await asStaff("/api/admin/tenants/", { form: form({ subdomain: unique("s") }) });
    expect(res.status).toBe(400);
    const fields = res.body.error.fields;
    expect(fields).toMatchObject({ school_name: ["Required"], primary_color: ["Required"], domain_url: ["Required"], school_email: ["Required"] });
    expect(fields.switchboard).toHaveLength(1);
  });

  it("refuses colours that are not hex", async () => {
    const res = await asStaff("/api/admin/tenants/", { form: form(tenantFields({ primary_color: "blue", button_color: "#12345" })) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ primary_color: ["Enter a hex colour such as #1d4ed8"], button_color: ["Enter a hex colour such as #1d4ed8"] });
  });

  it.each(["-bad-", "has space", "under_score", "a".repeat(64)])("refuses the subdomain %j", async (subdomain) => {
    const res = await asStaff("/api/admin/tenants/", { form: form(tenantFields({ subdomain })) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ subdomain: ["Use letters, digits and hyphens (a valid DNS label)"] });
  });

  it.each(["www", "api", "admin", "app", "staging", "mail", "WWW"])("refuses the reserved subdomain %s", async (subdomain) => {
    const res = await asStaff("/api/admin/tenants/", { form: form(tenantFields({ subdomain })) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ subdomain: ["This subdomain is reserved"] });
  });

  it("refuses a subdomain or domain another school has", async () => {
    const existing = await createTenant();
    const res = await asStaff("/api/admin/tenants/", {
      form: form(tenantFields({ subdomain: existing.subdomain!, domain_url: `https://${existing.domainUrl.toUpperCase()}/about` })),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      subdomain: ["A school with this subdomain already exists."],
      domain_url: ["A school with this domain already exists."],
    });
  });

  it("refuses a logo that is not an image and writes nothing", async () => {
    const before = await listKeys("tenants/");
    const fields = tenantFields({ logo: imageFile(SVG_TEXT, "logo.png", "image/png") });
    const res = await asStaff("/api/admin/tenants/", { form: form(fields) });
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", fields: { logo: [UNSUPPORTED_IMAGE_MESSAGE] } });
    expect(await db().select().from(tenants).where(eq(tenants.subdomain, fields.subdomain as string)).all()).toEqual([]);
    expect(await listKeys("tenants/")).toEqual(before);
  });
});

describe("PATCH /api/admin/tenants/{id}/", () => {
  it("moves a school to a new subdomain at once", async () => {
    const tenant = await createTenant();
    expect((await call(tenant.host, "/api/current-tenant")).status).toBe(200); // now cached under the old host
    const newSub = unique("moved");
    const res = await asStaff(`/api/admin/tenants/${tenant.id}/`, { method: "PATCH", form: form({ subdomain: newSub }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subdomain: newSub, school_name: tenant.schoolName, primary_color: tenant.primaryColor });

    const moved = await call(`${newSub}.localhost`, "/api/current-tenant");
    expect(moved.status).toBe(200);
    expect(moved.body.school_name).toBe(tenant.schoolName);
    const old = await call(tenant.host, "/api/current-tenant");
    expect(old.status).toBe(404);
    expect(old.body.error.code).toBe("TENANT_NOT_FOUND");
  });

  it("shows new colours at once and clears an optional colour with an empty value", async () => {
    const tenant = await createTenant({ buttonColor: "#111111" });
    expect((await call(tenant.host, "/api/current-tenant")).body).toMatchObject({ primary_color: "#123456", button_color: "#111111" });
    const res = await asStaff(`/api/admin/tenants/${tenant.id}/`, { method: "PATCH", form: form({ primary_color: "#ABCDEF", text_muted_color: "#777", button_color: "" }) });
    expect(res.status).toBe(200);
    const current = await call(tenant.host, "/api/current-tenant");
    expect(current.body).toMatchObject({ primary_color: "#abcdef", text_muted_color: "#777", button_color: null, school_name: tenant.schoolName });
  });

  it("replaces the logo and deletes the old object", async () => {
    const created = await asStaff("/api/admin/tenants/", { form: form(tenantFields({ logo: pngFile() })) });
    const res = await asStaff(`/api/admin/tenants/${created.body.id}/`, { method: "PATCH", form: form({ logo: imageFile(WEBP_BYTES, "l.webp", "image/webp") }) });
    expect(res.status).toBe(200);
    expect(res.body.logo).toMatch(/\.webp$/);
    expect(await env.FILES.head(keyOf(created.body.logo))).toBeNull();
    expect(await env.FILES.head(keyOf(res.body.logo))).not.toBeNull();
  });

  it("answers an unknown id with 404", async () => {
    const res = await asStaff("/api/admin/tenants/ten_doesnotexist/", { method: "PATCH", form: form({ school_name: "X" }) });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: "NOT_FOUND", message: "School not found" });
  });
});

describe("GET /api/files/{key}", () => {
  let logoUrl: string;
  let tenantA: { id: string; host: string };
  let tenantB: { host: string };
  beforeAll(async () => {
    const fields = tenantFields({ logo: pngFile() });
    const created = await asStaff("/api/admin/tenants/", { form: form(fields) });
    logoUrl = created.body.logo;
    tenantA = { id: created.body.id, host: `${fields.subdomain}.localhost` };
    tenantB = await createTenant();
  });

  it("serves a school's logo on its own host and on the platform host only", async () => {
    expect((await fetchRaw(tenantA.host, logoUrl)).status).toBe(200);
    expect((await fetchRaw(PLATFORM, logoUrl)).status).toBe(200);
    const other = await call(tenantB.host, logoUrl);
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe("NOT_FOUND");
  });

  it("keeps platform avatars off school hosts and out of shared caches", async () => {
    const created = await asStaff("/api/super-admin/create-user/", { form: form(newUserFields({ avatar: pngFile() })) });
    const onPlatform = await fetchRaw(PLATFORM, created.body.avatar);
    expect(onPlatform.status).toBe(200);
    expect(onPlatform.headers.get("Cache-Control")).toMatch(/^private/);
    expect((await call(tenantA.host, created.body.avatar)).status).toBe(404);
  });

  it("serves a platform-wide picture (a platform charity's logo) on every school's host", async () => {
    const key = `platform/logos/${"c".repeat(26)}.png`;
    await env.FILES.put(key, PNG_BYTES, { httpMetadata: { contentType: "image/png" } });
    expect((await fetchRaw(tenantA.host, `/api/files/${key}`)).status).toBe(200);
    expect((await fetchRaw(tenantB.host, `/api/files/${key}`)).status).toBe(200);
  });

  it.each([
    ["a made-up key", () => `/api/files/tenants/${tenantA.id}/logos/abcdef0123456789.png`],
    ["a path traversal", () => "/api/files/../x"],
    ["an encoded traversal", () => `/api/files/tenants/${tenantA.id}/logos/..%2F..%2F..%2Fplatform%2Favatars%2Fx.png`],
    ["an unknown kind", () => `/api/files/tenants/${tenantA.id}/secrets/abc.png`],
    ["malformed percent-encoding", () => "/api/files/platform/logos/%E0%A4%A.png"],
  ])("answers %s with 404", async (_label, path) => {
    const res = await call(tenantA.host, path());
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
  });
});

describe("POST /api/super-admin/invitations (the add-user form's \"Send an invitation\")", () => {
  it("invites an adult to a school in a role through the school's invitations, with the link on the school's site, and creates no account", async () => {
    const tenant = await createTenant();
    const email = `${unique("inv")}@example.org`;
    const res = await asStaff("/api/super-admin/invitations", { json: { tenant: tenant.id, email: email.toUpperCase(), role: "teacher", first_name: "Nia", last_name: "Newcomer" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, role: "teacher", first_name: "Nia", state: "pending", children: [], classes: [] });
    expect(await db().$count(users, eq(users.email, email))).toBe(0);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();
    expect(mail).toMatchObject({ template: "school_invitation", tenantId: tenant.id });
    const payload = JSON.parse(mail.payload);
    expect(payload).toMatchObject({ school_name: tenant.schoolName, inviter_name: `The ${tenant.schoolName} team`, role_label: "teacher" });
    expect(new URL(payload.link).host).toBe(tenant.host);
    // The school's admins see it in their list.
    const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
    const listed = await call(tenant.host, "/api/school-admin/invitations/", { token: (await signIn(tenant.host, admin.username)).access });
    expect(listed.body.results.map((i: { email: string }) => i.email)).toEqual([email]);
    // The same person again is refused with the reason (the invitation is waiting).
    const again = await asStaff("/api/super-admin/invitations", { json: { tenant: tenant.id, email, role: "teacher", first_name: "Nia", last_name: "Newcomer" } });
    expect(again.status).toBe(400);
    expect(again.body.error.fields.email[0]).toContain("Already invited");
  });

  it("checks the school, the role and a parent's children, and is for platform staff only", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const email = `${unique("inv")}@example.org`;
    const base = { tenant: tenant.id, email, role: "parent", first_name: "Rosa", last_name: "Diaz" };
    const noChild = await asStaff("/api/super-admin/invitations", { json: base });
    expect(noChild.body.error.fields).toEqual({ children: ["A parent invitation needs at least one child (their username)."] });
    const unknown = await asStaff("/api/super-admin/invitations", { json: { ...base, children: ["no.such.kid"] } });
    expect(unknown.body.error.fields).toEqual({ children: ["No student of this school has the username no.such.kid."] });
    const kid = await createUser({ tenantId: tenant.id, role: "student", email: null });
    const parent = await asStaff("/api/super-admin/invitations", { json: { ...base, children: [kid.username] } });
    expect(parent.status).toBe(201);
    expect(parent.body.children.map((c: { username: string }) => c.username)).toEqual([kid.username]);
    expect((await asStaff("/api/super-admin/invitations", { json: { ...base, tenant: "", role: "student" } })).body.error.fields).toMatchObject({
      tenant: ["Choose the school to invite to"],
      role: ["Choose Teacher, School admin or Parent"],
    });
    expect((await asStaff("/api/super-admin/invitations", { json: { ...base, tenant: "ten_doesnotexist", role: "teacher" } })).body.error.fields).toEqual({ tenant: ["Choose the school to invite to"] });

    // Staff signed in on a school's host reach that school only; school admins and anonymous callers not at all.
    const staff = await createStaff();
    const onOther = (await signIn(other.host, staff.username)).access;
    const elsewhere = await call(other.host, "/api/super-admin/invitations", { token: onOther, json: { ...base, email: `${unique("x")}@example.org`, role: "teacher" } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.fields).toEqual({ tenant: ["Choose the school to invite to"] });
    const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
    const adminToken = (await signIn(tenant.host, admin.username)).access;
    expect((await call(tenant.host, "/api/super-admin/invitations", { token: adminToken, json: { ...base, role: "teacher" } })).status).toBe(403);
    expect((await call(PLATFORM, "/api/super-admin/invitations", { json: { ...base, role: "teacher" } })).status).toBe(401);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all()).toHaveLength(1);
  });
});
