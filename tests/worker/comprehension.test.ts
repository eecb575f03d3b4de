import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, post } from "../helpers/api";
import { addStudents, createClass, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { comprehensionQuizzes, impactFilms } from "../../worker/db/schema";
import { insertBook } from "../helpers/books";
import { newId } from "../../worker/lib/ids";

const QUESTIONS = [
  { id: "q1", kind: "choice", prompt: "Who helped the lion?", options: ["A mouse", "A bird"], answer: 0, explanation: "The mouse gnawed the net." },
  { id: "q2", kind: "short", prompt: "What is the lesson?", explanation: "A small friend can be a great help." },
];

async function quiz(tenantId: string | null = null, status: "published" | "draft" = "published") {
  const [row] = await db()
    .insert(comprehensionQuizzes)
    .values({ id: newId("cmp"), tenantId, slug: unique("lion-"), bookId: "book_missing", title: "The Lion and the Mouse", titleKey: "the lion and the mouse", questions: JSON.stringify(QUESTIONS), status })
    .returning();
  return row;
}

describe("comprehension corner", () => {
  it("scores choices at once, keeps every attempt, and lets the class's teacher mark the written answers", async () => {
    const t = await createTenant();
    const teacher = await createUser({ tenantId: t.id, role: "teacher" });
    const cls = await createClass(t.id, { teacherId: teacher.id });
    const [kid] = await addStudents(t.id, cls.id, [["Ada", "Lovelace"]]);
    const kidToken = (await signIn(t.host, kid.username)).access;
    const teacherToken = (await signIn(t.host, teacher.username)).access;
    const q = await quiz();

    const page = await call(t.host, `/api/comprehension/${q.slug}`);
    expect(page.body.questions).toEqual([
      { id: "q1", kind: "choice", prompt: "Who helped the lion?", options: ["A mouse", "A bird"] },
      { id: "q2", kind: "short", prompt: "What is the lesson?", options: [] },
    ]);
    expect(JSON.stringify(page.body)).not.toContain("gnawed");
    expect((await post(t.host, `/api/comprehension/${q.slug}/attempts`, { answers: { q1: 0 } }, { token: kidToken })).status).toBe(400);
    const first = await post(t.host, `/api/comprehension/${q.slug}/attempts`, { answers: { q1: 1, q2: "Be kind" } }, { token: kidToken });
    expect(first.body).toMatchObject({ score: 0, max_score: 2, pending: 1 });
    const second = await post(t.host, `/api/comprehension/${q.slug}/attempts`, { answers: { q1: 0, q2: "Small friends help" } }, { token: kidToken });
    expect(second.body.results[0]).toMatchObject({ correct: true, explanation: "The mouse gnawed the net." });
    expect((await call(t.host, `/api/comprehension/${q.slug}`, { token: kidToken })).body.attempts).toHaveLength(2);

    const results = await call(t.host, `/api/comprehension/${q.slug}/results`, { token: teacherToken });
    expect(results.body.results).toEqual([expect.objectContaining({ attempt_id: second.body.id, student: { id: kid.id, name: "Ada Lovelace" }, score: 1, pending: 1, short_answers: [{ id: "q2", prompt: "What is the lesson?", answer: "Small friends help", mark: null }] })]);
    expect((await call(t.host, `/api/comprehension/${q.slug}/results`, { token: kidToken })).status).toBe(403);
    expect((await call(t.host, `/api/comprehension/attempts/${second.body.id}/marks`, { method: "PATCH", json: { marks: { q1: true } }, token: teacherToken })).status).toBe(400);
    const marked = await call(t.host, `/api/comprehension/attempts/${second.body.id}/marks`, { method: "PATCH", json: { marks: { q2: true } }, token: teacherToken });
    expect(marked.body).toMatchObject({ score: 2, pending: 0 });
    // Another school's teacher cannot see or mark it.
    const other = await createTenant();
    const otherTeacher = await createUser({ tenantId: other.id, role: "teacher" });
    const otherToken = (await signIn(other.host, otherTeacher.username)).access;
    expect((await call(other.host, `/api/comprehension/attempts/${second.body.id}/marks`, { method: "PATCH", json: { marks: { q2: false } }, token: otherToken })).status).toBe(404);
    expect((await call(other.host, `/api/comprehension/${q.slug}/results`, { token: otherToken })).body.results).toEqual([]);
  });

  it("hides drafts and another school's quizzes", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const own = await quiz(a.id);
    const draft = await quiz(null, "draft");
    expect((await call(b.host, `/api/comprehension/${own.slug}`)).status).toBe(404);
    expect((await call(a.host, `/api/comprehension/${draft.slug}`)).status).toBe(404);
    expect((await call(a.host, "/api/comprehension/")).body.results.map((r: { slug: string }) => r.slug)).toContain(own.slug);
  });
});

describe("impact films", () => {
  it("lists published films with their projects and serves the video with ranges, the poster and captions", async () => {
    const t = await createTenant();
    const key = `platform/films/${unique("f")}.webm`;
    await env.FILES.put(key, new Uint8Array(300));
    await env.FILES.put(`${key}.vtt`, "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello\n");
    const slug = unique("film-");
    await db().insert(impactFilms).values({ id: newId("flm"), tenantId: null, slug, title: "Water at school", titleKey: "water at school", sdgs: "[6]", projectIds: '["prj_nope"]', videoKey: key, videoType: "video/webm", captionsKey: `${key}.vtt`, status: "published" });
    await db().insert(impactFilms).values({ id: newId("flm"), tenantId: null, slug: unique("draft-"), title: "Draft film", titleKey: "draft film", videoKey: key, videoType: "video/webm" });
    const list = await call(t.host, "/api/impact-films/");
    const film = list.body.results.find((f: { slug: string }) => f.slug === slug);
    expect(film).toMatchObject({ title: "Water at school", sdgs: [6], projects: [], captions: `/api/impact-films/${slug}/captions`, poster: null });
    expect(list.body.results.some((f: { title: string }) => f.title === "Draft film")).toBe(false);
    const part = await call(t.host, film.video.src, { headers: { Range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Type")).toBe("video/webm");
    expect((await call(t.host, film.captions)).headers.get("Content-Type")).toBe("text/vtt");
    expect((await call(t.host, `/api/impact-films/${slug}/poster`)).status).toBe(404);
    expect((await call(t.host, `/api/impact-films/${slug}/secrets`)).status).toBe(404);
  });
});

describe("writing a comprehension quiz", () => {
  it("is for staff and school admins, on a published book the host shows, with valid questions", async () => {
    const t = await createTenant();
    const admin = await createUser({ tenantId: t.id, role: "school_admin" });
    const teacher = await createUser({ tenantId: t.id, role: "teacher" });
    const token = (await signIn(t.host, admin.username)).access;
    const book = await insertBook({ tenantId: t.id, uploaderId: teacher.id, status: "published", visibility: "public" });
    const draftBook = await insertBook({ tenantId: t.id, uploaderId: teacher.id, status: "draft", visibility: "public" });
    const body = { title: "Our hedgehog", book_id: book.id, questions: QUESTIONS, status: "published" };
    expect((await post(t.host, "/api/comprehension/", body, { token: (await signIn(t.host, teacher.username)).access })).status).toBe(403);
    expect((await post(t.host, "/api/comprehension/", { ...body, book_id: draftBook.id }, { token })).body.error.fields).toHaveProperty("book_id");
    expect((await post(t.host, "/api/comprehension/", { ...body, questions: [{ ...QUESTIONS[0], answer: 9 }] }, { token })).status).toBe(400);
    const created = await post(t.host, "/api/comprehension/", body, { token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: "Our hedgehog", book: { id: book.id }, platform_wide: false });
    expect((await call(t.host, `/api/comprehension/?book=${book.id}`)).body.results.map((r: { id: string }) => r.id)).toEqual([created.body.id]);
  });
});
