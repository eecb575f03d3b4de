import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ITEM_ID_TYPE_MESSAGE } from "../../worker/contracts/reactions";
import { bookCategories, bookCategoryLinks, bookReads, books, reactions } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { call, type CallOptions } from "../helpers/api";
import { insertBook } from "../helpers/books";
import { db, unique } from "../helpers/factories";
import { createViewerWorld } from "../helpers/viewers";

const COMMUNITY_PASSWORD = "community-reads-2026";

type Who = "anonymous" | "community" | "student" | "another student" | "teacher" | "school admin" | "staff" | "other tenant";
let tenantA: string;
let studentId: string;
const callers = {} as Record<Who, { host: string; token?: string; headers?: Record<string, string>; id?: string }>;

beforeAll(async () => {
  const world = await createViewerWorld({ communityPassword: COMMUNITY_PASSWORD, peerInSameClass: true });
  const v = world.viewers;
  tenantA = world.tenantA;
  studentId = v.author.id!;
  Object.assign(callers, {
    anonymous: v.anonymous,
    community: v.community,
    student: v.author,
    "another student": v.peer,
    teacher: v.teacher,
    "school admin": v.schoolAdmin,
    staff: v.staff,
    "other tenant": v.otherTenant,
  });
});

const as = (who: Who, path: string, opts: CallOptions = {}) =>
  call(callers[who].host, `/api${path}`, { token: callers[who].token, headers: callers[who].headers, address: `198.51.100.${Math.floor(Math.random() * 250)}`, ...opts });
const book = (extra: Partial<Parameters<typeof insertBook>[0]> = {}) => insertBook({ tenantId: tenantA, uploaderId: studentId, title: unique("Readable "), ...extra });
const readsOf = (bookId: string) => db().select().from(bookReads).where(eq(bookReads.bookId, bookId)).all();

describe("POST /api/books/{id}/read", () => {
  const CASES: { who: Who; visibility: "public" | "community" | "private"; status: number }[] = [
    { who: "anonymous", visibility: "public", status: 401 },
    { who: "community", visibility: "community", status: 200 },
    { who: "community", visibility: "private", status: 404 },
    { who: "student", visibility: "private", status: 200 },
    { who: "another student", visibility: "private", status: 404 },
    { who: "another student", visibility: "community", status: 200 },
    { who: "teacher", visibility: "private", status: 200 },
    { who: "school admin", visibility: "private", status: 200 },
    { who: "staff", visibility: "private", status: 200 },
    { who: "other tenant", visibility: "community", status: 404 },
    { who: "other tenant", visibility: "public", status: 200 },
  ];
  it.each(CASES)("$who on a $visibility book → $status", async ({ who, visibility, status }) => {
    const b = await book({ visibility });
    const res = await as(who, `/books/${b.id}/read`, { method: "POST" });
    expect(res.status).toBe(status);
    const rows = await readsOf(b.id);
    if (status === 200) {
      expect(res.body).toEqual({ recorded: true, reads: 1 });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: callers[who].id ?? null, tenantId: tenantA });
    } else {
      expect(rows).toHaveLength(0);
    }
  });

  it("counts a reader once an hour, each reader separately", async () => {
    const b = await book();
    const first = await as("student", `/books/${b.id}/read`, { method: "POST" });
    const again = await as("student", `/books/${b.id}/read`, { method: "POST" });
    expect(first.body).toEqual({ recorded: true, reads: 1 });
    expect(again.body).toEqual({ recorded: false, reads: 1 });
    expect((await as("teacher", `/books/${b.id}/read`, { method: "POST" })).body).toEqual({ recorded: true, reads: 2 });
    // An hour later the same reader counts again.
    await db().update(bookReads).set({ createdAt: Date.now() - 61 * 60 * 1000 }).where(eq(bookReads.userId, studentId));
    expect((await as("student", `/books/${b.id}/read`, { method: "POST" })).body).toEqual({ recorded: true, reads: 3 });
    expect(await readsOf(b.id)).toHaveLength(3);
  });

  it("a community holder is counted once an hour per address", async () => {
    const b = await book({ visibility: "community" });
    const address = "192.0.2.77";
    expect((await as("community", `/books/${b.id}/read`, { method: "POST", address })).body).toEqual({ recorded: true, reads: 1 });
    expect((await as("community", `/books/${b.id}/read`, { method: "POST", address })).body).toEqual({ recorded: false, reads: 1 });
  });

  it("opening a book that is not published yet is not counted", async () => {
    const b = await book({ status: "pending_review" });
    expect((await as("student", `/books/${b.id}/read`, { method: "POST" })).body).toEqual({ recorded: false, reads: 0 });
    expect((await as("another student", `/books/${b.id}/read`, { method: "POST" })).status).toBe(404);
  });

  it("sort=popular orders the library by reads", async () => {
    const tag = unique("Popularity");
    const quiet = await book({ title: `${tag} quiet` });
    const loved = await book({ title: `${tag} loved` });
    const liked = await book({ title: `${tag} liked` });
    for (const who of ["student", "teacher", "school admin"] as const) await as(who, `/books/${loved.id}/read`, { method: "POST" });
    await as("student", `/books/${liked.id}/read`, { method: "POST" });
    const res = await as("anonymous", `/books/?search=${tag}&sort=popular`);
    expect(res.body.results.map((r: { id: string }) => r.id)).toEqual([loved.id, liked.id, quiet.id]);
  });
});

const reactionsOf = (itemId: string) => db().select().from(reactions).where(eq(reactions.itemId, itemId)).all();
const toggle = (who: Who, itemId: string, reaction = "like", item_type = "book") =>
  as(who, "/reactions/", { method: "POST", json: { item_type, item_id: itemId, reaction } });
const countOf = (body: { results: { reaction: string; count: number; reacted_by_me: boolean }[] }, reaction: string) => body.results.find((r) => r.reaction === reaction);

describe("POST /api/reactions/ (toggle)", () => {
  const CASES: { who: Who; visibility: "public" | "community" | "private"; status: number }[] = [
    { who: "anonymous", visibility: "public", status: 401 },
    { who: "community", visibility: "community", status: 401 },
    { who: "student", visibility: "private", status: 200 },
    { who: "another student", visibility: "private", status: 404 },
    { who: "another student", visibility: "community", status: 200 },
    { who: "teacher", visibility: "private", status: 200 },
    { who: "school admin", visibility: "private", status: 200 },
    { who: "staff", visibility: "private", status: 200 },
    { who: "other tenant", visibility: "community", status: 404 },
    { who: "other tenant", visibility: "public", status: 200 },
  ];
  it.each(CASES)("$who on a $visibility book → $status", async ({ who, visibility, status }) => {
    const b = await book({ visibility });
    const res = await toggle(who, b.id, "love");
    expect(res.status).toBe(status);
    const rows = await reactionsOf(b.id);
    if (status === 200) {
      expect(res.body.reacted).toBe(true);
      expect(countOf(res.body, "love")).toEqual({ reaction: "love", count: 1, reacted_by_me: true });
      expect(rows).toMatchObject([{ userId: callers[who].id, reaction: "love", itemType: "book", tenantId: tenantA }]);
    } else {
      expect(rows).toHaveLength(0);
    }
  });

  it("toggles: a second call takes the reaction back; reactions of one user are independent", async () => {
    const b = await book();
    await toggle("student", b.id, "like");
    await toggle("student", b.id, "wow");
    await toggle("teacher", b.id, "like");
    const off = await toggle("student", b.id, "like");
    expect(off.body.reacted).toBe(false);
    expect(countOf(off.body, "like")).toEqual({ reaction: "like", count: 1, reacted_by_me: false });
    expect(countOf(off.body, "wow")).toEqual({ reaction: "wow", count: 1, reacted_by_me: true });
    expect((await reactionsOf(b.id)).map((r) => `${r.userId}:${r.reaction}`).sort()).toEqual([`${callers.student.id}:wow`, `${callers.teacher.id}:like`].sort());
  });

  it("rejects unknown reactions and item types, and unpublished books", async () => {
    const b = await book();
    const bad = await toggle("student", b.id, "angry");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.reaction).toBeDefined();
    expect((await toggle("student", b.id, "like", "video")).status).toBe(400);
    const pendingBook = await book({ status: "pending_review" });
    const early = await toggle("student", pendingBook.id, "like");
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe("Reactions open once the book is published.");
    expect((await toggle("student", "bk_missing", "like")).status).toBe(404);
  });

  it("an item id of the wrong type is said to be one, not \"Required\"; a missing one is required", async () => {
    const b = await book();
    const send = (json: Record<string, unknown>) => as("student", "/reactions/", { method: "POST", json: { item_type: "book", reaction: "like", ...json } });
    for (const item_id of [["x"], 5, { id: b.id }, null]) {
      const res = await send({ item_id });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { item_id: [ITEM_ID_TYPE_MESSAGE] } });
    }
    expect((await send({})).body.error.fields).toEqual({ item_id: ["Required"] });
    expect((await send({ item_id: "  " })).body.error.fields).toEqual({ item_id: ["Required"] });
    expect((await send({ item_id: [b.id], item_type: ["book"], reaction: 1 })).body.error.fields).toEqual({
      item_id: [ITEM_ID_TYPE_MESSAGE],
      item_type: ["Choose book or story"],
      reaction: ["Choose one of like, love, wow, laugh or clap"],
    });
    expect(await reactionsOf(b.id)).toHaveLength(0);
  });

  it("deleting a book deletes its reactions", async () => {
    const b = await book();
    await toggle("student", b.id, "clap");
    await db().delete(books).where(eq(books.id, b.id));
    expect(await reactionsOf(b.id)).toHaveLength(0);
  });
});

describe("GET /api/reactions/stats/", () => {
  it("answers every reaction in order with counts, for anyone who may see the item", async () => {
    const b = await book({ visibility: "community" });
    await toggle("student", b.id, "laugh");
    await toggle("teacher", b.id, "laugh");
    const mine = await as("student", `/reactions/stats/?item_type=book&item_id=${b.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.results.map((r: { reaction: string }) => r.reaction)).toEqual(["like", "love", "wow", "laugh", "clap"]);
    expect(countOf(mine.body, "laugh")).toEqual({ reaction: "laugh", count: 2, reacted_by_me: true });
    expect(countOf(mine.body, "like")).toEqual({ reaction: "like", count: 0, reacted_by_me: false });
    const community = await as("community", `/reactions/stats/?item_type=book&item_id=${b.id}`);
    expect(countOf(community.body, "laugh")).toEqual({ reaction: "laugh", count: 2, reacted_by_me: false });
    expect((await as("anonymous", `/reactions/stats/?item_type=book&item_id=${b.id}`)).status).toBe(404);
    expect((await as("other tenant", `/reactions/stats/?item_type=book&item_id=${b.id}`)).status).toBe(404);
    expect((await as("student", "/reactions/stats/?item_type=book")).status).toBe(400);
  });
});

describe("GET /api/categories/reaction-contributions/", () => {
  it("sums reactions per category over the books the caller may see", async () => {
    const fables = unique("Fables ");
    const science = unique("Science ");
    const [catF, catS] = [newId("bkc"), newId("bkc")];
    await db().insert(bookCategories).values([
      { id: catF, tenantId: tenantA, name: fables, nameKey: fables.toLowerCase(), slug: unique("fables-") },
      { id: catS, tenantId: tenantA, name: science, nameKey: science.toLowerCase(), slug: unique("science-") },
    ]);
    const open = await book();
    const secret = await book({ visibility: "private" });
    await db().insert(bookCategoryLinks).values([
      { bookId: open.id, categoryId: catF },
      { bookId: open.id, categoryId: catS },
      { bookId: secret.id, categoryId: catS },
    ]);
    await toggle("student", open.id, "like");
    await toggle("teacher", open.id, "love");
    await toggle("student", secret.id, "wow");
    await toggle("teacher", secret.id, "wow");
    const pick = (body: { categories: { category: string; reactions: number }[] }) =>
      Object.fromEntries(body.categories.filter((c) => c.category === fables || c.category === science).map((c) => [c.category, c.reactions]));
    expect(pick((await as("student", "/categories/reaction-contributions/")).body)).toEqual({ [fables]: 2, [science]: 4 });
    expect(pick((await as("anonymous", "/categories/reaction-contributions/")).body)).toEqual({ [fables]: 2, [science]: 2 });
    expect(pick((await as("another student", "/categories/reaction-contributions/")).body)).toEqual({ [fables]: 2, [science]: 2 });
    expect(pick((await as("other tenant", "/categories/reaction-contributions/")).body)).toEqual({ [fables]: 2, [science]: 2 });
  });
});
