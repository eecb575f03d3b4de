import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { insertBook } from "../helpers/books";
import { createTenant, createUser, db, unique } from "../helpers/factories";
import { stories } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { createProject } from "../helpers/giving";
import { createCourse } from "../helpers/learning";

describe("robots.txt and sitemap.xml of a host", () => {
  it("robots.txt keeps crawlers out of private areas and names the host's own sitemap, even under a forged host", async () => {
    const tenant = await createTenant();
    const res = await call(tenant.host, "/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain("Disallow: /admin-panel");
    expect(res.body).toContain(`Sitemap: http://${tenant.host}/sitemap.xml`);
    const forged = await call("evil.staging.example.net", "/robots.txt");
    expect(forged.body).toContain("Sitemap: http://localhost/sitemap.xml");
  });

  it("lists the host's public published books, stories and causes, and nothing private, draft or of another school", async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    const teacher = await createUser({ tenantId: a.id, role: "teacher", username: unique("t") });
    const other = await createUser({ tenantId: b.id, role: "teacher", username: unique("t") });
    const shown = await insertBook({ tenantId: a.id, uploaderId: teacher.id, status: "published", visibility: "public" });
    const community = await insertBook({ tenantId: a.id, uploaderId: teacher.id, status: "published", visibility: "community" });
    const pending = await insertBook({ tenantId: a.id, uploaderId: teacher.id, status: "pending_review", visibility: "public" });
    const elsewhere = await insertBook({ tenantId: b.id, uploaderId: other.id, status: "published", visibility: "public" });
    const project = await createProject({ tenantId: a.id, status: "active", slug: unique("wells-") });
    const draft = await createProject({ tenantId: a.id, status: "draft", slug: unique("draft-") });
    const course = await createCourse({ tenantId: a.id });
    const training = await createCourse({ kind: "teacher_training" });
    const draftCourse = await createCourse({ tenantId: a.id, status: "draft" });
    const otherCourse = await createCourse({ tenantId: b.id });
    const story = (tenantId: string, authorId: string, values: Partial<typeof stories.$inferInsert> = {}) =>
      db()
        .insert(stories)
        .values({ id: newId("sty"), tenantId, title: "A story", slug: unique("story-"), bodyHtml: "<p>x</p>", bodyText: "x", authorId, visibility: "public", status: "published", ...values })
        .returning()
        .then(([row]) => row);
    const publicStory = await story(a.id, teacher.id);
    const hiddenStories = [await story(a.id, teacher.id, { visibility: "community" }), await story(a.id, teacher.id, { status: "pending_review" }), await story(b.id, other.id)];

    const res = await call(a.host, "/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = String(res.body);
    expect(xml).toContain(`<loc>http://${a.host}/library</loc>`);
    expect(xml).toContain(`<loc>http://${a.host}/library/${shown.id}</loc>`);
    expect(xml).toContain(`<loc>http://${a.host}/stories/${publicStory.slug}</loc>`);
    expect(xml).toContain(`/charity-projects/${project.slug}</loc>`);
    expect(xml).toContain(`<loc>http://${a.host}/course/${course.course.slug}</loc>`);
    expect(xml).toContain(`<loc>http://${a.host}/teacher-training-course/${training.course.slug}</loc>`);
    for (const hidden of [community.id, pending.id, elsewhere.id, draft.slug, draftCourse.course.slug, otherCourse.course.slug, ...hiddenStories.map((s) => s.slug)]) expect(xml).not.toContain(hidden);
  });

  it("answers an unknown host with the usual 404", async () => {
    expect((await call("nobody.localhost", "/sitemap.xml")).status).toBe(404);
  });
});
