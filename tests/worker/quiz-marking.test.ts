import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call } from "../helpers/api";
import { certificatesOf, completeLessons, outboxTo } from "../helpers/certificates";
import { db, unique } from "../helpers/factories";
import { createCourse, QUIZ } from "../helpers/learning";
import { enrol } from "../helpers/certificates";
import { ANSWERS, markingWorld } from "../helpers/quiz-marking";
import { CRON_JOBS } from "../../worker/cron";
import { courseLessons, courses, quizAttempts, users } from "../../worker/db/schema";
import type { QuizQuestion } from "../../worker/contracts/learning";
import { newId } from "../../worker/lib/ids";
import { rescoreLessonAttempts } from "../../worker/learning/lessons/lessons.service";
import { LESSONS_PER_RUN } from "../../worker/learning/lessons/quiz-score-catch-up";
import { parseJsonObject, score, type StoredAnswers, type StoredMarks } from "../../worker/learning/lessons/quiz-scoring";

const attemptRow = (id: string) => db().select().from(quizAttempts).where(eq(quizAttempts.id, id)).get();
const ids = (body: { results: { attempt_id: string }[] }) => body.results.map((r) => r.attempt_id);
/** The scheduled handler's catch-up of attempts scored before their quiz was edited (worker/cron.ts). */
const catchUp = CRON_JOBS["quiz attempts: score again those scored before their quiz was edited"] as (e: Env) => Promise<number>;

describe("the written answers to mark", () => {
  it("lists each attempt with the pupil, class, course, lesson, date and every written answer with its model answer, newest first, paged", async () => {
    const w = await markingWorld();
    const ada = await w.submit(w.tokens.ada, "Climate action, because of floods.");
    const ben = await w.submit(w.tokens.ben, "Clean water.");
    const res = await w.list(w.a.host, w.tokens.green);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(ids(res.body)).toEqual([ben.id, ada.id]);
    expect(res.body.results[1]).toEqual({
      attempt_id: ada.id,
      pupil: { id: w.ada.id, first_name: "Ada", last_name: "Lovelace" },
      class: { id: w.greens.id, name: "Green 4" },
      course: { id: w.course.id, slug: w.course.slug, kind: "course", title: "Our Goals", language: null },
      lesson: { id: w.lessons[1].id, slug: "lesson-2", chapter_slug: "chapter-1", title: "Lesson 1.2" },
      submitted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      score: 2,
      max_score: 3,
      pending: 1,
      short_answers: [{ id: "q3", prompt: "Which goal matters most to you, and why?", answer: "Climate action, because of floods.", mark: null, explanation: "Any goal, with a reason." }],
    });

    const first = await w.list(w.a.host, w.tokens.green, "?limit=1");
    expect(first.body).toMatchObject({ count: 2, previous: null });
    expect(ids(first.body)).toEqual([ben.id]);
    expect(first.body.next).toMatch(/offset=1/);
    expect(ids((await w.list(w.a.host, w.tokens.green, "?limit=1&offset=1")).body)).toEqual([ada.id]);
  });

  it("leaves out quizzes with nothing to mark, and filters by course and class", async () => {
    const w = await markingWorld();
    const ada = await w.submit(w.tokens.ada, "Goal 13");
    const cai = await w.submit(w.tokens.cai, "Goal 4");
    // A quiz of choices only is scored at once: nothing to mark.
    const choices = await createCourse({ title: "Choices only" });
    await db()
      .update(courseLessons)
      .set({ blocks: JSON.stringify([{ ...QUIZ, questions: QUIZ.type === "quiz" ? QUIZ.questions.slice(0, 2) : [] }]) })
      .where(eq(courseLessons.id, choices.lessons[1].id));
    await enrol(db(), w.a.id, w.ada.id, choices.course.id);
    const choiceAttempt = await call(w.a.host, "/api/quiz-attempts/", { method: "POST", json: { lesson: choices.lessons[1].id, answers: { q1: 1, q2: 0 } }, token: w.tokens.ada });
    expect(choiceAttempt.body.pending).toBe(0);
    // Another course with a written answer.
    const other = await createCourse({ title: "Other course" });
    await enrol(db(), w.a.id, w.ada.id, other.course.id);
    const elsewhere = await w.submit(w.tokens.ada, "Goal 1", other.lessons[1].id);

    expect(ids((await w.list(w.a.host, w.tokens.admin, "?status=all")).body)).toEqual([elsewhere.id, cai.id, ada.id]);
    expect(ids((await w.list(w.a.host, w.tokens.admin, `?course=${w.course.id}`)).body)).toEqual([cai.id, ada.id]);
    expect(ids((await w.list(w.a.host, w.tokens.admin, `?class=${w.browns.id}`)).body)).toEqual([cai.id]);
    expect(ids((await w.list(w.a.host, w.tokens.green, `?class=${w.greens.id}&course=${other.course.id}`)).body)).toEqual([elsewhere.id]);
    // A teacher filters by their own classes only; a class that does not exist is 404 too.
    const notMine = await w.list(w.a.host, w.tokens.green, `?class=${w.browns.id}`);
    expect(notMine.status).toBe(404);
    expect(notMine.body.error.message).toBe("Class not found");
    expect((await w.list(w.a.host, w.tokens.admin, "?class=cls_nope")).status).toBe(404);
    // A filter that makes no sense falls back to its default.
    expect(ids((await w.list(w.a.host, w.tokens.green, "?status=bogus&limit=x")).body)).toEqual([elsewhere.id, ada.id]);
  });
});

describe("marking a written answer", () => {
  it("scores the attempt again; a second mark overrides the first; once nothing is pending it leaves the list to mark; the pupil's lesson page shows it", async () => {
    const w = await markingWorld();
    const ada = await w.submit(w.tokens.ada, "Climate action.");
    expect(ada).toMatchObject({ score: 2, pending: 1 });

    const right = await w.mark(w.a.host, w.tokens.green, ada.id, { q3: true });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ attempt_id: ada.id, score: 3, max_score: 3, pending: 0, class: { name: "Green 4" }, short_answers: [{ id: "q3", mark: true }] });
    expect(await attemptRow(ada.id)).toMatchObject({ marks: '{"q3":true}', score: 3, pending: 0, markedBy: w.green.id });

    expect(ids((await w.list(w.a.host, w.tokens.green)).body)).toEqual([]);
    expect(ids((await w.list(w.a.host, w.tokens.green, "?status=marked")).body)).toEqual([ada.id]);

    const wrong = await w.mark(w.a.host, w.tokens.admin, ada.id, { q3: false });
    expect(wrong.body).toMatchObject({ score: 2, pending: 0, short_answers: [{ id: "q3", mark: false }] });
    expect(await attemptRow(ada.id)).toMatchObject({ marks: '{"q3":false}', score: 2, markedBy: w.admin.id });

    const page = await call(w.a.host, `/api/courses/${w.course.slug}/chapters/chapter-1/lessons/lesson-2/`, { token: w.tokens.ada });
    expect(page.body.last_attempt).toMatchObject({ id: ada.id, score: 2, max_score: 3, pending: 0 });
    expect(page.body.last_attempt.results[2]).toMatchObject({ id: "q3", kind: "short", your_answer: "Climate action.", correct: false });
  });

  it("keeps the marks of the other written answers (marks are merged)", async () => {
    const w = await markingWorld();
    const two = { ...QUIZ, questions: [...(QUIZ.type === "quiz" ? QUIZ.questions : []), { id: "q4", kind: "short", prompt: "Name one thing you can do.", explanation: "" }] };
    await db().update(courseLessons).set({ blocks: JSON.stringify([two]) }).where(eq(courseLessons.id, w.lessons[1].id));
    const res = await call(w.a.host, "/api/quiz-attempts/", { method: "POST", json: { lesson: w.lessons[1].id, answers: { q1: 1, q2: 1, q3: "Goal 14", q4: "Pick up litter" } }, token: w.tokens.ada });
    expect(res.body).toMatchObject({ score: 1, max_score: 4, pending: 2 });
    expect((await w.mark(w.a.host, w.tokens.green, res.body.id, { q3: true })).body).toMatchObject({ score: 2, pending: 1 });
    expect(ids((await w.list(w.a.host, w.tokens.green)).body)).toEqual([res.body.id]);
    const done = await w.mark(w.a.host, w.tokens.green, res.body.id, { q4: true });
    expect(done.body).toMatchObject({ score: 3, pending: 0, short_answers: [{ id: "q3", mark: true }, { id: "q4", mark: true }] });
  });

  it("accepts marks only for the lesson's written answers, as true or false, and writes nothing otherwise", async () => {
    const w = await markingWorld();
    const ada = await w.submit(w.tokens.ada, "Goal 13");
    const before = await attemptRow(ada.id);
    for (const marks of [{ q9: true }, { q1: true }, { q3: true, q1: false }, {}]) {
      const res = await w.mark(w.a.host, w.tokens.green, ada.id, marks);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { marks: ["Mark the written answers of this quiz"] } });
    }
    for (const marks of [{ q3: "yes" }, { q3: 1 }, { q3: null }, ["q3"]]) {
      const res = await w.mark(w.a.host, w.tokens.green, ada.id, marks);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(res.body.error.fields)).toEqual(["marks"]);
    }
    expect(await attemptRow(ada.id)).toEqual(before);
    expect((await w.mark(w.a.host, w.tokens.green, "qza_nope", { q3: true })).status).toBe(404);
  });

  it("issues the PUPIL's certificate when the mark completes a course whose final quiz has a pass mark", async () => {
    const w = await markingWorld();
    await db().update(courses).set({ passMark: 100 }).where(eq(courses.id, w.course.id));
    const ada = await w.submit(w.tokens.ada, "Goal 13, because of floods.");
    const ben = await w.submit(w.tokens.ben, "No idea.");
    await completeLessons(w.a.host, w.tokens.ada, w.lessons.map((l) => l.id), { answerQuizzes: false });
    await completeLessons(w.a.host, w.tokens.ben, w.lessons.map((l) => l.id), { answerQuizzes: false });
    // Every lesson is done and the choices are right, but the written answer waits: no certificate yet.
    expect(await certificatesOf(w.ada.id)).toHaveLength(0);

    await w.mark(w.a.host, w.tokens.green, ben.id, { q3: false });
    expect(await certificatesOf(w.ben.id)).toHaveLength(0);

    await w.mark(w.a.host, w.tokens.green, ada.id, { q3: true });
    const certs = await certificatesOf(w.ada.id);
    expect(certs.map((c) => ({ course: c.courseId, status: c.status, name: c.displayName }))).toEqual([{ course: w.course.id, status: "issued", name: "Ada L." }]);
    expect(await certificatesOf(w.green.id)).toHaveLength(0);
    expect((await call(w.a.host, "/api/certificates/", { token: w.tokens.ada })).body.results).toHaveLength(1);
  });
});

describe("a quiz edited after pupils answered it", () => {
  const lessonPage = (w: Awaited<ReturnType<typeof markingWorld>>, token: string) => call(w.a.host, `/api/courses/${w.course.slug}/chapters/chapter-1/lessons/lesson-2/`, { token });
  const progressOf = async (w: Awaited<ReturnType<typeof markingWorld>>, pupilId: string) =>
    (await call(w.a.host, `/api/learning/classes/${w.greens.id}/progress?course=${w.course.slug}`, { token: w.tokens.green })).body.students.find((s: { id: string }) => s.id === pupilId);
  const choicesOnly = QUIZ.type === "quiz" ? QUIZ.questions.slice(0, 2) : [];

  it("scores its attempts again when the lesson is saved: a removed written question leaves nothing to mark, and the pupil, the class and the list agree", async () => {
    const w = await markingWorld();
    await db().update(courses).set({ tenantId: w.a.id }).where(eq(courses.id, w.course.id));
    const ada = await w.submit(w.tokens.ada, "Goal 13");
    const ben = await w.submit(w.tokens.ben, "Goal 6");
    await w.mark(w.a.host, w.tokens.green, ben.id, { q3: true });
    expect(ids((await w.list(w.a.host, w.tokens.green)).body)).toEqual([ada.id]);

    const edit = (questions: unknown[]) => call(w.a.host, `/api/course-lessons/${w.lessons[1].id}`, { method: "PATCH", json: { blocks: [{ ...QUIZ, questions }] }, token: w.tokens.admin });
    expect((await edit(choicesOnly)).status).toBe(200);
    // Scored again by the save itself: the pupil and the class progress read the new figures.
    expect(await attemptRow(ada.id)).toMatchObject({ score: 2, maxScore: 2, pending: 0 });
    // Ben's mark of the removed question no longer counts, and is kept should it come back.
    expect(await attemptRow(ben.id)).toMatchObject({ score: 2, maxScore: 2, pending: 0, marks: '{"q3":true}' });
    expect((await lessonPage(w, w.tokens.ada)).body.last_attempt).toMatchObject({ id: ada.id, score: 2, max_score: 2, pending: 0 });
    expect(await progressOf(w, w.ada.id)).toMatchObject({ quiz_score: { score: 2, max_score: 2 } });
    expect((await w.list(w.a.host, w.tokens.green)).body).toMatchObject({ count: 0, results: [] });
    const stale = await w.mark(w.a.host, w.tokens.green, ada.id, { q3: true });
    expect(stale.status).toBe(400);
    expect(stale.body.error.fields).toEqual({ marks: ["Mark the written answers of this quiz"] });

    // A written question added later was not answered by the earlier attempts: it counts, but waits for no mark.
    const added = [...choicesOnly, { id: "q4", kind: "short", prompt: "Name one thing you can do.", explanation: "" }];
    expect((await edit(added)).status).toBe(200);
    expect(await attemptRow(ada.id)).toMatchObject({ score: 2, maxScore: 3, pending: 0 });
    expect(ids((await w.list(w.a.host, w.tokens.green)).body)).toEqual([]);
  });

  it("issues the certificate at the save when the new scores complete a pupil's course (pass mark), not at their next lesson", async () => {
    const w = await markingWorld();
    await db().update(courses).set({ tenantId: w.a.id, passMark: 100 }).where(eq(courses.id, w.course.id));
    // Both choices right, the written answer waiting for a mark: every lesson done, but no certificate yet.
    await w.submit(w.tokens.ada, "Goal 13");
    expect((await completeLessons(w.a.host, w.tokens.ada, w.lessons.map((l) => l.id), { answerQuizzes: false })).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // Ben answered the same, but has lessons left; Cai's choices are wrong.
    await w.submit(w.tokens.ben, "Goal 6");
    await call(w.a.host, "/api/quiz-attempts/", { method: "POST", json: { lesson: w.lessons[1].id, answers: { q1: 0, q2: 1, q3: "Goal 1" } }, token: w.tokens.cai });
    await completeLessons(w.a.host, w.tokens.cai, w.lessons.map((l) => l.id), { answerQuizzes: false });
    expect(await certificatesOf(w.ada.id)).toHaveLength(0);

    // The written question is removed: Ada's attempt is now 2 out of 2, fully marked, at the pass mark.
    const edit = await call(w.a.host, `/api/course-lessons/${w.lessons[1].id}`, { method: "PATCH", json: { blocks: [{ ...QUIZ, questions: choicesOnly }] }, token: w.tokens.admin });
    expect(edit.status).toBe(200);
    expect((await certificatesOf(w.ada.id)).map((c) => ({ course: c.courseId, status: c.status, name: c.displayName }))).toEqual([{ course: w.course.id, status: "issued", name: "Ada L." }]);
    expect(await certificatesOf(w.ben.id)).toHaveLength(0);
    expect(await certificatesOf(w.cai.id)).toHaveLength(0);
    expect(await certificatesOf(w.admin.id)).toHaveLength(0);
    // Saved again (nothing of the scoring changed): still one certificate.
    expect((await call(w.a.host, `/api/course-lessons/${w.lessons[1].id}`, { method: "PATCH", json: { blocks: [{ ...QUIZ, title: "Check again", questions: choicesOnly }] }, token: w.tokens.admin })).status).toBe(200);
    expect(await certificatesOf(w.ada.id)).toHaveLength(1);
  });

  it("an attempt scored before an earlier edit is scored again by the cron, not by the list (a GET writes nothing); then it leaves the count and the pages", async () => {
    const w = await markingWorld();
    const ada = await w.submit(w.tokens.ada, "Goal 13");
    const ben = await w.submit(w.tokens.ben, "Goal 6");
    const other = await createCourse({ title: "Other course" });
    await enrol(db(), w.a.id, w.ada.id, other.course.id);
    const elsewhere = await w.submit(w.tokens.ada, "Goal 1", other.lessons[1].id);
    // The written question was removed by a save that did not score the attempts again.
    // (The attempts' times run ahead of the clock: helpers/quiz-marking.)
    await db()
      .update(courseLessons)
      .set({ blocks: JSON.stringify([{ ...QUIZ, questions: choicesOnly }]), updatedAt: Date.now() + 86_400_000, quizScoredAt: null })
      .where(eq(courseLessons.id, w.lessons[1].id));

    // The list reads what is stored, and writes nothing: retried, prefetched or cached, a GET is a read.
    expect((await w.list(w.a.host, w.tokens.green)).body).toMatchObject({ count: 3 });
    for (const id of [ada.id, ben.id]) expect(await attemptRow(id)).toMatchObject({ score: 2, maxScore: 3, pending: 1 });

    expect(await catchUp(env)).toBeGreaterThanOrEqual(1);
    for (const id of [ada.id, ben.id]) expect(await attemptRow(id)).toMatchObject({ score: 2, maxScore: 2, pending: 0 });
    expect(await attemptRow(elsewhere.id)).toMatchObject({ score: 2, maxScore: 3, pending: 1 });
    const first = await w.list(w.a.host, w.tokens.green, "?limit=1");
    expect(first.body).toMatchObject({ count: 1, next: null });
    expect(ids(first.body)).toEqual([elsewhere.id]);
    expect((await lessonPage(w, w.tokens.ada)).body.last_attempt).toMatchObject({ id: ada.id, max_score: 2, pending: 0 });
    expect((await w.mark(w.a.host, w.tokens.green, ada.id, { q3: true })).status).toBe(400);
    // Nothing is left for a second run of this lesson.
    await catchUp(env);
    expect(await attemptRow(ada.id)).toMatchObject({ score: 2, maxScore: 2, pending: 0 });
  });

  it("issues the certificate (and its one email) when the cron scores again an attempt an earlier save left, if that completes the course", async () => {
    const w = await markingWorld();
    await db().update(courses).set({ passMark: 100 }).where(eq(courses.id, w.course.id));
    const adaEmail = `${unique("ada")}@example.org`;
    await db().update(users).set({ email: adaEmail }).where(eq(users.id, w.ada.id));
    await w.submit(w.tokens.ada, "Goal 13");
    await completeLessons(w.a.host, w.tokens.ada, w.lessons.map((l) => l.id), { answerQuizzes: false });
    // The written question was removed by a save that did not score the attempts again.
    await db()
      .update(courseLessons)
      .set({ blocks: JSON.stringify([{ ...QUIZ, questions: choicesOnly }]), updatedAt: Date.now() + 86_400_000, quizScoredAt: null })
      .where(eq(courseLessons.id, w.lessons[1].id));
    expect((await w.list(w.a.host, w.tokens.green)).body).toMatchObject({ count: 1 });
    expect(await certificatesOf(w.ada.id)).toHaveLength(0);

    await catchUp(env);
    const [cert] = await certificatesOf(w.ada.id);
    expect(cert).toMatchObject({ status: "issued", displayName: "Ada L." });
    // Linked on the school's own site, though no request of that site made it.
    const [email] = await outboxTo(adaEmail, "certificate_issued");
    expect(JSON.parse(email.payload).link).toMatch(new RegExp(`^https?://${w.a.subdomain}\\..*/certificate/${cert.id}$`));
    expect((await w.list(w.a.host, w.tokens.green)).body).toMatchObject({ count: 0 });
    await catchUp(env);
    expect(await certificatesOf(w.ada.id)).toHaveLength(1);
    expect(await outboxTo(adaEmail, "certificate_issued")).toHaveLength(1);
  });

  it("the cron checks a bounded number of lessons a run, and the rest at the next, each once", async () => {
    const w = await markingWorld();
    const many = LESSONS_PER_RUN + 5;
    const { course, lessons } = await createCourse({ title: "Many quizzes" }, [many]);
    await db()
      .update(courseLessons)
      .set({ blocks: JSON.stringify([QUIZ]) })
      .where(eq(courseLessons.courseId, course.id));
    // An attempt at each lesson, then every quiz's written question removed by a save that did not score them.
    const attempts = lessons.map((l) => ({ id: newId("qza"), tenantId: w.a.id, userId: w.ada.id, lessonId: l.id, courseId: course.id, answers: JSON.stringify(ANSWERS("Goal 4")), score: 2, maxScore: 3, pending: 1, createdAt: Date.now() - 60_000 }));
    for (let i = 0; i < attempts.length; i += 8) await db().insert(quizAttempts).values(attempts.slice(i, i + 8));
    await db()
      .update(courseLessons)
      .set({ blocks: JSON.stringify([{ ...QUIZ, questions: choicesOnly }]), updatedAt: Date.now(), quizScoredAt: null })
      .where(eq(courseLessons.courseId, course.id));

    const runs: number[] = [];
    for (let run = await catchUp(env); run > 0; run = await catchUp(env)) runs.push(run);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...runs)).toBeLessThanOrEqual(LESSONS_PER_RUN);
    const after = await db().select().from(quizAttempts).where(eq(quizAttempts.courseId, course.id)).all();
    expect(after.map((a) => [a.score, a.maxScore, a.pending])).toEqual(attempts.map(() => [2, 2, 0]));
    // Every lesson is known scored now: the next run has nothing to read.
    const left = await db().select({ at: courseLessons.quizScoredAt }).from(courseLessons).where(eq(courseLessons.courseId, course.id)).all();
    expect(left.every((l) => l.at !== null)).toBe(true);
    expect(await catchUp(env)).toBe(0);
  });

  it("a lesson known scored is never read by the cron, and a save keeps it known scored; an old lesson's save that changes no question leaves it to the cron", async () => {
    const w = await markingWorld();
    await db().update(courses).set({ tenantId: w.a.id }).where(eq(courses.id, w.course.id));
    const ada = await w.submit(w.tokens.ada, "Goal 13");
    // Stored figures that disagree with the questions, on a lesson made (and so scored) since the rule.
    await db().update(quizAttempts).set({ maxScore: 9 }).where(eq(quizAttempts.id, ada.id));
    while ((await catchUp(env)) > 0);
    expect(await attemptRow(ada.id)).toMatchObject({ maxScore: 9 });

    const rename = () => call(w.a.host, `/api/course-lessons/${w.lessons[1].id}`, { method: "PATCH", json: { title: "Renamed" }, token: w.tokens.admin });
    expect((await rename()).status).toBe(200);
    expect((await db().select().from(courseLessons).where(eq(courseLessons.id, w.lessons[1].id)).get())!.quizScoredAt).not.toBeNull();
    // A lesson from before (null) renamed: its attempts may still be stale, so the cron still checks it.
    await db().update(courseLessons).set({ quizScoredAt: null }).where(eq(courseLessons.id, w.lessons[1].id));
    expect((await rename()).status).toBe(200);
    expect((await db().select().from(courseLessons).where(eq(courseLessons.id, w.lessons[1].id)).get())!.quizScoredAt).toBeNull();
    // (The attempts' times run ahead of the clock, helpers/quiz-marking: the save is put after Ada's attempt.)
    await db().update(courseLessons).set({ updatedAt: Date.now() + 2 * 86_400_000 }).where(eq(courseLessons.id, w.lessons[1].id));
    while ((await catchUp(env)) > 0);
    expect(await attemptRow(ada.id)).toMatchObject({ maxScore: 3 });
    // An old lesson saved with other questions scored its attempts in that save: known scored.
    await db().update(courseLessons).set({ quizScoredAt: null }).where(eq(courseLessons.id, w.lessons[1].id));
    const edit = await call(w.a.host, `/api/course-lessons/${w.lessons[1].id}`, { method: "PATCH", json: { blocks: [{ ...QUIZ, questions: choicesOnly }] }, token: w.tokens.admin });
    expect(edit.status).toBe(200);
    expect((await db().select().from(courseLessons).where(eq(courseLessons.id, w.lessons[1].id)).get())!.quizScoredAt).not.toBeNull();
  });

  it("migration 0051 leaves for the cron only lessons saved after one of their attempts", async () => {
    const w = await markingWorld();
    await w.submit(w.tokens.ada, "Goal 13");
    const [answered, untouched] = [w.lessons[1].id, w.lessons[0].id];
    await db().update(courseLessons).set({ quizScoredAt: null, updatedAt: Date.now() + 86_400_000 }).where(eq(courseLessons.id, answered));
    await db().update(courseLessons).set({ quizScoredAt: null }).where(eq(courseLessons.id, untouched));
    const update = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0051_"))!.queries.find((q) => q.includes("UPDATE `course_lessons`"))!;
    await env.DB.prepare(update).run();
    const at = async (id: string) => (await db().select().from(courseLessons).where(eq(courseLessons.id, id)).get())!.quizScoredAt;
    expect(await at(answered)).toBeNull();
    expect(await at(untouched)).not.toBeNull();
  });

  it("scores every stored attempt in SQL exactly as score() does", async () => {
    const w = await markingWorld();
    const lesson = w.lessons[1];
    const questions: QuizQuestion[] = [
      { id: "q1", kind: "choice", prompt: "How many?", options: ["Five", "Seventeen", "Ninety"], answer: 1, explanation: "" },
      { id: "q2", kind: "choice", prompt: "When?", options: ["2030", "1990"], answer: 0, explanation: "" },
      { id: "q3", kind: "short", prompt: "Why?", explanation: "" },
      { id: "q4", kind: "short", prompt: "How?", explanation: "" },
    ];
    const cases: [string, string][] = [
      ['{"q1":1,"q2":0,"q3":"x","q4":"y"}', "{}"],
      ['{"q1":1,"q2":0,"q3":"x","q4":"y"}', '{"q3":true,"q4":false}'],
      ['{"q1":0,"q2":1,"q3":"x"}', '{"q4":true}'],
      ['{"q1":"1","q2":0.5,"q3":"","q4":7}', '{"q9":true}'],
      ['{"q1":1}', '{"q3":false}'],
      ["{}", "{}"],
      ["not json", "[1"],
    ];
    const rows = await db()
      .insert(quizAttempts)
      .values(cases.map(([answers, marks]) => ({ id: newId("qza"), tenantId: w.a.id, userId: w.ada.id, lessonId: lesson.id, courseId: w.course.id, answers, marks, score: -1, maxScore: -1, pending: -1 })))
      .returning();
    await rescoreLessonAttempts(db(), { id: lesson.id, courseId: w.course.id }, questions);
    for (const row of rows) {
      const after = await attemptRow(row.id);
      const expected = score(questions, parseJsonObject<StoredAnswers>(row.answers), parseJsonObject<StoredMarks>(row.marks));
      expect({ answers: row.answers, marks: row.marks, score: after!.score, maxScore: after!.maxScore, pending: after!.pending }).toEqual({ answers: row.answers, marks: row.marks, ...expected });
    }
  });
});
