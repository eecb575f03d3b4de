import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { addStudents, createClass, createStaff, createTenant, createUser, signIn } from "../helpers/factories";
import { GIF_BYTES, imageFile, pngFile } from "../helpers/images";

/** Role × host matrix for every live-session endpoint, against a school's session and a platform webinar. */
const PLATFORM = "localhost";
const HOUR = 3_600_000;

const body = (over: Record<string, unknown> = {}) => ({
  title: "Matrix session",
  host_name: "Host",
  starts_at: new Date(Date.now() + 48 * HOUR).toISOString(),
  time_zone: "Asia/Kolkata",
  duration_minutes: 30,
  capacity: 50,
  audience: "school",
  meeting_url: "https://meet.example.com/secret-room",
  ...over,
});

type Caller = { host: string; token?: string };
const callers: Record<string, Caller> = {};
let schoolSlug: string;
let webinarSlug: string;
let classOfOwner: string;
let classOfOther: string;

beforeAll(async () => {
  const a = await createTenant();
  const b = await createTenant();
  const owner = await createUser({ tenantId: a.id, role: "teacher" });
  const otherTeacher = await createUser({ tenantId: a.id, role: "teacher" });
  const adminA = await createUser({ tenantId: a.id, role: "school_admin" });
  const parentA = await createUser({ tenantId: a.id, role: "parent" });
  const adminB = await createUser({ tenantId: b.id, role: "school_admin" });
  const clsOwn = await createClass(a.id, { teacherId: owner.id });
  const clsOther = await createClass(a.id, { teacherId: otherTeacher.id });
  classOfOwner = clsOwn.id;
  classOfOther = clsOther.id;
  const [student] = await addStudents(a.id, clsOwn.id, [["Kid", "One"]]);
  const staff = await createStaff();
  const tok = async (host: string, username: string) => (await signIn(host, username)).access;
  Object.assign(callers, {
    anonymous: { host: a.host },
    student: { host: a.host, token: await tok(a.host, student.username) },
    parent: { host: a.host, token: await tok(a.host, parentA.username) },
    otherTeacher: { host: a.host, token: await tok(a.host, otherTeacher.username) },
    owner: { host: a.host, token: await tok(a.host, owner.username) },
    adminA: { host: a.host, token: await tok(a.host, adminA.username) },
    adminB: { host: b.host, token: await tok(b.host, adminB.username) },
    staffOnA: { host: a.host, token: await tok(a.host, staff.username) },
    staffOnPlatform: { host: PLATFORM, token: await tok(PLATFORM, staff.username) },
  });
  const created = await call(a.host, "/api/live-sessions/", { json: body(), token: callers.owner.token });
  expect(created.status).toBe(201);
  schoolSlug = created.body.slug;
  const webinar = await call(PLATFORM, "/api/live-sessions/", { json: body({ audience: "signed_in" }), token: callers.staffOnPlatform.token });
  expect(webinar.status).toBe(201);
  webinarSlug = webinar.body.slug;
});

const req = (who: string, path: string, init: { method?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {}) =>
  call(callers[who].host, `/api/live-sessions${path}`, { ...init, token: callers[who].token, redirect: "manual" });

describe("a school's session: who may do what", () => {
  // [caller, read, manage (PATCH, cancel-less checks, registrants, CSV, poster)]
  const matrix: [string, number, number][] = [
    ["anonymous", 404, 401],
    ["student", 200, 403],
    ["parent", 200, 403],
    ["otherTeacher", 200, 403],
    ["owner", 200, 200],
    ["adminA", 200, 200],
    ["adminB", 404, 404],
    ["staffOnA", 200, 200],
    ["staffOnPlatform", 200, 200],
  ];

  it.each(matrix)("%s: read %i, manage %i", async (who, read, manage) => {
    const seen = await req(who, `/${schoolSlug}`);
    expect(seen.status).toBe(read);
    if (read === 200) expect(JSON.stringify(seen.body).includes("secret-room")).toBe(manage === 200);
    expect((await req(who, `/${schoolSlug}`, { method: "PATCH", json: { host_name: `Host by ${who}` } })).status).toBe(manage);
    expect((await req(who, `/${schoolSlug}/registrants`)).status).toBe(manage);
    expect((await req(who, `/${schoolSlug}/registrants.csv`)).status).toBe(manage);
    const poster = new FormData();
    poster.append("poster", pngFile());
    expect((await req(who, `/${schoolSlug}/poster`, { method: "PUT", form: poster })).status).toBe(manage);
    // The calendar file: anyone who may see the session (without the meeting link unless registered).
    const ics = await req(who, `/${schoolSlug}/calendar.ics`);
    expect(ics.status).toBe(read);
    if (read === 200) expect(ics.body).not.toContain("secret-room");
    // Joining: only registrants, and not yet (two days ahead).
    expect((await req(who, `/${schoolSlug}/join`)).status).toBe(who === "anonymous" ? 401 : read === 200 ? 403 : 404);
  });

  it("lets only the school's adults and staff schedule, each within their school and own classes", async () => {
    expect((await req("anonymous", "/", { method: "POST", json: body() })).status).toBe(401);
    expect((await req("student", "/", { method: "POST", json: body() })).status).toBe(403);
    expect((await req("parent", "/", { method: "POST", json: body() })).status).toBe(403);
    expect((await req("owner", "/", { method: "POST", json: body({ audience: "class", class_id: classOfOwner }) })).status).toBe(201);
    expect((await req("owner", "/", { method: "POST", json: body({ audience: "class", class_id: classOfOther }) })).status).toBe(400);
    expect((await req("adminA", "/", { method: "POST", json: body({ audience: "class", class_id: classOfOther }) })).status).toBe(201);
    const b = await req("adminB", "/", { method: "POST", json: body({ audience: "class", class_id: classOfOwner }) });
    expect(b.status).toBe(400);
    expect((await req("adminA", "/", { method: "POST", json: body({ audience: "public" }) })).status).toBe(400);
    expect((await req("staffOnPlatform", "/", { method: "POST", json: body({ audience: "school" }) })).status).toBe(400);
    // Another school's admin cannot cancel; the owner can, and a cancelled session takes no registrations.
    const own = await req("owner", "/", { method: "POST", json: body() });
    expect((await req("adminB", `/${own.body.slug}/cancel`, { method: "POST", json: {} })).status).toBe(404);
    expect((await req("otherTeacher", `/${own.body.slug}/cancel`, { method: "POST", json: {} })).status).toBe(403);
    expect((await req("owner", `/${own.body.slug}/cancel`, { method: "POST", json: {} })).body.status).toBe("cancelled");
    expect((await req("student", `/${own.body.slug}/registration`, { method: "POST", json: {} })).status).toBe(409);
  });

  it("offers each scheduler only the classes they may schedule for, and lists only the sessions they manage", async () => {
    const ids = async (who: string) => (await req(who, "/schedulable-classes")).body.results.map((c: { id: string }) => c.id);
    expect((await req("anonymous", "/schedulable-classes")).status).toBe(401);
    expect((await req("student", "/schedulable-classes")).status).toBe(403);
    expect(await ids("owner")).toEqual([classOfOwner]);
    expect((await ids("adminA")).sort()).toEqual([classOfOwner, classOfOther].sort());
    expect(await ids("adminB")).not.toContain(classOfOwner);
    const managed = async (who: string) => (await req(who, "/?when=all&manage=true&limit=100")).body.results.map((r: { slug: string }) => r.slug);
    expect(await managed("owner")).toContain(schoolSlug);
    expect(await managed("adminA")).toContain(schoolSlug);
    expect(await managed("otherTeacher")).not.toContain(schoolSlug);
    expect(await managed("student")).toEqual([]);
    expect(await managed("adminB")).not.toContain(schoolSlug);
    expect(await managed("staffOnPlatform")).toEqual(expect.arrayContaining([schoolSlug, webinarSlug]));
  });

  it("lets staff on the platform host move a school's session to one of that school's classes, and no other", async () => {
    const moved = await req("staffOnPlatform", `/${schoolSlug}`, { method: "PATCH", json: { audience: "class", class_id: classOfOther } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ audience: "class", class_id: classOfOther });
    const back = await req("owner", `/${schoolSlug}`, { method: "PATCH", json: { class_id: classOfOwner } });
    expect(back.status).toBe(200);
    expect(back.body.class_id).toBe(classOfOwner);
    const foreign = await createClass((await createTenant()).id);
    expect((await req("staffOnPlatform", `/${schoolSlug}`, { method: "PATCH", json: { class_id: foreign.id } })).status).toBe(400);
    expect((await req("adminA", `/${schoolSlug}`, { method: "PATCH", json: { audience: "school" } })).body.class_id).toBeNull();
  });

  it("refuses a poster that is not an image by its bytes", async () => {
    const poster = new FormData();
    poster.append("poster", imageFile(GIF_BYTES, "x.png", "image/png"));
    expect((await req("adminA", `/${schoolSlug}/poster`, { method: "PUT", form: poster })).status).toBe(415);
  });

  it("shows a child on a registrant list in full only to their school's adults", async () => {
    await req("student", `/${webinarSlug}/registration`, { method: "POST", json: {} });
    const forStaff = await req("staffOnPlatform", `/${webinarSlug}/registrants`);
    expect(forStaff.status).toBe(200);
    // Platform staff may know the child (lib/people.ts#knowsPerson); a school's own list shows the name too.
    expect(forStaff.body.results.map((r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`)).toContain("Kid One");
    await req("student", `/${schoolSlug}/registration`, { method: "POST", json: {} });
    const forAdmin = await req("adminA", `/${schoolSlug}/registrants`);
    expect(forAdmin.body.results[0]).toMatchObject({ first_name: "Kid", last_name: "One" });
  });
});

describe("a platform webinar for signed-in members", () => {
  const matrix: [string, number, number][] = [
    ["anonymous", 404, 401],
    ["student", 200, 403],
    ["adminA", 200, 403],
    ["adminB", 200, 403],
    ["staffOnA", 200, 403],
    ["staffOnPlatform", 200, 200],
  ];
  it.each(matrix)("%s: read %i, manage %i", async (who, read, manage) => {
    expect((await req(who, `/${webinarSlug}`)).status).toBe(read);
    expect((await req(who, `/${webinarSlug}`, { method: "PATCH", json: { capacity: 60 } })).status).toBe(manage);
    expect((await req(who, `/${webinarSlug}/registrants`)).status).toBe(manage);
    const list = await req(who, "/?when=upcoming&limit=100");
    expect(list.body.results.some((r: { slug: string }) => r.slug === webinarSlug)).toBe(read === 200);
  });

  it("a school's sessions never show on another school's host or the platform's list for non-staff", async () => {
    const onB = await req("adminB", "/?when=all&limit=100");
    expect(onB.body.results.some((r: { slug: string }) => r.slug === schoolSlug)).toBe(false);
    const student = await req("student", "/?when=all&limit=100");
    expect(student.body.results.some((r: { slug: string }) => r.slug === schoolSlug)).toBe(true);
  });
});
