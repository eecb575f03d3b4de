import { beforeAll, describe, expect, it } from "vitest";
import { bookReads, reactions, stories, storyReads } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { call } from "../helpers/api";
import { insertBook } from "../helpers/books";
import { addStudents, createClass, createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";

type Who = "anonymous" | "teacher" | "other teacher" | "school admin" | "student" | "parent" | "staff" | "staff (platform)" | "other tenant teacher";
const callers = {} as Record<Who, { host: string; token?: string }>;
const ids: Record<string, string> = {};

async function react(itemType: "book" | "story", itemId: string, tenantId: string, userIds: string[]) {
  await db().insert(reactions).values(userIds.map((userId) => ({ id: newId("rct"), tenantId, itemType, itemId, userId, reaction: "like" as const })));
}

beforeAll(async () => {
  const a = await createTenant();
  const b = await createTenant();
  const teacher = await createUser({ tenantId: a.id, role: "teacher" });
  const otherTeacher = await createUser({ tenantId: a.id, role: "teacher" });
  const admin = await createUser({ tenantId: a.id, role: "school_admin" });
  const parent = await createUser({ tenantId: a.id, role: "parent" });
  const c1 = await createClass(a.id, { teacherId: teacher.id, name: "A Blue" });
  const c2 = await createClass(a.id, { teacherId: otherTeacher.id, name: "B Green" });
  const [s1, s2] = await addStudents(a.id, c1.id, [["Ann", "Able"], ["Ben", "Baker"]]);
  const [s3] = await addStudents(a.id, c2.id, [["Cat", "Cole"]]);
  const bTeacher = await createUser({ tenantId: b.id, role: "teacher" });
  const cb = await createClass(b.id, { teacherId: bTeacher.id, name: "River" });
  const [sb] = await addStudents(b.id, cb.id, [["Dan", "Dale"]]);
  const staff = await createStaff();
  Object.assign(ids, { c1: c1.id, c2: c2.id, cb: cb.id, s1: s1.id, s2: s2.id, s3: s3.id });

  const read1 = await insertBook({ tenantId: a.id, uploaderId: s1.id, classId: c1.id, status: "published" });
  await insertBook({ tenantId: a.id, uploaderId: s1.id, classId: c1.id, status: "pending_review" });
  await insertBook({ tenantId: a.id, uploaderId: s2.id, classId: c1.id, status: "draft" });
  await insertBook({ tenantId: a.id, uploaderId: s3.id, classId: c2.id, status: "published" });
  await insertBook({ tenantId: b.id, uploaderId: sb.id, classId: cb.id, status: "published" });
  await db().insert(bookReads).values([s2.id, teacher.id].map((userId) => ({ id: newId("brd"), bookId: read1.id, userId, tenantId: a.id })));
  await react("book", read1.id, a.id, [s2.id, teacher.id, admin.id]);

  const story = (authorId: string, classId: string, status: "draft" | "pending_review" | "published", tenantId = a.id) => ({
    id: newId("sty"), tenantId, title: unique("Story "), slug: unique("s-"), authorId, classId, status, visibility: "public" as const,
  });
  const [st1] = await db().insert(stories).values([story(s1.id, c1.id, "published"), story(s1.id, c1.id, "pending_review"), story(s3.id, c2.id, "draft"), story(sb.id, cb.id, "published", b.id)]).returning();
  await react("story", st1.id, a.id, [s2.id]);
  await db().insert(storyReads).values({ id: newId("srd"), storyId: st1.id, userId: s2.id, tenantId: a.id });

  const tok = async (host: string, username: string) => (await signIn(host, username)).access;
  Object.assign(callers, {
    anonymous: { host: a.host },
    teacher: { host: a.host, token: await tok(a.host, teacher.username) },
    "other teacher": { host: a.host, token: await tok(a.host, otherTeacher.username) },
    "school admin": { host: a.host, token: await tok(a.host, admin.username) },
    student: { host: a.host, token: await tok(a.host, s1.username) },
    parent: { host: a.host, token: await tok(a.host, parent.username) },
    staff: { host: a.host, token: await tok(a.host, staff.username) },
    "staff (platform)": { host: "localhost", token: await tok("localhost", staff.username) },
    "other tenant teacher": { host: b.host, token: await tok(b.host, bTeacher.username) },
  });
});

const as = (who: Who, path: string) => call(callers[who].host, `/api${path}`, { token: callers[who].token });
const zero = { uploads: 0, published: 0, pending: 0, reactions: 0 };

describe("GET /api/teacher/book-stats/", () => {
  it("a teacher sees their own classes, per class and per student", async () => {
    const res = await as("teacher", "/teacher/book-stats/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      classes: [
        {
          class_id: ids.c1, class_name: "A Blue", uploads: 3, published: 1, pending: 1, reads: 2, reactions: 3,
          students: [
            { student_id: ids.s1, first_name: "Ann", last_name: "Able", uploads: 2, published: 1, pending: 1, reads: 2, reactions: 3 },
            { student_id: ids.s2, first_name: "Ben", last_name: "Baker", ...zero, uploads: 1, reads: 0 },
          ],
        },
      ],
    });
  });

  it.each(["school admin", "staff"] as const)("%s sees every class of the school and nothing of another", async (who) => {
    const res = await as(who, "/teacher/book-stats/");
    expect(res.status).toBe(200);
    expect(res.body.classes.map((c: { class_id: string }) => c.class_id)).toEqual([ids.c1, ids.c2]);
    expect(res.body.classes[1]).toMatchObject({ uploads: 1, published: 1, pending: 0, reads: 0, reactions: 0, students: [{ student_id: ids.s3, uploads: 1 }] });
  });

  it("a teacher of another school sees only their own class", async () => {
    const res = await as("other tenant teacher", "/teacher/book-stats/");
    expect(res.body.classes.map((c: { class_id: string }) => c.class_id)).toEqual([ids.cb]);
    expect(res.body.classes[0]).toMatchObject({ uploads: 1, published: 1 });
  });

  it.each([
    { who: "anonymous" as const, status: 401 },
    { who: "student" as const, status: 403 },
    { who: "parent" as const, status: 403 },
  ])("$who → $status", async ({ who, status }) => {
    const res = await as(who, "/teacher/book-stats/");
    expect(res.status).toBe(status);
    expect((await as(who, "/teacher/blog-stats/")).status).toBe(status);
  });

  it("the platform host has no classes", async () => {
    const res = await as("staff (platform)", "/teacher/book-stats/");
    expect(res.status).toBe(404);
  });
});

describe("GET /api/teacher/blog-stats/", () => {
  it("counts stories per class and per author", async () => {
    const mine = await as("teacher", "/teacher/blog-stats/");
    expect(mine.status).toBe(200);
    expect(mine.body.classes).toEqual([
      {
        class_id: ids.c1, class_name: "A Blue", uploads: 2, published: 1, pending: 1, reads: 1, reactions: 1,
        students: [
          { student_id: ids.s1, first_name: "Ann", last_name: "Able", uploads: 2, published: 1, pending: 1, reads: 1, reactions: 1 },
          { student_id: ids.s2, first_name: "Ben", last_name: "Baker", ...zero, reads: 0 },
        ],
      },
    ]);
    const other = await as("other teacher", "/teacher/blog-stats/");
    expect(other.body.classes).toMatchObject([{ class_id: ids.c2, uploads: 1, published: 0, pending: 0, students: [{ student_id: ids.s3, uploads: 1 }] }]);
    const admin = await as("school admin", "/teacher/blog-stats/");
    expect(admin.body.classes.map((c: { uploads: number }) => c.uploads)).toEqual([2, 1]);
  });
});
