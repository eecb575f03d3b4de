import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LETTER_BODY_MAX, LETTER_BODY_REQUIRED, LETTER_BODY_TOO_LONG, LETTER_CLASS_MESSAGE, LETTER_TITLE_TOO_LONG, type DearWorldBookOut, type LetterOut } from "../../worker/contracts/dear-world";
import { dearWorldLetters } from "../../worker/db/schema";
import { call, post, type CallOptions } from "../helpers/api";
import { addStudents, createClass, createStaff, createTenant, createUser, db, signIn } from "../helpers/factories";

const COMMUNITY_PASSWORD = "community-letters-2026";

type Who =
  | "anonymous"
  | "community"
  | "ada"
  | "ben"
  | "teacher"
  | "other teacher"
  | "school admin"
  | "parent"
  | "staff"
  | "other school admin"
  | "other student";
const callers = {} as Record<Who, { host: string; token?: string; headers?: Record<string, string>; id?: string }>;
let blueId: string;
let redId: string;
let schoolName: string;

beforeAll(async () => {
  const a = await createTenant({ communityPassword: COMMUNITY_PASSWORD });
  const b = await createTenant();
  schoolName = a.schoolName;
  const teacher = await createUser({ tenantId: a.id, role: "teacher", firstName: "Tess" });
  const otherTeacher = await createUser({ tenantId: a.id, role: "teacher" });
  const admin = await createUser({ tenantId: a.id, role: "school_admin" });
  const parent = await createUser({ tenantId: a.id, role: "parent" });
  const blue = await createClass(a.id, { teacherId: teacher.id, name: "Year 4 Blue" });
  const red = await createClass(a.id, { teacherId: otherTeacher.id, name: "Year 3 Red" });
  blueId = blue.id;
  redId = red.id;
  const [ada] = await addStudents(a.id, blue.id, [["Ada", "Lovelace"]]);
  const [ben] = await addStudents(a.id, red.id, [["Ben", "Franklin"]]);
  const staff = await createStaff();
  const otherAdmin = await createUser({ tenantId: b.id, role: "school_admin" });
  const bClass = await createClass(b.id);
  const [otherStudent] = await addStudents(b.id, bClass.id, [["Cy", "Other"]]);
  const login = await post(a.host, "/api/generic-password-login", { password: COMMUNITY_PASSWORD });
  const cookie = login.headers.get("Set-Cookie")!.split(";")[0];
  const as = async (host: string, user: { id: string; username: string }) => ({ host, token: (await signIn(host, user.username)).access, id: user.id });
  Object.assign(callers, {
    anonymous: { host: a.host },
    community: { host: a.host, headers: { Cookie: cookie } },
    ada: await as(a.host, ada),
    ben: await as(a.host, ben),
    teacher: await as(a.host, teacher),
    "other teacher": await as(a.host, otherTeacher),
    "school admin": await as(a.host, admin),
    parent: await as(a.host, parent),
    staff: await as(a.host, staff),
    "other school admin": await as(b.host, otherAdmin),
    "other student": await as(b.host, otherStudent),
  });
});

const as = (who: Who, path: string, opts: CallOptions = {}) =>
  call(callers[who].host, `/api/dear-world${path}`, { token: callers[who].token, headers: callers[who].headers, ...opts });
const write = (who: Who, json: Record<string, unknown>) => as(who, "/letters/", { method: "POST", json });
async function letter(who: Who, body = `A letter from ${who} ${crypto.randomUUID().slice(0, 6)}`): Promise<LetterOut> {
  const res = await write(who, { body });
  expect(res.status).toBe(201);
  return res.body as LetterOut;
}
const curate = (who: Who, id: string, action: "include" | "exclude") => as(who, `/letters/${id}/${action}/`, { method: "POST" });
const move = (who: Who, id: string, direction: string) => as(who, `/letters/${id}/move/`, { method: "POST", json: { direction } });
const bookOf = async (who: Who) => (await as(who, "/book/")).body as DearWorldBookOut;
const idsInChapter = (book: DearWorldBookOut, classId: string) => book.chapters.find((c) => c.class?.id === classId)?.letters.map((l) => l.id) ?? [];

describe("writing a letter", () => {
  it("a student's letter is pending in their class, with their first name only, and listed as theirs", async () => {
    const res = await write("ada", { title: "  Hello world ", body: "  Please look after the bees.\nLove, Ada  " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Hello world",
      body: "Please look after the bees.\nLove, Ada",
      status: "pending",
      position: null,
      author: { first_name: "Ada" },
      class: { id: blueId, name: "Year 4 Blue" },
      reviewed_at: null,
    });
    expect(JSON.stringify(res.body)).not.toContain("Lovelace");
    const row = await db().select().from(dearWorldLetters).where(eq(dearWorldLetters.id, res.body.id)).get();
    expect(row).toMatchObject({ status: "pending", classId: blueId, authorId: callers.ada.id });
    const mine = await as("ada", "/letters/mine/");
    expect(mine.body.results.map((l: LetterOut) => l.id)).toContain(res.body.id);
    expect((await as("ben", "/letters/mine/")).body.results.map((l: LetterOut) => l.id)).not.toContain(res.body.id);
    expect(idsInChapter(await bookOf("ada"), blueId)).not.toContain(res.body.id);
  });

  it("a teacher's letter goes to the class they teach; a class they do not teach is refused", async () => {
    const own = await write("teacher", { body: "From the teacher", class_id: blueId });
    expect(own.status).toBe(201);
    expect(own.body.class).toEqual({ id: blueId, name: "Year 4 Blue" });
    const byDefault = await write("teacher", { body: "No class named" });
    expect(byDefault.body.class?.id).toBe(blueId);
    const other = await write("teacher", { body: "Not my class", class_id: redId });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { class_id: [LETTER_CLASS_MESSAGE] } });
  });

  it.each([
    [{ body: "" }, "body", LETTER_BODY_REQUIRED],
    [{ body: "   \n  " }, "body", LETTER_BODY_REQUIRED],
    [{}, "body", LETTER_BODY_REQUIRED],
    [{ body: "x".repeat(LETTER_BODY_MAX + 1) }, "body", LETTER_BODY_TOO_LONG],
    [{ body: "ok", title: "t".repeat(121) }, "title", LETTER_TITLE_TOO_LONG],
  ])("validates %j → %s", async (json, field, message) => {
    const before = (await as("ada", "/letters/mine/")).body.results.length;
    const res = await write("ada", json);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields[field]).toEqual([message]);
    expect((await as("ada", "/letters/mine/")).body.results).toHaveLength(before);
  });

  it("accepts exactly the maximum length, and a blank title counts as none", async () => {
    const res = await write("ada", { body: "y".repeat(LETTER_BODY_MAX), title: "  " });
    expect(res.status).toBe(201);
    expect(res.body.title).toBeNull();
    expect(res.body.body).toHaveLength(LETTER_BODY_MAX);
  });

  it.each([
    ["anonymous", 401],
    ["community", 401],
    ["school admin", 403],
    ["parent", 403],
    ["staff", 403],
  ] as [Who, number][])("%s may not write (→ %i)", async (who, status) => {
    const res = await write(who, { body: "Hello" });
    expect(res.status).toBe(status);
  });

  it("is a school's feature: the platform host answers 404", async () => {
    const platformToken = (await signIn("localhost", (await createStaff()).username)).access;
    const res = await call("localhost", "/api/dear-world/book/", { token: platformToken });
    expect(res.status).toBe(404);
    expect((await call("localhost", "/api/dear-world/curation/", { token: platformToken })).status).toBe(404);
  });
});

describe("curating the class book", () => {
  it("a teacher sees the letters of their own classes only; students and parents may not curate", async () => {
    const adas = await letter("ada");
    const bens = await letter("ben");
    const mine = (await as("teacher", "/curation/?status=pending")).body.results.map((l: LetterOut) => l.id);
    expect(mine).toContain(adas.id);
    expect(mine).not.toContain(bens.id);
    const theirs = (await as("other teacher", "/curation/")).body.results.map((l: LetterOut) => l.id);
    expect(theirs).toContain(bens.id);
    expect(theirs).not.toContain(adas.id);
    const admin = (await as("school admin", "/curation/")).body.results.map((l: LetterOut) => l.id);
    expect(admin).toEqual(expect.arrayContaining([adas.id, bens.id]));
    expect((await as("ada", "/curation/")).status).toBe(403);
    expect((await as("parent", "/curation/")).status).toBe(403);
    expect((await as("anonymous", "/curation/")).status).toBe(401);
    expect((await curate("ada", adas.id, "include")).status).toBe(403);
    // Another class's teacher cannot reach the letter at all.
    expect((await curate("other teacher", adas.id, "include")).status).toBe(404);
    const row = await db().select().from(dearWorldLetters).where(eq(dearWorldLetters.id, adas.id)).get();
    expect(row?.status).toBe("pending");
  });

  it("include appends to the class chapter, move swaps neighbours, exclude takes it out", async () => {
    const first = await letter("ada", "First letter");
    const second = await letter("ada", "Second letter");
    const third = await letter("ada", "Third letter");
    const positions: number[] = [];
    for (const l of [first, second, third]) {
      const res = await curate("teacher", l.id, "include");
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("included");
      expect(res.body.reviewed_at).not.toBeNull();
      positions.push(res.body.position);
    }
    expect(positions[1]).toBe(positions[0] + 1);
    expect(positions[2]).toBe(positions[0] + 2);
    const chapter = () => bookOf("ada").then((b) => idsInChapter(b, blueId).filter((id) => [first.id, second.id, third.id].includes(id)));
    expect(await chapter()).toEqual([first.id, second.id, third.id]);
    // Including again keeps the place.
    expect((await curate("teacher", first.id, "include")).body.position).toBe(positions[0]);

    expect((await move("teacher", third.id, "up")).status).toBe(200);
    expect(await chapter()).toEqual([first.id, third.id, second.id]);
    expect((await move("school admin", first.id, "down")).status).toBe(200);
    expect(await chapter()).toEqual([third.id, first.id, second.id]);

    const excluded = await curate("teacher", first.id, "exclude");
    expect(excluded.body).toMatchObject({ status: "excluded", position: null });
    expect(await chapter()).toEqual([third.id, second.id]);
    expect((await move("teacher", first.id, "up")).status).toBe(409);
    expect((await move("teacher", second.id, "sideways")).body.error.fields.direction).toEqual(["Choose up or down"]);
    expect((await move("other teacher", second.id, "up")).status).toBe(404);
  });

  it("the book groups included letters by class, showing the first name and class", async () => {
    const adas = await letter("ada", "Dear world, I love trees.");
    const bens = await letter("ben", "Dear world, please share.");
    await curate("teacher", adas.id, "include");
    await curate("other teacher", bens.id, "include");
    const book = await bookOf("community");
    expect(book.school_name).toBe(schoolName);
    const red = book.chapters.find((c) => c.class?.id === redId)!;
    const blue = book.chapters.find((c) => c.class?.id === blueId)!;
    // Chapters by class name: "Year 3 Red" before "Year 4 Blue".
    expect(book.chapters.indexOf(red)).toBeLessThan(book.chapters.indexOf(blue));
    expect(red.letters.at(-1)).toMatchObject({ id: bens.id, body: "Dear world, please share.", author: { first_name: "Ben" }, class: { name: "Year 3 Red" } });
    expect(blue.letters.map((l) => l.id)).toContain(adas.id);
    expect(book.chapters.flatMap((c) => c.letters).every((l) => l.status === "included")).toBe(true);
  });

  it("the book is for the school's people: anonymous visitors are asked to sign in", async () => {
    const res = await as("anonymous", "/book/");
    expect(res.status).toBe(401);
    expect((await as("parent", "/book/")).status).toBe(200);
  });
});

describe("tenant isolation", () => {
  it("another school sees none of these letters and cannot curate them (404)", async () => {
    const adas = await letter("ada");
    await curate("teacher", adas.id, "include");
    const other = await bookOf("other student");
    expect(other.chapters.flatMap((c) => c.letters.map((l) => l.id))).not.toContain(adas.id);
    expect((await as("other school admin", "/curation/")).body.results.map((l: LetterOut) => l.id)).not.toContain(adas.id);
    for (const action of ["include", "exclude"] as const) {
      const res = await curate("other school admin", adas.id, action);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
    expect((await move("other school admin", adas.id, "down")).status).toBe(404);
    // A letter written there stays there.
    const theirs = await letter("other student");
    expect(idsInChapter(await bookOf("ada"), theirs.id)).toEqual([]);
    expect((await curate("school admin", theirs.id, "include")).status).toBe(404);
    const row = await db().select().from(dearWorldLetters).where(eq(dearWorldLetters.id, theirs.id)).get();
    expect(row?.status).toBe("pending");
  });

  it("staff on the school's host curate like its admins", async () => {
    const adas = await letter("ada");
    const res = await curate("staff", adas.id, "include");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("included");
  });
});
