import { beforeAll, describe, expect, it } from "vitest";
import type { BookStatus, BookVisibility } from "../../worker/contracts/books";
import { call, post } from "../helpers/api";
import { insertBook } from "../helpers/books";
import { addStudents, createClass, createStaff, createTenant, createUser, signIn } from "../helpers/factories";

/**
 * The library's visibility rule, viewer × visibility × operation (list, detail, count, file):
 * one school A whose student uploaded the books, its people, a community-cookie holder, staff,
 * and a signed-in user of school B (on B's host, where A's public books appear too).
 */
const VIEWERS = ["anonymous", "community", "student (uploader)", "another student", "teacher of the class", "school admin", "staff", "other tenant"] as const;
type Viewer = (typeof VIEWERS)[number];

const COMMUNITY_PASSWORD = "community-shared-2026";
let hostA: string;
let hostB: string;
const auth: Record<Viewer, { host: () => string; headers: Record<string, string>; token?: string }> = {} as never;
let uploaderId: string;
let tenantA: string;

beforeAll(async () => {
  const a = await createTenant({ communityPassword: COMMUNITY_PASSWORD });
  const b = await createTenant();
  hostA = a.host;
  hostB = b.host;
  tenantA = a.id;
  const teacher = await createUser({ tenantId: a.id, role: "teacher" });
  const admin = await createUser({ tenantId: a.id, role: "school_admin" });
  const cls = await createClass(a.id, { teacherId: teacher.id });
  const otherCls = await createClass(a.id);
  const [student] = await addStudents(a.id, cls.id, [["Up", "Loader"]]);
  const [other] = await addStudents(a.id, otherCls.id, [["An", "Other"]]);
  const staff = await createStaff();
  const bUser = await createUser({ tenantId: b.id, role: "school_admin" });
  uploaderId = student.id;
  const login = await post(hostA, "/api/generic-password-login", { password: COMMUNITY_PASSWORD });
  const cookie = login.headers.get("Set-Cookie")!.split(";")[0];
  const tokenOn = async (host: string, username: string) => (await signIn(host, username)).access;
  const onA = () => hostA;
  Object.assign(auth, {
    anonymous: { host: onA, headers: {} },
    community: { host: onA, headers: { Cookie: cookie } },
    "student (uploader)": { host: onA, headers: {}, token: await tokenOn(hostA, student.username) },
    "another student": { host: onA, headers: {}, token: await tokenOn(hostA, other.username) },
    "teacher of the class": { host: onA, headers: {}, token: await tokenOn(hostA, teacher.username) },
    "school admin": { host: onA, headers: {}, token: await tokenOn(hostA, admin.username) },
    staff: { host: onA, headers: {}, token: await tokenOn(hostA, staff.username) },
    "other tenant": { host: () => hostB, headers: {}, token: await tokenOn(hostB, bUser.username) },
  });
});

const as = (viewer: Viewer, path: string) => call(auth[viewer].host(), `/api${path}`, { token: auth[viewer].token, headers: auth[viewer].headers });

/** Who sees a published book of each visibility, and who sees one not yet published. */
const SEES: Record<BookVisibility | "unpublished", Viewer[]> = {
  public: [...VIEWERS],
  community: ["community", "student (uploader)", "another student", "teacher of the class", "school admin", "staff"],
  private: ["student (uploader)", "teacher of the class", "school admin", "staff"],
  unpublished: ["student (uploader)", "school admin", "staff"],
};

const CASES = VIEWERS.flatMap((viewer) => (["public", "community", "private", "unpublished"] as const).map((kind) => ({ viewer, kind, sees: SEES[kind].includes(viewer) })));

async function bookFor(kind: BookVisibility | "unpublished") {
  const status: BookStatus = kind === "unpublished" ? "pending_review" : "published";
  const visibility: BookVisibility = kind === "unpublished" ? "public" : kind;
  return insertBook({ tenantId: tenantA, uploaderId, status, visibility, featured: true });
}

describe.each(CASES)("$viewer × $kind book (sees: $sees)", ({ viewer, kind, sees }) => {
  it("detail", async () => {
    const book = await bookFor(kind);
    const res = await as(viewer, `/books/${book.id}/`);
    if (sees) {
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(book.id);
    } else {
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: "NOT_FOUND", message: "Book not found" });
    }
  });

  it("list and its count", async () => {
    const book = await bookFor(kind);
    const status = kind === "unpublished" ? "&status=any" : "";
    const word = book.title.split(" ")[1];
    // The title's unique word isolates the book (filtering by a child uploader is itself
    // restricted to those who know the child: tests/worker/library.privacy.test.ts).
    const res = await as(viewer, `/books/?search=${word}${status}`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((b: { id: string }) => b.id)).toEqual(sees ? [book.id] : []);
    expect(res.body.count).toBe(sees ? 1 : 0);
  });

  it("book-stats", async () => {
    const before = (await as(viewer, "/book-stats")).body.book_stats;
    await bookFor(kind);
    const after = (await as(viewer, "/book-stats")).body.book_stats;
    // Stats count the library (published books) only.
    const counted = sees && kind !== "unpublished" ? 1 : 0;
    expect(after).toEqual({ all_book: before.all_book + counted, featured_book: before.featured_book + counted });
  });

  it("file download", async () => {
    const book = await bookFor(kind);
    const res = await as(viewer, `/books/${book.id}/file`);
    expect(res.status).toBe(sees ? 200 : 404);
    if (sees) {
      expect(res.headers.get("Content-Type")).toBe("application/pdf");
      expect(String(res.body)).toMatch(/^%PDF-/);
      expect(res.headers.get("Cache-Control")).toBe(kind === "public" ? "public, max-age=300" : "private, no-cache");
    }
  });
});

describe("hosts", () => {
  it("a public book of school A is listed anonymously on school B's host and on the platform", async () => {
    const book = await bookFor("public");
    for (const host of [hostB, "localhost"]) {
      expect((await call(host, `/api/books/${book.id}`)).status).toBe(200);
    }
    const hidden = await bookFor("community");
    expect((await call("localhost", `/api/books/${hidden.id}`)).status).toBe(404);
  });

  it("A's community cookie opens nothing on B's host", async () => {
    const bAdmin = await createUser({ tenantId: (await createTenant()).id, role: "teacher" });
    const book = await insertBook({ tenantId: bAdmin.tenantId!, uploaderId: bAdmin.id, visibility: "community" });
    const res = await call(hostB, `/api/books/${book.id}`, { headers: auth.community.headers });
    expect(res.status).toBe(404);
  });

  it("a range request gets 206 with the asked bytes", async () => {
    const book = await bookFor("public");
    const res = await call(hostA, `/api/books/${book.id}/file`, { headers: { Range: "bytes=0-4" } });
    expect(res.status).toBe(206);
    expect(res.body).toBe("%PDF-");
    expect(res.headers.get("Content-Range")).toMatch(/^bytes 0-4\/\d+$/);
  });
});
