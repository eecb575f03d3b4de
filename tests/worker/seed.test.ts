import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, newAddress } from "../helpers/api";
import { seedDemo, signIn } from "../helpers/factories";
import { DEMO_PASSWORDS } from "../../worker/db/seed/demo-data";
import { buildDemoLibrarySeed, demoLibraryBooks, demoLibraryFiles } from "../../worker/db/seed/demo-library";

/** The demo library after the accounts, as scripts/seed.ts runs it (R2 files are written only by Node). */
async function seedAll() {
  await seedDemo();
  await env.DB.batch(buildDemoLibrarySeed().map((s) => env.DB.prepare(s)));
}

async function tableCounts() {
  const tables = ["tenants", "users", "classes", "class_students", "modes", "book_categories", "books", "book_category_links", "book_events", "book_reads", "stories", "story_reads", "reactions", "books_fts", "stories_fts"];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = ((await env.DB.prepare(`SELECT count(*) AS n FROM ${t}`).first()) as { n: number }).n;
  return out;
}

describe("demo seed", () => {
  it("is idempotent: seeding twice changes nothing", async () => {
    await seedAll();
    const once = await tableCounts();
    const snapshot = await env.DB.prepare("SELECT id, password_hash, updated_at FROM users WHERE id LIKE 'usr_demo_%' ORDER BY id").all();
    const books = await env.DB.prepare("SELECT * FROM books ORDER BY id").all();
    await seedAll();
    expect(await tableCounts()).toEqual(once);
    expect((await env.DB.prepare("SELECT id, password_hash, updated_at FROM users WHERE id LIKE 'usr_demo_%' ORDER BY id").all()).results).toEqual(snapshot.results);
    expect((await env.DB.prepare("SELECT * FROM books ORDER BY id").all()).results).toEqual(books.results);
  });

  it("provides the documented tenants, accounts, classes and modes", async () => {
    await seedDemo();
    const green = await call("greenfield.localhost", "/api/current-tenant");
    expect(green.body).toMatchObject({ school_name: "Greenfield Primary School", subdomain: "greenfield", switchboard: true });
    const river = await call("riverside.localhost", "/api/current-tenant");
    expect(river.body).toMatchObject({ school_name: "Riverside Academy", subdomain: "riverside", switchboard: false });

    const staffOnGreen = await signIn("greenfield.localhost", "staff@example.org", DEMO_PASSWORDS.staff);
    expect(staffOnGreen.user).toMatchObject({ is_staff: true, tenant: null });
    await signIn("localhost", "staff@example.org", DEMO_PASSWORDS.staff);
    await signIn("greenfield.localhost", "admin@greenfield.example.org", DEMO_PASSWORDS.admin);
    const teacher = await signIn("greenfield.localhost", "teacher@greenfield.example.org", DEMO_PASSWORDS.teacher);
    await signIn("riverside.localhost", "admin@riverside.example.org", DEMO_PASSWORDS.admin);
    await signIn("greenfield.localhost", "greenfield.student25", DEMO_PASSWORDS.student);
    await signIn("riverside.localhost", "riverside.student05", DEMO_PASSWORDS.student);

    const green4 = await call("greenfield.localhost", "/api/list-student-in-class/GREEN4/?limit=50", { address: newAddress() });
    expect(green4.body.count).toBe(25);
    const river5 = await call("riverside.localhost", "/api/list-student-in-class/river5/", { address: newAddress() });
    expect(river5.body.count).toBe(5);

    const classes = await call("greenfield.localhost", "/api/v1/teacher/school-classes/", { token: teacher.access });
    expect(classes.body.results).toEqual([expect.objectContaining({ name: "Year 4 Blue", code: "GREEN4", student_count: 25 })]);

    const modes = await call("greenfield.localhost", "/api/modes/", { token: teacher.access });
    expect(modes.body.results).toHaveLength(3);
    expect(modes.body.results.filter((m: { locked: boolean }) => m.locked)).toHaveLength(1);
    expect(modes.body.results.filter((m: { active: boolean }) => m.active)).toHaveLength(2);

    const community = await call("greenfield.localhost", "/api/generic-password-login", { json: { password: DEMO_PASSWORDS.communityGreenfield }, address: newAddress() });
    expect(community.status).toBe(200);
    const wrongSchool = await call("riverside.localhost", "/api/generic-password-login", { json: { password: DEMO_PASSWORDS.communityGreenfield }, address: newAddress() });
    expect(wrongSchool.status).toBe(401);
  });

  it("grows a library worth browsing: 60+ books in both schools and categories, stories, reactions, search", async () => {
    await seedAll();
    const n = async (sql: string) => ((await env.DB.prepare(sql).first()) as { n: number }).n;
    expect(await n("SELECT count(*) AS n FROM books WHERE id LIKE 'book_demo_%'")).toBeGreaterThanOrEqual(60);
    expect(await n("SELECT count(*) AS n FROM books WHERE tenant_id = 'ten_demo_greenfield'")).toBeGreaterThanOrEqual(20);
    expect(await n("SELECT count(*) AS n FROM books WHERE tenant_id = 'ten_demo_riverside'")).toBeGreaterThanOrEqual(10);
    expect(await n("SELECT count(*) AS n FROM books WHERE tenant_id IS NULL")).toBeGreaterThan(0);
    expect(await n("SELECT count(*) AS n FROM books WHERE status = 'pending_review'")).toBeGreaterThanOrEqual(2);
    expect(await n("SELECT count(*) AS n FROM books WHERE status = 'failed' AND processing_error IS NOT NULL")).toBe(1);
    expect(await n("SELECT count(*) AS n FROM books WHERE status = 'published' AND (file_key IS NULL OR file_size IS NULL OR page_count IS NULL)")).toBe(0);
    expect(await n("SELECT count(DISTINCT category_id) AS n FROM book_category_links")).toBeGreaterThanOrEqual(8);
    expect(await n("SELECT count(*) AS n FROM books b WHERE NOT EXISTS (SELECT 1 FROM book_category_links l WHERE l.book_id = b.id)")).toBe(0);
    expect(await n("SELECT count(*) AS n FROM book_events WHERE kind = 'processing_failed'")).toBe(1);
    expect(await n("SELECT count(*) AS n FROM stories WHERE status = 'published'")).toBeGreaterThanOrEqual(3);
    expect(await n("SELECT count(*) AS n FROM reactions")).toBeGreaterThan(0);
    expect(await n("SELECT count(*) AS n FROM book_reads")).toBeGreaterThan(0);

    // Every file is a PDF of the size D1 records, with an object key under the book's prefix.
    const files = demoLibraryFiles();
    demoLibraryBooks().forEach((b, i) => {
      expect(files[i].pdf.startsWith("%PDF-1.4")).toBe(true);
      expect(b.file_key.startsWith(`${b.tenant_id === null ? "platform" : `tenants/${b.tenant_id}`}/books/${b.id}/`)).toBe(true);
    });

    const categories = await call("greenfield.localhost", "/api/book-categories/");
    const names = (categories.body.results ?? categories.body).map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Animals", "Sustainability (SDGs)", "Our School", "Garden Club"]));
    expect(names).not.toContain("River Life");

    const list = await call("greenfield.localhost", "/api/books/?limit=5");
    expect(list.status).toBe(200);
    expect(list.body.count).toBeGreaterThanOrEqual(40);

    const search = await call("greenfield.localhost", "/api/books/?search=hedgehog");
    expect(search.status).toBe(200);
    expect(search.body.results.map((b: { title: string }) => b.title)).toContain("The Hedgehog Who Could Not Sleep");
    const combined = await call("riverside.localhost", "/api/combined/?search=otters");
    expect(combined.body.books.map((b: { title: string }) => b.title)).toContain("Otters on the Riverbank");
  });

  it("names the class as the class books' author, without a \"by\" the pages add again", async () => {
    await seedAll();
    const hedgehog = await call("greenfield.localhost", "/api/books/book_demo_green_01/");
    expect(hedgehog.body).toMatchObject({ title: "The Hedgehog Who Could Not Sleep", author_name: "Year 4 Blue" });
    const otters = await call("riverside.localhost", "/api/books/book_demo_river_01/");
    expect(otters.body).toMatchObject({ title: "Otters on the Riverbank", author_name: "Year 5 River" });
    const byBy = await env.DB.prepare("SELECT id, author_name FROM books WHERE id LIKE 'book_demo_%' AND author_name LIKE 'by %'").all();
    expect(byBy.results).toEqual([]);
    // Still uploaded by the class's teacher (Greenfield) and the school admin (Riverside).
    const uploaders = await env.DB.prepare("SELECT id, uploader_id FROM books WHERE id IN ('book_demo_green_01', 'book_demo_river_01') ORDER BY id").all();
    expect(uploaders.results).toEqual([
      { id: "book_demo_green_01", uploader_id: "usr_demo_green_teacher" },
      { id: "book_demo_river_01", uploader_id: "usr_demo_river_admin" },
    ]);
  });

  it("credits no pupil by their full name: not in the author, nor on the book's PDF (the cover is drawn from the same author)", async () => {
    await seedAll();
    const words = (name: string) => name.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const pupils = (await env.DB.prepare("SELECT tenant_id, first_name, last_name FROM users WHERE role = 'student' AND id LIKE 'usr_demo_%'").all<{ tenant_id: string; first_name: string; last_name: string }>()).results;
    expect(pupils.length).toBeGreaterThanOrEqual(30);
    const rows = (await env.DB.prepare("SELECT id, tenant_id, author_name FROM books WHERE id LIKE 'book_demo_%'").all<{ id: string; tenant_id: string | null; author_name: string }>()).results;
    const files = new Map(demoLibraryFiles().map((f) => [f.key.split("/").at(-2), f.pdf]));
    const fullNames = rows.flatMap((b) => {
      // A platform book is read in every school: no school's pupil may be named on it.
      const named = pupils.filter((p) => (b.tenant_id === null || p.tenant_id === b.tenant_id) && [...words(p.first_name), ...words(p.last_name)].every((w) => words(b.author_name).includes(w)));
      const printed = pupils.filter((p) => files.get(b.id)!.includes(`${p.first_name} ${p.last_name}`));
      return [...named, ...printed].map((p) => `${b.id}: ${p.first_name} ${p.last_name}`);
    });
    expect(fullNames).toEqual([]);
    expect(demoLibraryBooks().filter((b) => b.spec.author.includes("Adams"))).toEqual([]);
    const foxes = await call("riverside.localhost", "/api/books/book_demo_green_02/");
    expect(foxes.body).toMatchObject({ title: "Foxes at the Bottom of the Field", author_name: "Amara A.", visibility: "public" });
  });

  it("corrects a database seeded with a pupil's full name as an author, and leaves an edited author alone", async () => {
    await seedAll();
    const size = (id: string) => demoLibraryFiles().find((f) => f.key.includes(`/${id}/`))!.pdf.length;
    await env.DB.batch([
      env.DB.prepare("UPDATE books SET author_name = 'Amara Adams', file_size = 1 WHERE id IN ('book_demo_green_02', 'book_demo_green_32')"),
      env.DB.prepare("UPDATE books SET author_name = 'Mrs Edited' WHERE id = 'book_demo_green_03'"),
    ]);
    await seedAll();
    const rows = await env.DB.prepare("SELECT id, author_name, file_size FROM books WHERE id IN ('book_demo_green_02', 'book_demo_green_03', 'book_demo_green_32') ORDER BY id").all();
    expect(rows.results).toEqual([
      { id: "book_demo_green_02", author_name: "Amara A.", file_size: size("book_demo_green_02") },
      { id: "book_demo_green_03", author_name: "Mrs Edited", file_size: expect.any(Number) },
      { id: "book_demo_green_32", author_name: "Amara A.", file_size: size("book_demo_green_32") },
    ]);
    // The search index follows the corrected row.
    expect((await call("greenfield.localhost", "/api/books/?search=Adams")).body.results.map((b: { id: string }) => b.id)).not.toContain("book_demo_green_02");
    await env.DB.prepare("UPDATE books SET author_name = 'Ben Brown' WHERE id = 'book_demo_green_03'").run();
  });

  it("corrects a database seeded with \"by Year 4 Blue\" and leaves an edited author alone", async () => {
    await seedAll();
    const size = demoLibraryFiles().find((f) => f.key.includes("/book_demo_green_01/"))!.pdf.length;
    await env.DB.batch([
      env.DB.prepare("UPDATE books SET author_name = 'by Year 4 Blue', file_size = 1 WHERE id = 'book_demo_green_01'"),
      env.DB.prepare("UPDATE books SET author_name = 'Mrs Edited' WHERE id = 'book_demo_green_04'"),
    ]);
    await seedAll();
    const rows = await env.DB.prepare("SELECT id, author_name, file_size FROM books WHERE id IN ('book_demo_green_01', 'book_demo_green_04') ORDER BY id").all();
    expect(rows.results).toEqual([
      { id: "book_demo_green_01", author_name: "Year 4 Blue", file_size: size },
      { id: "book_demo_green_04", author_name: "Mrs Edited", file_size: expect.any(Number) },
    ]);
    await env.DB.prepare("UPDATE books SET author_name = 'Year 4 Blue' WHERE id = 'book_demo_green_04'").run();
  });
});
