import { describe, expect, it } from "vitest";
import { call, post } from "../helpers/api";
import { createStaff, createTenant, createUser, signIn } from "../helpers/factories";
import { createCatalogItem } from "../helpers/giving";
import { createCourse } from "../helpers/learning";

describe("hubs", () => {
  it("gather lessons from courses in the hub's order, with the caller's ticks, and hide drafts and other schools' hubs", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const admin = await createUser({ tenantId: a.id, role: "school_admin" });
    const adminToken = (await signIn(a.host, admin.username)).access;
    const platform = await createCourse();
    const own = await createCourse({ tenantId: a.id });
    const elsewhere = await createCourse({ tenantId: b.id });
    const draftCourse = await createCourse({ tenantId: a.id, status: "draft" });

    const hub = await post(a.host, "/api/hubs/", { title: "Water week", summary: "Rivers and rain.", sdgs: [6] }, { token: adminToken });
    expect(hub.status).toBe(201);
    const bad = await call(a.host, `/api/hubs/${hub.body.id}/lessons`, { method: "PUT", json: { lessons: [elsewhere.lessons[0].id] }, token: adminToken });
    expect(bad.status).toBe(400);
    const set = await call(a.host, `/api/hubs/${hub.body.id}/lessons`, { method: "PUT", json: { lessons: [own.lessons[1].id, platform.lessons[0].id, draftCourse.lessons[0].id] }, token: adminToken });
    expect(set.status).toBe(200);
    // The draft course's lesson stays out until the course is published.
    expect(set.body.lessons.map((l: { id: string }) => l.id)).toEqual([own.lessons[1].id, platform.lessons[0].id]);

    expect((await call(a.host, `/api/hubs/${hub.body.slug}`)).status).toBe(404); // a draft hub
    await call(a.host, `/api/hubs/${hub.body.id}`, { method: "PATCH", json: { status: "published" }, token: adminToken });
    const shown = await call(a.host, `/api/hubs/${hub.body.slug}`);
    expect(shown.body).toMatchObject({ title: "Water week", lesson_count: 2, minutes: 20, sdgs: [6] });
    expect(shown.body.lessons[0]).toMatchObject({ course_slug: own.course.slug, chapter_slug: "chapter-1", lesson_slug: "lesson-2", completed: false, price: null });
    // The list's card counts the same lessons (its size is selected with the hub, in one query).
    const card = (await call(a.host, "/api/hubs/")).body.results.find((h: { id: string }) => h.id === hub.body.id);
    expect(card).toMatchObject({ title: "Water week", lesson_count: 2, minutes: 20 });
    expect((await call(b.host, `/api/hubs/${hub.body.slug}`)).status).toBe(404);
    expect((await call(b.host, "/api/hubs/")).body.results.map((h: { id: string }) => h.id)).not.toContain(hub.body.id);

    // Progress is the course's: a completed lesson is ticked in the hub too.
    const student = await createUser({ tenantId: a.id, role: "student", email: null });
    const token = (await signIn(a.host, student.username)).access;
    await post(a.host, "/api/course-enrollments/", { course: own.course.id }, { token });
    // The lesson holds a quiz: answered before it can be marked complete.
    await post(a.host, "/api/quiz-attempts/", { lesson: own.lessons[1].id, answers: { q1: 1, q2: 0, q3: "Goal 6" } }, { token });
    expect((await call(a.host, "/api/lesson-progress/", { method: "PUT", json: { lesson: own.lessons[1].id, completed: true }, token })).status).toBe(200);
    expect((await call(a.host, `/api/hubs/${hub.body.slug}`, { token })).body.lessons.map((l: { completed: boolean }) => l.completed)).toEqual([true, false]);
  });

  it("carry the price of a paid course's lessons, so the hub can tell they need buying", async () => {
    const a = await createTenant();
    const admin = await createUser({ tenantId: a.id, role: "school_admin" });
    const adminToken = (await signIn(a.host, admin.username)).access;
    const item = await createCatalogItem({ price: 2_900, currency: "USD" });
    const paid = await createCourse({ catalogItemId: item.id });
    const free = await createCourse();
    const hub = await post(a.host, "/api/hubs/", { title: "Stories", status: "published" }, { token: adminToken });
    await call(a.host, `/api/hubs/${hub.body.id}/lessons`, { method: "PUT", json: { lessons: [paid.lessons[0].id, free.lessons[0].id] }, token: adminToken });
    const student = await createUser({ tenantId: a.id, role: "student", email: null });
    const shown = await call(a.host, `/api/hubs/${hub.body.slug}`, { token: (await signIn(a.host, student.username)).access });
    expect(shown.body.lessons.map((l: { id: string; price: unknown }) => [l.id, l.price])).toEqual([
      [paid.lessons[0].id, { amount: 2_900, currency: "USD" }],
      [free.lessons[0].id, null],
    ]);
  });

  it("let only staff and school admins author them", async () => {
    const a = await createTenant();
    const teacher = await createUser({ tenantId: a.id, role: "teacher" });
    expect((await post(a.host, "/api/hubs/", { title: "X" })).status).toBe(401);
    expect((await post(a.host, "/api/hubs/", { title: "X" }, { token: (await signIn(a.host, teacher.username)).access })).status).toBe(403);
    const staff = await createStaff();
    const created = await post("localhost", "/api/hubs/", { title: "Reading for pleasure", status: "published" }, { token: (await signIn("localhost", staff.username)).access });
    expect(created.body).toMatchObject({ platform_wide: true, status: "published" });
    expect((await call(a.host, `/api/hubs/${created.body.slug}`)).status).toBe(200);
  });
});
