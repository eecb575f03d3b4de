import { describe, expect, it } from "vitest";
import { call, post } from "../helpers/api";
import { newId } from "../../worker/lib/ids";
import { challenges, hubs } from "../../worker/db/schema";
import { createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { insertBook } from "../helpers/books";
import { createCharity, createProject } from "../helpers/giving";
import { createCourse } from "../helpers/learning";

const hub = (tenantId: string | null, sdgs: string, status: "draft" | "published" = "published") =>
  db().insert(hubs).values({ id: newId("hub"), tenantId, slug: unique("hub-"), title: "Water at home", titleKey: "water at home", summary: "", sdgs, status }).returning().get();
const challenge = (tenantId: string | null, sdg: number, status: "draft" | "published" = "published") =>
  db()
    .insert(challenges)
    .values({ id: newId("chl"), tenantId, slug: unique("chl-"), title: "Count the taps", sdg, submission: "text", deadline: Date.now() + 86_400_000, status })
    .returning()
    .get();

describe("GET /api/sdgs", () => {
  it("lists the 17 goals with their official colours and what the host offers for each, never another school's or drafts", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const before = (await call(a.host, "/api/sdgs")).body.results;
    expect(before).toHaveLength(17);
    expect(before[12]).toMatchObject({ goal: 13, name: "Climate Action", colour: "#3F7E44" });

    await createCourse({ tenantId: a.id, sdgs: "[13,14]" });
    await createCourse({ tenantId: b.id, sdgs: "[13]" });
    await createCourse({ tenantId: a.id, sdgs: "[13]", status: "draft" });
    await createProject({ tenantId: a.id, sdgs: "[13]", status: "active" });
    await createProject({ tenantId: a.id, sdgs: "[13]", status: "draft" });
    await createCharity({ tenantId: a.id, sdgs: "[14]", status: "active" });
    await hub(a.id, "[13]");
    await hub(b.id, "[13]");
    await hub(a.id, "[13]", "draft");
    await challenge(a.id, 13);
    await challenge(b.id, 13);
    await challenge(a.id, 13, "draft");
    const after = (await call(a.host, "/api/sdgs")).body.results;
    expect(after[12].courses - before[12].courses).toBe(1);
    expect(after[12].hubs - before[12].hubs).toBe(1);
    expect(after[12].challenges - before[12].challenges).toBe(1);
    expect(after[12].projects - before[12].projects).toBe(1);
    expect(after[13].courses - before[13].courses).toBe(1);
    expect(after[13].charities - before[13].charities).toBe(1);
  });

  it("answers one goal's courses, projects and charities, and 404 for a goal that does not exist", async () => {
    const a = await createTenant();
    const { course } = await createCourse({ tenantId: a.id, sdgs: "[6]" });
    const goal = await call(a.host, "/api/sdgs/6");
    expect(goal.status).toBe(200);
    expect(goal.body).toMatchObject({ goal: 6, name: "Clean Water and Sanitation", colour: "#26BDE2" });
    expect(goal.body.courses.results.map((c: { id: string }) => c.id)).toContain(course.id);
    const b = await createTenant();
    const [mine, theirs, draft] = [await hub(a.id, "[6,14]"), await hub(b.id, "[6]"), await hub(a.id, "[6]", "draft")];
    const [open, otherGoal, theirChallenge] = [await challenge(a.id, 6), await challenge(a.id, 7), await challenge(b.id, 6)];
    const again = (await call(a.host, "/api/sdgs/6")).body;
    const hubIds = again.hubs.results.map((h: { id: string }) => h.id);
    expect(hubIds).toContain(mine.id);
    expect(hubIds).not.toContain(theirs.id);
    expect(hubIds).not.toContain(draft.id);
    const challengeIds = again.challenges.results.map((c: { id: string }) => c.id);
    expect(challengeIds).toContain(open.id);
    expect(challengeIds).not.toContain(otherGoal.id);
    expect(challengeIds).not.toContain(theirChallenge.id);
    expect(again.challenges.count).toBe(again.challenges.results.length);
    // The hubs and challenges lists take the same filter.
    const hubList = (await call(a.host, "/api/hubs/?sdg=14")).body.results.map((h: { id: string }) => h.id);
    expect(hubList).toContain(mine.id);
    expect(hubList).not.toContain(theirs.id);
    const challengeList = (await call(a.host, "/api/challenges/?sdg=7")).body.results.map((c: { id: string }) => c.id);
    expect(challengeList).toContain(otherGoal.id);
    expect(challengeList).not.toContain(open.id);
    for (const bad of ["0", "18", "x", "6.5"]) expect((await call(a.host, `/api/sdgs/${bad}`)).status).toBe(404);
  });
});

describe("books and the goals", () => {
  it("a book is tagged with goals by its uploader; the library filters by goal and /sdgs counts and lists what the viewer may read", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const teacher = await createUser({ tenantId: a.id, role: "school_admin" });
    const token = (await signIn(a.host, teacher.username)).access;
    const created = await post(a.host, "/api/books/", { title: "Rivers and rain", author_name: "Tess Teacher", language: "en", visibility: "public", sdgs: [13, 6, 6] }, { token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.sdgs).toEqual([6, 13]);
    expect((await post(a.host, "/api/books/", { title: "X", author_name: "Y", language: "en", sdgs: [18] }, { token })).status).toBe(400);
    const edited = await call(a.host, `/api/books/${created.body.id}/`, { method: "PATCH", json: { sdgs: [6] }, token });
    expect(edited.body.sdgs).toEqual([6]);

    const other = await createUser({ tenantId: b.id, role: "teacher" });
    const [published, draft, privateOne, theirs] = [
      await insertBook({ tenantId: a.id, uploaderId: teacher.id, sdgs: "[6,14]" }),
      await insertBook({ tenantId: a.id, uploaderId: teacher.id, sdgs: "[6]", status: "draft" }),
      await insertBook({ tenantId: a.id, uploaderId: teacher.id, sdgs: "[6]", visibility: "private" }),
      await insertBook({ tenantId: b.id, uploaderId: other.id, sdgs: "[6]", visibility: "private" }),
    ];
    const listed = (await call(a.host, "/api/books/?sdg=14")).body.results.map((x: { id: string }) => x.id);
    expect(listed).toEqual([published.id]);
    const goal = (await call(a.host, "/api/sdgs/6")).body;
    const ids = goal.books.results.map((x: { id: string }) => x.id);
    expect(ids).toContain(published.id);
    for (const hidden of [draft.id, privateOne.id, theirs.id]) expect(ids).not.toContain(hidden);
    expect(goal.books.count).toBe(ids.length);
    const tiles = (await call(a.host, "/api/sdgs")).body.results;
    expect(tiles[13].books).toBeGreaterThanOrEqual(1);
    // The private book counts for its school's adults, not for a visitor.
    const asTeacher = (await call(a.host, "/api/sdgs", { token })).body.results;
    expect(asTeacher[5].books).toBeGreaterThan(tiles[5].books);
  });
});

describe("GET /api/books/facets", () => {
  it("offers the languages and reading levels of the published books the caller may see, with counts", async () => {
    const a = await createTenant();
    const admin = await createUser({ tenantId: a.id, role: "school_admin" });
    const lang = `x${unique("").slice(0, 2).replace(/[^a-z]/g, "q")}`.slice(0, 3);
    await insertBook({ tenantId: a.id, uploaderId: admin.id, language: lang, readingLevel: "Level 9" });
    await insertBook({ tenantId: a.id, uploaderId: admin.id, language: lang, readingLevel: "Level 9" });
    await insertBook({ tenantId: a.id, uploaderId: admin.id, language: lang, readingLevel: "Level 8", status: "draft" });
    await insertBook({ tenantId: a.id, uploaderId: admin.id, language: "sw", readingLevel: "Level 7", visibility: "private" });
    const facets = (await call(a.host, "/api/books/facets")).body;
    expect(facets.languages).toContainEqual({ code: lang, count: 2 });
    expect(facets.levels).toContainEqual({ level: "Level 9", count: 2 });
    expect(facets.levels.map((l: { level: string }) => l.level)).not.toContain("Level 8");
    expect(facets.levels.map((l: { level: string }) => l.level)).not.toContain("Level 7");
    // The school's admin also sees the private book's level.
    const token = (await signIn(a.host, admin.username)).access;
    expect((await call(a.host, "/api/books/facets", { token })).body.levels).toContainEqual({ level: "Level 7", count: 1 });
    // And the list filters by them.
    const listed = await call(a.host, `/api/books/?language=${lang}&level=Level%209&sort=title`);
    expect(listed.body.count).toBe(2);
  });
});
