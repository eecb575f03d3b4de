import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createTenant } from "../helpers/factories";
import { createCharity, createProject } from "../helpers/giving";
import { createCourse } from "../helpers/learning";

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
    const after = (await call(a.host, "/api/sdgs")).body.results;
    expect(after[12].courses - before[12].courses).toBe(1);
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
    for (const bad of ["0", "18", "x", "6.5"]) expect((await call(a.host, `/api/sdgs/${bad}`)).status).toBe(404);
  });
});
