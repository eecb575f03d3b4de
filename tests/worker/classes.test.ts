import { describe, expect, it } from "vitest";
import { call, newAddress, post } from "../helpers/api";
import { addStudents, createClass, createMode, createTenant, createUser, db, signIn } from "../helpers/factories";
import { CLASS_CODE_THROTTLE } from "../../worker/identity/classes/classes.service";
import { LOGIN_THROTTLE, TILE_PASSWORD_MESSAGE } from "../../worker/identity/auth/auth.service";
import { users } from "../../worker/db/schema";
import { eq } from "drizzle-orm";

const NAMES: [string, string][] = Array.from({ length: 23 }, (_, i) => [`Kid${String(i + 1).padStart(2, "0")}`, i % 2 ? "Smith" : "Jones"]);

async function schoolWithClass(size = NAMES.length) {
  const t = await createTenant();
  const teacher = await createUser({ tenantId: t.id, role: "teacher" });
  const cls = await createClass(t.id, { teacherId: teacher.id, name: "Year 3 Red" });
  const students = await addStudents(t.id, cls.id, NAMES.slice(0, size));
  return { t, teacher, cls, students };
}

describe("GET /api/list-student-in-class/{code}/", () => {
  it("lists students 20 a page with count and next, code case-insensitive", async () => {
    const { t, cls } = await schoolWithClass();
    const res = await call(t.host, `/api/list-student-in-class/${cls.code.toLowerCase()}/`, { address: newAddress() });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(23);
    expect(res.body.results.students).toHaveLength(20);
    expect(res.body.results.students[0]).toEqual({ tile: expect.stringMatching(/^t_[A-Za-z0-9_-]{24}$/), first_name: "Kid01", last_initial: "J", avatar: null });
    expect(res.body.next).toContain("offset=20");
    expect(res.body.previous).toBeNull();

    const page2 = await call(t.host, `/api/list-student-in-class/${cls.code}/?limit=20&offset=20`, { address: newAddress() });
    expect(page2.body.results.students.map((s: { first_name: string }) => s.first_name)).toEqual(["Kid21", "Kid22", "Kid23"]);
    expect(page2.body.next).toBeNull();
    expect(page2.body.previous).toContain("offset=0");
  });

  it("searches first names only: last names and usernames cannot be probed", async () => {
    const { t, cls, students } = await schoolWithClass();
    const q = (s: string) => call(t.host, `/api/list-student-in-class/${cls.code}/?search=${encodeURIComponent(s)}`, { address: newAddress() });
    const r = await q("kid07");
    expect(r.body.count).toBe(1);
    expect((await q("Smith")).body.count).toBe(0);
    expect((await q(students[2].username)).body.count).toBe(0);
    expect((await q("nobody-like-this")).body.count).toBe(0);
  });

  it("finds a child by first name and last initial as the tile shows them ('Amara A.'), never by more of the last name", async () => {
    const t = await createTenant();
    const cls = await createClass(t.id);
    await addStudents(t.id, cls.id, [["Amara", "Adeyemi"], ["Amara", "Okafor"], ["Amaranth", "Abbott"], ["Ben", "Adams"], ["Élodie", "Ézé"]]);
    const q = async (s: string) => {
      const res = await call(t.host, `/api/list-student-in-class/${cls.code}/?search=${encodeURIComponent(s)}`, { address: newAddress() });
      return res.body.results.students.map((x: { first_name: string; last_initial: string }) => `${x.first_name} ${x.last_initial}.`);
    };
    expect(await q("Amara A")).toEqual(["Amara A.", "Amaranth A."]);
    expect(await q("amara a.")).toEqual(["Amara A.", "Amaranth A."]);
    expect(await q("Amara  O.")).toEqual(["Amara O."]);
    expect(await q("Amara")).toEqual(["Amara A.", "Amara O.", "Amaranth A."]);
    expect(await q("elodie e")).toEqual(["Élodie É."]);
    expect(await q("Élodie É.")).toEqual(["Élodie É."]);
    // Nothing past the initial: a second letter of the last name neither narrows nor finds.
    expect(await q("Amara Ad")).toEqual([]);
    expect(await q("Amara Ab")).toEqual([]);
    expect(await q("Amara Adeyemi")).toEqual([]);
    expect(await q("A Amara")).toEqual([]);
  });

  it("caps the page size at 50 and ignores garbage paging", async () => {
    const { t, cls } = await schoolWithClass();
    const big = await call(t.host, `/api/list-student-in-class/${cls.code}/?limit=500`, { address: newAddress() });
    expect(big.body.results.students).toHaveLength(23);
    expect(big.body.next).toBeNull();
    const junk = await call(t.host, `/api/list-student-in-class/${cls.code}/?limit=abc&offset=-4`, { address: newAddress() });
    expect(junk.body.results.students).toHaveLength(20);
  });

  it("leaves archived students out", async () => {
    const { t, cls, students } = await schoolWithClass(3);
    await db().update(users).set({ archived: true }).where(eq(users.id, students[0].id));
    const res = await call(t.host, `/api/list-student-in-class/${cls.code}/`, { address: newAddress() });
    expect(res.body.count).toBe(2);
  });

  it.each([
    ["an unknown code", async () => ({ host: (await createTenant()).host, code: "ZZZZ9999" })],
    ["a malformed code", async () => ({ host: (await createTenant()).host, code: "%3Cscript%3E" })],
    ["another school's code", async () => ({ host: (await createTenant()).host, code: (await schoolWithClass(1)).cls.code })],
    ["an archived class", async () => { const t = await createTenant(); const c = await createClass(t.id, { archived: true }); return { host: t.host, code: c.code }; }],
  ])("answers %s with 404 'Invalid class code.'", async (_label, make) => {
    const { host, code } = await make();
    const res = await call(host, `/api/list-student-in-class/${code}/`, { address: newAddress() });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: "NOT_FOUND", message: "Invalid class code." });
  });

  it("is not available on the platform host", async () => {
    const { cls } = await schoolWithClass(1);
    const res = await call("localhost", `/api/list-student-in-class/${cls.code}/`, { address: newAddress() });
    expect(res.status).toBe(404);
  });

  it("after an address's free wrong codes, makes the next lookup wait a short time (429 with Retry-After)", async () => {
    const { t, cls } = await schoolWithClass(1);
    const address = newAddress();
    for (let i = 0; i < CLASS_CODE_THROTTLE.free; i++) {
      expect((await call(t.host, `/api/list-student-in-class/GUESS${i}X/`, { address })).status).toBe(404);
    }
    const waiting = await call(t.host, `/api/list-student-in-class/${cls.code}/`, { address });
    expect(waiting.status).toBe(429);
    expect(waiting.body.error.code).toBe("RATE_LIMITED");
    expect(Number(waiting.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await call(t.host, `/api/list-student-in-class/${cls.code}/`, { address: newAddress() })).status).toBe(200);
  });
});

describe("GET /api/v1/teacher/school-classes/", () => {
  it("shows a teacher their own classes and a school admin every class of the school", async () => {
    const t = await createTenant();
    const teacher = await createUser({ tenantId: t.id, role: "teacher" });
    const other = await createUser({ tenantId: t.id, role: "teacher" });
    const admin = await createUser({ tenantId: t.id, role: "school_admin" });
    const mine = await createClass(t.id, { teacherId: teacher.id, name: "A mine" });
    await addStudents(t.id, mine.id, [["Ann", "Lee"], ["Bo", "Kim"]]);
    await createClass(t.id, { teacherId: other.id, name: "B theirs" });
    await createClass(t.id, { teacherId: teacher.id, name: "C archived", archived: true });
    const elsewhere = await createTenant();
    await createClass(elsewhere.id, { name: "Other school" });

    const asTeacher = await call(t.host, "/api/v1/teacher/school-classes/?limit=10", { token: (await signIn(t.host, teacher.username)).access });
    expect(asTeacher.status).toBe(200);
    expect(asTeacher.body.count).toBe(1);
    expect(asTeacher.body.results[0]).toMatchObject({ id: mine.id, name: "A mine", code: mine.code, student_count: 2, teacher: { id: teacher.id } });

    const asAdmin = await call(t.host, "/api/v1/teacher/school-classes/?limit=1", { token: (await signIn(t.host, admin.username)).access });
    expect(asAdmin.body.count).toBe(2);
    expect(asAdmin.body.results).toHaveLength(1);
    expect(asAdmin.body.next).toContain("offset=1");
  });

  it("answers 401 anonymous and 403 for students and parents", async () => {
    const t = await createTenant();
    expect((await call(t.host, "/api/v1/teacher/school-classes/")).status).toBe(401);
    for (const role of ["student", "parent"] as const) {
      const u = await createUser({ tenantId: t.id, role });
      const res = await call(t.host, "/api/v1/teacher/school-classes/", { token: (await signIn(t.host, u.username)).access });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("FORBIDDEN");
    }
  });
});

describe("GET /api/modes/", () => {
  it("lists this school's modes in order for signed-in users", async () => {
    const t = await createTenant({ switchboard: true });
    await createMode(t.id, { name: "Second", sortOrder: 2 });
    await createMode(t.id, { name: "First", sortOrder: 1 });
    await createMode(t.id, { name: "Locked", sortOrder: 3, locked: true, active: false });
    const other = await createTenant();
    await createMode(other.id, { name: "Not mine" });
    const u = await createUser({ tenantId: t.id, role: "student" });

    const res = await call(t.host, "/api/modes/", { token: (await signIn(t.host, u.username)).access });
    expect(res.status).toBe(200);
    expect(res.body.results.map((m: { name: string }) => m.name)).toEqual(["First", "Second", "Locked"]);
    expect(res.body.results[2]).toEqual({ id: expect.stringMatching(/^mod_/), name: "Locked", image: null, locked: true, active: false, status: "ACTIVE" });
  });

  it("answers 401 when not signed in", async () => {
    const t = await createTenant();
    const res = await call(t.host, "/api/modes/");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });
});

/* Security finding 6: the class list carries nothing an outsider could use to address a child. */
describe("class tiles and POST /api/auth/class-token/", () => {
  it("lists no usernames, last names or user ids, and signs the child in with the tile's opaque id", async () => {
    const { t, cls, students } = await schoolWithClass(3);
    const list = await call(t.host, `/api/list-student-in-class/${cls.code}/`, { address: newAddress() });
    const text = JSON.stringify(list.body);
    for (const s of students) {
      expect(text).not.toContain(s.username);
      expect(text).not.toContain(s.id);
    }
    expect(text).not.toMatch(/Jones|Smith/);
    const tile = list.body.results.students.find((s: { first_name: string }) => s.first_name === students[1].firstName).tile;

    const ok = await post(t.host, "/api/auth/class-token/", { class_code: cls.code.toLowerCase(), tile, password: students[1].password }, { address: newAddress() });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(students[1].id);

    const wrongPassword = await post(t.host, "/api/auth/class-token/", { class_code: cls.code, tile, password: "not-it-123" }, { address: newAddress() });
    expect(wrongPassword.status).toBe(401);
    // The child typed no username: the tile's own words, not the username form's.
    expect(wrongPassword.body.error).toMatchObject({ code: "UNAUTHORIZED", message: "That password is not right. Try again, or ask your teacher for help." });
  });

  it("throttles a tile's wrong passwords as a sign-in's (free failures, then a wait), in the tile's words", async () => {
    const { t, cls, students } = await schoolWithClass(2);
    const list = await call(t.host, `/api/list-student-in-class/${cls.code}/`, { address: newAddress() });
    const tile = list.body.results.students.find((s: { first_name: string }) => s.first_name === students[0].firstName).tile;
    for (let i = 0; i < LOGIN_THROTTLE.account.free; i++) {
      const res = await post(t.host, "/api/auth/class-token/", { class_code: cls.code, tile, password: `wrong-${i}-pass` }, { address: newAddress() });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(TILE_PASSWORD_MESSAGE);
    }
    const waiting = await post(t.host, "/api/auth/class-token/", { class_code: cls.code, tile, password: students[0].password }, { address: newAddress() });
    expect(waiting.status).toBe(429);
    expect(waiting.body.error.code).toBe("RATE_LIMITED");
    // The username form of the same account shares the counter and keeps its own message.
    const byName = await post(t.host, "/api/auth/token/", { username: students[1].username, password: "not-it-123" }, { address: newAddress() });
    expect(byName.body.error).toMatchObject({ code: "UNAUTHORIZED", message: "Invalid username or password" });
  });

  it("refuses a tile of another class or school, and a made-up one, alike", async () => {
    const a = await schoolWithClass(1);
    const b = await schoolWithClass(1);
    const otherClass = await createClass(a.t.id);
    const tileOf = async (host: string, code: string) => (await call(host, `/api/list-student-in-class/${code}/`, { address: newAddress() })).body.results.students[0].tile;
    const tileA = await tileOf(a.t.host, a.cls.code);
    const attempts = [
      { host: a.t.host, class_code: otherClass.code, tile: tileA },
      { host: b.t.host, class_code: b.cls.code, tile: tileA },
      { host: a.t.host, class_code: a.cls.code, tile: "t_AAAAAAAAAAAAAAAAAAAAAAAA" },
    ];
    for (const { host, ...body } of attempts) {
      const res = await post(host, "/api/auth/class-token/", { ...body, password: a.students[0].password }, { address: newAddress() });
      expect(res.status).toBe(401);
    }
    const platform = await post("localhost", "/api/auth/class-token/", { class_code: a.cls.code, tile: tileA, password: a.students[0].password }, { address: newAddress() });
    expect(platform.status).toBe(401);
    const bad = await post(a.t.host, "/api/auth/class-token/", { class_code: a.cls.code, tile: "x", password: "p" }, { address: newAddress() });
    expect(bad.status).toBe(400);
  });
});
