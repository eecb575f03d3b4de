import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_ARCHIVE_IDS, NAME_MISMATCH_MESSAGE } from "../../worker/contracts/roster";
import { DEMO_PASSWORDS } from "../../worker/db/seed/demo-data";
import { buildDemoGivingSeed } from "../../worker/db/seed/demo-giving";
import { buildDemoLearningSeed, demoEntryPictureKey } from "../../worker/db/seed/demo-learning";
import { buildDemoLibrarySeed } from "../../worker/db/seed/demo-library";
import { call, newAddress, post, type CallOptions } from "../helpers/api";
import { addManyStudents, addStudents, createClass, createTenant, createUser, seedDemo, signIn } from "../helpers/factories";

async function school() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const { access } = await signIn(tenant.host, admin.username);
  const cls = await createClass(tenant.id, { name: "Year 4 Blue", code: `A${crypto.randomUUID().slice(0, 7).toUpperCase()}` });
  const other = await createClass(tenant.id, { name: "Choir" });
  const [amara, ben] = await addStudents(tenant.id, cls.id, [["Amara", "Okafor"], ["Ben", "Ng"]]);
  await env.DB.prepare("INSERT INTO class_students (tenant_id, class_id, student_id, created_at) VALUES (?, ?, ?, ?)").bind(tenant.id, other.id, amara.id, Date.now()).run();
  const as = (path: string, opts: CallOptions = {}) => call(tenant.host, `/api/school-admin/archived-students${path}`, { token: access, ...opts });
  return { tenant, admin, access, cls, other, amara, ben, as };
}

const roster = async (s: Awaited<ReturnType<typeof school>>, classId: string) =>
  (await call(s.tenant.host, `/api/school-admin/classes/${classId}/students`, { token: s.access })).body.results.map((r: { first_name: string }) => r.first_name);

describe("archiving students", () => {
  it("ends their sessions at once, refuses every way of signing in, and takes them off class lists", async () => {
    const s = await school();
    const session = await signIn(s.tenant.host, s.amara.username);
    expect((await call(s.tenant.host, "/api/user/profile", { token: session.access })).status).toBe(200);

    const res = await s.as("/archive", { json: { student_ids: [s.amara.id] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ archived: 1 });

    expect((await call(s.tenant.host, "/api/user/profile", { token: session.access })).status).toBe(401);
    expect((await post(s.tenant.host, "/api/auth/token/refresh/", { refresh: session.refresh })).status).toBe(401);
    expect((await post(s.tenant.host, "/api/auth/token/", { username: s.amara.username, password: s.amara.password }, { address: newAddress() })).status).toBe(401);
    const tiles = await call(s.tenant.host, `/api/list-student-in-class/${s.cls.code}/`, { address: newAddress() });
    expect(tiles.body.results.students.map((t: { first_name: string }) => t.first_name)).toEqual(["Ben"]);
    expect(await roster(s, s.cls.id)).toEqual(["Ben"]);
    expect(await roster(s, s.other.id)).toEqual([]);

    const list = await s.as("/?search=okaf");
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toMatchObject({ id: s.amara.id, first_name: "Amara", classes: [{ name: "Choir" }, { name: "Year 4 Blue" }], archived_at: expect.any(String) });
    expect((await s.as("/?search=ben")).body.count).toBe(0);
  });

  it("archives in bulk and restores them into their classes, able to sign in again", async () => {
    const s = await school();
    expect((await s.as("/archive", { json: { student_ids: [s.amara.id, s.ben.id] } })).body).toEqual({ archived: 2 });
    expect((await s.as("/")).body.count).toBe(2);
    expect((await s.as("/restore", { json: { student_ids: [s.amara.id, s.ben.id] } })).body).toEqual({ restored: 2 });
    expect((await s.as("/")).body.count).toBe(0);
    expect(await roster(s, s.cls.id)).toEqual(["Amara", "Ben"]);
    expect(await roster(s, s.other.id)).toEqual(["Amara"]);
    expect((await post(s.tenant.host, "/api/auth/token/", { username: s.amara.username, password: s.amara.password }, { address: newAddress() })).status).toBe(200);
  });

  it(`archives and restores ${MAX_ARCHIVE_IDS} students at once (the most a request takes, past D1's 100 bound parameters with the school's)`, async () => {
    const s = await school();
    const pupils = await addManyStudents(s.tenant.id, s.cls.id, MAX_ARCHIVE_IDS - 2);
    const ids = [s.amara.id, s.ben.id, ...pupils.map((p) => p.id)];
    expect((await s.as("/archive", { json: { student_ids: ids } })).body).toEqual({ archived: MAX_ARCHIVE_IDS });
    expect(await roster(s, s.cls.id)).toEqual([]);
    const listed = await s.as(`/?limit=100`);
    expect(listed.body.count).toBe(MAX_ARCHIVE_IDS);
    expect(listed.body.results.find((r: { id: string }) => r.id === s.amara.id).classes.map((c: { name: string }) => c.name)).toEqual(["Choir", "Year 4 Blue"]);
    expect((await s.as("/restore", { json: { student_ids: ids } })).body).toEqual({ restored: MAX_ARCHIVE_IDS });
    const back = await call(s.tenant.host, `/api/school-admin/classes/${s.cls.id}/students?limit=100`, { token: s.access });
    expect(back.body.count).toBe(MAX_ARCHIVE_IDS);
    expect(await roster(s, s.other.id)).toEqual(["Amara"]);
  });

  it("archiving or restoring from the user form moves the class memberships the same way", async () => {
    const s = await school();
    const patch = (archived: string) => {
      const form = new FormData();
      form.append("archived", archived);
      return call(s.tenant.host, `/api/school-admin/users/${s.amara.id}/`, { token: s.access, method: "PATCH", form });
    };
    expect((await patch("true")).status).toBe(200);
    expect(await roster(s, s.cls.id)).toEqual(["Ben"]);
    expect((await s.as("/")).body.results[0].classes).toHaveLength(2);
    expect((await patch("false")).status).toBe(200);
    expect(await roster(s, s.cls.id)).toEqual(["Amara", "Ben"]);
    expect(await roster(s, s.other.id)).toEqual(["Amara"]);
  });

  it("refuses other schools' students, non-students, other roles and other schools' admins; changes nothing", async () => {
    const s = await school();
    const other = await school();
    const teacher = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    expect((await s.as("/archive", { json: { student_ids: [s.amara.id, other.amara.id] } })).status).toBe(400);
    expect((await s.as("/archive", { json: { student_ids: [teacher.id] } })).status).toBe(400);
    expect((await s.as("/archive", { json: { student_ids: [] } })).status).toBe(400);
    const teacherToken = (await signIn(s.tenant.host, teacher.username)).access;
    for (const token of [teacherToken, undefined]) {
      const res = await call(s.tenant.host, "/api/school-admin/archived-students/archive", { token, json: { student_ids: [s.amara.id] } });
      expect(res.status).toBe(token ? 403 : 401);
      expect((await call(s.tenant.host, `/api/school-admin/archived-students/${s.amara.id}/erase`, { token, json: { confirm_name: "Amara Okafor" } })).status).toBe(token ? 403 : 401);
    }
    expect((await call(s.tenant.host, "/api/school-admin/archived-students/", { token: other.access })).status).toBe(401);
    expect(await roster(s, s.cls.id)).toEqual(["Amara", "Ben"]);
  });
});

describe("permanent deletion of an archived student", () => {
  it("needs the student archived and their name typed", async () => {
    const s = await school();
    expect((await s.as(`/${s.amara.id}/erase`, { json: { confirm_name: "Amara Okafor" } })).status).toBe(404);
    await s.as("/archive", { json: { student_ids: [s.amara.id] } });
    const wrong = await s.as(`/${s.amara.id}/erase`, { json: { confirm_name: "Amara" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ confirm_name: [NAME_MISMATCH_MESSAGE] });
    const other = await school();
    expect((await other.as(`/${s.amara.id}/erase`, { json: { confirm_name: "Amara Okafor" } })).status).toBe(404);
    expect((await s.as("/")).body.count).toBe(1);
  });

  it("erases a child who wrote more books and stories than one IN list may name (120 and 110), with the reactions on them", async () => {
    const s = await school();
    const other = await createUser({ tenantId: s.tenant.id, role: "student" });
    const now = Date.now();
    const statements = [];
    for (let i = 0; i < 120; i++) {
      statements.push(
        env.DB.prepare("INSERT INTO books (id, tenant_id, title, slug, author_name, language, uploader_id, status, visibility, created_at, updated_at) VALUES (?, ?, ?, ?, 'Amara', 'en', ?, 'published', 'school', ?, ?)").bind(`bk_many${i}`, s.tenant.id, `Book ${i}`, `book-many-${i}-${s.tenant.id}`, s.amara.id, now, now),
        env.DB.prepare("INSERT INTO reactions (id, tenant_id, item_type, item_id, user_id, reaction, created_at) VALUES (?, ?, 'book', ?, ?, 'like', ?)").bind(`rx_bk${i}`, s.tenant.id, `bk_many${i}`, other.id, now),
      );
      if (i < 110)
        statements.push(
          env.DB.prepare("INSERT INTO stories (id, tenant_id, title, slug, body_html, body_text, author_id, status, visibility, created_at, updated_at) VALUES (?, ?, ?, ?, '<p>x</p>', 'x', ?, 'published', 'school', ?, ?)").bind(`st_many${i}`, s.tenant.id, `Story ${i}`, `story-many-${i}-${s.tenant.id}`, s.amara.id, now, now),
          env.DB.prepare("INSERT INTO reactions (id, tenant_id, item_type, item_id, user_id, reaction, created_at) VALUES (?, ?, 'story', ?, ?, 'like', ?)").bind(`rx_st${i}`, s.tenant.id, `st_many${i}`, other.id, now),
        );
    }
    await env.DB.batch(statements);
    await s.as("/archive", { json: { student_ids: [s.amara.id] } });
    expect((await s.as(`/${s.amara.id}/erase`, { json: { confirm_name: "Amara Okafor" } })).status).toBe(204);
    const left = async (sql: string) => ((await env.DB.prepare(sql).bind(s.tenant.id).first()) as { n: number }).n;
    expect(await left("SELECT count(*) AS n FROM books WHERE tenant_id = ?")).toBe(0);
    expect(await left("SELECT count(*) AS n FROM stories WHERE tenant_id = ?")).toBe(0);
    expect(await left("SELECT count(*) AS n FROM reactions WHERE tenant_id = ?")).toBe(0);
    expect(await left("SELECT count(*) AS n FROM users WHERE tenant_id = ? AND role = 'student'")).toBe(2); // Ben and the reader
  });

  it("leaves nothing of the child in any D1 table or in R2, and keeps everyone else's data", async () => {
    await seedDemo();
    for (const build of [buildDemoLibrarySeed, buildDemoGivingSeed, buildDemoLearningSeed]) await env.DB.batch(build().map((q) => env.DB.prepare(q)));
    const host = "greenfield.localhost";
    const id = "usr_demo_greenfield_student01";
    const student = (await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(id).first()) as { tenant_id: string; username: string; first_name: string; last_name: string };
    const t = student.tenant_id;
    const now = Date.now();
    // Uploads of their own in R2 beside the seeded ones: an avatar, a book (cover, file, a page), a story cover, a screenshot.
    const keys = [`tenants/${t}/avatars/erase-me.png`, `tenants/${t}/books/bk_erase/cover.png`, `tenants/${t}/books/bk_erase/file.pdf`, `tenants/${t}/books/bk_erase/pages/1.png`, `tenants/${t}/covers/st_erase.png`, `tenants/${t}/problem-reports/erase.png`, demoEntryPictureKey("01")];
    for (const key of keys) await env.FILES.put(key, "bytes");
    const keep = `tenants/${t}/avatars/someone-else.png`;
    await env.FILES.put(keep, "bytes");
    await env.DB.batch([
      env.DB.prepare("UPDATE users SET avatar_key = ? WHERE id = ?").bind(keys[0], id),
      env.DB.prepare("INSERT INTO books (id, tenant_id, title, slug, author_name, language, cover_key, file_key, uploader_id, status, visibility, created_at, updated_at) VALUES ('bk_erase', ?, 'My Bees', 'my-bees', ?, 'en', ?, ?, ?, 'published', 'school', ?, ?)").bind(t, student.first_name, keys[1], keys[2], id, now, now),
      env.DB.prepare("INSERT INTO stories (id, tenant_id, title, slug, body_html, body_text, cover_key, author_id, status, visibility, created_at, updated_at) VALUES ('st_erase', ?, 'Our Pond', 'our-pond', '<p>x</p>', 'x', ?, ?, 'published', 'school', ?, ?)").bind(t, keys[4], id, now, now),
      env.DB.prepare("INSERT INTO reactions (id, tenant_id, item_type, item_id, user_id, reaction, created_at) VALUES ('rx_erase', ?, 'story', 'st_erase', 'usr_demo_greenfield_student02', 'like', ?)").bind(t, now),
      env.DB.prepare("INSERT INTO problem_reports (id, tenant_id, reference, user_id, category, description, screenshot_key, created_at, updated_at) VALUES ('pr_erase', ?, 'PR-ERASE1', ?, 'other', 'It broke', ?, ?, ?)").bind(t, id, keys[5], now, now),
      env.DB.prepare("INSERT INTO carts (user_id, items, updated_at) VALUES (?, '[]', ?)").bind(id, now),
      env.DB.prepare("INSERT INTO live_sessions (id, tenant_id, slug, title, host_name, starts_at, time_zone, duration_minutes, capacity, audience, meeting_url, created_by, created_at, updated_at) VALUES ('lvs_erase', ?, 'erase-live', 'Live', 'Host', ?, 'UTC', 30, 10, 'school', 'https://meet.example.com/x', ?, ?, ?)").bind(t, now + 86_400_000, id, now, now),
      env.DB.prepare("INSERT INTO live_session_registrations (id, session_id, user_id, status, access_key, joined_at, created_at) VALUES ('lvr_erase', 'lvs_erase', ?, 'registered', 'erasekey0000000001', ?, ?)").bind(id, now, now),
      env.DB.prepare("INSERT INTO live_session_reminders (session_id, registration_id, kind, outbox_id, sent_at) VALUES ('lvs_erase', 'lvr_erase', '24h', 'eml_erase', ?)").bind(now),
      env.DB.prepare("INSERT INTO orders (id, number, tenant_id, user_id, idempotency_key, request_hash, currency, subtotal, total, contact_name, contact_email, created_at, updated_at) VALUES ('ord_erase', 'GF-ERASE', ?, ?, ?, 'h', 'USD', 100, 100, 'Amara', 'kid@example.org', ?, ?)").bind(t, id, `${id}:key1`, now, now),
    ]);
    const before = ((await env.DB.prepare("SELECT count(*) AS n FROM users").first()) as { n: number }).n;

    const admin = await signIn(host, "greenfield.admin", DEMO_PASSWORDS.admin);
    const as = (path: string, opts: CallOptions = {}) => call(host, `/api/school-admin/archived-students${path}`, { token: admin.access, ...opts });
    expect((await as("/archive", { json: { student_ids: [id] } })).status).toBe(200);
    const erased = await as(`/${id}/erase`, { json: { confirm_name: ` ${student.first_name.toLowerCase()}  ${student.last_name} ` } });
    expect(erased.status).toBe(204);

    // Every column of every table: no value holds the child's id or username.
    const tables = (await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'").all<{ name: string }>()).results;
    const found: string[] = [];
    for (const { name } of tables) {
      const columns = (await env.DB.prepare(`SELECT name FROM pragma_table_info('${name}')`).all<{ name: string }>()).results.map((c) => c.name);
      if (!columns.length) continue;
      const where = columns.map((c) => `CAST("${c}" AS TEXT) LIKE ?1 OR CAST("${c}" AS TEXT) LIKE ?2`).join(" OR ");
      const hit = (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}" WHERE ${where}`).bind(`%${id}%`, `%${student.username}%`).first()) as { n: number };
      if (hit.n) found.push(`${name}: ${hit.n}`);
    }
    expect(found).toEqual([]);
    expect(tables.length).toBeGreaterThan(40);

    for (const key of keys) expect(await env.FILES.head(key), key).toBeNull();
    expect(await env.FILES.head(keep)).not.toBeNull();
    expect(((await env.DB.prepare("SELECT count(*) AS n FROM users").first()) as { n: number }).n).toBe(before - 1);
    // The order stays for the accounts, without the buyer; others' reactions on the child's story went with it.
    expect(await env.DB.prepare("SELECT user_id, contact_email FROM orders WHERE id = 'ord_erase'").first()).toEqual({ user_id: null, contact_email: "" });
    expect(await env.DB.prepare("SELECT id FROM reactions WHERE id = 'rx_erase'").first()).toBeNull();
    expect((await call(host, "/api/list-student-in-class/GREEN4/?limit=100", { address: newAddress() })).body.count).toBe(24);
  });
});
