import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookOut } from "../../worker/contracts/books";
import { nameKey } from "../../worker/contracts/text";
import { bookCategories, bookCategoryLinks, books, users, type Book } from "../../worker/db/schema";
import type { AuthUser } from "../../worker/env";
import { parseIntList } from "../../worker/lib/int-list";
import { newId } from "../../worker/lib/ids";
import { personColumns, presentPerson, type PersonRef } from "../../worker/lib/people";
import { bookJsonText, bookRowSelection, booksJsonText } from "../../worker/library/books/book-presenter";
import { call } from "../helpers/api";
import { insertBook } from "../helpers/books";
import { createTenant, createUser, db, signIn, unique } from "../helpers/factories";

/*
 * Issue #15: a book as the API shows it is written by SQLite (book-presenter.ts's bookJson) instead
 * of being mapped, presented and serialised by the Worker. REFERENCE is the presenter it replaced
 * (toBookOut, as it was), run on the same rows: on a generated library with the edge cases of every
 * field, both must give the same books, field for field, for every kind of viewer.
 */

const versioned = (path: string, key: string | null) => (key ? `${path}?v=${key.slice(-10)}` : null);

/** toBookOut before issue #15's SQL presenter, unchanged. */
function reference(b: Book, categories: BookOut["categories"], uploader: PersonRef | null, viewer: AuthUser | null): BookOut {
  return {
    id: b.id,
    title: b.title,
    slug: b.slug,
    author_name: b.authorName,
    description: b.description,
    language: b.language,
    reading_level: b.readingLevel,
    cover: versioned(`/api/books/${b.id}/cover`, b.coverKey),
    file: versioned(`/api/books/${b.id}/file`, b.fileKey),
    file_type: b.fileType,
    file_size: b.fileSize,
    page_count: b.pageCount,
    visibility: b.visibility,
    featured: b.featured,
    sdgs: parseIntList(b.sdgs),
    status: b.status,
    rejection_reason: b.rejectionReason,
    processing_error: b.processingError,
    categories,
    class_id: b.classId,
    uploader: presentPerson(viewer, uploader, b.uploaderId),
    tenant_id: b.tenantId,
    created_at: new Date(b.createdAt).toISOString(),
    updated_at: new Date(b.updatedAt).toISOString(),
  };
}

const TEXTS = [
  "Plain words",
  'Quotes " and \\ backslashes \\" and /slashes/',
  "Lines\nand\ttabs\r\nand a bell \u0007 and NUL-free control \u001f",
  "Emoji 🦊🌍 and a family 👨‍👩‍👧 and ZWJ",
  "हिन्दी कहानी — नदी",
  "العربية: قصة النهر",
  "Line separators \u2028 and \u2029",
  "",
];
const KEYS = [null, "", "abc", "tenant/x/books/bk_1234567890abcdef/cover.png", "é-ключ-🦊-long-enough-key"];
const SDGS = ["[]", "[1,2,17]", '[3,"4",5.5,null,6,[7],{"a":8}]', "not json", '{"a":1}', "null", "7", "[4, 4]"];
const TIMES = [Date.UTC(2026, 10, 29, 11, 27, 58, 123), Date.UTC(2025, 0, 1), Date.UTC(2024, 1, 29, 23, 59, 59, 999), 1, Date.UTC(2030, 5, 1, 0, 0, 0, 7)];

async function library() {
  const tenant = await createTenant();
  const teacher = await createUser({ tenantId: tenant.id, role: "teacher", firstName: "Tess", lastName: "O'Teacher" });
  const pupil = await createUser({ tenantId: tenant.id, role: "student", firstName: "Émile", lastName: "ørsted" });
  const stranger = await createUser({ tenantId: (await createTenant()).id, role: "teacher" });
  // Categories whose order needs the sort order, then the folded name, then the id.
  const categoryIds: string[] = [];
  for (const [name, sortOrder] of [["Zebra tales", 0], ["émotions", 0], ["Apples", 1], ["Apples", 1], ['Odd "quoted" \\ name', 0]] as const) {
    const id = newId("bkc");
    await db().insert(bookCategories).values({ id, tenantId: tenant.id, name, nameKey: nameKey(name), slug: unique("cat-"), sortOrder });
    categoryIds.push(id);
  }
  const ids: string[] = [];
  for (let i = 0; i < 40; i++) {
    const book = await insertBook(
      {
        tenantId: i % 7 === 0 ? null : tenant.id,
        uploaderId: i % 3 === 0 ? pupil.id : teacher.id,
        title: `${TEXTS[i % TEXTS.length] || "Untitled"} ${i}`,
        authorName: TEXTS[(i + 1) % TEXTS.length],
        description: TEXTS[(i + 2) % TEXTS.length],
        language: i % 2 ? "en" : "hi",
        readingLevel: i % 4 === 0 ? null : `Level ${i % 4}`,
        coverKey: KEYS[i % KEYS.length],
        fileKey: KEYS[(i + 2) % KEYS.length],
        fileType: i % 5 === 0 ? null : i % 2 ? "pdf" : "epub",
        fileSize: i % 6 === 0 ? null : i * 1000 + 1,
        pageCount: i % 5 === 1 ? null : i,
        visibility: (["public", "community", "private"] as const)[i % 3],
        featured: i % 2 === 0,
        sdgs: SDGS[i % SDGS.length],
        status: (["published", "pending_review", "rejected", "draft", "failed"] as const)[i % 5],
        rejectionReason: i % 5 === 2 ? TEXTS[i % TEXTS.length] : null,
        processingError: i % 5 === 4 ? TEXTS[(i + 3) % TEXTS.length] : null,
        createdAt: TIMES[i % TIMES.length],
        updatedAt: TIMES[(i + 1) % TIMES.length] + i,
      },
      false,
    );
    ids.push(book.id);
    const linked = categoryIds.filter((_, c) => (i + c) % 3 === 0);
    if (linked.length) await db().insert(bookCategoryLinks).values(linked.map((categoryId) => ({ bookId: book.id, categoryId })));
  }
  // A boolean column holding what drizzle reads as false though it is not 0.
  await env.DB.prepare("UPDATE books SET featured = 2 WHERE id = ?").bind(ids[5]).run();
  return { tenant, teacher, pupil, stranger, ids };
}

/** The reference's categories of each book: presentBooks's query as it was, in the list's order. */
async function referenceCategories(ids: string[]) {
  const links = await db()
    .select({ bookId: bookCategoryLinks.bookId, id: bookCategories.id, name: bookCategories.name, slug: bookCategories.slug })
    .from(bookCategoryLinks)
    .innerJoin(bookCategories, eq(bookCategories.id, bookCategoryLinks.categoryId))
    .where(inArray(bookCategoryLinks.bookId, ids))
    .orderBy(bookCategories.sortOrder, bookCategories.nameKey, bookCategories.id)
    .all();
  const byBook = new Map<string, BookOut["categories"]>();
  for (const { bookId, ...category } of links) byBook.set(bookId, [...(byBook.get(bookId) ?? []), category]);
  return byBook;
}

describe("a book written by SQLite (bookJson)", () => {
  it("is the book the TypeScript presenter wrote, field for field, for every kind of viewer", async () => {
    const w = await library();
    const categories = await referenceCategories(w.ids);
    const raw = await db().select({ book: books, uploader: personColumns }).from(books).leftJoin(users, eq(users.id, books.uploaderId)).where(inArray(books.id, w.ids)).all();
    const written = await db().select({ ...bookRowSelection, id: books.id }).from(books).leftJoin(users, eq(users.id, books.uploaderId)).where(inArray(books.id, w.ids)).all();
    const byId = new Map(written.map((r) => [r.id, r]));
    expect(raw).toHaveLength(40);
    const viewers: [string, AuthUser | null][] = [
      ["a visitor", null],
      ["the school's teacher", { id: w.teacher.id, tenantId: w.tenant.id, role: "teacher", isStaff: false }],
      ["the pupil", { id: w.pupil.id, tenantId: w.tenant.id, role: "student", isStaff: false }],
      ["another school's teacher", { id: w.stranger.id, tenantId: w.stranger.tenantId, role: "teacher", isStaff: false }],
      ["platform staff", { id: "usr_staff", tenantId: null, role: null, isStaff: true }],
    ];
    for (const [who, viewer] of viewers) {
      for (const { book, uploader } of raw) {
        const text = bookJsonText(byId.get(book.id)!, viewer);
        expect(JSON.parse(text), `${who}: ${book.id} (${book.sdgs}, ${book.coverKey})`).toStrictEqual(reference(book, categories.get(book.id) ?? [], uploader, viewer));
      }
    }
    // The edge cases were met: a child shown as first name and initial, categories in order, odd goals.
    const visitor = JSON.parse(booksJsonText(written, null)) as BookOut[];
    expect(visitor.some((b) => b.uploader.id === null && b.uploader.last_name === "Ø.")).toBe(true);
    expect(visitor.find((b) => b.id === w.ids[0])!.categories.map((c) => c.name)).toEqual(["Zebra tales", "Apples"]);
    expect(visitor.find((b) => b.id === w.ids[2])!.categories.map((c) => c.name)).toEqual(["émotions", 'Odd "quoted" \\ name']);
    expect(visitor.find((b) => b.id === w.ids[2])!.sdgs).toEqual([3, 6]);
    expect(visitor.find((b) => b.id === w.ids[5])!.featured).toBe(false);
  });

  it("goes out through the list, a book's page and the search as the JSON it is", async () => {
    const tenant = await createTenant();
    const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
    const word = unique("zanzibarian");
    const book = await insertBook({ tenantId: tenant.id, uploaderId: teacher.id, title: `The ${word} "river" \\ story`, description: "Lines\nand 🦊" });
    const { access: token } = await signIn(tenant.host, teacher.username!);
    const list = await call(tenant.host, "/api/books/?limit=5", { token });
    expect(list.status).toBe(200);
    expect(list.headers.get("content-type")).toMatch(/^application\/json/);
    expect(list.body).toMatchObject({ count: expect.any(Number), previous: null });
    const listed = (list.body.results as BookOut[]).find((b) => b.id === book.id)!;
    expect(listed).toMatchObject({ title: book.title, description: "Lines\nand 🦊", uploader: { id: teacher.id } });
    const page = await call(tenant.host, `/api/books/${book.id}/`, { token });
    expect(page.headers.get("content-type")).toMatch(/^application\/json/);
    expect(page.body).toStrictEqual(listed);
    const searched = await call(tenant.host, `/api/books/?search=${word}`, { token });
    expect(searched.body.results).toStrictEqual([listed]);
    const combined = await call(tenant.host, `/api/combined/?search=${word}`, { token });
    expect(combined.body.books).toStrictEqual([listed]);
    expect(combined.body).toMatchObject({ stories: [], charities: expect.any(Array), projects: expect.any(Array), courses: expect.any(Array), lessons: expect.any(Array) });
  });
});
