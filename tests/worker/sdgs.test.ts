import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { newId } from "../../worker/lib/ids";
import { challenges, hubs } from "../../worker/db/schema";
import { createTenant, db, unique } from "../helpers/factories";
import { createCharity, createProject } from "../helpers/giving";
import { createCourse } from "../helpers/learning";

const hub = (tenantId: string | null, sdgs: string, status: "draft" | "published" = "published") =>
  db().insert(hubs).values({ id: newId("hub"), tenantId, slug: unique("hub-"), title: "Water at home", summary: "", sdgs, status }).returning().get();
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
