import { describe, expect, it } from "vitest";
import { call, newAddress, post } from "../helpers/api";
import { createTenant, createUser, signIn, unique } from "../helpers/factories";

/*
 * Security finding 7: an access token dies with its session — at once after logout, a password
 * reset, a role change or archiving — not up to 15 minutes later.
 */
const profile = (host: string, token: string) => call(host, "/api/user/profile/", { token });

function patchUser(host: string, token: string, id: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return call(host, `/api/school-admin/users/${id}/`, { method: "PATCH", form, token });
}

async function school() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin", username: unique("admin") });
  const adminToken = (await signIn(tenant.host, admin.username)).access;
  return { tenant, host: tenant.host, adminToken };
}

describe("access tokens end with their session", () => {
  it("logout ends that session's access token at once, and only that session's", async () => {
    const user = await createUser();
    const [kept, ended] = [await signIn("localhost", user.username), await signIn("localhost", user.username)];
    expect((await profile("localhost", ended.access)).status).toBe(200);
    expect((await post("localhost", "/api/auth/logout/", { refresh: ended.refresh }, { token: ended.access })).status).toBeLessThan(300);
    const after = await profile("localhost", ended.access);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe("UNAUTHORIZED");
    expect((await profile("localhost", kept.access)).status).toBe(200);
  });

  it("a school admin's password reset ends the student's tokens", async () => {
    const { tenant, host, adminToken } = await school();
    const student = await createUser({ tenantId: tenant.id, role: "student", email: null, username: unique("kid") });
    const session = await signIn(host, student.username);
    expect((await profile(host, session.access)).status).toBe(200);
    const reset = await post(host, `/api/school-admin/students/${student.id}/reset-password/`, {}, { token: adminToken, address: newAddress() });
    expect(reset.status).toBe(200);
    expect((await profile(host, session.access)).status).toBe(401);
  });

  it("a role change and archiving end the user's tokens", async () => {
    const { tenant, host, adminToken } = await school();
    const teacher = await createUser({ tenantId: tenant.id, role: "teacher", username: unique("teach") });
    const t1 = await signIn(host, teacher.username);
    expect((await patchUser(host, adminToken, teacher.id, { role: "student" })).status).toBe(200);
    expect((await profile(host, t1.access)).status).toBe(401);

    const student = await createUser({ tenantId: tenant.id, role: "student", email: null, username: unique("kid") });
    const s1 = await signIn(host, student.username);
    expect((await patchUser(host, adminToken, student.id, { archived: "true" })).status).toBe(200);
    expect((await profile(host, s1.access)).status).toBe(401);
  });

  it("a token whose session never existed is refused even with a valid signature", async () => {
    const { env } = await import("cloudflare:workers");
    const { signAccessToken } = await import("../../worker/lib/jwt");
    const user = await createUser();
    const token = await signAccessToken(env, { sub: user.id, tid: null, role: user.role, staff: false, sid: "fam_invented" });
    expect((await profile("localhost", token)).status).toBe(401);
  });
});

describe("the library list and the combined search, whose session check rides in their own round trip (issue #15)", () => {
  const list = (host: string, token: string, query = "") => call(host, `/api/books/${query}`, { token });

  async function teacherWithPrivateBook() {
    const { insertBook } = await import("../helpers/books");
    const tenant = await createTenant();
    const teacher = await createUser({ tenantId: tenant.id, role: "teacher", username: unique("teach") });
    const title = unique("Private notes ");
    const book = await insertBook({ tenantId: tenant.id, uploaderId: teacher.id, title, visibility: "private", status: "published" }, false);
    return { host: tenant.host, teacher, book, title };
  }

  it("a live session lists what its user may see, in the list and in a search", async () => {
    const { host, teacher, book, title } = await teacherWithPrivateBook();
    const { access } = await signIn(host, teacher.username);
    const page = await list(host, access);
    expect(page.status).toBe(200);
    expect(page.body.results.map((b: { id: string }) => b.id)).toContain(book.id);
    const search = await list(host, access, `?search=${encodeURIComponent(title.split(" ").at(-1)!)}`);
    expect(search.status).toBe(200);
    expect(search.body.results.map((b: { id: string }) => b.id)).toEqual([book.id]);
    const combined = await call(host, `/api/combined/?search=${encodeURIComponent(title.split(" ").at(-1)!)}`, { token: access });
    expect(combined.status).toBe(200);
    expect(combined.body.books.map((b: { id: string }) => b.id)).toEqual([book.id]);
    const own = await call(host, `/api/books/${book.id}`, { token: access });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: book.id, title });
  });

  it("a revoked session gets 401 and none of the user's books, however the list is asked", async () => {
    const { host, teacher, title, book } = await teacherWithPrivateBook();
    const session = await signIn(host, teacher.username);
    expect((await post(host, "/api/auth/logout/", { refresh: session.refresh }, { token: session.access })).status).toBeLessThan(300);
    // The book's own page (its check rides in its one query), and a book that does not exist.
    for (const path of [`/api/books/${book.id}`, "/api/books/bk_no_such_book"]) {
      const res = await call(host, path, { token: session.access });
      expect(res.status, path).toBe(401);
      expect(JSON.stringify(res.body), path).not.toContain(title);
    }
    // The list, a page, a search, a search that matches nothing before any query (the check then runs after the handler), ignored filters.
    for (const query of ["", "?limit=5&offset=0", `?search=${encodeURIComponent(title.split(" ").at(-1)!)}`, "?search=%22%22", "?sdg=99&status=any"]) {
      const res = await list(host, session.access, query);
      expect(res.status, query).toBe(401);
      expect(res.body.error).toMatchObject({ code: "UNAUTHORIZED", message: "Your session has expired. Please sign in again." });
      expect(JSON.stringify(res.body)).not.toContain(title);
      expect(res.headers.get("Cache-Control") ?? "", query).not.toMatch(/public/);
    }
    // The header's combined search too (its check rides in its batch), and its empty search.
    for (const query of [`?search=${encodeURIComponent(title.split(" ").at(-1)!)}`, "?search=%22%22"]) {
      const res = await call(host, `/api/combined/${query}`, { token: session.access });
      expect(res.status, query).toBe(401);
      expect(res.body.error.message).toBe("Your session has expired. Please sign in again.");
      expect(JSON.stringify(res.body)).not.toContain(title);
    }
  });

  it("a learner's My courses: listed for a live session, 401 and none of it for a revoked one", async () => {
    const { createCourse } = await import("../helpers/learning");
    const { courseEnrollments } = await import("../../worker/db/schema");
    const { newId } = await import("../../worker/lib/ids");
    const { db } = await import("../helpers/factories");
    const tenant = await createTenant();
    const pupil = await createUser({ tenantId: tenant.id, role: "student", username: unique("pupil") });
    const { course } = await createCourse({ tenantId: tenant.id, title: unique("Rivers of the world ") });
    await db().insert(courseEnrollments).values({ id: newId("enr"), tenantId: tenant.id, userId: pupil.id, courseId: course.id, source: "self" });
    const session = await signIn(tenant.host, pupil.username);
    const live = await call(tenant.host, "/api/learning/my-courses", { token: session.access });
    expect(live.status).toBe(200);
    expect(JSON.stringify(live.body)).toContain(course.title);
    await post(tenant.host, "/api/auth/logout/", { refresh: session.refresh }, { token: session.access });
    const revoked = await call(tenant.host, "/api/learning/my-courses", { token: session.access });
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.message).toBe("Your session has expired. Please sign in again.");
    expect(JSON.stringify(revoked.body)).not.toContain(course.title);
  });

  it("a public route that does not defer its check answers a revoked token as it answers a visitor", async () => {
    const { host, teacher } = await teacherWithPrivateBook();
    const session = await signIn(host, teacher.username);
    await post(host, "/api/auth/logout/", { refresh: session.refresh }, { token: session.access });
    expect((await call(host, "/api/impact-films/", { token: session.access })).status).toBe(200);
  });
});

describe("the catalogues and a course's page, whose session check rides in their first batch (issue #15)", () => {
  async function adminWithDrafts() {
    const { createCourse } = await import("../helpers/learning");
    const { createCharity, createProject } = await import("../helpers/giving");
    const tenant = await createTenant();
    const admin = await createUser({ tenantId: tenant.id, role: "school_admin", username: unique("admin") });
    const title = unique("Draft course ");
    const { course } = await createCourse({ tenantId: tenant.id, title, status: "draft", publishedAt: null });
    const charity = await createCharity({ tenantId: tenant.id, name: unique("Quiet charity "), status: "inactive" });
    const project = await createProject({ tenantId: tenant.id, title: unique("Draft project "), status: "draft" });
    return { host: tenant.host, admin, course, charity, project, secrets: [title, charity.name, project.title] };
  }
  /** A draft hub and challenge of the host's school, which only its managers see, and a session for its people only. */
  async function learningDrafts(host: string) {
    const { db } = await import("../helpers/factories");
    const { challenges, hubs, liveSessions, tenants } = await import("../../worker/db/schema");
    const { newId } = await import("../../worker/lib/ids");
    const { eq } = await import("drizzle-orm");
    const tenant = (await db().select().from(tenants).where(eq(tenants.subdomain, host.split(".")[0])).get())!;
    const [hubTitle, challengeTitle, sessionTitle] = [unique("Draft hub "), unique("Draft challenge "), unique("Draft session ")];
    const [hub] = await db().insert(hubs).values({ id: newId("hub"), tenantId: tenant.id, slug: unique("hub-"), title: hubTitle, titleKey: hubTitle.toLowerCase(), status: "draft" }).returning();
    const [challenge] = await db()
      .insert(challenges)
      .values({ id: newId("chl"), tenantId: tenant.id, slug: unique("challenge-"), title: challengeTitle, sdg: 4, submission: "text", deadline: Date.now() + 86_400_000, status: "draft" })
      .returning();
    const [session] = await db()
      .insert(liveSessions)
      .values({ id: newId("lvs"), tenantId: tenant.id, slug: unique("session-"), title: sessionTitle, hostName: "Ada", startsAt: Date.now() + 86_400_000, timeZone: "UTC", durationMinutes: 45, capacity: 30, audience: "school", meetingUrl: "https://meet.example.com/x" })
      .returning();
    return {
      paths: ["/api/hubs/?all=true", `/api/hubs/${hub.slug}`, "/api/challenges/?all=true", `/api/challenges/${challenge.slug}`, "/api/live-sessions/?manage=true", `/api/live-sessions/${session.slug}`],
      secrets: [hubTitle, challengeTitle, sessionTitle],
    };
  }
  const paths = (d: Awaited<ReturnType<typeof adminWithDrafts>>) => [
    "/api/courses/?all=true",
    `/api/courses/${d.course.slug}`,
    `/api/data/courses/${d.course.slug}`,
    "/api/charities/?all=true",
    `/api/charities/${d.charity.slug}`,
    "/api/projects/?all=true",
    `/api/projects/${d.project.slug}`,
  ];

  it("a live session of the school's admin sees the drafts it manages", async () => {
    const d = await adminWithDrafts();
    const { access } = await signIn(d.host, d.admin.username);
    for (const path of paths(d)) {
      const res = await call(d.host, path, { token: access });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    const page = await call(d.host, `/api/data/courses/${d.course.slug}`, { token: access });
    expect(page.body.data).toMatchObject({ title: d.course.title, access: "preview", lesson_count: 4, chapter_count: 2 });
  });

  it("a revoked session gets 401 and none of the drafts, on every catalogue and page, found or not", async () => {
    const d = await adminWithDrafts();
    const session = await signIn(d.host, d.admin.username);
    expect((await post(d.host, "/api/auth/logout/", { refresh: session.refresh }, { token: session.access })).status).toBeLessThan(300);
    // The library page's counts, facets and categories and the goals page defer their check too.
    // So do the hubs', challenges' and live sessions' lists and pages (drafts of each below).
    const learning = await learningDrafts(d.host);
    d.secrets.push(...learning.secrets);
    for (const path of [...paths(d), ...learning.paths, "/api/book-stats/", "/api/books/facets", "/api/book-categories/", "/api/sdgs/", "/api/courses/no-such-course", "/api/data/courses/no-such-course", "/api/charities/no-such-charity", "/api/projects/no-such-project", "/api/hubs/no-such-hub", "/api/challenges/no-such-challenge", "/api/live-sessions/no-such-session"]) {
      const res = await call(d.host, path, { token: session.access });
      expect(res.status, path).toBe(401);
      expect(res.body.error, path).toMatchObject({ code: "UNAUTHORIZED", message: "Your session has expired. Please sign in again." });
      for (const secret of d.secrets) expect(JSON.stringify(res.body), path).not.toContain(secret);
    }
  });
});

describe("a lesson's progress and quiz attempts, whose session check rides in their first read (issue #15)", () => {
  it("a live session saves; a revoked one gets 401 before anything is written, whatever the lesson", async () => {
    const { createCourse } = await import("../helpers/learning");
    const { courseEnrollments, lessonProgress, quizAttempts } = await import("../../worker/db/schema");
    const { newId } = await import("../../worker/lib/ids");
    const { db } = await import("../helpers/factories");
    const { eq } = await import("drizzle-orm");
    const tenant = await createTenant();
    const pupil = await createUser({ tenantId: tenant.id, role: "student", username: unique("pupil") });
    const { course, lessons } = await createCourse({ tenantId: tenant.id });
    await db().insert(courseEnrollments).values({ id: newId("enr"), tenantId: tenant.id, userId: pupil.id, courseId: course.id, source: "self" });
    const session = await signIn(tenant.host, pupil.username);
    const save = (lesson: string, video_position: number) => call(tenant.host, "/api/lesson-progress/", { method: "PUT", token: session.access, json: { lesson, video_position } });
    const saved = await save(lessons[0].id, 30);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ lesson: lessons[0].id, video_position: 30 });

    await post(tenant.host, "/api/auth/logout/", { refresh: session.refresh }, { token: session.access });
    for (const lesson of [lessons[0].id, lessons[1].id, "les_missing"]) {
      const res = await save(lesson, 99);
      expect(res.status, lesson).toBe(401);
      expect(res.body.error.message).toBe("Your session has expired. Please sign in again.");
    }
    const quiz = await post(tenant.host, "/api/quiz-attempts/", { lesson: lessons[0].id, answers: {} }, { token: session.access });
    expect(quiz.status).toBe(401);
    const rows = await db().select().from(lessonProgress).where(eq(lessonProgress.userId, pupil.id)).all();
    expect(rows.map((r) => [r.lessonId, r.videoPosition])).toEqual([[lessons[0].id, 30]]);
    expect(await db().select().from(quizAttempts).where(eq(quizAttempts.userId, pupil.id)).all()).toEqual([]);
  });
});

describe("a lesson's page, whose session check rides in its course's read and gates its writes (issue #15)", () => {
  it("a revoked session gets 401 and none of the lesson, and writes neither the last activity nor an assigned course's enrolment", async () => {
    const { createCourse } = await import("../helpers/learning");
    const { addStudents, createClass, db } = await import("../helpers/factories");
    const { courseAssignments, courseEnrollments } = await import("../../worker/db/schema");
    const { newId } = await import("../../worker/lib/ids");
    const { and, eq } = await import("drizzle-orm");
    const tenant = await createTenant();
    const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
    const cls = await createClass(tenant.id, { teacherId: teacher.id, name: "Year 5" });
    const [pupil] = await addStudents(tenant.id, cls.id, [["Ada", "Lovelace"]]);
    const enrolled = await createCourse({ tenantId: tenant.id });
    const given = await createCourse({ tenantId: tenant.id });
    await db().insert(courseEnrollments).values({ id: newId("enr"), tenantId: tenant.id, userId: pupil.id, courseId: enrolled.course.id, source: "self" });
    await db().insert(courseAssignments).values({ id: newId("cas"), tenantId: tenant.id, classId: cls.id, courseId: given.course.id, assignedBy: teacher.id });
    const session = await signIn(tenant.host, pupil.username);
    const open = (slug: string, lesson: string) => call(tenant.host, `/api/courses/${slug}/chapters/chapter-1/lessons/${lesson}`, { token: session.access });
    const enrolment = (courseId: string) => db().select().from(courseEnrollments).where(and(eq(courseEnrollments.userId, pupil.id), eq(courseEnrollments.courseId, courseId))).get();

    const live = await open(enrolled.course.slug, "lesson-1");
    expect(live.status).toBe(200);
    expect(live.body.title).toBe(enrolled.lessons[0].title);
    expect(await enrolment(enrolled.course.id)).toMatchObject({ lastLessonId: enrolled.lessons[0].id });

    await post(tenant.host, "/api/auth/logout/", { refresh: session.refresh }, { token: session.access });
    for (const [slug, lesson] of [[enrolled.course.slug, "lesson-2"], [given.course.slug, "lesson-1"], [enrolled.course.slug, "no-such-lesson"], ["no-such-course", "lesson-1"]]) {
      const res = await open(slug, lesson);
      expect(res.status, `${slug}/${lesson}`).toBe(401);
      expect(res.body.error.message).toBe("Your session has expired. Please sign in again.");
      expect(JSON.stringify(res.body)).not.toContain("Lesson 1.");
    }
    // Nothing written: the last lesson is still the first, and the course given to the class is not enrolled.
    expect(await enrolment(enrolled.course.id)).toMatchObject({ lastLessonId: enrolled.lessons[0].id });
    expect(await enrolment(given.course.id)).toBeUndefined();
  });
});
