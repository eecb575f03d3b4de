import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookCategories, bookCategoryLinks, bookEvents, books } from "../../worker/db/schema";
import { nameKey } from "../../worker/contracts/text";
import { newId } from "../../worker/lib/ids";
import { PUPIL_AUTHOR_NAME_MESSAGE, PUPIL_FULL_NAME_MESSAGE } from "../../worker/contracts/books";
import { namesakesOf } from "../../worker/library/books/author-name";
import { tenantScope } from "../../worker/lib/db";
import { call, type CallOptions } from "../helpers/api";
import { insertBook } from "../helpers/books";
import { addStudents, createClass, createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";

const PLATFORM = "localhost";

async function school() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
  const cls = await createClass(tenant.id, { teacherId: teacher.id });
  const otherCls = await createClass(tenant.id);
  const [student] = await addStudents(tenant.id, cls.id, [["Sam", "Student"]]);
  const parent = await createUser({ tenantId: tenant.id, role: "parent" });
  const tokens = {
    admin: (await signIn(tenant.host, admin.username)).access,
    teacher: (await signIn(tenant.host, teacher.username)).access,
    student: (await signIn(tenant.host, student.username)).access,
    parent: (await signIn(tenant.host, parent.username)).access,
  };
  const as = (who: keyof typeof tokens | null, path: string, opts: CallOptions = {}) =>
    call(tenant.host, `/api${path}`, { ...(who ? { token: tokens[who] } : {}), ...opts });
  return { tenant, admin, teacher, student, cls, otherCls, tokens, as };
}

let s: Awaited<ReturnType<typeof school>>;
beforeAll(async () => {
  s = await school();
});

const draft = (extra: Record<string, unknown> = {}) => ({ title: unique("A Tale "), author_name: "Ada Writer", language: "en", ...extra });

describe("POST /api/books", () => {
  it("a student creates a private draft of their own, recorded in book monitoring", async () => {
    const res = await s.as("student", "/books/", { method: "POST", json: draft({ description: "About dragons", reading_level: "beginner" }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "draft", visibility: "private", featured: false, file: null, cover: null, tenant_id: s.tenant.id, uploader: { id: s.student.id }, reading_level: "beginner" });
    expect(res.body.slug).toMatch(/^a-tale-[a-z0-9]+-[a-z0-9]+$/);
    const events = await db().select().from(bookEvents).where(eq(bookEvents.bookId, res.body.id)).all();
    expect(events.map((e) => e.kind)).toEqual(["created"]);
  });

  it("a teacher must file the book under a class they teach", async () => {
    expect((await s.as("teacher", "/books/", { method: "POST", json: draft() })).body.error.fields).toEqual({ class_id: ["Choose a class you teach"] });
    expect((await s.as("teacher", "/books/", { method: "POST", json: draft({ class_id: s.otherCls.id }) })).body.error.fields).toEqual({ class_id: ["Choose a class you teach"] });
    const ok = await s.as("teacher", "/books/", { method: "POST", json: draft({ class_id: s.cls.id, visibility: "community" }) });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ class_id: s.cls.id, visibility: "community" });
  });

  it("validates metadata with field messages", async () => {
    const res = await s.as("admin", "/books/", { method: "POST", json: { title: " ", language: "English!!", visibility: "secret", category_ids: ["nope"] } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(res.body.error.fields).sort()).toEqual(["author_name", "language", "title", "visibility"]);
    const badCategory = await s.as("admin", "/books/", { method: "POST", json: draft({ category_ids: ["bkc_missing"] }) });
    expect(badCategory.body.error.fields).toEqual({ category_ids: ["Choose categories from the list"] });
  });

  it("a pupil's author name is their first name and an initial: their surname is refused (create and edit), nothing is written", async () => {
    // The seeded pupil is Sam Student.
    const before = (await db().select().from(books).where(eq(books.uploaderId, s.student.id)).all()).length;
    for (const name of ["Sam Student", "sam STUDENT", "Student, Sam"]) {
      const res = await s.as("student", "/books/", { method: "POST", json: draft({ author_name: name }) });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.author_name).toEqual([PUPIL_AUTHOR_NAME_MESSAGE]);
    }
    expect((await db().select().from(books).where(eq(books.uploaderId, s.student.id)).all()).length).toBe(before);
    const ok = await s.as("student", "/books/", { method: "POST", json: draft({ author_name: "Sam S." }) });
    expect(ok.status).toBe(201);
    expect((await s.as("student", `/books/${ok.body.id}/`, { method: "PATCH", json: { author_name: "Sam Student" } })).status).toBe(400);
    expect((await s.as("student", `/books/${ok.body.id}/`, { method: "PATCH", json: { author_name: "Studentship Press" } })).status).toBe(200);
    // A teacher's or an adult's own name is theirs to give.
    expect((await s.as("teacher", "/books/", { method: "POST", json: draft({ author_name: "Test User", class_id: s.cls.id }) })).status).toBe(201);
  });

  it("refuses a pupil's surname in any script, written with or without its accents (Devanagari vowel signs are part of the word)", async () => {
    const pupil = async (first: string, last: string) => {
      const [student] = await addStudents(s.tenant.id, s.cls.id, [[first, last]]);
      const token = (await signIn(s.tenant.host, student.username)).access;
      return (author_name: string) => call(s.tenant.host, "/api/books/", { method: "POST", token, json: draft({ author_name }) });
    };
    const ananya = await pupil("अनन्या", "शर्मा");
    for (const name of ["अनन्या शर्मा", "शर्मा, अनन्या"]) {
      const res = await ananya(name);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.author_name).toEqual([PUPIL_AUTHOR_NAME_MESSAGE]);
    }
    expect((await ananya("अनन्या श.")).status).toBe(201);
    const lucia = await pupil("Lucía", "Núñez");
    for (const name of ["Lucía Núñez", "Lucia Nunez", "LUCIA NUNEZ"]) expect((await lucia(name)).status).toBe(400);
    expect((await lucia("Lucía N.")).status).toBe(201);
    const maria = await pupil("María", "de la Cruz");
    expect((await maria("María Cruz")).status).toBe(400);
    expect((await maria("María de la C.")).status).toBe(201);
  });

  it("no uploader, pupil or adult, credits a pupil of the school by their full name (create and edit); first name and initial, and other names, pass", async () => {
    // Pupils of the school, in a class the uploading pupil is not in; one archived; one at another school.
    await addStudents(s.tenant.id, s.otherCls.id, [["Amara", "Adams"], ["Mary Jane", "Watson"], ["Quinn", "Quinn"]]);
    await createUser({ tenantId: s.tenant.id, role: "student", email: null, firstName: "Élodie", lastName: "Ézé", archived: true });
    const elsewhere = await createTenant();
    await createUser({ tenantId: elsewhere.id, role: "student", email: null, firstName: "Zara", lastName: "Zebedee" });
    const create = (who: "student" | "teacher" | "admin", author_name: string) =>
      s.as(who, "/books/", { method: "POST", json: draft({ author_name, ...(who === "teacher" ? { class_id: s.cls.id } : {}) }) });
    const before = (await db().select().from(books).where(eq(books.tenantId, s.tenant.id)).all()).length;

    // Far more runs of words than D1 binds parameters (100): the name is still read to its end.
    const padded = `${Array.from({ length: 55 }, (_, i) => `w${i}`).join(" ")} Amara Adams`;
    const refused = ["Amara Adams", "adams, AMARA", "Ámara Adáms", "by Amara Adams and friends", "Mary Jane Watson", "Mary-Jane Watson", "Quinn Quinn", "Elodie Eze", padded];
    for (const who of ["student", "teacher", "admin"] as const) {
      for (const name of refused) {
        const res = await create(who, name);
        expect(res.status, `${who}: ${name.slice(-24)}`).toBe(400);
        expect(res.body.error.fields).toEqual({ author_name: [PUPIL_FULL_NAME_MESSAGE] });
      }
    }
    expect((await db().select().from(books).where(eq(books.tenantId, s.tenant.id)).all()).length).toBe(before);

    for (const name of ["Amara A.", "Mary Jane W.", "Quinn Q.", "Amara Okafor", "Adams Press", "Zara Zebedee", "Year 4 Blue"]) {
      expect((await create("teacher", name)).status, name).toBe(201);
    }
    const mine = await create("student", "Amara A.");
    expect(mine.status).toBe(201);
    const theirs = await create("teacher", "Ada Writer");
    for (const [who, id] of [["student", mine.body.id], ["teacher", theirs.body.id], ["admin", theirs.body.id]] as const) {
      const edit = await s.as(who, `/books/${id}/`, { method: "PATCH", json: { author_name: "Amara Adams" } });
      expect(edit.status, who).toBe(400);
      expect(edit.body.error.fields).toEqual({ author_name: [PUPIL_FULL_NAME_MESSAGE] });
    }
    expect((await db().select({ authorName: books.authorName }).from(books).where(eq(books.id, mine.body.id)).get())?.authorName).toBe("Amara A.");
    expect((await s.as("teacher", `/books/${theirs.body.id}/`, { method: "PATCH", json: { author_name: "Amara A. and Year 4 Blue" } })).status).toBe(200);
    // The pupil's own surname keeps its own message.
    expect((await create("student", "Sam Student")).body.error.fields).toEqual({ author_name: [PUPIL_AUTHOR_NAME_MESSAGE] });
  });

  it("anonymous → 401, parents → 403, students may not feature", async () => {
    expect((await s.as(null, "/books/", { method: "POST", json: draft() })).status).toBe(401);
    expect((await s.as("parent", "/books/", { method: "POST", json: draft() })).status).toBe(403);
    expect((await s.as("student", "/books/", { method: "POST", json: draft({ featured: true }) })).status).toBe(403);
  });

  it("staff on the platform host create platform books", async () => {
    const staff = await createStaff();
    const token = (await signIn(PLATFORM, staff.username)).access;
    const res = await call(PLATFORM, "/api/books/", { method: "POST", token, json: draft({ visibility: "public", featured: true }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ tenant_id: null, featured: true });
  });
});

describe("the author-name check's lookup", () => {
  it("finds a school's namesakes through one index, without walking its pupils", async () => {
    const tenant = await createTenant();
    const query = namesakesOf(db(), tenantScope(tenant.id), ["amara", "amara adams"]).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).bind(...query.params).all<{ detail: string }>();
    const users = plan.results.map((r) => r.detail).filter((d) => / users\b/.test(d));
    expect(users).toEqual([expect.stringMatching(/^SEARCH users USING INDEX users_tenant_role_first_name_idx \(tenant_id=\? AND role=\? AND first_name_key=\?\)$/)]);
  });
});

describe("PATCH and DELETE /api/books/{id}", () => {
  it("the uploader edits while unpublished; once published only admins can", async () => {
    const created = await s.as("student", "/books/", { method: "POST", json: draft() });
    const id = created.body.id;
    const patched = await s.as("student", `/books/${id}/`, { method: "PATCH", json: { title: "New title", visibility: "community" } });
    expect(patched.body).toMatchObject({ title: "New title", visibility: "community" });
    await db().update(books).set({ status: "published" }).where(eq(books.id, id));
    expect((await s.as("student", `/books/${id}`, { method: "PATCH", json: { title: "Again" } })).status).toBe(403);
    expect((await s.as("student", `/books/${id}`, { method: "DELETE" })).status).toBe(403);
    const admin = await s.as("admin", `/books/${id}`, { method: "PATCH", json: { featured: true } });
    expect(admin.body.featured).toBe(true);
  });

  it("categories are replaced as a set; deleting removes the row, links and stored objects", async () => {
    const c1 = await s.as("admin", "/book-categories/", { method: "POST", form: formOf({ name: unique("Animals ") }) });
    const c2 = await s.as("admin", "/book-categories/", { method: "POST", form: formOf({ name: unique("Space ") }) });
    const created = await s.as("admin", "/books/", { method: "POST", json: draft({ category_ids: [c1.body.id, c2.body.id] }) });
    expect(created.body.categories.map((c: { id: string }) => c.id).sort()).toEqual([c1.body.id, c2.body.id].sort());
    const id = created.body.id;
    const patched = await s.as("admin", `/books/${id}`, { method: "PATCH", json: { category_ids: [c2.body.id] } });
    expect(patched.body.categories.map((c: { id: string }) => c.id)).toEqual([c2.body.id]);
    const key = `tenants/${s.tenant.id}/books/${id}/file-leftover.pdf`;
    await env.FILES.put(key, "x");
    expect((await s.as("admin", `/books/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await s.as("admin", `/books/${id}`)).status).toBe(404);
    expect(await db().select().from(bookCategoryLinks).where(eq(bookCategoryLinks.bookId, id)).all()).toEqual([]);
    expect(await env.FILES.head(key)).toBeNull();
  });
});

function formOf(fields: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

describe("GET /api/books", () => {
  it("filters, sorts and pages; search is a ranked prefix match", async () => {
    const t = await school();
    const cat = await t.as("admin", "/book-categories/", { method: "POST", form: formOf({ name: "Dinosaurs", slug: "dinosaurs" }) });
    const tag = unique("zq");
    const base = { tenantId: t.tenant.id, uploaderId: t.student.id, description: `marker ${tag}` };
    const rex = await insertBook({ ...base, title: "Dinosaur Days", language: "fr", readingLevel: "advanced", featured: true, createdAt: 1000 });
    const ptero = await insertBook({ ...base, title: "Flying Reptiles", description: `marker ${tag} about a dinosaur`, createdAt: 2000 });
    await insertBook({ ...base, title: "Zebra Stripes", createdAt: 3000 });
    await insertBook({ ...base, title: "Dinosaur Draft", status: "draft", createdAt: 4000 });
    await db().insert(bookCategoryLinks).values({ bookId: rex.id, categoryId: cat.body.id });
    const list = (q: string) => t.as(null, `/books/?search=${tag}&${q}`);
    const titles = (res: { body: { results: { title: string }[] } }) => res.body.results.map((b) => b.title);

    expect(titles(await list("sort=title"))).toEqual(["Dinosaur Days", "Flying Reptiles", "Zebra Stripes"]);
    expect(titles(await list(""))).toHaveLength(3);
    expect(titles(await t.as(null, `/books/?search=dino ${tag}`))).toEqual(["Dinosaur Days", "Flying Reptiles"]);
    expect(titles(await list("category=dinosaurs"))).toEqual(["Dinosaur Days"]);
    expect(titles(await list(`category=${cat.body.id}`))).toEqual(["Dinosaur Days"]);
    expect(titles(await list("language=fr"))).toEqual(["Dinosaur Days"]);
    expect(titles(await list("level=advanced&featured=true"))).toEqual(["Dinosaur Days"]);
    expect(titles(await list("sort=newest"))).toEqual(["Zebra Stripes", "Flying Reptiles", "Dinosaur Days"]);
    const page = await list("sort=title&limit=2");
    expect(page.body).toMatchObject({ count: 3, previous: null });
    expect(page.body.next).toContain("offset=2");
    expect((await t.as(null, `/books/${ptero.id}`)).body.categories).toEqual([]);
    expect((await t.as(null, `/books/?search=${encodeURIComponent('"*() OR')}`)).body).toMatchObject({ count: 0, results: [] });
  });

  it("GET /api/book-stats counts published books the caller may see", async () => {
    const t = await school();
    const before = (await t.as("teacher", "/book-stats")).body.book_stats;
    await insertBook({ tenantId: t.tenant.id, uploaderId: t.student.id, visibility: "community", featured: true });
    await insertBook({ tenantId: t.tenant.id, uploaderId: t.student.id, visibility: "community", status: "pending_review" });
    const after = (await t.as("teacher", "/book-stats")).body.book_stats;
    expect(after).toEqual({ all_book: before.all_book + 1, featured_book: before.featured_book + 1 });
  });
});

describe("/api/book-categories", () => {
  it("school admins manage their school's; staff the platform's; everyone lists both", async () => {
    const staff = await createStaff();
    const staffToken = (await signIn(PLATFORM, staff.username)).access;
    const shared = await call(PLATFORM, "/api/book-categories/", { method: "POST", token: staffToken, form: formOf({ name: unique("Shared "), sort_order: "1" }) });
    expect(shared.status).toBe(201);
    expect(shared.body.platform).toBe(true);
    const own = await s.as("admin", "/book-categories/", { method: "POST", form: formOf({ name: "Poems", slug: unique("poems-") }) });
    expect(own.status).toBe(201);
    const dup = await s.as("admin", "/book-categories/", { method: "POST", form: formOf({ name: "Poems", slug: own.body.slug }) });
    expect(dup.body.error.fields).toEqual({ slug: ["This slug is already used by another category"] });
    const listed = (await s.as(null, "/book-categories/?limit=200")).body.results.map((c: { id: string }) => c.id);
    expect(listed).toEqual(expect.arrayContaining([shared.body.id, own.body.id]));
    expect((await s.as("admin", `/book-categories/${shared.body.id}`, { method: "PATCH", form: formOf({ name: "Mine" }) })).status).toBe(403);
    expect((await s.as("teacher", "/book-categories/", { method: "POST", form: formOf({ name: "X" }) })).status).toBe(403);
    const other = await createTenant();
    expect((await call(other.host, "/api/book-categories/?limit=200")).body.results.map((c: { id: string }) => c.id)).not.toContain(own.body.id);
    expect((await s.as("admin", `/book-categories/${own.body.id}`, { method: "PATCH", form: formOf({ name: "Poetry" }) })).body.name).toBe("Poetry");
    expect((await s.as("admin", `/book-categories/${own.body.id}`, { method: "DELETE" })).status).toBe(204);
  });
});

describe("one book, however it is asked for", () => {
  it("is the same in the list, on its page, in the library's search and (what a suggestion shows) in the header's search, its categories in the categories list's order", async () => {
    const tenant = await createTenant();
    const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
    const word = unique("zanzibarian");
    const book = await insertBook({ tenantId: tenant.id, uploaderId: teacher.id, title: `The ${word} "river" \\ story`, description: "Lines\nand 🦊" });
    // Same sort order: filed by the name as a reader files it (é under e), not by code unit ("Z" < "é").
    const categoryIds: string[] = [];
    for (const name of ["Zebra tales", "émotions", "Apples"]) {
      const id = newId("bkc");
      await db().insert(bookCategories).values({ id, tenantId: tenant.id, name, nameKey: nameKey(name), slug: unique("cat-"), sortOrder: name === "Apples" ? 1 : 0 });
      categoryIds.push(id);
    }
    await db().insert(bookCategoryLinks).values(categoryIds.map((categoryId) => ({ bookId: book.id, categoryId })));
    const { access: token } = await signIn(tenant.host, teacher.username!);
    const list = await call(tenant.host, "/api/books/?limit=5", { token });
    const listed = (list.body.results as { id: string }[]).find((b) => b.id === book.id)!;
    expect(listed).toMatchObject({ title: book.title, description: "Lines\nand 🦊", uploader: { id: teacher.id } });
    expect((listed as unknown as { categories: { name: string }[] }).categories.map((c) => c.name)).toEqual(["émotions", "Zebra tales", "Apples"]);
    expect((await call(tenant.host, `/api/books/${book.id}/`, { token })).body).toStrictEqual(listed);
    expect((await call(tenant.host, `/api/books/?search=${word}`, { token })).body.results).toStrictEqual([listed]);
    // The header's suggestions carry what a result shows (BookHit), the same values.
    const { id, title, slug, author_name, language, reading_level, cover } = listed as unknown as Record<string, unknown>;
    expect((await call(tenant.host, `/api/combined/?search=${word}`, { token })).body.books).toStrictEqual([{ id, title, slug, author_name, language, reading_level, cover }]);
  });
});
