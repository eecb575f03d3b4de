import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "../helpers/factories";
import { markingWorld } from "../helpers/quiz-marking";
import { quizAttempts } from "../../worker/db/schema";

/** Role × school matrix of marking lesson quizzes: who sees which attempts, and who may mark one. */

type Actor = "anonymous" | "pupil" | "parent" | "teacherOfClass" | "otherTeacher" | "admin" | "staffOnSchool" | "teacherOfOtherSchool";
const ACTORS: Actor[] = ["anonymous", "pupil", "parent", "teacherOfClass", "otherTeacher", "admin", "staffOnSchool", "teacherOfOtherSchool"];

let w: Awaited<ReturnType<typeof markingWorld>>;
let attempts: { ada: string; ben: string; cai: string };
let as: (actor: Actor) => { host: string; token?: string };

beforeAll(async () => {
  w = await markingWorld();
  attempts = { ada: (await w.submit(w.tokens.ada, "Goal 13")).id, ben: (await w.submit(w.tokens.ben, "Goal 6")).id, cai: (await w.submit(w.tokens.cai, "Goal 4")).id };
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

const SEES: Record<Actor, { status: number; attempts?: ("ada" | "ben" | "cai")[] }> = {
  anonymous: { status: 401 },
  pupil: { status: 403 },
  parent: { status: 403 },
  teacherOfClass: { status: 200, attempts: ["ben", "ada"] },
  otherTeacher: { status: 200, attempts: ["cai"] },
  admin: { status: 200, attempts: ["cai", "ben", "ada"] },
  staffOnSchool: { status: 200, attempts: ["cai", "ben", "ada"] },
  teacherOfOtherSchool: { status: 200, attempts: [] },
};

describe("GET /api/quiz-attempts/ (the written answers to mark)", () => {
  it.each(ACTORS)("%s", async (actor) => {
    const { host, token } = as(actor);
    const res = await w.list(host, token);
    expect(res.status).toBe(SEES[actor].status);
    if (res.status !== 200) {
      expect(res.body.error.code).toBe(res.status === 401 ? "UNAUTHORIZED" : "FORBIDDEN");
      return;
    }
    expect(res.body.results.map((r: { attempt_id: string }) => r.attempt_id)).toEqual(SEES[actor].attempts!.map((p) => attempts[p]));
  });

  it("school A's token on school B's host is refused", async () => {
    expect((await w.list(w.b.host, w.tokens.green)).status).toBe(401);
  });
});

const MARKS: Record<Actor, number> = { anonymous: 401, pupil: 404, parent: 404, teacherOfClass: 200, otherTeacher: 404, admin: 200, staffOnSchool: 200, teacherOfOtherSchool: 404 };

describe("PATCH /api/quiz-attempts/{id}/marks (Ada's attempt)", () => {
  it.each(ACTORS)("%s", async (actor) => {
    const { host, token } = as(actor);
    const before = await db().select().from(quizAttempts).where(eq(quizAttempts.id, attempts.ada)).get();
    const res = await w.mark(host, token, attempts.ada, { q3: true });
    expect(res.status).toBe(MARKS[actor]);
    const after = await db().select().from(quizAttempts).where(eq(quizAttempts.id, attempts.ada)).get();
    if (res.status === 200) {
      expect(after).toMatchObject({ marks: '{"q3":true}', pending: 0, score: 3 });
      await db().update(quizAttempts).set({ marks: before!.marks, pending: before!.pending, score: before!.score, markedBy: before!.markedBy }).where(eq(quizAttempts.id, attempts.ada));
    } else {
      // Not even whether the attempt exists is told, and nothing is written.
      if (res.status === 404) expect(res.body.error).toMatchObject({ code: "NOT_FOUND", message: "Attempt not found" });
      expect(after).toEqual(before);
    }
  });

  it("nobody marks their own answers: an admin's own attempt is neither listed for them nor markable", async () => {
    // An adult's attempt (a teacher-training course, say): a pupil's attempt handed to the admin stands for one.
    await db().update(quizAttempts).set({ userId: w.admin.id }).where(eq(quizAttempts.id, attempts.cai));
    try {
      expect((await w.list(w.a.host, w.tokens.admin)).body.results.map((r: { attempt_id: string }) => r.attempt_id)).not.toContain(attempts.cai);
      expect((await w.mark(w.a.host, w.tokens.admin, attempts.cai, { q3: true })).status).toBe(404);
    } finally {
      await db().update(quizAttempts).set({ userId: w.cai.id }).where(eq(quizAttempts.id, attempts.cai));
    }
  });
});
