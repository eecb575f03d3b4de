import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, post } from "../helpers/api";
import { db, unique } from "../helpers/factories";
import { markingWorld } from "../helpers/quiz-marking";
import { comprehensionAttempts, comprehensionQuizzes } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";

/**
 * Role × school matrix of the comprehension corner's results and marks: the same rule as lesson
 * quizzes (lessons/quiz-markers.ts) — a teacher, their own classes' pupils; a school admin and
 * staff on the school's site, the whole school; nobody their own attempt.
 */

type Actor = "anonymous" | "pupil" | "parent" | "teacherOfClass" | "otherTeacher" | "admin" | "staffOnSchool" | "teacherOfOtherSchool";
const ACTORS: Actor[] = ["anonymous", "pupil", "parent", "teacherOfClass", "otherTeacher", "admin", "staffOnSchool", "teacherOfOtherSchool"];

const QUESTIONS = [
  { id: "q1", kind: "choice", prompt: "Who helped the lion?", options: ["A mouse", "A bird"], answer: 0, explanation: "The mouse gnawed the net." },
  { id: "q2", kind: "short", prompt: "What is the lesson?", explanation: "A small friend can be a great help." },
];

let w: Awaited<ReturnType<typeof markingWorld>>;
let slug: string;
let attempts: { ada: string; ben: string; cai: string };
let as: (actor: Actor) => { host: string; token?: string };
const attemptRow = (id: string) => db().select().from(comprehensionAttempts).where(eq(comprehensionAttempts.id, id)).get();
const results = (host: string, token: string | undefined, query = "") => call(host, `/api/comprehension/${slug}/results${query}`, { token });
const mark = (host: string, token: string | undefined, id: string, marks: unknown) => call(host, `/api/comprehension/attempts/${id}/marks`, { method: "PATCH", json: { marks }, token });

beforeAll(async () => {
  w = await markingWorld();
  slug = unique("lion-");
  await db()
    .insert(comprehensionQuizzes)
    .values({ id: newId("cmp"), tenantId: null, slug, bookId: "book_missing", title: "The Lion and the Mouse", titleKey: "the lion and the mouse", questions: JSON.stringify(QUESTIONS), status: "published" });
  const attempt = async (token: string, written: string) => {
    const res = await post(w.a.host, `/api/comprehension/${slug}/attempts`, { answers: { q1: 0, q2: written } }, { token });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  attempts = { ada: await attempt(w.tokens.ada, "Be kind"), ben: await attempt(w.tokens.ben, "Help friends"), cai: await attempt(w.tokens.cai, "Small is mighty") };
  const t = w.tokens;
  const on = (host: string, token?: string) => ({ host, token });
  const seats: Record<Actor, { host: string; token?: string }> = {
    anonymous: on(w.a.host),
    pupil: on(w.a.host, t.ada),
    parent: on(w.a.host, t.parent),
    teacherOfClass: on(w.a.host, t.green),
    otherTeacher: on(w.a.host, t.brown),
    admin: on(w.a.host, t.admin),
    staffOnSchool: on(w.a.host, t.staff),
    teacherOfOtherSchool: on(w.b.host, t.otherTeacher),
  };
  as = (actor) => seats[actor];
});

// Results are sorted by first name.
const SEES: Record<Actor, { status: number; attempts?: ("ada" | "ben" | "cai")[] }> = {
  anonymous: { status: 401 },
  pupil: { status: 403 },
  parent: { status: 403 },
  teacherOfClass: { status: 200, attempts: ["ada", "ben"] },
  otherTeacher: { status: 200, attempts: ["cai"] },
  admin: { status: 200, attempts: ["ada", "ben", "cai"] },
  staffOnSchool: { status: 200, attempts: ["ada", "ben", "cai"] },
  teacherOfOtherSchool: { status: 200, attempts: [] },
};

describe("GET /api/comprehension/{slug}/results", () => {
  it.each(ACTORS)("%s", async (actor) => {
    const { host, token } = as(actor);
    const res = await results(host, token);
    expect(res.status).toBe(SEES[actor].status);
    if (res.status !== 200) {
      expect(res.body.error.code).toBe(res.status === 401 ? "UNAUTHORIZED" : "FORBIDDEN");
      return;
    }
    expect(res.body.results.map((r: { attempt_id: string }) => r.attempt_id)).toEqual(SEES[actor].attempts!.map((p) => attempts[p]));
  });

  it("filters by a class of the caller's; another teacher's class is 404 for a teacher, not for the admin", async () => {
    expect((await results(w.a.host, w.tokens.admin, `?class=${w.browns.id}`)).body.results.map((r: { attempt_id: string }) => r.attempt_id)).toEqual([attempts.cai]);
    expect((await results(w.a.host, w.tokens.green, `?class=${w.greens.id}`)).body.results).toHaveLength(2);
    const notMine = await results(w.a.host, w.tokens.green, `?class=${w.browns.id}`);
    expect(notMine.status).toBe(404);
    expect(notMine.body.error.message).toBe("Class not found");
  });
});

const MARKS: Record<Actor, number> = { anonymous: 401, pupil: 404, parent: 404, teacherOfClass: 200, otherTeacher: 404, admin: 200, staffOnSchool: 200, teacherOfOtherSchool: 404 };

describe("PATCH /api/comprehension/attempts/{id}/marks (Ada's attempt)", () => {
  it.each(ACTORS)("%s", async (actor) => {
    const { host, token } = as(actor);
    const before = await attemptRow(attempts.ada);
    const res = await mark(host, token, attempts.ada, { q2: true });
    expect(res.status).toBe(MARKS[actor]);
    const after = await attemptRow(attempts.ada);
    if (res.status === 200) {
      expect(after).toMatchObject({ marks: '{"q2":true}', pending: 0, score: 2 });
      await db().update(comprehensionAttempts).set({ marks: before!.marks, pending: before!.pending, score: before!.score, markedBy: before!.markedBy }).where(eq(comprehensionAttempts.id, attempts.ada));
    } else {
      // Not even whether the attempt exists is told, and nothing is written.
      if (res.status === 404) expect(res.body.error).toMatchObject({ code: "NOT_FOUND", message: "Attempt not found" });
      expect(after).toEqual(before);
    }
  });

  it("nobody marks their own answers: an admin's own attempt is neither in their results nor markable by them", async () => {
    // An adult who took the quiz: a pupil's attempt handed to the admin stands for one.
    await db().update(comprehensionAttempts).set({ userId: w.admin.id }).where(eq(comprehensionAttempts.id, attempts.cai));
    try {
      expect((await results(w.a.host, w.tokens.admin)).body.results.map((r: { attempt_id: string }) => r.attempt_id)).toEqual([attempts.ada, attempts.ben]);
      expect((await results(w.a.host, w.tokens.staff)).body.results.map((r: { attempt_id: string }) => r.attempt_id)).toContain(attempts.cai);
      expect((await mark(w.a.host, w.tokens.admin, attempts.cai, { q2: true })).status).toBe(404);
    } finally {
      await db().update(comprehensionAttempts).set({ userId: w.cai.id }).where(eq(comprehensionAttempts.id, attempts.cai));
    }
  });
});
