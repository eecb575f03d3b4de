import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { and, eq, inArray } from "drizzle-orm";
import { call, post } from "../helpers/api";
import { addManyStudents, addStudents, createClass, createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { createCatalogItem } from "../helpers/giving";
import { drainOrder, payWithDemo, placeOrder } from "../helpers/checkout";
import { createCourse, createMedia } from "../helpers/learning";
import { classStudents, courseAssignments, courseEnrollments, courseLessons, courses, entitlements, lessonProgress, quizAttempts } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";

const put = (host: string, path: string, json: unknown, token?: string) => call(host, path, { method: "PUT", json, token });
const patch = (host: string, path: string, json: unknown, token?: string) => call(host, path, { method: "PATCH", json, token });

async function school() {
  const tenant = await createTenant();
  const student = await createUser({ tenantId: tenant.id, role: "student", email: null, firstName: "Maya", lastName: "Okafor" });
  const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const token = async (u: { username: string }) => (await signIn(tenant.host, u.username)).access;
  return { tenant, host: tenant.host, student, teacher, admin, studentToken: await token(student), teacherToken: await token(teacher), adminToken: await token(admin) };
}

describe("the course catalogue", () => {
  it("lists published platform courses and the school's own; drafts and other schools' courses stay invisible", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const tag = unique("tag");
    const platform = await createCourse({ title: `Platform ${tag}` });
    const own = await createCourse({ title: `Own ${tag}`, tenantId: a.id });
    const other = await createCourse({ title: `Other ${tag}`, tenantId: b.id });
    const draft = await createCourse({ title: `Draft ${tag}`, status: "draft" });
    const listed = await call(a.host, `/api/courses/?search=${tag}`);
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((c: { slug: string }) => c.slug).sort()).toEqual([own.course.slug, platform.course.slug].sort());
    expect(listed.body.results[0]).toMatchObject({ slug: own.course.slug, chapter_count: 2, lesson_count: 4, minutes: 40, sdgs: [4, 13], price: null, platform_wide: false });
    for (const hidden of [other, draft]) {
      expect((await call(a.host, `/api/courses/${hidden.course.slug}/`)).status).toBe(404);
      expect((await call(a.host, `/api/data/courses/${hidden.course.slug}`)).status).toBe(404);
    }
    expect((await call(b.host, `/api/courses/${own.course.slug}/`)).body.error.message).toBe("Course not found");
  });

  it("filters by goal, age, kind and subject", async () => {
    const tag = unique("filter");
    const climate = await createCourse({ title: `Climate ${tag}`, sdgs: "[13]", ageMin: 9, ageMax: 12, subject: "Geography" });
    const training = await createCourse({ title: `Training ${tag}`, kind: "teacher_training", sdgs: "[4]", ageMin: 18, ageMax: 99 });
    const slugs = async (q: string) => (await call("localhost", `/api/courses/?search=${tag}&${q}`)).body.results.map((c: { slug: string }) => c.slug);
    expect(await slugs("sdg=13")).toEqual([climate.course.slug]);
    expect(await slugs("age=10")).toEqual([climate.course.slug]);
    expect(await slugs("age=30")).toEqual([training.course.slug]);
    expect(await slugs("kind=teacher_training")).toEqual([training.course.slug]);
    expect(await slugs("subject=Geography")).toEqual([climate.course.slug]);
  });

  it("answers the seed's chapter and lesson lists with slugs, and 404 for an unknown course, chapter or lesson", async () => {
    const { course } = await createCourse();
    const chapters = await call("localhost", `/api/courses/${course.slug}/chapters/`);
    expect(chapters.body.results.map((c: { slug: string }) => c.slug)).toEqual(["chapter-1", "chapter-2"]);
    const lessons = await call("localhost", `/api/courses/${course.slug}/chapters/chapter-1/lessons/`);
    expect(lessons.body.results.map((l: { slug: string }) => l.slug)).toEqual(["lesson-1", "lesson-2"]);
    expect((await call("localhost", "/api/courses/no-such-course/")).status).toBe(404);
    expect((await call("localhost", `/api/courses/${course.slug}/chapters/nope/lessons/`)).status).toBe(404);
    const data = await call("localhost", `/api/data/courses/${course.slug}`);
    expect(data.body.data).toMatchObject({ slug: course.slug, access: "sign_in", enrollment: null, progress: null });
    expect(data.body.data.chapters[0].lessons).toHaveLength(2);
  });
});

describe("enrolment, lessons and progress", () => {
  it("enrols once (201, then 200 with the same enrolment), opens lessons only when enrolled, and 404s a lesson of another chapter", async () => {
    const s = await school();
    const { course } = await createCourse();
    const lessonPath = `/api/courses/${course.slug}/chapters/chapter-1/lessons/lesson-1/`;
    expect((await call(s.host, lessonPath)).status).toBe(401);
    expect((await call(s.host, lessonPath, { token: s.studentToken })).body.error).toMatchObject({ code: "FORBIDDEN", message: "Enrol in this course to open its lessons." });
    expect((await post(s.host, "/api/course-enrollments/", { course: course.id })).status).toBe(401);

    const first = await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.studentToken });
    expect(first.status).toBe(201);
    const again = await post(s.host, "/api/course-enrollments/", { course: course.slug }, { token: s.studentToken });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const mine = await call(s.host, `/api/course-enrollments/?course=${course.id}`, { token: s.studentToken });
    expect(mine.body.results).toEqual([expect.objectContaining({ id: first.body.id, course: course.id, source: "self" })]);
    expect((await post(s.host, "/api/course-enrollments/", { course: "no-such" }, { token: s.studentToken })).status).toBe(404);
    expect((await post(s.host, "/api/course-enrollments/", {}, { token: s.studentToken })).status).toBe(400);

    const lesson = await call(s.host, lessonPath, { token: s.studentToken });
    expect(lesson.status).toBe(200);
    expect(lesson.body).toMatchObject({ slug: "lesson-1", previous: null, next: { chapter: "chapter-1", lesson: "lesson-2" }, completed: false, progress: { completed: 0, total: 4, percent: 0 } });
    // Teacher's notes are for teachers only.
    expect(lesson.body.blocks.map((b: { type: string }) => b.type)).toEqual(["text"]);
    const asTeacher = await call(s.host, lessonPath, { token: s.teacherToken });
    expect(asTeacher.status).toBe(403); // a teacher enrols like anyone else
    await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.teacherToken });
    expect((await call(s.host, lessonPath, { token: s.teacherToken })).body.blocks.map((b: { type: string }) => b.type)).toEqual(["text", "teacher_note"]);

    expect((await call(s.host, `/api/courses/${course.slug}/chapters/chapter-2/lessons/lesson-9/`, { token: s.studentToken })).status).toBe(404);
    expect((await call(s.host, `/api/courses/${course.slug}/chapters/chapter-9/lessons/lesson-1/`, { token: s.studentToken })).status).toBe(404);
  });

  it("a course taken back to draft hides its lessons from its learners: no page, no progress saved, no quiz", async () => {
    const s = await school();
    const { course, lessons } = await createCourse();
    await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.studentToken });
    const lessonPath = `/api/courses/${course.slug}/chapters/chapter-1/lessons/lesson-1/`;
    expect((await call(s.host, lessonPath, { token: s.studentToken })).status).toBe(200);
    expect((await put(s.host, "/api/lesson-progress/", { lesson: lessons[0].id, video_position: 12 }, s.studentToken)).status).toBe(200);
    await db().update(courses).set({ status: "draft" }).where(eq(courses.id, course.id));
    expect((await call(s.host, lessonPath, { token: s.studentToken })).status).toBe(404);
    const saved = await put(s.host, "/api/lesson-progress/", { lesson: lessons[0].id, video_position: 20 }, s.studentToken);
    expect(saved.status).toBe(404);
    expect(saved.body.error.message).toBe("Lesson not found");
    expect((await post(s.host, "/api/quiz-attempts/", { lesson: lessons[1].id, answers: { q1: 1 } }, { token: s.studentToken })).status).toBe(404);
    const [row] = await db().select().from(lessonProgress).where(eq(lessonProgress.lessonId, lessons[0].id));
    expect(row.videoPosition).toBe(12);
  });

  it("saves completion and the video position, shows the percentage and the next lesson, and completes the enrolment", async () => {
    const s = await school();
    const { course, lessons } = await createCourse({}, [2, 1]);
    await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.studentToken });
    const data = async () => (await call(s.host, `/api/data/courses/${course.slug}`, { token: s.studentToken })).body.data;
    expect((await data()).progress).toEqual({ completed: 0, total: 3, percent: 0, next_lesson: { chapter: "chapter-1", lesson: "lesson-1", title: "Lesson 1.1" } });

    const saved = await put(s.host, "/api/lesson-progress/", { lesson: lessons[0].id, completed: true }, s.studentToken);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ completed: true, progress: { completed: 1, total: 3, percent: 33, next_lesson: { chapter: "chapter-1", lesson: "lesson-2" } } });
    expect((await put(s.host, "/api/lesson-progress/", { lesson: lessons[1].id, video_position: 42.7 }, s.studentToken)).body).toMatchObject({ completed: false, video_position: 42 });
    // The lesson's page resumes the video where it stopped; another lesson's starts at 0, and the outline ticks the finished one.
    const page = async (lesson: string) => (await call(s.host, `/api/courses/${course.slug}/chapters/chapter-1/lessons/${lesson}/`, { token: s.studentToken })).body;
    expect(await page("lesson-2")).toMatchObject({ video_position: 42, completed: false, previous: { lesson: "lesson-1" }, progress: { completed: 1, total: 3 } });
    const first = await page("lesson-1");
    expect(first).toMatchObject({ video_position: 0, completed: true, last_attempt: null });
    expect(first.outline[0].lessons.map((l: { completed: boolean }) => l.completed)).toEqual([true, false]);
    expect((await put(s.host, "/api/lesson-progress/", { lesson: lessons[1].id }, s.studentToken)).status).toBe(400);

    // The second lesson holds a quiz: answered before it can be marked complete.
    await post(s.host, "/api/quiz-attempts/", { lesson: lessons[1].id, answers: { q1: 1, q2: 0, q3: "Goal 4" } }, { token: s.studentToken });
    for (const l of lessons) expect((await put(s.host, "/api/lesson-progress/", { lesson: l.id, completed: true }, s.studentToken)).status).toBe(200);
    const done = await data();
    expect(done.progress).toMatchObject({ completed: 3, percent: 100, next_lesson: null });
    expect(done.enrollment.completed_at).not.toBeNull();
    expect(done.chapters.flatMap((c: { lessons: { completed: boolean }[] }) => c.lessons.map((l) => l.completed))).toEqual([true, true, true]);
    // Undoing a lesson reopens the course.
    await put(s.host, "/api/lesson-progress/", { lesson: lessons[2].id, completed: false }, s.studentToken);
    expect((await data()).enrollment.completed_at).toBeNull();

    const dashboard = await call(s.host, "/api/learning/my-courses", { token: s.studentToken });
    expect(dashboard.body.results).toEqual([expect.objectContaining({ enrolled: true, progress: expect.objectContaining({ completed: 2, percent: 66 }) })]);
    // Another learner's progress is theirs alone; without an enrolment nothing is saved.
    const other = await createUser({ tenantId: s.tenant.id, role: "student", email: null });
    const otherToken = (await signIn(s.host, other.username)).access;
    expect((await put(s.host, "/api/lesson-progress/", { lesson: lessons[0].id, completed: true }, otherToken)).status).toBe(403);
  });

  it("completes a lesson with a quiz only once its quiz is answered (any score); a lesson without one as before", async () => {
    const s = await school();
    const { course, lessons } = await createCourse({}, [2, 1]);
    const quizLesson = lessons[1];
    await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.studentToken });
    const data = async () => (await call(s.host, `/api/data/courses/${course.slug}`, { token: s.studentToken })).body.data;
    const row = async () => (await db().select().from(lessonProgress).where(and(eq(lessonProgress.lessonId, quizLesson.id), eq(lessonProgress.userId, s.student.id)))).at(0);

    const refused = await put(s.host, "/api/lesson-progress/", { lesson: quizLesson.id, completed: true }, s.studentToken);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "CONFLICT", message: "Answer this lesson's quiz before marking it complete." });
    expect(await row()).toBeUndefined();
    // Where the video stopped and undoing are saved as ever; the lesson without a quiz completes at once.
    expect((await put(s.host, "/api/lesson-progress/", { lesson: quizLesson.id, video_position: 12 }, s.studentToken)).body).toMatchObject({ completed: false, video_position: 12 });
    expect((await put(s.host, "/api/lesson-progress/", { lesson: quizLesson.id, completed: false }, s.studentToken)).status).toBe(200);
    expect((await put(s.host, "/api/lesson-progress/", { lesson: lessons[0].id, completed: true }, s.studentToken)).status).toBe(200);
    expect((await put(s.host, "/api/lesson-progress/", { lesson: lessons[2].id, completed: true }, s.studentToken)).status).toBe(200);
    expect(await row()).toMatchObject({ completedAt: null });
    expect((await data()).progress).toMatchObject({ completed: 2, total: 3 });
    expect((await data()).enrollment.completed_at).toBeNull();

    // Any submitted attempt will do, a wrong one waiting for the teacher's mark too (no pass mark here).
    expect((await post(s.host, "/api/quiz-attempts/", { lesson: quizLesson.id, answers: { q1: 0, q2: 1, q3: "Goal 4" } }, { token: s.studentToken })).status).toBe(201);
    const saved = await put(s.host, "/api/lesson-progress/", { lesson: quizLesson.id, completed: true }, s.studentToken);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ completed: true, progress: { completed: 3, total: 3, percent: 100 } });
    expect((await data()).enrollment.completed_at).not.toBeNull();
  });

  it("scores quizzes without giving the answers away first, keeps every attempt and leaves short answers to the teacher", async () => {
    const s = await school();
    const { course, lessons } = await createCourse();
    const quizLesson = lessons[1];
    await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.studentToken });
    const page = await call(s.host, `/api/courses/${course.slug}/chapters/chapter-1/lessons/lesson-2/`, { token: s.studentToken });
    const quiz = page.body.blocks.find((b: { type: string }) => b.type === "quiz");
    expect(quiz.questions[0]).toEqual({ id: "q1", kind: "choice", prompt: "How many goals are there?", options: ["Five", "Seventeen", "Ninety"] });
    expect(JSON.stringify(page.body)).not.toContain("There are 17 goals");

    const attempt = await post(s.host, "/api/quiz-attempts/", { lesson: quizLesson.id, answers: { q1: 1, q2: 1, q3: "Climate action, because of floods." } }, { token: s.studentToken });
    expect(attempt.status).toBe(201);
    expect(attempt.body).toMatchObject({ score: 1, max_score: 3, pending: 1 });
    expect(attempt.body.results).toEqual([
      expect.objectContaining({ id: "q1", correct: true, answer: 1, explanation: "There are 17 goals." }),
      expect.objectContaining({ id: "q2", correct: false, answer: 0, your_answer: 1 }),
      expect.objectContaining({ id: "q3", kind: "short", correct: null, answer: null }),
    ]);
    const second = await post(s.host, "/api/quiz-attempts/", { lesson: quizLesson.id, answers: { q1: 1, q2: 0, q3: "Life below water." } }, { token: s.studentToken });
    expect(second.body.score).toBe(2);
    expect((await call(s.host, `/api/courses/${course.slug}/chapters/chapter-1/lessons/lesson-2/`, { token: s.studentToken })).body.last_attempt).toMatchObject({ id: second.body.id, score: 2 });

    const bad = [
      { answers: { q1: 1, q2: 0 } },
      { answers: { q1: 7, q2: 0, q3: "x" } },
      { answers: { q1: 1, q2: 0, q3: "x", q9: 1 } },
      { answers: { q1: "one", q2: 0, q3: "x" } },
    ];
    for (const body of bad) expect((await post(s.host, "/api/quiz-attempts/", { lesson: quizLesson.id, ...body }, { token: s.studentToken })).status).toBe(400);
    expect((await post(s.host, "/api/quiz-attempts/", { lesson: lessons[0].id, answers: { q1: 1 } }, { token: s.studentToken })).status).toBe(404);
  });

  it("lessons.activity: opening a lesson moves the enrolment's last lesson and activity, written again only when they move", async () => {
    const s = await school();
    const { course } = await createCourse({ tenantId: s.tenant.id });
    expect((await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.studentToken })).status).toBe(201);
    const open = async (lesson: string) => expect((await call(s.host, `/api/courses/${course.slug}/chapters/chapter-1/lessons/${lesson}`, { token: s.studentToken })).status).toBe(200);
    const enrolment = async () => (await db().select().from(courseEnrollments).where(eq(courseEnrollments.courseId, course.id)).get())!;
    const setActive = (at: number) => db().update(courseEnrollments).set({ lastActiveAt: at }).where(eq(courseEnrollments.courseId, course.id));

    await setActive(Date.now() - 10 * 60_000);
    await open("lesson-1");
    const first = await enrolment();
    expect(first.lastLessonId).not.toBeNull();
    expect(Date.now() - first.lastActiveAt!).toBeLessThan(5_000);
    // The same lesson again within the minute: nothing to write.
    await setActive(first.lastActiveAt! - 30_000);
    await open("lesson-1");
    expect((await enrolment()).lastActiveAt).toBe(first.lastActiveAt! - 30_000);
    // A minute later, it is written.
    await setActive(first.lastActiveAt! - 61_000);
    await open("lesson-1");
    expect(Date.now() - (await enrolment()).lastActiveAt!).toBeLessThan(5_000);
    // Another lesson at once: written.
    await setActive(Date.now() - 1_000);
    await open("lesson-2");
    const second = await enrolment();
    expect(second.lastLessonId).not.toBe(first.lastLessonId);
    expect(Date.now() - second.lastActiveAt!).toBeLessThan(1_000);
  });
});

describe("paid courses", () => {
  it("are unlocked only by an applied payment, enrol the buyer, and lock again after a refund", async () => {
    const s = await school();
    const item = await createCatalogItem({ kind: "teacher_training", price: 14_900 });
    const { course } = await createCourse({ kind: "teacher_training", catalogItemId: item.id });
    const lessonPath = `/api/courses/${course.slug}/chapters/chapter-1/lessons/lesson-1/`;
    const data = async () => (await call(s.host, `/api/data/courses/${course.slug}`, { token: s.teacherToken })).body.data;
    expect(await data()).toMatchObject({ access: "buy", owned: false, price: { catalog_item_id: item.id, amount: 14_900, currency: "USD" } });
    const refused = await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.teacherToken });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({ code: "PAYMENT_REQUIRED", message: "This course is paid: add it to your cart and complete checkout to enrol." });
    expect((await call(s.host, lessonPath, { token: s.teacherToken })).status).toBe(402);

    const order = (await placeOrder(s.host, [`item:${item.id}`], { token: s.teacherToken })).body;
    // A placed but unpaid order unlocks nothing.
    expect((await data()).access).toBe("buy");
    await payWithDemo(s.host, order, { token: s.teacherToken });
    await drainOrder(order.id);
    expect(await data()).toMatchObject({ access: "open", owned: true, enrollment: expect.objectContaining({ source: "purchase" }) });
    expect((await call(s.host, lessonPath, { token: s.teacherToken })).status).toBe(200);

    const staff = await createStaff();
    const staffToken = (await signIn("localhost", staff.username)).access;
    expect((await post("localhost", `/api/orders/${order.id}/refund/`, { reason: "Bought twice" }, { token: staffToken })).status).toBe(200);
    await drainOrder(order.id);
    expect(await data()).toMatchObject({ access: "buy", owned: false });
    expect((await call(s.host, lessonPath, { token: s.teacherToken })).status).toBe(402);
    // The enrolment (and its progress) is kept for a later purchase.
    expect(await db().select().from(courseEnrollments).where(eq(courseEnrollments.courseId, course.id)).all()).toHaveLength(1);
  });
});

describe("saving progress and quiz attempts", () => {
  it("follow the lesson page's access rule: enrolled (and owning a paid course) saves; others are told why, and nothing is written", async () => {
    const s = await school();
    const other = await createTenant();
    const item = await createCatalogItem({ kind: "course", price: 900 });
    const free = await createCourse({ tenantId: s.tenant.id });
    const paid = await createCourse({ tenantId: s.tenant.id, catalogItemId: item.id });
    const draft = await createCourse({ tenantId: s.tenant.id, status: "draft", publishedAt: null });
    const elsewhere = await createCourse({ tenantId: other.id });
    const enrol = (userId: string, courseId: string) => db().insert(courseEnrollments).values({ id: newId("enr"), userId, courseId, source: "self" });
    const entitle = (userId: string, revokedAt: number | null) =>
      db().insert(entitlements).values({ id: newId("ent"), tenantId: s.tenant.id, userId, catalogItemId: item.id, kind: "course", refId: paid.course.id, orderId: newId("ord"), revokedAt });
    const owner = await createUser({ tenantId: s.tenant.id, role: "student" });
    const refunded = await createUser({ tenantId: s.tenant.id, role: "student" });
    for (const c of [free, paid, draft, elsewhere]) await enrol(s.student.id, c.course.id);
    for (const u of [owner, refunded]) await enrol(u.id, paid.course.id);
    await entitle(owner.id, null);
    await entitle(refunded.id, Date.now());
    const tokenOf = async (u: { username: string }) => (await signIn(s.host, u.username)).access;
    const [ownerToken, refundedToken] = [await tokenOf(owner), await tokenOf(refunded)];

    const cases: [string, string, string, { lesson: number; save: number; message?: string }][] = [
      ["enrolled pupil, free course", s.studentToken, free.lessons[0].id, { lesson: 200, save: 200 }],
      ["teacher not enrolled", s.teacherToken, free.lessons[0].id, { lesson: 403, save: 403, message: "Enrol in this course to open its lessons." }],
      ["enrolled pupil, paid course not bought", s.studentToken, paid.lessons[0].id, { lesson: 402, save: 402 }],
      ["enrolled pupil who bought it", ownerToken, paid.lessons[0].id, { lesson: 200, save: 200 }],
      ["enrolled pupil whose purchase was refunded", refundedToken, paid.lessons[0].id, { lesson: 402, save: 402 }],
      ["school admin previewing the paid course", s.adminToken, paid.lessons[0].id, { lesson: 200, save: 403, message: "Enrol in this course to save your progress." }],
      ["enrolled pupil, course back in draft", s.studentToken, draft.lessons[0].id, { lesson: 404, save: 404, message: "Lesson not found" }],
      ["school admin previewing the draft", s.adminToken, draft.lessons[0].id, { lesson: 200, save: 403, message: "Enrol in this course to save your progress." }],
      ["another school's course", s.studentToken, elsewhere.lessons[0].id, { lesson: 404, save: 404, message: "Lesson not found" }],
      ["no such lesson", s.studentToken, "lsn_missing", { lesson: 404, save: 404, message: "Lesson not found" }],
    ];
    // Each course's second lesson holds its quiz (tests/helpers/learning.ts).
    const of = new Map([free, paid, draft, elsewhere].map((c) => [c.lessons[0].id, { slug: c.course.slug, quiz: c.lessons[1].id }]));
    for (const [who, token, lesson, expected] of cases) {
      const course = of.get(lesson);
      const page = course ? (await call(s.host, `/api/courses/${course.slug}/chapters/chapter-1/lessons/lesson-1/`, { token })).status : 404;
      const saved = await put(s.host, "/api/lesson-progress/", { lesson, video_position: 30 }, token);
      const quiz = await post(s.host, "/api/quiz-attempts/", { lesson: course?.quiz ?? lesson, answers: { q1: 1, q2: 1, q3: "Goal 4" } }, { token });
      const quizSaved = expected.save === 200 ? 201 : expected.save;
      expect({ who, page, save: saved.status, quiz: quiz.status }).toEqual({ who, page: expected.lesson, save: expected.save, quiz: quizSaved });
      if (expected.message) expect({ who, message: saved.body.error.message, quiz: quiz.body.error.message }).toEqual({ who, message: expected.message, quiz: expected.message });
    }
    // Only the two who may save have a row, and an attempt.
    const rows = await db().select().from(lessonProgress).where(eq(lessonProgress.videoPosition, 30)).all();
    expect(rows.map((r) => r.userId).sort()).toEqual([s.student.id, owner.id].sort());
    const attempts = await db().select().from(quizAttempts).where(inArray(quizAttempts.courseId, [free, paid, draft, elsewhere].map((c) => c.course.id))).all();
    expect(attempts.map((r) => r.userId).sort()).toEqual([s.student.id, owner.id].sort());
  });
});

describe("authoring", () => {
  it("lets only staff and the school's admins author, each in their own scope", async () => {
    const s = await school();
    const body = { title: "Rivers and Rain", intro: "Where water goes.", sdgs: [6, 6, 13], age_min: 8, age_max: 11, subject: "Science" };
    expect((await post(s.host, "/api/courses/", body)).status).toBe(401);
    expect((await post(s.host, "/api/courses/", body, { token: s.studentToken })).status).toBe(403);
    expect((await post(s.host, "/api/courses/", body, { token: s.teacherToken })).status).toBe(403);
    expect((await post(s.host, "/api/courses/", { ...body, platform_wide: true }, { token: s.adminToken })).status).toBe(403);
    const created = await post(s.host, "/api/courses/", body, { token: s.adminToken });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "draft", platform_wide: false, sdgs: [6, 13], slug: expect.stringMatching(/^rivers-and-rain/) });
    expect((await post(s.host, "/api/courses/", { ...body, age_min: 12, age_max: 8 }, { token: s.adminToken })).body.error.fields).toHaveProperty("age_max");
    expect((await post(s.host, "/api/courses/", { ...body, catalog_item_id: "cat_x" }, { token: s.adminToken })).status).toBe(403);

    // A platform course is read-only for a school admin; another school's course does not exist for them.
    const platform = await createCourse();
    expect((await patch(s.host, `/api/courses/${platform.course.id}`, { title: "Mine now" }, s.adminToken)).status).toBe(403);
    const elsewhere = await createCourse({ tenantId: (await createTenant()).id });
    expect((await patch(s.host, `/api/courses/${elsewhere.course.id}`, { title: "Mine now" }, s.adminToken)).status).toBe(404);
    expect((await call(s.host, `/api/course-lessons/${elsewhere.lessons[0].id}`, { token: s.adminToken })).status).toBe(404);
    expect((await call(s.host, `/api/course-lessons/${platform.lessons[0].id}`, { token: s.teacherToken })).status).toBe(403);

    const staff = await createStaff();
    const staffToken = (await signIn("localhost", staff.username)).access;
    const platformCourse = await post("localhost", "/api/courses/", { ...body, kind: "teacher_training", title: "Outdoor Learning" }, { token: staffToken });
    expect(platformCourse.body).toMatchObject({ platform_wide: true, kind: "teacher_training" });
  });

  it("builds a course with chapters, lessons and blocks, reorders them, and shows it to learners only once published", async () => {
    const s = await school();
    const course = (await post(s.host, "/api/courses/", { title: "Bird Watching", intro: "Birds near school." }, { token: s.adminToken })).body;
    const ch1 = (await post(s.host, `/api/courses/${course.id}/chapters`, { title: "Garden birds" }, { token: s.adminToken })).body;
    const ch2 = (await post(s.host, `/api/courses/${course.id}/chapters`, { title: "Water birds" }, { token: s.adminToken })).body;
    expect(ch1.slug).toBe("garden-birds");
    const lesson = await post(
      s.host,
      `/api/course-chapters/${ch1.id}/lessons`,
      { title: "The robin", minutes: 8, blocks: [{ type: "text", html: "<p>Red <strong>breast</strong><script>alert(1)</script><img src=x onerror=alert(2)></p>" }] },
      { token: s.adminToken },
    );
    expect(lesson.status).toBe(201);
    expect(lesson.body.blocks[0].html).not.toMatch(/script|onerror/);
    expect(lesson.body.blocks[0].html).toContain("<strong>breast</strong>");
    const badBlocks = await patch(s.host, `/api/course-lessons/${lesson.body.id}`, { blocks: [{ type: "video", media: "lmd_notmine" }] }, s.adminToken);
    expect(badBlocks.status).toBe(400);
    const badQuiz = await patch(s.host, `/api/course-lessons/${lesson.body.id}`, { blocks: [{ type: "quiz", questions: [{ id: "a", kind: "choice", prompt: "?", options: ["x", "y"], answer: 5 }] }] }, s.adminToken);
    expect(badQuiz.status).toBe(400);
    await post(s.host, `/api/course-chapters/${ch1.id}/lessons`, { title: "The wren" }, { token: s.adminToken });
    expect((await call(s.host, `/api/courses/${course.id}/chapters/order`, { method: "PUT", json: { ids: [ch2.id, ch1.id] }, token: s.adminToken })).status).toBe(200);
    expect((await call(s.host, `/api/courses/${course.id}/chapters/order`, { method: "PUT", json: { ids: [ch2.id] }, token: s.adminToken })).status).toBe(400);
    const edit = await call(s.host, `/api/courses/${course.id}/edit`, { token: s.adminToken });
    expect(edit.body.chapters.map((c: { title: string }) => c.title)).toEqual(["Water birds", "Garden birds"]);
    expect(edit.body.chapters[1].lessons.map((l: { title: string }) => l.title)).toEqual(["The robin", "The wren"]);

    // A draft: invisible to learners, previewable by its authors.
    expect((await call(s.host, `/api/data/courses/${course.slug}`, { token: s.studentToken })).status).toBe(404);
    expect((await call(s.host, `/api/data/courses/${course.slug}`, { token: s.adminToken })).body.data.access).toBe("preview");
    expect((await call(s.host, `/api/courses/${course.slug}/chapters/garden-birds/lessons/the-robin/`, { token: s.adminToken })).status).toBe(200);
    expect((await patch(s.host, `/api/courses/${course.id}`, { status: "published" }, s.adminToken)).body.status).toBe("published");
    expect((await call(s.host, `/api/data/courses/${course.slug}`, { token: s.studentToken })).body.data.chapters).toHaveLength(2);
    // Learners are enrolled: the course can no longer be deleted, only unpublished.
    await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.studentToken });
    expect((await call(s.host, `/api/courses/${course.id}`, { method: "DELETE", token: s.adminToken })).status).toBe(409);
  });

  it("keeps the course's own language (its lessons answer it); a bad code is refused with nothing written", async () => {
    const s = await school();
    const title = `Nadiyan ${unique("c")}`;
    const bad = await post(s.host, "/api/courses/", { title, language: "not a code!" }, { token: s.adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ language: ["Enter a language code such as en or pt-br"] });
    expect((await call(s.host, `/api/courses/?all=true&search=${encodeURIComponent(title)}`, { token: s.adminToken })).body.results).toEqual([]);

    const created = await post(s.host, "/api/courses/", { title, language: " HI " }, { token: s.adminToken });
    expect(created.status).toBe(201);
    expect(created.body.language).toBe("hi");
    const chapter = (await post(s.host, `/api/courses/${created.body.id}/chapters`, { title: "Pani" }, { token: s.adminToken })).body;
    await post(s.host, `/api/course-chapters/${chapter.id}/lessons`, { title: "Barish" }, { token: s.adminToken });
    await patch(s.host, `/api/courses/${created.body.id}`, { status: "published" }, s.adminToken);

    const refused = await patch(s.host, `/api/courses/${created.body.id}`, { title: "Renamed", language: "x" }, s.adminToken);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty("language");
    const listed = await call(s.host, `/api/courses/?search=${encodeURIComponent(title)}`, { token: s.studentToken });
    expect(listed.body.results.map((c: { title: string; language: string | null }) => [c.title, c.language])).toEqual([[title, "hi"]]);

    expect((await patch(s.host, `/api/courses/${created.body.id}`, { language: "ar" }, s.adminToken)).body.language).toBe("ar");
    expect((await call(s.host, `/api/data/courses/${created.body.slug}`, { token: s.studentToken })).body.data.language).toBe("ar");
    await post(s.host, "/api/course-enrollments/", { course: created.body.id }, { token: s.studentToken });
    const lesson = await call(s.host, `/api/courses/${created.body.slug}/chapters/pani/lessons/barish/`, { token: s.studentToken });
    expect(lesson.status).toBe(200);
    expect(lesson.body.course).toMatchObject({ id: created.body.id, language: "ar" });
    // Blank clears it: unknown.
    expect((await patch(s.host, `/api/courses/${created.body.id}`, { language: "" }, s.adminToken)).body.language).toBeNull();
  });
});

describe("course files", () => {
  const webm = () => new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new Array(60).fill(7)]);

  it("stores files typed by their bytes, refuses wrong types (415) and oversize files (413 naming the limit)", async () => {
    const s = await school();
    const course = (await post(s.host, "/api/courses/", { title: "Film club" }, { token: s.adminToken })).body;
    const upload = (kind: string, bytes: Uint8Array, token = s.adminToken, headers: Record<string, string> = {}) =>
      call(s.host, `/api/learning/media?course=${course.id}&kind=${kind}&name=clip.webm`, { method: "PUT", body: bytes, token, headers });
    const stored = await upload("video", webm());
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ kind: "video", content_type: "video/webm", size: 64, name: "clip.webm" });
    expect((await upload("video", webm(), s.teacherToken)).status).toBe(403);
    const wrong = await upload("video", new TextEncoder().encode("%PDF-1.4 not a video"));
    expect(wrong.status).toBe(415);
    expect(wrong.body.error.message).toContain("MP4 or WebM video up to 2 GB");
    const huge = await call(s.host, `/api/learning/media?course=${course.id}&kind=captions&name=big.vtt`, {
      method: "PUT",
      body: new TextEncoder().encode("WEBVTT\n\n" + "x".repeat(600 * 1024)),
      token: s.adminToken,
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toContain("WebVTT captions (.vtt) up to 512 KB");
    expect((await call(s.host, `/api/learning/media?course=${course.id}&kind=nonsense&name=x`, { method: "PUT", body: webm(), token: s.adminToken })).status).toBe(400);
    // A name in any script keeps its letters whole (Devanagari vowel signs are marks); a path and quotes are dropped.
    const named = (name: string) => call(s.host, `/api/learning/media?course=${course.id}&kind=video&name=${encodeURIComponent(name)}`, { method: "PUT", body: webm(), token: s.adminToken });
    expect((await named("हिंदी पाठ.webm")).body.name).toBe("हिंदी पाठ.webm");
    expect((await named('../"নদীর গল্প".webm')).body.name).toBe("..নদীর গল্প.webm");
    expect((await named("📹")).body.name).toBe("file");
  });

  it("serves lesson videos with range requests only to those who may open the lessons", async () => {
    const s = await school();
    const { course } = await createCourse({ tenantId: s.tenant.id });
    const key = `tenants/${s.tenant.id}/learning/${unique("v")}`;
    await env.FILES.put(key, new Uint8Array(1000).map((_, i) => i % 256));
    const video = await createMedia(course.id, s.tenant.id, "video", key, "video/webm");
    const path = `/api/learning/media/${video.id}`;
    expect((await call(s.host, path)).status).toBe(404);
    expect((await call(s.host, path, { token: s.studentToken })).status).toBe(404);
    await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.studentToken });
    const part = await call(s.host, path, { token: s.studentToken, headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe("bytes 100-199/1000");
    expect(part.headers.get("Content-Type")).toBe("video/webm");
    expect((await call((await createTenant()).host, path)).status).toBe(404);
  });

  it("hands the lesson page signed links that a <video> can load without a token, until they expire; a forged or altered link is refused", async () => {
    const s = await school();
    const { course, lessons } = await createCourse({ tenantId: s.tenant.id });
    const key = `tenants/${s.tenant.id}/learning/${unique("v")}`;
    await env.FILES.put(key, new Uint8Array(500));
    const video = await createMedia(course.id, s.tenant.id, "video", key, "video/webm");
    await db()
      .update(courseLessons)
      .set({ blocks: JSON.stringify([{ type: "video", media: video.id, poster: null, captions: null, title: "Clip", transcript: "" }]) })
      .where(eq(courseLessons.id, lessons[0].id));
    await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.studentToken });
    const lesson = await call(s.host, `/api/courses/${course.slug}/chapters/chapter-1/lessons/lesson-1/`, { token: s.studentToken });
    const src: string = lesson.body.blocks[0].src;
    expect(src).toMatch(new RegExp(`^/api/learning/media/${video.id}\\?u=.+&exp=\\d+&sig=`));
    // No token: the signature is the proof.
    const played = await call(s.host, src, { headers: { Range: "bytes=0-9" } });
    expect(played.status).toBe(206);
    const url = new URL(src, "http://x");
    const altered = (patch: Record<string, string>) => {
      const u = new URL(url);
      for (const [k, v] of Object.entries(patch)) u.searchParams.set(k, v);
      return `${u.pathname}${u.search}`;
    };
    expect((await call(s.host, altered({ u: "usr_someoneelse" }))).status).toBe(404);
    expect((await call(s.host, altered({ exp: String(Number(url.searchParams.get("exp")) + 60) }))).status).toBe(404);
    expect((await call(s.host, altered({ exp: "1000" }))).status).toBe(404);
    expect((await call(s.host, altered({ sig: "AAAA" }))).status).toBe(404);
    // Another school's host does not serve it even signed.
    expect((await call((await createTenant()).host, src)).status).toBe(404);
  });
  it("saves and opens a lesson at its maximum of media: 40 videos, each with its poster and captions (120 files, past D1's 100 bound parameters)", async () => {
    const s = await school();
    const { course, lessons } = await createCourse({ tenantId: s.tenant.id });
    const media = (kind: "video" | "poster" | "captions", type: string) =>
      Promise.all(Array.from({ length: 40 }, () => createMedia(course.id, s.tenant.id, kind, `tenants/${s.tenant.id}/learning/${unique(kind)}`, type)));
    const [videos, posters, captions] = [await media("video", "video/webm"), await media("poster", "image/png"), await media("captions", "text/vtt")];
    const blocks = videos.map((v, i) => ({ type: "video", media: v.id, poster: posters[i].id, captions: captions[i].id, title: `Clip ${i + 1}` }));
    const saved = await patch(s.host, `/api/course-lessons/${lessons[0].id}`, { blocks }, s.adminToken);
    expect(saved.status).toBe(200);
    expect(saved.body.blocks).toHaveLength(40);
    // One file of another course among them is still refused, by name, and nothing is written.
    const other = await createCourse({ tenantId: s.tenant.id });
    const stranger = await createMedia(other.course.id, s.tenant.id, "captions", `tenants/${s.tenant.id}/learning/${unique("c")}`, "text/vtt");
    const refused = await patch(s.host, `/api/course-lessons/${lessons[0].id}`, { blocks: [...blocks.slice(0, 39), { ...blocks[39], captions: stranger.id }] }, s.adminToken);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty("blocks");

    await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.studentToken });
    const opened = await call(s.host, `/api/courses/${course.slug}/chapters/chapter-1/lessons/lesson-1/`, { token: s.studentToken });
    expect(opened.status).toBe(200);
    expect(opened.body.blocks).toHaveLength(40);
    expect(opened.body.blocks[39]).toMatchObject({ type: "video", title: "Clip 40", src: expect.stringContaining(`/api/learning/media/${videos[39].id}?`), poster: expect.stringContaining(posters[39].id), captions: expect.stringContaining(captions[39].id) });
  });
});

describe("classes and the learning dashboard", () => {
  it("follows a class larger than D1's 100 bound parameters: 150 pupils, each with their own progress", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id, { teacherId: s.teacher.id, name: "Whole year" });
    const { course, lessons } = await createCourse();
    const pupils = await addManyStudents(s.tenant.id, cls.id, 150);
    const last = pupils[149];
    await db().insert(courseEnrollments).values({ id: newId("enr"), tenantId: s.tenant.id, userId: last.id, courseId: course.id, source: "self" });
    await db().insert(lessonProgress).values({ userId: last.id, lessonId: lessons[0].id, courseId: course.id, completedAt: Date.now() });
    const progress = await call(s.host, `/api/learning/classes/${cls.id}/progress?course=${course.slug}`, { token: s.teacherToken });
    expect(progress.status).toBe(200);
    expect(progress.body.students).toHaveLength(150);
    expect(progress.body.students[0]).toMatchObject({ name: "Pupil000 Big", enrolled: false, completed: [] });
    expect(progress.body.students[149]).toEqual({ id: last.id, name: "Pupil149 Big", enrolled: true, completed: [lessons[0].id], percent: 25, quiz_score: null });
  });

  it("lets a teacher give a course to their class and follow each student's progress", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id, { teacherId: s.teacher.id, name: "Year 5" });
    const [ada, ben] = await addStudents(s.tenant.id, cls.id, [
      ["Ada", "Lovelace"],
      ["Ben", "Okri"],
    ]);
    const { course, lessons } = await createCourse();
    const other = await createCourse();
    const assign = await post(s.host, `/api/learning/classes/${cls.id}/assignments`, { course: course.slug }, { token: s.teacherToken });
    expect(assign.status).toBe(201);
    expect((await post(s.host, `/api/learning/classes/${cls.id}/assignments`, { course: course.slug }, { token: s.studentToken })).status).toBe(403);
    // The teacher's picker lists the class's courses with their cards.
    const given = await call(s.host, `/api/learning/classes/${cls.id}/assignments`, { token: s.teacherToken });
    expect(given.body.results).toEqual([expect.objectContaining({ id: course.id, slug: course.slug, lesson_count: 4, chapter_count: expect.any(Number), minutes: 40 })]);
    const otherTeacher = await createUser({ tenantId: s.tenant.id, role: "teacher" });
    expect((await post(s.host, `/api/learning/classes/${cls.id}/assignments`, { course: course.slug }, { token: (await signIn(s.host, otherTeacher.username)).access })).status).toBe(404);

    const adaToken = (await signIn(s.host, ada.username)).access;
    await post(s.host, "/api/course-enrollments/", { course: other.course.id }, { token: adaToken });
    const mine = (await call(s.host, "/api/learning/my-courses", { token: adaToken })).body.results;
    // The class's course comes first, before her own enrolment.
    expect(mine.map((m: { course: { id: string }; assigned: boolean; enrolled: boolean }) => [m.course.id, m.assigned, m.enrolled])).toEqual([
      [course.id, true, false],
      [other.course.id, false, true],
    ]);
    await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: adaToken });
    await put(s.host, "/api/lesson-progress/", { lesson: lessons[0].id, completed: true }, adaToken);
    await post(s.host, "/api/quiz-attempts/", { lesson: lessons[1].id, answers: { q1: 1, q2: 1, q3: "Goal 4" } }, { token: adaToken });

    const progress = await call(s.host, `/api/learning/classes/${cls.id}/progress?course=${course.slug}`, { token: s.teacherToken });
    expect(progress.status).toBe(200);
    expect(progress.body.assigned).toBe(true);
    expect(progress.body.pupils_can_open).toBe(true);
    expect(progress.body.lessons).toHaveLength(4);
    expect(progress.body.students).toEqual([
      { id: ada.id, name: "Ada Lovelace", enrolled: true, completed: [lessons[0].id], percent: 25, quiz_score: { score: 1, max_score: 3 } },
      { id: ben.id, name: "Ben Okri", enrolled: false, completed: [], percent: 0, quiz_score: null },
    ]);
    expect((await call(s.host, `/api/learning/classes/${cls.id}/progress?course=${course.slug}`, { token: adaToken })).status).toBe(403);
    expect((await call((await createTenant()).host, `/api/learning/classes/${cls.id}/progress?course=${course.slug}`, { token: s.teacherToken })).status).toBe(401);
  });

  it("a course given to the class opens without pressing Enrol: the pupil is enrolled as 'assignment' at its first lesson or save", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id, { teacherId: s.teacher.id, name: "Year 6" });
    const [ada, ben, cleo] = await addStudents(s.tenant.id, cls.id, [
      ["Ada", "Lovelace"],
      ["Ben", "Okri"],
      ["Cleo", "Outside"],
    ]);
    await db().delete(classStudents).where(eq(classStudents.studentId, cleo.id));
    const { course, lessons } = await createCourse();
    expect((await post(s.host, `/api/learning/classes/${cls.id}/assignments`, { course: course.slug }, { token: s.teacherToken })).status).toBe(201);
    const lessonPath = `/api/courses/${course.slug}/chapters/chapter-1/lessons/lesson-1`;
    const enrolmentOf = (userId: string) => db().select().from(courseEnrollments).where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, course.id))).get();

    const adaToken = (await signIn(s.host, ada.username)).access;
    const opened = await call(s.host, lessonPath, { token: adaToken });
    expect(opened.status).toBe(200);
    expect(opened.body.preview).toBe(false);
    expect(await enrolmentOf(ada.id)).toMatchObject({ source: "assignment", lastLessonId: lessons[0].id });
    // Opened again: the same enrolment.
    expect((await call(s.host, lessonPath, { token: adaToken })).status).toBe(200);
    expect(await db().select().from(courseEnrollments).where(eq(courseEnrollments.userId, ada.id)).all()).toHaveLength(1);

    // Saving first (the video's position, a quiz) enrols too.
    const benToken = (await signIn(s.host, ben.username)).access;
    expect((await put(s.host, "/api/lesson-progress/", { lesson: lessons[0].id, video_position: 12 }, benToken)).status).toBe(200);
    expect(await enrolmentOf(ben.id)).toMatchObject({ source: "assignment" });
    const mine = (await call(s.host, "/api/learning/my-courses", { token: benToken })).body.results;
    expect(mine.map((m: { course: { id: string }; assigned: boolean; enrolled: boolean }) => [m.course.id, m.assigned, m.enrolled])).toEqual([[course.id, true, true]]);

    // A pupil the course was not given to still enrols first, and nothing is written for them.
    const cleoToken = (await signIn(s.host, cleo.username)).access;
    expect((await call(s.host, lessonPath, { token: cleoToken })).status).toBe(403);
    expect((await put(s.host, "/api/lesson-progress/", { lesson: lessons[0].id, video_position: 12 }, cleoToken)).status).toBe(403);
    expect(await enrolmentOf(cleo.id)).toBeUndefined();
  });

  it("gives a class a paid course only when every pupil owns it, and shows no pupil a class's course they would have to buy", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id, { teacherId: s.teacher.id, name: "Year 4" });
    const [ada, ben] = await addStudents(s.tenant.id, cls.id, [
      ["Ada", "Lovelace"],
      ["Ben", "Okri"],
    ]);
    const item = await createCatalogItem({ price: 2_900 });
    const { course } = await createCourse({ catalogItemId: item.id });
    const free = await createCourse();
    const assignPath = `/api/learning/classes/${cls.id}/assignments`;
    const progress = async (slug: string) => (await call(s.host, `/api/learning/classes/${cls.id}/progress?course=${slug}`, { token: s.teacherToken })).body;
    const owns = (userId: string) =>
      db().insert(entitlements).values({ id: newId("ent"), tenantId: s.tenant.id, userId, catalogItemId: item.id, kind: "course", refId: course.id, orderId: newId("ord") });

    // Nobody in the class has bought it: refused, and the picker is told so.
    expect(await progress(course.slug)).toMatchObject({ assigned: false, pupils_can_open: false });
    expect(await progress(free.course.slug)).toMatchObject({ pupils_can_open: true });
    const refused = await post(s.host, assignPath, { course: course.slug }, { token: s.teacherToken });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "CONFLICT", message: "This course is paid and not every pupil of this class has bought it, so they could not open it. Give the class a free course." });
    expect((await post(s.host, assignPath, { course: free.course.slug }, { token: s.teacherToken })).status).toBe(201);
    // One pupil owning it is not enough.
    await owns(ada.id);
    expect((await post(s.host, assignPath, { course: course.slug }, { token: s.teacherToken })).status).toBe(409);

    // An assignment made before the rule: listed only for the pupil who owns the course.
    await db().insert(courseAssignments).values({ id: newId("cas"), tenantId: s.tenant.id, classId: cls.id, courseId: course.id, assignedBy: s.teacher.id });
    expect(await progress(course.slug)).toMatchObject({ assigned: true, pupils_can_open: false });
    const mine = async (token: string) =>
      (await call(s.host, "/api/learning/my-courses", { token })).body.results.map((m: { course: { id: string }; assigned: boolean; enrolled: boolean }) => [m.course.id, m.assigned, m.enrolled]);
    const adaToken = (await signIn(s.host, ada.username)).access;
    const benToken = (await signIn(s.host, ben.username)).access;
    expect(await mine(benToken)).toEqual([[free.course.id, true, false]]);
    expect(await mine(adaToken)).toEqual(expect.arrayContaining([[course.id, true, false], [free.course.id, true, false]]));
    // A pupil enrolled in it (from before a refund) still sees their enrolment, not a class's course.
    await db().insert(courseEnrollments).values({ id: newId("enr"), tenantId: s.tenant.id, userId: ben.id, courseId: course.id, source: "self" });
    expect(await mine(benToken)).toEqual([[free.course.id, true, false], [course.id, false, true]]);

    // Once every pupil owns it, the class may be given it.
    await owns(ben.id);
    await db().delete(courseAssignments).where(eq(courseAssignments.courseId, course.id));
    expect(await progress(course.slug)).toMatchObject({ assigned: false, pupils_can_open: true });
    expect((await post(s.host, assignPath, { course: course.slug }, { token: s.teacherToken })).status).toBe(201);
  });

  it("reports enrolments, completions and drop-off to staff and school admins only", async () => {
    const s = await school();
    const { course, lessons } = await createCourse({ tenantId: s.tenant.id }, [2]);
    await post(s.host, "/api/course-enrollments/", { course: course.id }, { token: s.studentToken });
    await put(s.host, "/api/lesson-progress/", { lesson: lessons[0].id, completed: true }, s.studentToken);
    expect((await call(s.host, "/api/learning/stats", { token: s.studentToken })).status).toBe(403);
    expect((await call(s.host, "/api/learning/stats", { token: s.teacherToken })).status).toBe(403);
    const stats = await call(s.host, "/api/learning/stats", { token: s.adminToken });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ enrollments: 1, completions: 0, learners: 1 });
    expect(stats.body.by_month).toHaveLength(12);
    expect(stats.body.by_month.at(-1).enrollments).toBe(1);
    expect(stats.body.drop_off).toEqual({ course: course.title, lessons: [expect.objectContaining({ completed: 1 }), expect.objectContaining({ completed: 0 })] });
    // Another school's admin sees none of it.
    const other = await createTenant();
    const otherAdmin = await createUser({ tenantId: other.id, role: "school_admin" });
    expect((await call(other.host, "/api/learning/stats", { token: (await signIn(other.host, otherAdmin.username)).access })).body.enrollments).toBe(0);
  });
});

describe("combined search", () => {
  it("finds published courses and their lessons the host shows, never drafts or another school's", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const word = unique("heron");
    const own = await createCourse({ tenantId: a.id, title: `Herons ${word}` });
    await createCourse({ tenantId: b.id, title: `Other herons ${word}` });
    await createCourse({ title: `Draft herons ${word}`, status: "draft" });
    const res = await call(a.host, `/api/combined/?search=${word}`);
    expect(res.status).toBe(200);
    expect(res.body.courses.map((c: { id: string }) => c.id)).toEqual([own.course.id]);
    const lessonWord = unique("kingfisher");
    const { course, lessons } = await createCourse({ tenantId: a.id });
    await db().update(courseLessons).set({ title: `The ${lessonWord}` }).where(eq(courseLessons.id, lessons[0].id));
    const found = await call(a.host, `/api/combined/?search=${lessonWord}`);
    expect(found.body.lessons).toEqual([expect.objectContaining({ id: lessons[0].id, course_slug: course.slug, chapter_slug: "chapter-1", lesson_slug: "lesson-1" })]);
    expect((await call(b.host, `/api/combined/?search=${lessonWord}`)).body.lessons).toEqual([]);
  });
});
