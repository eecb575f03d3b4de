import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { nameKey } from "../../worker/contracts/text";
import { beforeAll, describe, expect, it } from "vitest";
import { bookCategories, books, catalogItems, charities, comprehensionQuizzes, courses, hubs, impactFilms } from "../../worker/db/schema";
import { CRON_JOBS } from "../../worker/cron";
import { call, post } from "../helpers/api";
import { insertBook, titled } from "../helpers/books";
import { createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { createCourse } from "../helpers/learning";

/**
 * Lists by title or name follow the text as a reader files it (accents dropped, any case), not
 * SQLite's code-unit order, under which "École", "Ärger" and "Ørsted" came after "Zebra".
 */

const TITLES = ["Zebra days", "École des fourmis", "apple pie", "Ärger im Zoo", "Ørsted's river", "Mango time"];
const IN_ORDER = ["apple pie", "Ärger im Zoo", "École des fourmis", "Mango time", "Ørsted's river", "Zebra days"];

const PLATFORM = "localhost";
let school: Awaited<ReturnType<typeof createTenant>>;
let admin: string;
let staff: string;

beforeAll(async () => {
  school = await createTenant();
  const [adminUser, staffUser] = await Promise.all([createUser({ tenantId: school.id, role: "school_admin" }), createStaff()]);
  [admin, staff] = await Promise.all([signIn(school.host, adminUser.username).then((s) => s.access), signIn(PLATFORM, staffUser.username).then((s) => s.access)]);
});

/** The titles of `rows` that carry `marker`, in the answer's order, without it. */
const marked = (rows: { title?: string; name?: string }[], marker: string) =>
  rows.map((r) => r.title ?? r.name ?? "").filter((t) => t.includes(marker)).map((t) => t.replace(` ${marker}`, ""));

describe("the library by title", () => {
  it("files accented and lower-case titles among the rest, and a book saved before its key by its title as before", async () => {
    const word = unique("orderword").toLowerCase();
    const uploader = await createUser({ tenantId: school.id, role: "teacher" });
    for (const title of TITLES) await insertBook({ tenantId: school.id, uploaderId: uploader.id, ...titled(`${title} ${word}`) }, false);
    const list = await call(school.host, `/api/books/?search=${word}&sort=title`);
    expect(list.status).toBe(200);
    expect(marked(list.body.results, word)).toEqual(IN_ORDER);
    // The key orders; it is never part of an answer.
    expect(JSON.stringify(list.body)).not.toMatch(/title_?key/i);

    // A book saved before migration 0041 (key '') sorts by lower(title), as `collate nocase` did,
    // until the cron job folds its key: then it takes its place among the E's.
    const waiting = await insertBook({ tenantId: school.id, uploaderId: uploader.id, title: `Émile ${word}`, titleKey: "" }, false);
    expect(marked((await call(school.host, `/api/books/?search=${word}&sort=title`)).body.results, word).at(-1)).toBe("Émile");
    await CRON_JOBS["names and titles: sort keys saved before they existed"](env);
    expect((await db().select({ key: books.titleKey }).from(books).where(eq(books.id, waiting.id)).get())?.key).toBe(`emile ${word}`);
    const after = marked((await call(school.host, `/api/books/?search=${word}&sort=title`)).body.results, word);
    expect(after).toEqual(["apple pie", "Ärger im Zoo", "École des fourmis", "Émile", "Mango time", "Ørsted's river", "Zebra days"]);
  });

  it("a book created or renamed through the API takes its key from the title", async () => {
    const access = admin;
    const created = await post(school.host, "/api/books/", { title: "Über den Fluss", author_name: "Tess Teacher", language: "de" }, { token: access });
    expect(created.status).toBe(201);
    const key = async () => (await db().select({ key: books.titleKey }).from(books).where(eq(books.id, created.body.id)).get())?.key;
    expect(await key()).toBe("uber den fluss");
    expect((await call(school.host, `/api/books/${created.body.id}/`, { method: "PATCH", json: { title: "Ça roule" }, token: access })).status).toBe(200);
    expect(await key()).toBe("ca roule");
  });
});

describe("charities, hubs, categories and the catalogue by name", () => {
  it("the school's charities list, with a rename", async () => {
    const marker = unique("chr");
    for (const title of TITLES) expect((await post(school.host, "/api/charities/", { name: `${title} ${marker}`, currency: "USD" }, { token: admin })).status).toBe(201);
    const names = async () => marked((await call(school.host, "/api/charities/?limit=100")).body.results, marker);
    expect(await names()).toEqual(IN_ORDER);
    expect(JSON.stringify((await call(school.host, "/api/charities/?limit=100")).body)).not.toMatch(/name_?key/i);
    const zebra = await db().select({ id: charities.id }).from(charities).where(eq(charities.name, `Zebra days ${marker}`)).get();
    expect((await call(school.host, `/api/charities/${zebra!.id}/`, { method: "PATCH", json: { name: `Åbo days ${marker}` }, token: admin })).status).toBe(200);
    expect(await names()).toEqual(["Åbo days", ...IN_ORDER.slice(0, -1)]);
  });

  it("the school's hubs and book categories", async () => {
    const marker = unique("hub");
    for (const title of TITLES) expect((await post(school.host, "/api/hubs/", { title: `${title} ${marker}`, status: "published" }, { token: admin })).status).toBe(201);
    expect(marked((await call(school.host, "/api/hubs/?limit=100")).body.results, marker)).toEqual(IN_ORDER);

    for (const title of TITLES) {
      const form = new FormData();
      form.append("name", `${title} ${marker}`);
      expect((await call(school.host, "/api/book-categories/", { method: "POST", form, token: admin })).status).toBe(201);
    }
    expect(marked((await call(school.host, "/api/book-categories/?limit=100")).body.results, marker)).toEqual(IN_ORDER);
  });

  it("the platform's catalogue and staff's list of schools", async () => {
    const marker = unique("cat");
    for (const title of TITLES) expect((await post(PLATFORM, "/api/catalog/", { kind: "printed_book", title: `${title} ${marker}`, price: 1000, currency: "USD" }, { token: staff })).status).toBe(201);
    const items = (await call(PLATFORM, "/api/catalog/", { token: staff })).body;
    expect(marked(Array.isArray(items) ? items : items.results, marker)).toEqual(IN_ORDER);

    const schools = await Promise.all(TITLES.map(() => createTenant()));
    for (const [i, t] of schools.entries()) {
      const form = new FormData();
      form.append("school_name", `${TITLES[i]} ${marker}`);
      expect((await call(PLATFORM, `/api/admin/tenants/${t.id}`, { method: "PATCH", form, token: staff })).status).toBe(200);
    }
    const listed = (await call(PLATFORM, `/api/admin/tenants/?search=${marker}&limit=100`, { token: staff })).body.results as { school_name: string }[];
    expect(listed.map((t) => t.school_name.replace(` ${marker}`, ""))).toEqual(IN_ORDER);
    expect(JSON.stringify({ listed, items })).not.toMatch(/name_?key|title_?key/i);
  });

  it("a course created or renamed by its author takes its key from the title", async () => {
    const created = await post(PLATFORM, "/api/courses/", { kind: "course", title: "Éco-délégués" }, { token: staff });
    expect(created.status).toBe(201);
    const key = async () => (await db().select({ key: courses.titleKey }).from(courses).where(eq(courses.id, created.body.id)).get())?.key;
    expect(await key()).toBe("eco-delegues");
    expect((await call(PLATFORM, `/api/courses/${created.body.id}/`, { method: "PATCH", json: { title: "Ökologie" }, token: staff })).status).toBe(200);
    expect(await key()).toBe("okologie");
  });
});

describe("searching by name ignores accents and case", () => {
  it("charities, courses, schools and classes", async () => {
    const marker = unique("srch");
    for (const name of [`École des fourmis ${marker}`, `Ärger im Zoo ${marker}`, `Ecole sans accent ${marker}`]) await post(school.host, "/api/charities/", { name, currency: "USD" }, { token: admin });
    const charitiesFor = async (search: string) => marked((await call(school.host, `/api/charities/?limit=100&search=${encodeURIComponent(search)}`)).body.results, marker);
    expect(await charitiesFor("ecole")).toEqual(["École des fourmis", "Ecole sans accent"]);
    expect(await charitiesFor("ÉCOLE")).toEqual(["École des fourmis", "Ecole sans accent"]);
    expect(await charitiesFor("arger")).toEqual(["Ärger im Zoo"]);

    await createCourse({ tenantId: school.id, title: `Éco-délégués ${marker}`, titleKey: nameKey(`Éco-délégués ${marker}`) });
    const courses = await call(school.host, `/api/courses/?search=${encodeURIComponent("eco-delegues")}`);
    expect(courses.body.results.map((c: { title: string }) => c.title)).toContain(`Éco-délégués ${marker}`);

    const lycee = await createTenant({ schoolName: `Lycée Ōshima ${marker}`, schoolNameKey: nameKey(`Lycée Ōshima ${marker}`) });
    const schools = await call(PLATFORM, `/api/admin/tenants/?search=${encodeURIComponent("lycee oshima")}`, { token: staff });
    expect(schools.body.results.map((t: { id: string }) => t.id)).toEqual([lycee.id]);

    const classes = await call(school.host, "/api/school-admin/classes/", { method: "POST", json: { name: `Étoiles ${marker}` }, token: admin });
    expect(classes.status).toBe(201);
    const found = await call(school.host, `/api/school-admin/classes/?search=${encodeURIComponent("etoiles")}`, { token: admin });
    expect(found.body.results.map((c: { name: string }) => c.name)).toEqual([`Étoiles ${marker}`]);
  });
});

describe("cron: sort keys of titles saved before they existed", () => {
  it("folds every table's rows migration 0041 left without keys, and leaves the rest alone", async () => {
    const tenant = await createTenant({ schoolName: "Lycée Ōshima", schoolNameKey: "" });
    const uploader = await createUser({ tenantId: tenant.id, role: "teacher" });
    const book = await insertBook({ tenantId: tenant.id, uploaderId: uploader.id, title: "Ça va", titleKey: "" }, false);
    const kept = await insertBook({ tenantId: tenant.id, uploaderId: uploader.id, title: "Kept", titleKey: "kept" }, false);
    const { course } = await createCourse({ tenantId: tenant.id, title: "Über Wasser", titleKey: "" }, [1]);
    const id = () => unique("x");
    const [hub] = await db().insert(hubs).values({ id: id(), tenantId: tenant.id, slug: unique("hub-"), title: "Été", titleKey: "" }).returning();
    const [film] = await db().insert(impactFilms).values({ id: id(), tenantId: tenant.id, slug: unique("film-"), title: "Ñandú", titleKey: "", videoKey: "v", videoType: "video/webm" }).returning();
    const [quiz] = await db().insert(comprehensionQuizzes).values({ id: id(), tenantId: tenant.id, slug: unique("quiz-"), bookId: kept.id, title: "Łódź", titleKey: "" }).returning();
    const [charity] = await db().insert(charities).values({ id: id(), tenantId: tenant.id, name: "Œuvre", nameKey: "", slug: unique("chr-") }).returning();
    const [category] = await db().insert(bookCategories).values({ id: id(), tenantId: tenant.id, name: "Ævintýri", nameKey: "", slug: unique("cat-") }).returning();
    const [item] = await db().insert(catalogItems).values({ id: id(), tenantId: tenant.id, kind: "course", title: "Ğüzel", titleKey: "", price: 100, currency: "USD" }).returning();

    const job = CRON_JOBS["names and titles: sort keys saved before they existed"];
    expect(await job(env)).toBeGreaterThanOrEqual(9);
    const key = (table: string, column: string, rowId: string) => env.DB.prepare(`SELECT ${column} AS k FROM ${table} WHERE id = ?`).bind(rowId).first("k");
    expect(await key("tenants", "school_name_key", tenant.id)).toBe("lycee oshima");
    expect(await key("books", "title_key", book.id)).toBe("ca va");
    expect(await key("books", "title_key", kept.id)).toBe("kept");
    expect(await key("courses", "title_key", course.id)).toBe("uber wasser");
    expect(await key("hubs", "title_key", hub.id)).toBe("ete");
    expect(await key("impact_films", "title_key", film.id)).toBe("nandu");
    expect(await key("comprehension_quizzes", "title_key", quiz.id)).toBe("lodz");
    expect(await key("charities", "name_key", charity.id)).toBe("oeuvre");
    expect(await key("book_categories", "name_key", category.id)).toBe("aevintyri");
    expect(await key("catalog_items", "title_key", item.id)).toBe("guzel");
    // Nothing is left waiting; a second run has nothing to do.
    expect(await job(env)).toBe(0);
  });
});
