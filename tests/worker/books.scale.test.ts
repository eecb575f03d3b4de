import { env } from "cloudflare:workers";
import { and, eq, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { books } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { call } from "../helpers/api";
import { addStudents, createClass, createUser, db, signIn, unique } from "../helpers/factories";
import { createViewerWorld, type Viewer } from "../helpers/viewers";
import { insertBook } from "../helpers/books";
import { SUGGEST_CANDIDATES } from "../../worker/library";
import { titleOrder } from "../../worker/library/books/book-queries.service";

/**
 * Issue #15: the library's list, count and search were rewritten for 100,000 books (indexes walked
 * in order, counts memoised per content version, search ranked among its newest matches). This
 * file generates a mixed library and checks, for every kind of viewer, that the API answers
 * exactly what the rule as it was before answers (REFERENCE below, the old OR predicate run
 * straight on D1): same books, same order, same counts.
 */

type Who = { tenantId: string | null; userId?: string; role?: string; isStaff?: boolean; community?: boolean };

/** The visibility rule as it was (book-visibility.ts before issue #15), as plain SQL. */
function reference(who: Who): { sql: string; params: unknown[] } {
  const everyone = "(b.status = 'published' AND b.visibility = 'public')";
  const tenant = who.tenantId === null ? "b.tenant_id IS NULL" : "b.tenant_id = ?";
  const tenantParams = who.tenantId === null ? [] : [who.tenantId];
  if (who.isStaff && who.tenantId === null) return { sql: "1", params: [] };
  if (who.isStaff || who.role === "school_admin") return { sql: `(${everyone} OR ${tenant})`, params: tenantParams };
  const own: string[] = [];
  const params: unknown[] = [];
  if (who.userId || who.community) own.push("(b.status = 'published' AND b.visibility = 'community')");
  if (who.userId) {
    own.push("b.uploader_id = ?");
    params.push(who.userId);
    if (who.role === "teacher") {
      own.push(
        "(b.status = 'published' AND b.visibility = 'private' AND (b.class_id IN (SELECT id FROM classes WHERE teacher_id = ?) OR b.uploader_id IN (SELECT cs.student_id FROM class_students cs JOIN classes c ON c.id = cs.class_id WHERE c.teacher_id = ?)))",
      );
      params.push(who.userId, who.userId);
    }
  }
  if (!own.length) return { sql: everyone, params: [] };
  return { sql: `(${everyone} OR (${tenant} AND (${own.join(" OR ")})))`, params: [...tenantParams, ...params] };
}

/**
 * The ids the old rule shows, newest first; with `search`, ranked by bm25 among the matches — all of
 * them, or (`candidates`) only the newest that many matching books of the whole library, which is
 * what the header's suggestions rank (SUGGEST_CANDIDATES).
 */
async function referenceIds(who: Who, opts: { status?: "any"; search?: string; candidates?: number } = {}): Promise<string[]> {
  const rule = reference(who);
  const statusSql = opts.status === "any" ? "1" : "b.status = 'published'";
  if (opts.search) {
    const match = `"${opts.search}"*`;
    const newest = opts.candidates ? `AND f.rowid IN (SELECT rowid FROM books_fts WHERE books_fts MATCH ? ORDER BY rowid DESC LIMIT ${opts.candidates})` : "";
    const { results } = await env.DB.prepare(
      `SELECT b.id FROM books b JOIN books_fts f ON f.rowid = b.rowid WHERE ${rule.sql} AND ${statusSql} AND books_fts MATCH ? ${newest} ORDER BY bm25(books_fts, 10.0, 4.0, 1.0), b.created_at DESC, b.id DESC`,
    )
      .bind(...rule.params, match, ...(opts.candidates ? [match] : []))
      .all<{ id: string }>();
    return results.map((r) => r.id);
  }
  const { results } = await env.DB.prepare(`SELECT b.id FROM books b WHERE ${rule.sql} AND ${statusSql} ORDER BY b.created_at DESC, b.id DESC`)
    .bind(...rule.params)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** Every page of GET /api/books/ (50 at a time) as this viewer: the ids in order and the count of each page. */
async function apiIds(viewer: Viewer, query: string): Promise<{ ids: string[]; counts: number[] }> {
  const ids: string[] = [];
  const counts: number[] = [];
  for (let offset = 0; ; offset += 50) {
    const res = await call(viewer.host, `/api/books/?limit=50&offset=${offset}${query}`, { token: viewer.token, headers: viewer.headers });
    expect(res.status).toBe(200);
    counts.push(res.body.count);
    ids.push(...res.body.results.map((b: { id: string }) => b.id));
    if (res.body.results.length < 50) return { ids, counts };
  }
}

let world: Awaited<ReturnType<typeof createViewerWorld>>;
const WORD = unique("scaleword").toLowerCase();
const who: Record<string, Who> = {};

beforeAll(async () => {
  world = await createViewerWorld({ communityPassword: "community-scale-2026" });
  const { viewers, tenantA } = world;
  const otherTenant = (await env.DB.prepare("SELECT tenant_id FROM users WHERE id = ?").bind(viewers.otherTenant.id).first<{ tenant_id: string }>())!.tenant_id;
  // 360 books: every tenant (A, B, the platform) × visibility × status × uploader × class, with
  // creation times that collide (ties broken by id) and the search word in about a third.
  const uploaders = [viewers.author.id!, viewers.peer.id!, viewers.teacher.id!, viewers.schoolAdmin.id!];
  const statuses = ["published", "published", "published", "pending_review", "draft"] as const;
  const visibilities = ["public", "community", "private"] as const;
  const rows: (typeof books.$inferInsert)[] = [];
  for (let i = 0; i < 360; i++) {
    const tenantId = [tenantA, tenantA, otherTenant, null][i % 4];
    const created = Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 60_000;
    rows.push({
      id: newId("bk"),
      tenantId,
      title: i % 3 === 0 ? `The ${WORD} book ${i}` : `Another tale ${i}`,
      titleKey: i % 3 === 0 ? `the ${WORD.toLowerCase()} book ${i}` : `another tale ${i}`,
      slug: unique("scale-"),
      authorName: i % 7 === 0 ? `${WORD} Writer` : "Test Author",
      description: i % 5 === 0 ? `About ${WORD} and more ${WORD}` : "",
      language: "en",
      status: statuses[i % 5],
      visibility: visibilities[Math.floor(i / 5) % 3],
      uploaderId: tenantId === tenantA ? uploaders[i % 4] : viewers.otherTenant.id!,
      classId: tenantId === tenantA ? [world.classId, world.otherClassId, null][i % 3] : null,
      createdAt: created,
      updatedAt: created,
    });
  }
  for (let i = 0; i < rows.length; i += 5) await db().insert(books).values(rows.slice(i, i + 5)); // up to 17 bound values a row, 100 a statement
  who.anonymous = { tenantId: tenantA };
  who.community = { tenantId: tenantA, community: true };
  who.author = { tenantId: tenantA, userId: viewers.author.id, role: "student" };
  who.peer = { tenantId: tenantA, userId: viewers.peer.id, role: "student" };
  who.teacher = { tenantId: tenantA, userId: viewers.teacher.id, role: "teacher" };
  who.schoolAdmin = { tenantId: tenantA, userId: viewers.schoolAdmin.id, role: "school_admin" };
  who.staff = { tenantId: tenantA, userId: viewers.staff.id, isStaff: true };
  who.otherTenant = { tenantId: otherTenant, userId: viewers.otherTenant.id, role: "student" };
});

const VIEWERS = ["anonymous", "community", "author", "peer", "teacher", "schoolAdmin", "staff", "otherTenant"] as const;

describe.each(VIEWERS)("%s sees what the old rule showed", (name) => {
  const viewer = () => world.viewers[name];

  it("the library list: same books, same order, same count on every page", async () => {
    const expected = await referenceIds(who[name]);
    const { ids, counts } = await apiIds(viewer(), "");
    expect(ids).toEqual(expected);
    expect(new Set(counts)).toEqual(new Set([expected.length]));
    expect(expected.length).toBeGreaterThan(40);
  });

  it("every status the viewer may see (status=any)", async () => {
    const expected = await referenceIds(who[name], { status: "any" });
    const { ids, counts } = await apiIds(viewer(), "&status=any");
    expect(ids).toEqual(expected);
    expect(counts[0]).toBe(expected.length);
  });

  it("a search: same matches ranked the same, same count", async () => {
    const expected = await referenceIds(who[name], { search: WORD });
    const { ids, counts } = await apiIds(viewer(), `&search=${WORD}`);
    expect(ids).toEqual(expected);
    expect(counts[0]).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(5);
  });

  it("the combined search's books: the first ten of the same ranking among the newest SUGGEST_CANDIDATES matches", async () => {
    const expected = await referenceIds(who[name], { search: WORD, candidates: SUGGEST_CANDIDATES });
    const res = await call(viewer().host, `/api/combined/?search=${WORD}`, { token: viewer().token, headers: viewer().headers });
    expect(res.status).toBe(200);
    expect(res.body.books.map((b: { id: string }) => b.id)).toEqual(expected.slice(0, 10));
  });

  it("/api/book-stats counts as the old rule did", async () => {
    const all = await referenceIds(who[name]);
    const res = await call(viewer().host, "/api/book-stats/", { token: viewer().token, headers: viewer().headers });
    expect(res.status).toBe(200);
    expect(res.body.book_stats.all_book).toBe(all.length);
  });
});

describe("one built list serves every viewer of a kind (lib/reusable-selects.ts)", () => {
  it("two teachers and two pupils of one school each see their own books, whoever asked first", async () => {
    const { viewers, tenantA } = world;
    // A second teacher of school A with a class of their own and a pupil whose private book only they (and its author) may see.
    const teacher2 = await createUser({ tenantId: tenantA, role: "teacher" });
    const class2 = await createClass(tenantA, { teacherId: teacher2.id });
    const [pupil2] = await addStudents(tenantA, class2.id, [["Se", "Cond"]]);
    const word = unique("ownclass").toLowerCase();
    const secondClassBook = await insertBook({ tenantId: tenantA, uploaderId: pupil2.id, visibility: "private", title: `${word} second` }, false);
    const firstClassBook = await insertBook({ tenantId: tenantA, uploaderId: viewers.author.id!, visibility: "private", title: `${word} first` }, false);
    const second: Viewer = { host: viewers.teacher.host, token: (await signIn(viewers.teacher.host, teacher2.username)).access };
    const pupil: Viewer = { host: viewers.teacher.host, token: (await signIn(viewers.teacher.host, pupil2.username)).access };
    const firstPage = async (viewer: Viewer) => (await apiIds(viewer, "")).ids;
    const suggested = async (viewer: Viewer, search: string) =>
      (await call(viewer.host, `/api/combined/?search=${search}`, { token: viewer.token })).body.books.map((b: { id: string }) => b.id) as string[];

    for (const order of [["first", "second"], ["second", "first"]]) {
      for (const which of order) {
        const ids = await firstPage(which === "first" ? viewers.teacher : second);
        expect(ids, which).toEqual(await referenceIds(which === "first" ? who.teacher : { tenantId: tenantA, userId: teacher2.id, role: "teacher" }));
        expect(ids.includes(firstClassBook.id), which).toBe(which === "first");
        expect(ids.includes(secondClassBook.id), which).toBe(which === "second");
        // The library's search and the header's suggestions are built once per kind of viewer too, the words a placeholder.
        expect((await apiIds(which === "first" ? viewers.teacher : second, `&search=${word}`)).ids, which).toEqual([which === "first" ? firstClassBook.id : secondClassBook.id]);
        expect(await suggested(which === "first" ? viewers.teacher : second, word), which).toEqual([which === "first" ? firstClassBook.id : secondClassBook.id]);
        expect(await suggested(which === "first" ? viewers.teacher : second, WORD), which).toEqual(
          (await referenceIds(which === "first" ? who.teacher : { tenantId: tenantA, userId: teacher2.id, role: "teacher" }, { search: WORD, candidates: SUGGEST_CANDIDATES })).slice(0, 10),
        );
      }
    }
    const authorIds = await firstPage(viewers.author);
    const pupilIds = await firstPage(pupil);
    expect(authorIds).toEqual(await referenceIds(who.author));
    expect(pupilIds).toEqual(await referenceIds({ tenantId: tenantA, userId: pupil2.id, role: "student" }));
    expect([authorIds.includes(firstClassBook.id), authorIds.includes(secondClassBook.id)]).toEqual([true, false]);
    expect([pupilIds.includes(firstClassBook.id), pupilIds.includes(secondClassBook.id)]).toEqual([false, true]);
    expect(await suggested(viewers.author, word)).toEqual([firstClassBook.id]);
    expect(await suggested(pupil, word)).toEqual([secondClassBook.id]);

    await env.DB.prepare("DELETE FROM books WHERE id IN (?, ?)").bind(firstClassBook.id, secondClassBook.id).run();
  });
});

describe("memoised counts follow every change", () => {
  it("a new book, a book made private, a deleted book and a new pupil of the teacher's class each change the next count", async () => {
    const { viewers, tenantA } = world;
    const count = async (viewer: Viewer) => (await call(viewer.host, "/api/books/?limit=1", { token: viewer.token, headers: viewer.headers })).body.count as number;
    const anonymousBefore = await count(viewers.anonymous);
    const teacherBefore = await count(viewers.teacher);

    const book = await insertBook({ tenantId: tenantA, uploaderId: viewers.author.id!, visibility: "public" }, false);
    expect(await count(viewers.anonymous)).toBe(anonymousBefore + 1);
    expect(await count(viewers.teacher)).toBe(teacherBefore + 1);

    await env.DB.prepare("UPDATE books SET visibility = 'private', class_id = NULL WHERE id = ?").bind(book.id).run();
    expect(await count(viewers.anonymous)).toBe(anonymousBefore);
    // The author is in the teacher's class: the teacher still sees the pupil's private book.
    expect(await count(viewers.teacher)).toBe(teacherBefore + 1);

    // A private book of the peer (another class): invisible to the teacher until the peer joins their class.
    await insertBook({ tenantId: tenantA, uploaderId: viewers.peer.id!, visibility: "private" }, false);
    expect(await count(viewers.teacher)).toBe(teacherBefore + 1);
    await env.DB.prepare("INSERT INTO class_students (tenant_id, class_id, student_id, created_at) VALUES (?, ?, ?, ?)").bind(tenantA, world.classId, viewers.peer.id, Date.now()).run();
    expect(await count(viewers.teacher)).toBe((await referenceIds(who.teacher)).length);

    await env.DB.prepare("DELETE FROM books WHERE id = ?").bind(book.id).run();
    expect(await count(viewers.anonymous)).toBe(anonymousBefore);
    expect(await count(viewers.teacher)).toBe((await referenceIds(who.teacher)).length);
  });
});

describe("memoised counts follow categories", () => {
  it("linking and unlinking a category changes the next count of that category", async () => {
    const { viewers, tenantA } = world;
    const category = newId("bkc");
    await env.DB.prepare("INSERT INTO book_categories (id, tenant_id, name, slug, sort_order, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?)")
      .bind(category, tenantA, "Scale", unique("scale-"), Date.now(), Date.now())
      .run();
    const count = async () => (await call(viewers.anonymous.host, `/api/books/?limit=1&category=${category}`)).body.count as number;
    const book = await insertBook({ tenantId: tenantA, uploaderId: viewers.author.id!, visibility: "public" }, false);
    expect(await count()).toBe(0);
    await env.DB.prepare("INSERT INTO book_category_links (book_id, category_id) VALUES (?, ?)").bind(book.id, category).run();
    expect(await count()).toBe(1);
    await env.DB.prepare("DELETE FROM book_category_links WHERE book_id = ?").bind(book.id).run();
    expect(await count()).toBe(0);
  });
});

describe("query plans (no full scan of books)", () => {
  const plan = async (sql: string, ...params: unknown[]) =>
    (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>()).results.map((r) => r.detail).join("\n");

  it("the anonymous list walks books_visibility_order_idx in order", async () => {
    const detail = await plan("SELECT id FROM books WHERE status = 'published' AND visibility = 'public' ORDER BY created_at DESC, id DESC LIMIT 24");
    expect(detail).toMatch(/books_visibility_order_idx/);
    expect(detail).not.toMatch(/SCAN books|TEMP B-TREE/);
  });

  it("a signed-in list walks books_status_order_idx in order", async () => {
    const rule = reference(who.teacher);
    const detail = await plan(`SELECT b.id FROM books b WHERE ${rule.sql} AND b.status = 'published' ORDER BY b.created_at DESC, b.id DESC LIMIT 24`, ...rule.params);
    expect(detail).toMatch(/books_status_order_idx/);
    expect(detail).not.toMatch(/SCAN b\b|TEMP B-TREE/);
  });

  it("Title A–Z walks the title indexes in order, anonymous and signed in (the list's own ORDER BY)", async () => {
    const anonymous = db().select({ id: books.id }).from(books).where(and(eq(books.status, "published"), eq(books.visibility, "public"))).orderBy(...titleOrder).limit(24).toSQL();
    const anonymousPlan = await plan(anonymous.sql, ...anonymous.params);
    expect(anonymousPlan).toMatch(/books_visibility_title_idx/);
    expect(anonymousPlan).not.toMatch(/SCAN books|TEMP B-TREE/);
    const community = or(eq(books.visibility, "public"), and(eq(books.visibility, "community"), eq(books.tenantId, world.tenantA)));
    const signedIn = db().select({ id: books.id }).from(books).where(and(eq(books.status, "published"), community)).orderBy(...titleOrder).limit(24).toSQL();
    const signedInPlan = await plan(signedIn.sql, ...signedIn.params);
    expect(signedInPlan).toMatch(/books_status_title_idx/);
    expect(signedInPlan).not.toMatch(/SCAN books|TEMP B-TREE/);
  });

  it("a signed-in count reads books_count_idx alone, never the table", async () => {
    for (const name of ["teacher", "author", "community", "schoolAdmin"]) {
      const rule = reference(who[name]);
      const detail = await plan(`SELECT count(*) FROM books b WHERE ${rule.sql} AND b.status = 'published'`, ...rule.params);
      expect(detail, name).toMatch(/SEARCH b USING COVERING INDEX books_count_idx/);
      expect(detail, name).not.toMatch(/SCAN b\b/);
    }
  });
});
