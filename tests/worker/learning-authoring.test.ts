import { describe, expect, it } from "vitest";
import { call, post } from "../helpers/api";
import { createStaff, createTenant, createUser, signIn } from "../helpers/factories";
import { insertBook } from "../helpers/books";
import { createProject } from "../helpers/giving";

/* Authoring impact films and comprehension quizzes, and deleting hubs: roles × tenants, validation, drafts. */

const webm = () => new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new Array(60).fill(7)]);
const vtt = () => new TextEncoder().encode("WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello\n");
const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(60).fill(1)]);

async function upload(host: string, token: string, kind: string, bytes: Uint8Array, name = "file") {
  return call(host, `/api/learning/media?kind=${kind}&name=${name}`, { method: "PUT", body: bytes, token, headers: { "Content-Length": String(bytes.byteLength) } });
}

async function staffOn(host: string) {
  const staff = await createStaff();
  return (await signIn(host, staff.username)).access;
}

describe("authoring impact films", () => {
  it("staff upload the files, create a draft invisible to learners, publish it, edit and delete it", async () => {
    const t = await createTenant();
    const token = await staffOn("localhost");
    const video = await upload("localhost", token, "video", webm(), "clip.webm");
    expect(video.status).toBe(201);
    const captions = await upload("localhost", token, "captions", vtt(), "clip.vtt");
    const poster = await upload("localhost", token, "poster", png(), "poster.png");
    // The upload is previewable by staff only until a film uses it.
    expect((await call("localhost", `/api/learning/media/${video.body.id}`, { token })).status).toBe(200);
    expect((await call("localhost", `/api/learning/media/${video.body.id}`)).status).toBe(404);
    const project = await createProject();
    const created = await post(
      "localhost",
      "/api/impact-films/",
      { title: "Wells for Kisumu", summary: "Clean water at school.", sdgs: [6, 3], project_ids: [project.id], video_media_id: video.body.id, captions_media_id: captions.body.id },
      { token },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: "Wells for Kisumu", sdgs: [3, 6], status: "draft", platform_wide: true, poster: null, projects: [{ id: project.id }] });
    const slug = created.body.slug;
    // Drafts: not in the gallery, their files not served to learners.
    expect((await call(t.host, "/api/impact-films/")).body.results.map((f: { slug: string }) => f.slug)).not.toContain(slug);
    expect((await call(t.host, `/api/impact-films/${slug}/video`)).status).toBe(404);
    expect((await call("localhost", "/api/impact-films/?all=true", { token })).body.results.map((f: { slug: string }) => f.slug)).toContain(slug);
    expect((await call("localhost", `/api/impact-films/${slug}/video`, { token })).status).toBe(200);

    const published = await call("localhost", `/api/impact-films/${created.body.id}`, { method: "PATCH", json: { status: "published", poster_media_id: poster.body.id, captions_media_id: null }, token });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: "published", poster: `/api/impact-films/${slug}/poster`, captions: null });
    const shown = (await call(t.host, "/api/impact-films/")).body.results.find((f: { slug: string }) => f.slug === slug);
    expect(shown).toMatchObject({ title: "Wells for Kisumu" });
    const bytes = await call(t.host, shown.video.src);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get("Content-Type")).toBe("video/webm");

    expect((await call("localhost", `/api/impact-films/${created.body.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await call(t.host, "/api/impact-films/")).body.results.map((f: { slug: string }) => f.slug)).not.toContain(slug);
    expect((await call("localhost", `/api/impact-films/${created.body.id}`, { method: "DELETE", token })).status).toBe(404);
  });

  it("are staff's only: anonymous 401, school admins, teachers and students 403, on every write and upload", async () => {
    const t = await createTenant();
    const staffToken = await staffOn("localhost");
    const video = await upload("localhost", staffToken, "video", webm());
    const film = await post("localhost", "/api/impact-films/", { title: "A film", video_media_id: video.body.id }, { token: staffToken });
    expect(film.status).toBe(201);
    const body = { title: "Mine", video_media_id: video.body.id };
    expect((await post(t.host, "/api/impact-films/", body)).status).toBe(401);
    expect((await upload(t.host, "", "video", webm())).status).toBe(401);
    for (const role of ["school_admin", "teacher", "student"] as const) {
      const user = await createUser({ tenantId: t.id, role, email: role === "student" ? null : undefined });
      const token = (await signIn(t.host, user.username)).access;
      expect((await post(t.host, "/api/impact-films/", body, { token })).status).toBe(403);
      expect((await call(t.host, `/api/impact-films/${film.body.id}`, { method: "PATCH", json: { title: "Hacked" }, token })).status).toBe(403);
      expect((await call(t.host, `/api/impact-films/${film.body.id}`, { method: "DELETE", token })).status).toBe(403);
      expect((await upload(t.host, token, "video", webm())).status).toBe(403);
    }
  });

  it("validates: the video is required and must be an uploaded film video; projects must be shown by the film's site; a school's film stays on its site", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const staffA = await staffOn(a.host);
    const video = await upload(a.host, staffA, "video", webm());
    const captions = await upload(a.host, staffA, "captions", vtt());
    expect((await upload(a.host, staffA, "resource", webm())).status).toBe(400);
    expect((await upload(a.host, staffA, "captions", webm())).status).toBe(415);
    const missing = await post(a.host, "/api/impact-films/", { title: "No video" }, { token: staffA });
    expect(missing.body.error.fields).toHaveProperty("video_media_id");
    expect((await post(a.host, "/api/impact-films/", { title: "Wrong kind", video_media_id: captions.body.id }, { token: staffA })).body.error.fields).toHaveProperty("video_media_id");
    const otherSchool = await createProject({ tenantId: b.id });
    expect((await post(a.host, "/api/impact-films/", { title: "X", video_media_id: video.body.id, project_ids: [otherSchool.id] }, { token: staffA })).body.error.fields).toHaveProperty("project_ids");
    expect((await post(a.host, "/api/impact-films/", { title: "", video_media_id: video.body.id }, { token: staffA })).status).toBe(400);

    const own = await post(a.host, "/api/impact-films/", { title: "Our garden", video_media_id: video.body.id, status: "published" }, { token: staffA });
    expect(own.body).toMatchObject({ platform_wide: false });
    expect((await call(a.host, "/api/impact-films/")).body.results.map((f: { id: string }) => f.id)).toContain(own.body.id);
    expect((await call(b.host, "/api/impact-films/")).body.results.map((f: { id: string }) => f.id)).not.toContain(own.body.id);
    // Staff on another school's host: that film is not theirs to edit there (404), nor the upload theirs to use.
    const staffB = await staffOn(b.host);
    expect((await call(b.host, `/api/impact-films/${own.body.id}`, { method: "PATCH", json: { title: "X" }, token: staffB })).status).toBe(404);
    expect((await post(b.host, "/api/impact-films/", { title: "Borrowed", video_media_id: video.body.id }, { token: staffB })).body.error.fields).toHaveProperty("video_media_id");
    expect((await call(a.host, "/api/impact-films/nope", { method: "PATCH", json: { title: "X" }, token: staffA })).status).toBe(404);
  });
});

describe("editing comprehension quizzes", () => {
  const QUESTIONS = [
    { id: "q1", kind: "choice", prompt: "Who helped the lion?", options: ["A mouse", "A bird"], answer: 0, explanation: "" },
    { id: "q2", kind: "short", prompt: "What is the lesson?", explanation: "" },
  ];

  async function setup() {
    const a = await createTenant();
    const b = await createTenant();
    const admin = await createUser({ tenantId: a.id, role: "school_admin" });
    const teacher = await createUser({ tenantId: a.id, role: "teacher" });
    const token = (await signIn(a.host, admin.username)).access;
    const book = await insertBook({ tenantId: a.id, uploaderId: teacher.id, status: "published", visibility: "public" });
    const created = await post(a.host, "/api/comprehension/", { title: "Our hedgehog", book_id: book.id, questions: QUESTIONS, pass_mark: 60 }, { token });
    expect(created.status).toBe(201);
    return { a, b, teacher, token, book, quiz: created.body };
  }

  it("loads the questions with their answers for the editor, saves changes and publishes; learners see no answers", async () => {
    const { a, token, quiz } = await setup();
    const edit = await call(a.host, `/api/comprehension/${quiz.id}/edit`, { token });
    expect(edit.body).toMatchObject({ title: "Our hedgehog", pass_mark: 60, status: "draft", questions: [{ id: "q1", answer: 0 }, { id: "q2", kind: "short" }] });
    expect((await call(a.host, `/api/comprehension/${quiz.slug}`)).status).toBe(404);
    expect((await call(a.host, "/api/comprehension/?all=true", { token })).body.results.map((q: { id: string }) => q.id)).toContain(quiz.id);
    expect((await call(a.host, "/api/comprehension/")).body.results.map((q: { id: string }) => q.id)).not.toContain(quiz.id);

    const changed = [{ ...QUESTIONS[0], options: ["A mouse", "A bird", "A hippo"], answer: 2 }];
    const saved = await call(a.host, `/api/comprehension/${quiz.id}`, { method: "PATCH", json: { title: "The hedgehog", questions: changed, pass_mark: null, status: "published" }, token });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: "The hedgehog", pass_mark: null, status: "published", questions: [{ answer: 2, options: ["A mouse", "A bird", "A hippo"] }] });
    const learner = await call(a.host, `/api/comprehension/${quiz.slug}`);
    expect(learner.body).toMatchObject({ title: "The hedgehog", questions: [{ id: "q1", options: ["A mouse", "A bird", "A hippo"] }] });
    expect(learner.body.questions[0]).not.toHaveProperty("answer");

    expect((await call(a.host, `/api/comprehension/${quiz.id}`, { method: "PATCH", json: { questions: [{ ...QUESTIONS[0], answer: 5 }] }, token })).status).toBe(400);
    expect((await call(a.host, `/api/comprehension/${quiz.id}`, { method: "PATCH", json: { pass_mark: 101 }, token })).body.error.fields).toHaveProperty("pass_mark");
    expect((await call(a.host, `/api/comprehension/${quiz.id}`, { method: "PATCH", json: { book_id: "book_missing" }, token })).body.error.fields).toHaveProperty("book_id");
  });

  it("keeps others out: teachers 403, another school 404, a platform quiz 403 for a school admin", async () => {
    const { a, b, teacher, quiz, book } = await setup();
    const teacherToken = (await signIn(a.host, teacher.username)).access;
    expect((await call(a.host, `/api/comprehension/${quiz.id}`, { method: "PATCH", json: { title: "X" } })).status).toBe(401);
    expect((await call(a.host, `/api/comprehension/${quiz.id}`, { method: "PATCH", json: { title: "X" }, token: teacherToken })).status).toBe(403);
    expect((await call(a.host, `/api/comprehension/${quiz.id}/edit`, { token: teacherToken })).status).toBe(403);
    const otherAdmin = await createUser({ tenantId: b.id, role: "school_admin" });
    const otherToken = (await signIn(b.host, otherAdmin.username)).access;
    expect((await call(b.host, `/api/comprehension/${quiz.id}`, { method: "PATCH", json: { title: "X" }, token: otherToken })).status).toBe(404);
    expect((await call(b.host, `/api/comprehension/${quiz.id}`, { method: "DELETE", token: otherToken })).status).toBe(404);
    expect((await call(b.host, `/api/comprehension/${quiz.id}/edit`, { token: otherToken })).status).toBe(404);

    const staffToken = await staffOn(a.host);
    // A platform quiz is on a platform book: every school's site shows it.
    expect((await post(a.host, "/api/comprehension/", { title: "Everyone's", book_id: book.id, questions: QUESTIONS, platform_wide: true }, { token: staffToken })).body.error.fields).toHaveProperty("book_id");
    const platformBook = await insertBook({ tenantId: null, uploaderId: teacher.id, status: "published", visibility: "public" });
    const platformQuiz = await post(a.host, "/api/comprehension/", { title: "Everyone's", book_id: platformBook.id, questions: QUESTIONS, platform_wide: true }, { token: staffToken });
    expect(platformQuiz.body, JSON.stringify(platformQuiz.body)).toHaveProperty("platform_wide", true);
    const adminToken = (await signIn(a.host, (await createUser({ tenantId: a.id, role: "school_admin" })).username)).access;
    expect((await call(a.host, `/api/comprehension/${platformQuiz.body.id}`, { method: "PATCH", json: { title: "X" }, token: adminToken })).status).toBe(403);
  });

  it("deletes a quiz nobody has answered; an answered one is unpublished instead (409)", async () => {
    const { a, token, quiz } = await setup();
    await call(a.host, `/api/comprehension/${quiz.id}`, { method: "PATCH", json: { status: "published" }, token });
    const kid = await createUser({ tenantId: a.id, role: "student", email: null });
    const kidToken = (await signIn(a.host, kid.username)).access;
    expect((await post(a.host, `/api/comprehension/${quiz.slug}/attempts`, { answers: { q1: 0, q2: "Be kind" } }, { token: kidToken })).status).toBe(201);
    expect((await call(a.host, `/api/comprehension/${quiz.id}`, { method: "DELETE", token })).status).toBe(409);
    expect((await call(a.host, `/api/comprehension/${quiz.slug}`)).status).toBe(200);

    const fresh = await post(a.host, "/api/comprehension/", { title: "Spare", book_id: quiz.book.id, questions: QUESTIONS }, { token });
    expect((await call(a.host, `/api/comprehension/${fresh.body.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await call(a.host, `/api/comprehension/${fresh.body.id}/edit`, { token })).status).toBe(404);
  });
});

describe("deleting hubs", () => {
  it("is for the hub's managers: anonymous 401, teachers 403, another school 404, a platform hub 403 for a school admin", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const admin = await createUser({ tenantId: a.id, role: "school_admin" });
    const token = (await signIn(a.host, admin.username)).access;
    const hub = await post(a.host, "/api/hubs/", { title: "Garden week", status: "published" }, { token });
    const teacher = await createUser({ tenantId: a.id, role: "teacher" });
    expect((await call(a.host, `/api/hubs/${hub.body.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await call(a.host, `/api/hubs/${hub.body.id}`, { method: "DELETE", token: (await signIn(a.host, teacher.username)).access })).status).toBe(403);
    const otherAdmin = await createUser({ tenantId: b.id, role: "school_admin" });
    expect((await call(b.host, `/api/hubs/${hub.body.id}`, { method: "DELETE", token: (await signIn(b.host, otherAdmin.username)).access })).status).toBe(404);
    const platformHub = await post("localhost", "/api/hubs/", { title: "Everyone's hub" }, { token: await staffOn("localhost") });
    expect((await call(a.host, `/api/hubs/${platformHub.body.id}`, { method: "DELETE", token })).status).toBe(403);
    expect((await call(a.host, `/api/hubs/${hub.body.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await call(a.host, `/api/hubs/${hub.body.slug}`)).status).toBe(404);
  });
});
