import { expect } from "vitest";
import type { ApiResponse } from "./api";
import type { markingWorld } from "./quiz-marking";

/*
 * The role × school matrix of marking (lesson quizzes, the comprehension corner): one rule,
 * lessons/quiz-markers.ts — a teacher, their own classes' pupils; a school admin and staff on the
 * school's site, the whole school; nobody their own attempt. Both security tests seat the same
 * actors in helpers/quiz-marking's markingWorld and expect the same answers to a mark.
 */

export type MarkingActor = "anonymous" | "pupil" | "parent" | "teacherOfClass" | "otherTeacher" | "admin" | "staffOnSchool" | "teacherOfOtherSchool";
export const MARKING_ACTORS: MarkingActor[] = ["anonymous", "pupil", "parent", "teacherOfClass", "otherTeacher", "admin", "staffOnSchool", "teacherOfOtherSchool"];

export type Pupil = "ada" | "ben" | "cai";
type World = Awaited<ReturnType<typeof markingWorld>>;
type Seat = { host: string; token?: string };

/** Where each actor calls from and with which token: the pupil is Ada, the class Ms Green's (Ada, Ben), the other teacher Mr Brown (Cai). */
export function markingSeats(w: World): (actor: MarkingActor) => Seat {
  const t = w.tokens;
  const on = (host: string, token?: string): Seat => ({ host, token });
  const seats: Record<MarkingActor, Seat> = {
    anonymous: on(w.a.host),
    pupil: on(w.a.host, t.ada),
    parent: on(w.a.host, t.parent),
    teacherOfClass: on(w.a.host, t.green),
    otherTeacher: on(w.a.host, t.brown),
    admin: on(w.a.host, t.admin),
    staffOnSchool: on(w.a.host, t.staff),
    teacherOfOtherSchool: on(w.b.host, t.otherTeacher),
  };
  return (actor) => seats[actor];
}

/** What a list of attempts answers an actor: refused, or exactly these pupils' attempts in this order. */
export type Listing = { status: number; attempts?: Pupil[] };

/** Who sees which attempts: the same for both lists but for their order (the caller's `order`). */
export const listingOf = (order: (pupils: Pupil[]) => Pupil[]): Record<MarkingActor, Listing> => ({
  anonymous: { status: 401 },
  pupil: { status: 403 },
  parent: { status: 403 },
  teacherOfClass: { status: 200, attempts: order(["ada", "ben"]) },
  otherTeacher: { status: 200, attempts: ["cai"] },
  admin: { status: 200, attempts: order(["ada", "ben", "cai"]) },
  staffOnSchool: { status: 200, attempts: order(["ada", "ben", "cai"]) },
  teacherOfOtherSchool: { status: 200, attempts: [] },
});

export function expectListing(res: ApiResponse, expected: Listing, attempts: Record<Pupil, string>): void {
  expect(res.status).toBe(expected.status);
  if (res.status !== 200) {
    expect(res.body.error.code).toBe(res.status === 401 ? "UNAUTHORIZED" : "FORBIDDEN");
    return;
  }
  expect(res.body.results.map((r: { attempt_id: string }) => r.attempt_id)).toEqual(expected.attempts!.map((p) => attempts[p]));
}

/** The status each actor's mark of Ada's attempt answers. */
export const MARK_STATUS: Record<MarkingActor, number> = { anonymous: 401, pupil: 404, parent: 404, teacherOfClass: 200, otherTeacher: 404, admin: 200, staffOnSchool: 200, teacherOfOtherSchool: 404 };

/**
 * One actor marks an attempt: the status is MARK_STATUS's; a mark that lands writes `marked` (and
 * the row is put back for the next actor); one refused tells not even whether the attempt exists
 * (404 "Attempt not found") and writes nothing.
 */
export async function expectMarking<Row>(actor: MarkingActor, steps: { read: () => Promise<Row>; mark: () => Promise<ApiResponse>; marked: Partial<Row>; restore: (before: Row) => Promise<unknown> }): Promise<void> {
  const before = await steps.read();
  const res = await steps.mark();
  expect(res.status).toBe(MARK_STATUS[actor]);
  const after = await steps.read();
  if (res.status === 200) {
    expect(after).toMatchObject(steps.marked);
    await steps.restore(before);
  } else {
    if (res.status === 404) expect(res.body.error).toMatchObject({ code: "NOT_FOUND", message: "Attempt not found" });
    expect(after).toEqual(before);
  }
}
