import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, post } from "../helpers/api";
import { db, unique } from "../helpers/factories";
import { markingWorld } from "../helpers/quiz-marking";
import { expectListing, expectMarking, listingOf, MARKING_ACTORS, markingSeats, type MarkingActor, type Pupil } from "../helpers/marking-matrix";
import { comprehensionAttempts, comprehensionQuizzes } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";

/**
 * Role × school matrix of the comprehension corner's results and marks: the same rule, actors and
 * answers as lesson quizzes (lessons/quiz-markers.ts, helpers/marking-matrix) — a teacher, their own
 * classes' pupils; a school admin and staff on the school's site, the whole school; nobody their own attempt.
 */

const QUESTIONS = [
  { id: "q1", kind: "choice", prompt: "Who helped the lion?", options: ["A mouse", "A bird"], answer: 0, explanation: "The mouse gnawed the net." },
  { id: "q2", kind: "short", prompt: "What is the lesson?", explanation: "A small friend can be a great help." },
];

let w: Awaited<ReturnType<typeof markingWorld>>;
let slug: string;
let attempts: Record<Pupil, string>;
let as: (actor: MarkingActor) => { host: string; token?: string };
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
  as = markingSeats(w);
});

// Results are sorted by first name: Ada, Ben, Cai.
const SEES = listingOf((pupils) => pupils);

describe("GET /api/comprehension/{slug}/results", () => {
  it.each(MARKING_ACTORS)("%s", async (actor) => {
    const { host, token } = as(actor);
    expectListing(await results(host, token), SEES[actor], attempts);
  });

  it("filters by a class of the caller's; another teacher's class is 404 for a teacher, not for the admin", async () => {
    expect((await results(w.a.host, w.tokens.admin, `?class=${w.browns.id}`)).body.results.map((r: { attempt_id: string }) => r.attempt_id)).toEqual([attempts.cai]);
    expect((await results(w.a.host, w.tokens.green, `?class=${w.greens.id}`)).body.results).toHaveLength(2);
    const notMine = await results(w.a.host, w.tokens.green, `?class=${w.browns.id}`);
    expect(notMine.status).toBe(404);
    expect(notMine.body.error.message).toBe("Class not found");
  });
});

describe("PATCH /api/comprehension/attempts/{id}/marks (Ada's attempt)", () => {
  it.each(MARKING_ACTORS)("%s", async (actor) => {
    const { host, token } = as(actor);
    await expectMarking(actor, {
      read: () => attemptRow(attempts.ada),
      mark: () => mark(host, token, attempts.ada, { q2: true }),
      marked: { marks: '{"q2":true}', pending: 0, score: 2 },
      restore: (before) => db().update(comprehensionAttempts).set({ marks: before!.marks, pending: before!.pending, score: before!.score, markedBy: before!.markedBy }).where(eq(comprehensionAttempts.id, attempts.ada)),
    });
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
