import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call } from "../helpers/api";
import { seedDemo, signIn } from "../helpers/factories";
import { DEMO_PASSWORDS } from "../../worker/db/seed/demo-data";
import { buildDemoLearningSeed } from "../../worker/db/seed/demo-learning";

/** Accounts, then the learning demo, as scripts/seed.ts runs them (files are written to R2 only by Node). */
async function seedLearning() {
  await seedDemo();
  await env.DB.batch(buildDemoLearningSeed().map((s) => env.DB.prepare(s)));
}

const GREEN = "greenfield.localhost";

describe("the learning demo seed", () => {
  it("gives certificates ids that spell no one's name: the id is on the public verification page", async () => {
    await seedLearning();
    const rows = (await env.DB.prepare("SELECT c.id, u.username, u.first_name, u.last_name FROM certificates c JOIN users u ON u.id = c.user_id WHERE c.id LIKE 'crt_demo_%'").all<{ id: string; username: string; first_name: string; last_name: string }>()).results;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.id).toMatch(/^crt_demo_[0-9a-z]{7}$/);
      for (const word of [row.username.split(".").pop()!, row.first_name, row.last_name]) expect(row.id.toLowerCase()).not.toContain(word.toLowerCase());
    }
  });

  it("has the seed's course (this-is-course) with 3 chapters of 3 lessons, a video with captions and quizzes, and is idempotent", async () => {
    await seedLearning();
    const count = async () => ((await env.DB.prepare("SELECT (SELECT count(*) FROM courses) + (SELECT count(*) FROM course_lessons) + (SELECT count(*) FROM course_enrollments) + (SELECT count(*) FROM quiz_attempts) AS n").first()) as { n: number }).n;
    const once = await count();
    await seedLearning();
    expect(await count()).toBe(once);

    const data = await call(GREEN, "/api/data/courses/this-is-course");
    expect(data.status).toBe(200);
    expect(data.body.data.chapters).toHaveLength(3);
    for (const ch of data.body.data.chapters) expect(ch.lessons).toHaveLength(3);
    expect(data.body.data.program).toMatchObject({ url: expect.stringMatching(/^\/api\/learning\/media\/lmd_/) });

    const list = await call(GREEN, "/api/courses/?limit=100");
    const slugs = list.body.results.map((c: { slug: string }) => c.slug);
    for (const s of ["this-is-course", "water-detectives", "climate-heroes", "storytelling-studio", "teaching-reading-for-pleasure", "global-goals-in-the-classroom", "our-school-garden"]) expect(slugs).toContain(s);
    // Greenfield's own course is not on Riverside's site.
    expect((await call("riverside.localhost", "/api/courses/our-school-garden/")).status).toBe(404);

    // A seeded learner opens the first lesson: the video with poster and captions, and the quiz of its chapter's last lesson.
    const student = await signIn(GREEN, "greenfield.student01", DEMO_PASSWORDS.student);
    const first = data.body.data.chapters[0];
    const lesson = await call(GREEN, `/api/courses/this-is-course/chapters/${first.slug}/lessons/${first.lessons[0].slug}/`, { token: student.access });
    expect(lesson.status).toBe(200);
    expect(lesson.body.blocks[0]).toMatchObject({ type: "video", content_type: "video/webm", poster: expect.any(String), captions: expect.any(String) });
    const last = await call(GREEN, `/api/courses/this-is-course/chapters/${first.slug}/lessons/${first.lessons[2].slug}/`, { token: student.access });
    expect(last.body.blocks.some((b: { type: string }) => b.type === "quiz")).toBe(true);
  });

  it("gives the teacher's class progress, the dashboard, hubs and challenges something to show", async () => {
    await seedLearning();
    const teacher = await signIn(GREEN, "teacher@greenfield.example.org", DEMO_PASSWORDS.teacher);
    const progress = await call(GREEN, "/api/learning/classes/cls_demo_green4/progress?course=this-is-course", { token: teacher.access });
    expect(progress.body.assigned).toBe(true);
    expect(progress.body.students.filter((s: { percent: number }) => s.percent > 0).length).toBeGreaterThanOrEqual(6);
    const admin = await signIn(GREEN, "admin@greenfield.example.org", DEMO_PASSWORDS.admin);
    const stats = await call(GREEN, "/api/learning/stats", { token: admin.access });
    expect(stats.body.enrollments).toBeGreaterThanOrEqual(16);
    expect(stats.body.completions).toBeGreaterThan(0);
    expect((await call(GREEN, "/api/hubs/")).body.results.map((h: { slug: string }) => h.slug)).toEqual(expect.arrayContaining(["climate-action", "reading-for-pleasure"]));
    const hub = await call(GREEN, "/api/hubs/climate-action");
    expect(hub.body.lessons.length).toBe(6);
    const challenges = await call(GREEN, "/api/challenges/?limit=100");
    expect(challenges.body.results.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(["write-a-letter-and-change-the-world-with-upschool", "plastic-free-lunchbox", "map-your-local-water"]));
    const gallery = await call(GREEN, "/api/challenges/plastic-free-lunchbox/gallery");
    expect(gallery.body.results.length).toBe(3);
    // A visitor sees the children by first name and initial.
    for (const e of gallery.body.results) expect(e.author.last_name).toMatch(/^[A-Z]\.$/);
  });
});
