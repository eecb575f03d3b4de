import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookEvents, books, staffActions } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { bookEventIfChanged } from "../../worker/library/books/book-events";
import { PUPIL_FULL_NAME_BEFORE_PUBLISHING_MESSAGE } from "../../worker/library/books/book-moderation.service";
import { call, type CallOptions } from "../helpers/api";
import { insertBook } from "../helpers/books";
import { addStudents, createClass, createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";

const PLATFORM = "localhost";

async function school() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
  const cls = await createClass(tenant.id, { teacherId: teacher.id });
  const [student] = await addStudents(tenant.id, cls.id, [["Sam", "Student"]]);
  return { tenant, admin, teacher, student, cls };
}

type Who = "anonymous" | "uploader" | "teacher" | "school admin" | "other school admin" | "staff (school host)" | "staff (platform)";
let a: Awaited<ReturnType<typeof school>>;
let b: Awaited<ReturnType<typeof school>>;
let staffId: string;
let staffUsername: string;
const callers = {} as Record<Who, { host: string; token?: string; id?: string }>;

beforeAll(async () => {
  a = await school();
  b = await school();
  const staff = await createStaff();
  staffId = staff.id;
  staffUsername = staff.username;
  const tok = async (host: string, username: string) => (await signIn(host, username)).access;
  Object.assign(callers, {
    anonymous: { host: a.tenant.host },
    uploader: { host: a.tenant.host, token: await tok(a.tenant.host, a.student.username), id: a.student.id },
    teacher: { host: a.tenant.host, token: await tok(a.tenant.host, a.teacher.username), id: a.teacher.id },
    "school admin": { host: a.tenant.host, token: await tok(a.tenant.host, a.admin.username), id: a.admin.id },
    "other school admin": { host: b.tenant.host, token: await tok(b.tenant.host, b.admin.username), id: b.admin.id },
    "staff (school host)": { host: a.tenant.host, token: await tok(a.tenant.host, staff.username), id: staff.id },
    "staff (platform)": { host: PLATFORM, token: await tok(PLATFORM, staff.username), id: staff.id },
  });
});

const as = (who: Who, path: string, opts: CallOptions = {}) => call(callers[who].host, `/api${path}`, { token: callers[who].token, ...opts });
const pending = (extra: Partial<typeof books.$inferInsert> = {}) =>
  insertBook({ tenantId: a.tenant.id, uploaderId: a.student.id, classId: a.cls.id, status: "pending_review", visibility: "public", ...extra });
const eventsOf = (bookId: string) => db().select().from(bookEvents).where(eq(bookEvents.bookId, bookId)).all();
const auditOf = (bookId: string) => db().select().from(staffActions).where(eq(staffActions.targetId, bookId)).all();
const rowOf = async (bookId: string) => (await db().select().from(books).where(eq(books.id, bookId)).get())!;

const MATRIX: { who: Who; status: number }[] = [
  { who: "anonymous", status: 401 },
  { who: "uploader", status: 403 },
  { who: "teacher", status: 404 },
  { who: "other school admin", status: 404 },
  { who: "school admin", status: 200 },
  { who: "staff (school host)", status: 200 },
  { who: "staff (platform)", status: 200 },
];

describe.each(MATRIX)("moderation by $who → $status", ({ who, status }) => {
  it("approve", async () => {
    const book = await pending();
    const res = await as(who, `/books/${book.id}/approve`, { method: "POST" });
    expect(res.status).toBe(status);
    const row = await rowOf(book.id);
    const approvals = (await eventsOf(book.id)).filter((e) => e.kind === "approved");
    if (status === 200) {
      expect(res.body).toMatchObject({ id: book.id, status: "published" });
      expect(row.status).toBe("published");
      expect(row.publishedAt).toBeGreaterThan(Date.now() - 60_000);
      expect(approvals).toHaveLength(1);
      expect(approvals[0].actorId).toBe(callers[who].id);
      // The staff action log: exactly one entry, written in the same batch.
      expect((await auditOf(book.id)).map((e) => [e.action, e.actorId, e.tenantId, e.targetLabel])).toEqual([["book.approve", callers[who].id, a.tenant.id, book.title]]);
    } else {
      expect(row.status).toBe("pending_review");
      expect(approvals).toHaveLength(0);
      expect(await auditOf(book.id)).toHaveLength(0);
    }
  });

  it("reject with a reason", async () => {
    const book = await pending();
    const res = await as(who, `/books/${book.id}/reject`, { method: "POST", json: { reason: "Pages are missing" } });
    expect(res.status).toBe(status);
    const row = await rowOf(book.id);
    const rejections = (await eventsOf(book.id)).filter((e) => e.kind === "rejected");
    if (status === 200) {
      expect(res.body).toMatchObject({ status: "rejected", rejection_reason: "Pages are missing" });
      expect(row).toMatchObject({ status: "rejected", rejectionReason: "Pages are missing" });
      expect(rejections).toHaveLength(1);
      expect(rejections[0]).toMatchObject({ actorId: callers[who].id, detail: JSON.stringify({ reason: "Pages are missing" }) });
      expect((await auditOf(book.id)).map((e) => e.action)).toEqual(["book.reject"]);
    } else {
      expect(row.status).toBe("pending_review");
      expect(rejections).toHaveLength(0);
      expect(await auditOf(book.id)).toHaveLength(0);
    }
  });
});

describe("moderation rules", () => {
  it.each(["published", "rejected", "draft", "failed"] as const)("a %s book cannot be approved or rejected (409)", async (state) => {
    const book = await pending({ status: state });
    const approve = await as("school admin", `/books/${book.id}/approve`, { method: "POST" });
    expect(approve.status).toBe(409);
    expect(approve.body.error.code).toBe("CONFLICT");
    expect(approve.body.error.message).toMatch(/only books pending review can be approved/);
    const reject = await as("school admin", `/books/${book.id}/reject`, { method: "POST", json: { reason: "No" } });
    expect(reject.status).toBe(409);
    expect((await rowOf(book.id)).status).toBe(state);
    expect(await eventsOf(book.id)).toHaveLength(0);
  });

  it("a book whose author name is a pupil's full name is not published until it is edited (409, nothing changes)", async () => {
    const book = await pending({ authorName: "Sam Student" });
    const refused = await as("school admin", `/books/${book.id}/approve`, { method: "POST" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(PUPIL_FULL_NAME_BEFORE_PUBLISHING_MESSAGE);
    expect((await rowOf(book.id)).status).toBe("pending_review");
    expect(await eventsOf(book.id)).toHaveLength(0);
    await db().update(books).set({ authorName: "Sam S." }).where(eq(books.id, book.id));
    expect((await as("school admin", `/books/${book.id}/approve`, { method: "POST" })).status).toBe(200);
  });

  it("approving twice: the second answers 409", async () => {
    const book = await pending();
    expect((await as("school admin", `/books/${book.id}/approve`, { method: "POST" })).status).toBe(200);
    const again = await as("staff (platform)", `/books/${book.id}/approve`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("This book is already published; only books pending review can be approved.");
    // In the reader's language, the book's state and the verb included.
    const inHindi = await as("staff (platform)", `/books/${book.id}/approve`, { method: "POST", headers: { "Accept-Language": "hi" } });
    expect(inHindi.body.error.message).toBe("यह किताब पहले से प्रकाशित है; केवल समीक्षा के लिए लंबित किताबें स्वीकृत की जा सकती हैं।");
  });

  it.each([{}, { reason: "   " }, { reason: "x".repeat(501) }])("reject needs a reason of at most 500 characters (%#)", async (json) => {
    const book = await pending();
    const res = await as("school admin", `/books/${book.id}/reject`, { method: "POST", json });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { reason: [expect.stringMatching(/at most 500/)] } });
    expect((await rowOf(book.id)).status).toBe("pending_review");
  });

  it("a review that loses a race records no event (the event follows the update's changes())", async () => {
    const book = await pending();
    const d = db();
    const lost = d.update(books).set({ status: "published" }).where(eq(books.id, "bk_nothing_here"));
    await d.batch([lost, bookEventIfChanged(d, book, "approved", {}, a.admin.id)]);
    expect(await eventsOf(book.id)).toHaveLength(0);
    const won = d.update(books).set({ status: "published" }).where(eq(books.id, book.id));
    await d.batch([won, bookEventIfChanged(d, book, "approved", {}, a.admin.id)]);
    expect(await eventsOf(book.id)).toMatchObject([{ kind: "approved", actorId: a.admin.id, tenantId: a.tenant.id }]);
  });

  it("an approved book appears in the library for everyone", async () => {
    const book = await pending({ title: unique("Moderated ") });
    expect((await as("anonymous", `/books/${book.id}/`)).status).toBe(404);
    await as("school admin", `/books/${book.id}/approve`, { method: "POST" });
    expect((await as("anonymous", `/books/${book.id}/`)).status).toBe(200);
  });
});

describe("GET /api/book-monitoring/", () => {
  // A school of its own, so books of the tests above do not shift the order.
  beforeAll(async () => {
    a = await school();
    const tok = async (username: string) => (await signIn(a.tenant.host, username)).access;
    callers.uploader = { host: a.tenant.host, token: await tok(a.student.username), id: a.student.id };
    callers.teacher = { host: a.tenant.host, token: await tok(a.teacher.username), id: a.teacher.id };
    callers["school admin"] = { host: a.tenant.host, token: await tok(a.admin.username), id: a.admin.id };
    callers["staff (school host)"] = { host: a.tenant.host, token: (await signIn(a.tenant.host, staffUsername)).access, id: staffId };
    callers.anonymous = { host: a.tenant.host };
  });
  let failedA: string;
  let newestA: string;
  let bookB: string;
  beforeAll(async () => {
    failedA = (await pending({ status: "failed", processingError: "The PDF is damaged", createdAt: Date.now() - 100_000, title: unique("Broken ") })).id;
    newestA = (await pending({ createdAt: Date.now() + 100_000, title: unique("Zebra Crossing ") })).id;
    bookB = (await insertBook({ tenantId: b.tenant.id, uploaderId: b.student.id, status: "pending_review" })).id;
    await db().insert(bookEvents).values([
      { id: newId("bev"), bookId: failedA, tenantId: a.tenant.id, kind: "processing_started", detail: "{}", createdAt: Date.now() - 50_000 },
      { id: newId("bev"), bookId: failedA, tenantId: a.tenant.id, kind: "processing_failed", detail: JSON.stringify({ reason: "The PDF is damaged" }), createdAt: Date.now() - 40_000 },
    ]);
  });

  it("a school admin sees the school's books, failures first then newest, with the latest event", async () => {
    const res = await as("school admin", "/book-monitoring/?limit=100");
    expect(res.status).toBe(200);
    const ids = res.body.results.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(bookB);
    expect(ids[0]).toBe(failedA);
    expect(ids.indexOf(newestA)).toBeLessThan(ids.length);
    const failed = res.body.results[0];
    expect(failed).toMatchObject({ status: "failed", processing_error: "The PDF is damaged", latest_event: { kind: "processing_failed", detail: { reason: "The PDF is damaged" }, actor_id: null } });
    const firstOk = res.body.results.find((r: { status: string }) => r.status !== "failed");
    expect(firstOk.id).toBe(newestA);
    expect(res.body.count).toBe(res.body.results.length);
  });

  it("filters by status and search, and pages", async () => {
    const failed = await as("school admin", "/book-monitoring/?status=failed");
    expect(failed.body.results.map((r: { id: string }) => r.id)).toEqual([failedA]);
    const search = await as("school admin", "/book-monitoring/?search=zebr");
    expect(search.body.results.map((r: { id: string }) => r.id)).toEqual([newestA]);
    const page = await as("school admin", "/book-monitoring/?limit=1&offset=0");
    expect(page.body.results).toHaveLength(1);
    expect(page.body.next).toContain("offset=1");
  });

  it("staff on the platform see every school, or one with ?tenant=", async () => {
    const all = await as("staff (platform)", "/book-monitoring/?limit=100&status=pending_review");
    const allIds = all.body.results.map((r: { id: string }) => r.id);
    expect(allIds).toEqual(expect.arrayContaining([newestA, bookB]));
    const onlyB = await as("staff (platform)", `/book-monitoring/?limit=100&tenant=${b.tenant.id}`);
    expect(onlyB.body.results.every((r: { tenant_id: string }) => r.tenant_id === b.tenant.id)).toBe(true);
    expect(onlyB.body.results.map((r: { id: string }) => r.id)).toContain(bookB);
  });

  it("staff on a school's host see that school only", async () => {
    const res = await as("staff (school host)", "/book-monitoring/?limit=100");
    expect(res.body.results.every((r: { tenant_id: string }) => r.tenant_id === a.tenant.id)).toBe(true);
  });

  it.each([
    { who: "anonymous" as const, status: 401 },
    { who: "uploader" as const, status: 403 },
    { who: "teacher" as const, status: 403 },
  ])("$who → $status", async ({ who, status }) => {
    const res = await as(who, "/book-monitoring/");
    expect(res.status).toBe(status);
    expect((await as(who, `/book-monitoring/${failedA}/events`)).status).toBe(status);
  });

  it("the history lists every event with its actor, oldest first; another school's admin gets 404", async () => {
    const book = await pending();
    await as("school admin", `/books/${book.id}/reject`, { method: "POST", json: { reason: "Blurry scan" } });
    const res = await as("school admin", `/book-monitoring/${book.id}/events`);
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(1);
    expect(res.body.results[0]).toMatchObject({ kind: "rejected", detail: { reason: "Blurry scan" }, actor: { id: a.admin.id } });
    const history = await as("staff (platform)", `/book-monitoring/${failedA}/events`);
    expect(history.body.results.map((e: { kind: string }) => e.kind)).toEqual(["processing_started", "processing_failed"]);
    const other = await as("other school admin", `/book-monitoring/${book.id}/events`);
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe("NOT_FOUND");
  });
});
