import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "../helpers/factories";
import { markingWorld } from "../helpers/quiz-marking";
import { expectListing, expectMarking, listingOf, MARKING_ACTORS, markingSeats, type MarkingActor, type Pupil } from "../helpers/marking-matrix";
import { quizAttempts } from "../../worker/db/schema";

/** Role × school matrix of marking lesson quizzes: who sees which attempts, and who may mark one (helpers/marking-matrix). */

let w: Awaited<ReturnType<typeof markingWorld>>;
let attempts: Record<Pupil, string>;
let as: (actor: MarkingActor) => { host: string; token?: string };

beforeAll(async () => {
  w = await markingWorld();
  attempts = { ada: (await w.submit(w.tokens.ada, "Goal 13")).id, ben: (await w.submit(w.tokens.ben, "Goal 6")).id, cai: (await w.submit(w.tokens.cai, "Goal 4")).id };
  as = markingSeats(w);
});

// Newest first: Cai's attempt, then Ben's, then Ada's.
const SEES = listingOf((pupils) => [...pupils].reverse());

describe("GET /api/quiz-attempts/ (the written answers to mark)", () => {
  it.each(MARKING_ACTORS)("%s", async (actor) => {
    const { host, token } = as(actor);
    expectListing(await w.list(host, token), SEES[actor], attempts);
  });

  it("school A's token on school B's host is refused", async () => {
    expect((await w.list(w.b.host, w.tokens.green)).status).toBe(401);
  });
});

describe("PATCH /api/quiz-attempts/{id}/marks (Ada's attempt)", () => {
  it.each(MARKING_ACTORS)("%s", async (actor) => {
    const { host, token } = as(actor);
    await expectMarking(actor, {
      read: () => db().select().from(quizAttempts).where(eq(quizAttempts.id, attempts.ada)).get(),
      mark: () => w.mark(host, token, attempts.ada, { q3: true }),
      marked: { marks: '{"q3":true}', pending: 0, score: 3 },
      restore: (before) => db().update(quizAttempts).set({ marks: before!.marks, pending: before!.pending, score: before!.score, markedBy: before!.markedBy }).where(eq(quizAttempts.id, attempts.ada)),
    });
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
