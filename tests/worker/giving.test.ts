import { beforeAll, describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { call } from "../helpers/api";
import { createClass, createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { drainOrder, payWithDemo, placeOrder } from "../helpers/checkout";
import { classes, donations } from "../../worker/db/schema";
import { createCatalogItem, createCharity, createCompletedDonation, createLibrary, createOrder, createProject } from "../helpers/giving";
import { GIF_BYTES, PNG_BYTES, imageFile, pngOfSize } from "../helpers/images";
import { minorToMajor } from "../../worker/giving/donation-reports.service";
import { csvCell, csvDocument } from "../../worker/lib/csv";
import { periodWindow } from "../../worker/giving/giving-stats.service";

const PLATFORM = "localhost";
const DAY = 86_400_000;

type Tenant = Awaited<ReturnType<typeof createTenant>>;
let school: Tenant;
let other: Tenant;
let staffPlatform: string;
let staffOnSchool: string;
let admin: string;
let adminUser: Awaited<ReturnType<typeof createUser>>;
let teacher: string;
let teacherUser: Awaited<ReturnType<typeof createUser>>;
let student: string;
let studentUser: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  [school, other] = await Promise.all([createTenant(), createTenant()]);
  const staff = await createStaff();
  adminUser = await createUser({ tenantId: school.id, role: "school_admin" });
  teacherUser = await createUser({ tenantId: school.id, role: "teacher" });
  studentUser = await createUser({ tenantId: school.id, role: "student", email: null, firstName: "Sia", lastName: "Student" });
  [staffPlatform, staffOnSchool, admin, teacher, student] = await Promise.all([
    signIn(PLATFORM, staff.username).then((s) => s.access),
    signIn(school.host, staff.username).then((s) => s.access),
    signIn(school.host, adminUser.username).then((s) => s.access),
    signIn(school.host, teacherUser.username).then((s) => s.access),
    signIn(school.host, studentUser.username).then((s) => s.access),
  ]);
});

const upload = (bytes: Uint8Array | string, name = "logo.png", type = "image/png") => {
  const form = new FormData();
  form.append("file", imageFile(bytes, name, type));
  return form;
};

describe("charities", () => {
  it("creates with a generated slug, parses JSON columns and keeps slugs unique (-2, -3)", async () => {
    const name = `Clean Water ${unique("")}`;
    const body = { name, summary: "Wells for villages", currency: "gbp", sdgs: [6, 3, 6], suggested_amounts: [500, 1500] };
    const first = await call(school.host, "/api/charities/", { json: body, token: admin });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name, currency: "GBP", sdgs: [3, 6], suggested_amounts: [500, 1500], status: "active", tenant_id: school.id, raised: { amount: 0, currency: "GBP", donations: 0 } });
    const base = first.body.slug;
    expect(base).toMatch(/^clean-water-/);
    const second = await call(school.host, "/api/charities/", { json: body, token: admin });
    const third = await call(PLATFORM, "/api/charities/", { json: body, token: staffPlatform });
    expect(second.body.slug).toBe(`${base}-2`);
    expect(third.body.slug).toBe(`${base}-3`);
    expect(third.body.tenant_id).toBeNull();
    const row = await env.DB.prepare("SELECT sdgs, suggested_amounts FROM charities WHERE id = ?").bind(first.body.id).first();
    expect(row).toEqual({ sdgs: "[3,6]", suggested_amounts: "[500,1500]" });
  });

  it("rejects invalid input with field messages", async () => {
    const res = await call(school.host, "/api/charities/", { json: { name: " ", website: "not a url", currency: "XYZ", sdgs: [18], suggested_amounts: [] }, token: admin });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields).toMatchObject({
      name: ["Required"],
      website: ["Enter a full web address (https://…)"],
      currency: [expect.stringContaining("Choose one of")],
      suggested_amounts: ["Give at least one suggested amount"],
    });
    expect(res.body.error.fields.sdgs).toBeDefined();
  });

  it("lists active platform-wide and this school's charities, with search, sdg and all=true", async () => {
    const tag = unique("zq");
    const platform = await createCharity({ name: `${tag} Platform`, sdgs: "[4]" });
    const own = await createCharity({ name: `${tag} Own`, tenantId: school.id, sdgs: "[4,6]" });
    const inactive = await createCharity({ name: `${tag} Sleeping`, tenantId: school.id, status: "inactive" });
    const foreign = await createCharity({ name: `${tag} Foreign`, tenantId: other.id });
    const ids = (res: { body: { results: { id: string }[] } }) => res.body.results.map((c) => c.id).sort();

    const pub = await call(school.host, `/api/charities/?search=${tag}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(ids(pub)).toEqual([platform.id, own.id].sort());
    expect(ids(await call(school.host, `/api/charities/?search=${tag}&sdg=6`))).toEqual([own.id]);
    expect(ids(await call(school.host, `/api/charities/?search=${tag}&all=true`))).toEqual([platform.id, own.id].sort());
    expect(ids(await call(school.host, `/api/charities/?search=${tag}&all=true`, { token: admin }))).toEqual([platform.id, own.id, inactive.id].sort());
    expect(ids(await call(PLATFORM, `/api/charities/?search=${tag}`))).toEqual([platform.id]);
    expect(ids(await call(PLATFORM, `/api/charities/?search=${tag}&all=true`, { token: staffPlatform }))).toEqual([platform.id, own.id, inactive.id, foreign.id].sort());

    const page = await call(school.host, `/api/charities/?search=${tag}&limit=1`);
    expect(page.body.results).toHaveLength(1);
    expect(page.body.next).toContain("offset=1");
  });

  it("gets by id or slug; inactive only for managers; other schools' are 404", async () => {
    const c = await createCharity({ tenantId: school.id, status: "inactive" });
    const foreign = await createCharity({ tenantId: other.id });
    expect((await call(school.host, `/api/charities/${c.slug}/`)).status).toBe(404);
    expect((await call(school.host, `/api/charities/${c.slug}/`, { token: admin })).body.id).toBe(c.id);
    expect((await call(school.host, `/api/charities/${foreign.id}/`)).status).toBe(404);
    const active = await createCharity({ tenantId: school.id });
    expect((await call(school.host, `/api/charities/${active.id}/`)).body.slug).toBe(active.slug);
  });

  it("raised counts completed gifts in the charity's currency only", async () => {
    const c = await createCharity({ currency: "GBP" });
    const project = await createProject({ charityId: c.id, currency: "GBP" });
    await createCompletedDonation({ type: "charity", id: c.id }, { amount: 1000, currency: "GBP" });
    await createCompletedDonation({ type: "project", id: project.id, charityId: c.id }, { amount: 2500, currency: "GBP" });
    await createCompletedDonation({ type: "charity", id: c.id }, { amount: 9999, currency: "USD" });
    await createCompletedDonation({ type: "charity", id: c.id }, { amount: 7777, currency: "GBP", status: "pending" });
    const res = await call(school.host, `/api/charities/${c.id}/`);
    expect(res.body.raised).toEqual({ amount: 3500, currency: "GBP", donations: 2 });
  });

  it("takes only an http(s) website: a javascript: or data: address (the charity page links to it) is refused and nothing changes", async () => {
    const c = await createCharity({ tenantId: school.id });
    const before = await env.DB.prepare("SELECT website, updated_at FROM charities WHERE id = ?").bind(c.id).first();
    for (const website of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "ftp://files.example.org/"]) {
      const res = await call(school.host, `/api/charities/${c.id}/`, { method: "PATCH", json: { website, summary: "Changed" }, token: admin });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { website: ["Enter a full web address (https://…)"] } });
      const created = await call(school.host, "/api/charities/", { json: { name: "Sneaky Link Trust", website }, token: admin });
      expect(created.status).toBe(400);
    }
    expect(await env.DB.prepare("SELECT website, updated_at FROM charities WHERE id = ?").bind(c.id).first()).toEqual(before);
    expect(await env.DB.prepare("SELECT id FROM charities WHERE name = 'Sneaky Link Trust'").first()).toBeNull();
    const ok = await call(school.host, `/api/charities/${c.id}/`, { method: "PATCH", json: { website: "https://readers.example.org/about" }, token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.website).toBe("https://readers.example.org/about");
  });

  it("leaves out of its answers a javascript: or data: website saved before the contract refused them", async () => {
    for (const website of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,<script>alert(1)</script>"]) {
      const c = await createCharity({ tenantId: school.id, website });
      const page = await call(school.host, `/api/charities/${c.id}/`);
      expect(page.status).toBe(200);
      expect(page.body.website).toBeNull();
      const list = await call(school.host, `/api/charities/?search=${encodeURIComponent(c.name)}`);
      expect(list.body.results.find((r: { id: string }) => r.id === c.id)?.website).toBeNull();
    }
  });

  it("updates, refuses delete with gifts (409) and deletes without", async () => {
    const c = await createCharity({ tenantId: school.id });
    const patched = await call(school.host, `/api/charities/${c.id}/`, { method: "PATCH", json: { status: "inactive", sdgs: [1] }, token: admin });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ status: "inactive", sdgs: [1], slug: c.slug });
    await createCompletedDonation({ type: "charity", id: c.id });
    const refused = await call(school.host, `/api/charities/${c.id}/`, { method: "DELETE", token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "CONFLICT", message: "This charity has gifts; deactivate it instead." });
    const empty = await createCharity({ tenantId: school.id });
    expect((await call(school.host, `/api/charities/${empty.id}/`, { method: "DELETE", token: admin })).status).toBe(204);
    expect(await env.DB.prepare("SELECT id FROM charities WHERE id = ?").bind(empty.id).first()).toBeNull();
  });

  it("platform_wide: staff may set it, a school admin may not", async () => {
    const byStaff = await call(school.host, "/api/charities/", { json: { name: unique("Shared "), platform_wide: true }, token: staffOnSchool });
    expect(byStaff.status).toBe(201);
    expect(byStaff.body.tenant_id).toBeNull();
    const byAdmin = await call(school.host, "/api/charities/", { json: { name: unique("Sneaky "), platform_wide: true }, token: admin });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error.message).toBe("Only platform staff can create platform-wide charities.");
    // Said in the admin's language, the kind of row too (lib/said.ts).
    const inHindi = await call(school.host, "/api/charities/", { json: { name: unique("Sneaky "), platform_wide: true }, token: admin, headers: { "Accept-Language": "hi" } });
    expect(inHindi.body.error.message).toBe("केवल प्लेटफ़ॉर्म स्टाफ़ पूरे प्लेटफ़ॉर्म के लिए चैरिटी बना सकता है।");
  });

  it("uploads a logo and a cover (PNG/JPEG/WebP ≤ 2 MB) and serves them", async () => {
    const c = await createCharity({ tenantId: school.id });
    const logo = await call(school.host, `/api/charities/${c.id}/logo/`, { form: upload(PNG_BYTES), token: admin });
    expect(logo.status).toBe(200);
    expect(logo.body.logo_url).toMatch(new RegExp(`^/api/files/tenants/${school.id}/covers/[a-z0-9]+\\.png$`));
    const file = await call(school.host, logo.body.logo_url);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/png");
    const cover = await call(school.host, `/api/charities/${c.id}/cover/`, { form: upload(PNG_BYTES, "c.png"), token: admin });
    expect(cover.body.cover_url).toMatch(/\.png$/);
    // Replacing the logo removes the old object.
    const again = await call(school.host, `/api/charities/${c.id}/logo/`, { form: upload(PNG_BYTES), token: admin });
    expect(again.body.logo_url).not.toBe(logo.body.logo_url);
    expect(await env.FILES.get(logo.body.logo_url.replace("/api/files/", ""))).toBeNull();

    const gif = await call(school.host, `/api/charities/${c.id}/logo/`, { form: upload(GIF_BYTES, "a.gif", "image/gif"), token: admin });
    expect(gif.status).toBe(415);
    expect(gif.body.error.fields.file).toBeDefined();
    const big = await call(school.host, `/api/charities/${c.id}/cover/`, { form: upload(pngOfSize(2 * 1024 * 1024 + 1)), token: admin });
    expect(big.status).toBe(413);
    const none = await call(school.host, `/api/charities/${c.id}/cover/`, { form: new FormData(), token: admin });
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ file: ["Upload an image file"] });
  });
});

describe("projects", () => {
  it("creates with slug, charity link and progress; validates fields", async () => {
    const charity = await createCharity({ tenantId: school.id });
    const title = `Solar Lamps ${unique("")}`;
    const res = await call(school.host, "/api/projects/", { json: { title, charity_id: charity.id, goal_amount: 100_000, currency: "USD", sdgs: [7] }, token: admin });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title, charity: { id: charity.id, name: charity.name, slug: charity.slug }, goal_amount: 100_000, raised_amount: 0, progress_percent: 0, status: "active", tenant_id: school.id });
    const dup = await call(school.host, "/api/projects/", { json: { title, goal_amount: 5000, currency: "USD" }, token: admin });
    expect(dup.body.slug).toBe(`${res.body.slug}-2`);

    const bad = await call(school.host, "/api/projects/", { json: { title: "", goal_amount: 5, currency: "USD", starts_on: "soon" }, token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ title: ["Required"], goal_amount: ["Enter a goal of at least 1.00"], starts_on: ["Enter a date as YYYY-MM-DD"] });
    const foreignCharity = await createCharity({ tenantId: other.id });
    const wrongCharity = await call(school.host, "/api/projects/", { json: { title: "X", goal_amount: 5000, currency: "USD", charity_id: foreignCharity.id }, token: admin });
    expect(wrongCharity.body.error.fields).toEqual({ charity_id: ["Choose a charity from the list"] });
    const dates = await call(school.host, "/api/projects/", { json: { title: "X", goal_amount: 5000, currency: "USD", starts_on: "2026-05-01", ends_on: "2026-04-01" }, token: admin });
    expect(dates.body.error.fields).toEqual({ ends_on: ["The end date must be on or after the start date"] });
  });

  it("progress is floor(raised*100/goal) capped at 100; drafts are hidden from the public", async () => {
    const tag = unique("pq");
    const charity = await createCharity({ slug: `${tag}-charity` });
    const a = await createProject({ title: `${tag} A`, goalAmount: 300, raisedAmount: 199, charityId: charity.id });
    const b = await createProject({ title: `${tag} B`, goalAmount: 1000, raisedAmount: 5000, tenantId: school.id });
    const draft = await createProject({ title: `${tag} Draft`, status: "draft", tenantId: school.id });
    const list = await call(school.host, `/api/projects/?search=${tag}`);
    const byId = Object.fromEntries(list.body.results.map((p: { id: string }) => [p.id, p]));
    expect(Object.keys(byId).sort()).toEqual([a.id, b.id].sort());
    expect(byId[a.id].progress_percent).toBe(66);
    expect(byId[b.id].progress_percent).toBe(100);
    expect((await call(school.host, `/api/projects/?charity=${charity.slug}`)).body.results.map((p: { id: string }) => p.id)).toEqual([a.id]);
    expect((await call(school.host, `/api/projects/${draft.slug}/`)).status).toBe(404);
    expect((await call(school.host, `/api/projects/${draft.slug}/`, { token: admin })).body.id).toBe(draft.id);
    expect((await call(school.host, `/api/projects/?search=${tag}&all=1`, { token: admin })).body.count).toBe(3);
  });

  it("deletes only without gifts; cover upload", async () => {
    const p = await createProject({ tenantId: school.id });
    const cover = await call(school.host, `/api/projects/${p.id}/cover/`, { form: upload(PNG_BYTES), token: admin });
    expect(cover.status).toBe(200);
    expect(cover.body.cover_url).toMatch(/^\/api\/files\/tenants\//);
    await createCompletedDonation({ type: "project", id: p.id });
    const refused = await call(school.host, `/api/projects/${p.id}/`, { method: "DELETE", token: admin });
    expect(refused.status).toBe(409);
    const patched = await call(school.host, `/api/projects/${p.id}/`, { method: "PATCH", json: { status: "closed" }, token: admin });
    expect(patched.body.status).toBe("closed");
    const empty = await createProject({ tenantId: school.id });
    expect((await call(school.host, `/api/projects/${empty.id}/`, { method: "DELETE", token: admin })).status).toBe(204);
  });
});

describe("libraries", () => {
  it("creates, lists every status, validates and guards deletes", async () => {
    const res = await call(school.host, "/api/libraries/", { json: { name: "Hillside Reading Room", city: "Kisumu", country: "ke", goal_amount: 250_000, currency: "USD", books_goal: 1000, books_stocked: 250 }, token: admin });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ country: "KE", status: "planned", progress_percent: 0, books_goal: 1000, books_stocked: 250, tenant_id: school.id, charity: null });
    const bad = await call(school.host, "/api/libraries/", { json: { name: "X", city: "", country: "Kenya", goal_amount: 10_000, currency: "USD" }, token: admin });
    expect(bad.body.error.fields).toMatchObject({ city: ["Required"], country: ["Select a country from the list"] });
    // Two letters are not enough: the code must be a country's (the global reach map shades by it).
    const unknown = await call(school.host, "/api/libraries/", { json: { name: "X", city: "Y", country: "ZZ", goal_amount: 10_000, currency: "USD" }, token: admin });
    expect(unknown.body.error.fields).toEqual({ country: ["Select a country from the list"] });
    const charity = await call(school.host, "/api/charities/", { json: { name: unique("Somewhere "), country: "QQ" }, token: admin });
    expect(charity.body.error.fields).toEqual({ country: ["Select a country from the list"] });
    const tooMany = await call(school.host, "/api/libraries/", { json: { name: "X", city: "Y", country: "KE", goal_amount: 10_000, currency: "USD", books_goal: 10, books_stocked: 20 }, token: admin });
    expect(tooMany.body.error.fields).toEqual({ books_stocked: ["Books stocked cannot exceed the books goal"] });

    const tag = unique("lq");
    const open = await createLibrary({ name: `${tag} open`, status: "open", raisedAmount: 50, goalAmount: 200 });
    const mine = await createLibrary({ name: `${tag} mine`, tenantId: school.id });
    await createLibrary({ name: `${tag} theirs`, tenantId: other.id });
    const list = await call(school.host, `/api/libraries/?search=${tag}`);
    expect(list.body.results.map((l: { id: string }) => l.id).sort()).toEqual([open.id, mine.id].sort());
    expect((await call(school.host, `/api/libraries/${open.id}/`)).body.progress_percent).toBe(25);

    await createCompletedDonation({ type: "library", id: mine.id });
    expect((await call(school.host, `/api/libraries/${mine.id}/`, { method: "DELETE", token: admin })).status).toBe(409);
    const cover = await call(school.host, `/api/libraries/${mine.id}/cover/`, { form: upload(PNG_BYTES), token: admin });
    expect(cover.body.cover_url).toMatch(/\.png$/);
    expect((await call(school.host, `/api/libraries/${res.body.id}/`, { method: "DELETE", token: admin })).status).toBe(204);
  });
});

describe("catalogue", () => {
  it("lists active items (platform + this school), filters by kind/ref_id; staff create, update, delete", async () => {
    const ref = unique("book_");
    const printed = await createCatalogItem({ kind: "printed_book", refId: ref, requiresShipping: true, price: 1299 });
    await createCatalogItem({ kind: "printed_book", refId: ref, active: false });
    await createCatalogItem({ kind: "printed_book", refId: ref, tenantId: other.id });
    const list = await call(school.host, `/api/catalog/?kind=printed_book&ref_id=${ref}`);
    expect(list.status).toBe(200);
    expect(list.body.results).toEqual([expect.objectContaining({ id: printed.id, cart_item: `item:${printed.id}`, requires_shipping: true, price: 1299, currency: "USD" })]);

    const created = await call(PLATFORM, "/api/catalog/", { json: { kind: "printed_book", title: "Printed: The Lost Kite", price: 1500, currency: "usd", ref_id: ref }, token: staffPlatform });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ requires_shipping: true, tenant_id: null, active: true, currency: "USD" });
    const invalid = await call(PLATFORM, "/api/catalog/", { json: { kind: "toy", title: "", price: 5, currency: "USD" }, token: staffPlatform });
    expect(invalid.body.error.fields).toMatchObject({ kind: ["Choose course, teacher training or printed book"], title: ["Required"], price: ["Enter a price of at least 1.00"] });
    const patched = await call(PLATFORM, `/api/catalog/${created.body.id}/`, { method: "PATCH", json: { active: false }, token: staffPlatform });
    expect(patched.body.active).toBe(false);
    await createOrder({ lines: [{ kind: "printed_book", refId: created.body.id, unitAmount: 1500 }] });
    expect((await call(PLATFORM, `/api/catalog/${created.body.id}/`, { method: "DELETE", token: staffPlatform })).status).toBe(409);
    const spare = await createCatalogItem({});
    expect((await call(PLATFORM, `/api/catalog/${spare.id}/`, { method: "DELETE", token: staffPlatform })).status).toBe(204);
    expect((await call(school.host, "/api/catalog/", { json: { kind: "course", title: "X", price: 1000, currency: "USD" }, token: admin })).status).toBe(403);
  });
});

describe("gifts for a class (finding 3)", () => {
  const give = (host: string, projectId: string, ref: string) =>
    call(host, "/api/donations/", { json: { target_type: "project", target_id: projectId, amount: 1000, currency: "USD", attribution: { kind: "class", ref } } });

  it("names the class by its code or its name in any case (or its id), on the school's host only", async () => {
    const t = await createTenant();
    const project = await createProject({ tenantId: t.id, currency: "USD" });
    const teacherOfBlue = await createUser({ tenantId: t.id, role: "teacher" });
    const blue = await createClass(t.id, { name: "Year 4 Blue", teacherId: teacherOfBlue.id });
    const [redA] = await Promise.all([createClass(t.id, { name: "Year 5 Red" }), createClass(t.id, { name: "year 5 red" })]);
    await createClass(t.id, { name: "Old Owls", archived: true });
    const elsewhere = await createClass(other.id, { name: "Riverside Otters" });
    const attributed = async (id: string) => (await db().select().from(donations).where(eq(donations.id, id)).get())!.attributedClassId;

    for (const ref of [blue.code, ` ${blue.code.toLowerCase()} `, "Year 4 Blue", "  year 4 BLUE ", blue.id]) {
      const res = await give(t.host, project.id, ref);
      expect(res.status, ref).toBe(201);
      expect(res.body.attribution).toEqual({ kind: "class", label: "Year 4 Blue" });
      expect(await attributed(res.body.id)).toBe(blue.id);
    }
    // A name two classes share is refused, asking for the code; the code names the one class.
    const twins = await give(t.host, project.id, "Year 5 Red");
    expect(twins.status).toBe(400);
    expect(twins.body.error.fields).toEqual({ attribution: ["More than one class at this school has this name. Please type the class code instead."] });
    expect(await attributed((await give(t.host, project.id, redA.code)).body.id)).toBe(redA.id);
    // Another school's class (by code, name or id), an archived class, a typo: the same answer, listing nothing.
    // A class whose name was saved before its key was folded (name_key ''): found by its name, and
    // a ref that folds to no key at all ("!!!") does not name it.
    const unfolded = await createClass(t.id, { name: "Hedgehogs" });
    await db().update(classes).set({ nameKey: "" }).where(eq(classes.id, unfolded.id));
    expect(await attributed((await give(t.host, project.id, "hedgehogs")).body.id)).toBe(unfolded.id);
    for (const ref of [elsewhere.code, "Riverside Otters", elsewhere.id, "Old Owls", "Year 4 Bleu", "!!!"]) {
      const res = await give(t.host, project.id, ref);
      expect(res.status, ref).toBe(400);
      expect(res.body.error.fields).toEqual({ attribution: ["No class at this school has this name or class code"] });
      expect(JSON.stringify(res.body)).not.toMatch(/Year 4 Blue|Year 5 Red/);
    }
    const platformCharity = await createCharity({ currency: "USD" });
    const onPlatform = await call(PLATFORM, "/api/donations/", { json: { target_type: "charity", target_id: platformCharity.id, amount: 1000, currency: "USD", attribution: { kind: "class", ref: blue.code } } });
    expect(onPlatform.body.error.fields).toEqual({ attribution: ["Gifts count towards a student, class or school only on a school's site"] });

    // Paid, a gift given by the class's code counts towards its teacher's "Money I have raised".
    const gift = await give(t.host, project.id, blue.code);
    const order = (await placeOrder(t.host, [gift.body.cart_item])).body;
    await payWithDemo(t.host, order);
    await drainOrder(order.id);
    const raised = await call(t.host, "/api/donations/raised/", { token: (await signIn(t.host, teacherOfBlue.username)).access });
    expect(raised.body.totals).toEqual([{ currency: "USD", amount: 1000, donations: 1 }]);
  });
});

describe("impacts, stats, reports", () => {
  let t: Tenant;
  let tAdmin: string;
  let tTeacher: Awaited<ReturnType<typeof createUser>>;
  let tStudent: Awaited<ReturnType<typeof createUser>>;
  let charity: Awaited<ReturnType<typeof createCharity>>;
  let classId: string;

  beforeAll(async () => {
    t = await createTenant();
    const adminT = await createUser({ tenantId: t.id, role: "school_admin" });
    tTeacher = await createUser({ tenantId: t.id, role: "teacher" });
    tStudent = await createUser({ tenantId: t.id, role: "student", email: null, firstName: "Ola", lastName: "Raiser" });
    classId = (await createClass(t.id, { teacherId: tTeacher.id, name: "Year 6 Owls" })).id;
    tAdmin = (await signIn(t.host, adminT.username)).access;
    charity = await createCharity({ name: "Books For All", tenantId: t.id, currency: "USD" });
    const project = await createProject({ tenantId: t.id, charityId: charity.id, status: "funded" });
    await createProject({ tenantId: t.id, status: "active" });
    await createLibrary({ tenantId: t.id, status: "open" });
    await createLibrary({ tenantId: t.id, status: "building" });
    const now = Date.now();
    await createCompletedDonation({ type: "charity", id: charity.id }, { tenantId: t.id, amount: 1000, completedAt: now - 1000, donorName: "=HYPERLINK(\"x\")", message: 'Say "hi", please', attributionKind: "student", attributedUserId: tStudent.id });
    await createCompletedDonation({ type: "project", id: project.id, charityId: charity.id }, { tenantId: t.id, amount: 2500, completedAt: now - 2000, anonymous: true, donorName: "Quiet Quentin", attributionKind: "class", attributedClassId: classId });
    await createCompletedDonation({ type: "charity", id: charity.id }, { tenantId: t.id, amount: 5000, currency: "INR", completedAt: now - 40 * DAY, attributionKind: "school", attributedTenantId: t.id });
    await createCompletedDonation({ type: "charity", id: charity.id }, { tenantId: t.id, amount: 400, status: "pending", withOrder: false, createdAt: now - 10 * DAY });
    await createCompletedDonation({ type: "charity", id: charity.id }, { tenantId: other.id, amount: 123_456, completedAt: now });
    await createOrder({ tenantId: t.id, status: "on_hold", holdReason: "Amount mismatch" });
    await createOrder({ tenantId: t.id, status: "paid", fulfilmentStatus: "packed" });
    await createOrder({ tenantId: t.id, status: "paid", fulfilmentStatus: "shipped" });
  });

  it("impacts count completed gifts + funded projects + open libraries on a school's host", async () => {
    const res = await call(t.host, "/api/v1/impacts/count/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total_impacts: 3 + 1 + 1 });
    const platform = await call(PLATFORM, "/api/v1/impacts/count/");
    expect(platform.body.total_impacts).toBeGreaterThanOrEqual(res.body.total_impacts + 1);
  });

  it("stats for a school admin: this school's figures only", async () => {
    const res = await call(t.host, "/api/giving/stats/?period=month&periods=3", { token: tAdmin });
    expect(res.status).toBe(200);
    expect(res.body.currency_totals).toEqual([
      { currency: "INR", amount: 5000, donations: 1 },
      { currency: "USD", amount: 3500, donations: 2 },
    ]);
    const month = new Date().toISOString().slice(0, 7);
    expect(res.body.by_period).toContainEqual({ period: month, currency: "USD", amount: 3500, donations: 2 });
    expect(res.body.by_period.reduce((s: number, p: { donations: number }) => s + p.donations, 0)).toBe(3);
    expect(res.body.by_charity).toContainEqual({ id: charity.id, name: "Books For All", currency: "USD", amount: 3500, donations: 2 });
    expect(res.body.by_tenant).toEqual([
      { tenant_id: t.id, school_name: t.schoolName, currency: "INR", amount: 5000, donations: 1 },
      { tenant_id: t.id, school_name: t.schoolName, currency: "USD", amount: 3500, donations: 2 },
    ]);
    expect(res.body.projects).toEqual({ active: 1, funded: 1 });
    expect(res.body.orders).toEqual({ paid: 2 + 3, on_hold: 1, awaiting_fulfilment: 1 });
    const day = await call(t.host, "/api/giving/stats/?period=day&periods=1", { token: tAdmin });
    expect(day.body.by_period).toEqual([{ period: new Date().toISOString().slice(0, 10), currency: "USD", amount: 3500, donations: 2 }]);
  });

  it("stats for platform staff include every school, with 'Platform' for gifts on the platform host", async () => {
    await createCompletedDonation({ type: "charity", id: charity.id }, { tenantId: null, amount: 700 });
    const res = await call(PLATFORM, "/api/giving/stats/", { token: staffPlatform });
    expect(res.status).toBe(200);
    const schools = res.body.by_tenant.map((r: { school_name: string }) => r.school_name);
    expect(schools).toEqual(expect.arrayContaining([t.schoolName, other.schoolName, "Platform"]));
    expect((await call(t.host, "/api/giving/stats/", { token: (await signIn(t.host, tTeacher.username)).access })).status).toBe(403);
  });

  it("labels periods by day, Monday-start week and month in UTC", async () => {
    const sunday = await createCompletedDonation({ type: "charity", id: charity.id }, { completedAt: Date.UTC(2026, 4, 17, 23, 30), withOrder: false });
    const label = async (period: "day" | "week" | "month") =>
      (await db().select({ label: periodWindow(period, 1).label }).from(donations).where(eq(donations.id, sunday.id)).get())!.label;
    expect(await label("day")).toBe("2026-05-17");
    expect(await label("week")).toBe("2026-05-11");
    expect(await label("month")).toBe("2026-05");
  });

  it("periodWindow starts at the first day of the oldest period", () => {
    const now = Date.UTC(2026, 4, 20, 15); // Wednesday 20 May 2026
    expect(new Date(periodWindow("month", 3, now).since).toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(new Date(periodWindow("week", 2, now).since).toISOString()).toBe("2026-05-11T00:00:00.000Z");
    expect(new Date(periodWindow("day", 1, now).since).toISOString()).toBe("2026-05-20T00:00:00.000Z");
  });

  it("donation report: school admin sees their school's, newest first, filters, anonymous marked", async () => {
    const res = await call(t.host, "/api/donations/?limit=10", { token: tAdmin });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    const [first, second] = res.body.results;
    expect(first).toMatchObject({ amount: 1000, target_type: "charity", target: { id: charity.id, name: "Books For All", slug: charity.slug }, attribution: { kind: "student", label: "Ola Raiser" }, status: "completed" });
    expect(second).toMatchObject({ anonymous: true, donor_display_name: "Quiet Quentin (anonymous)", attribution: { kind: "class", label: "Year 6 Owls" } });
    expect((await call(t.host, "/api/donations/?status=pending", { token: tAdmin })).body.count).toBe(1);
    expect((await call(t.host, "/api/donations/?target_type=project", { token: tAdmin })).body.count).toBe(1);
    expect((await call(t.host, "/api/donations/?search=quentin", { token: tAdmin })).body.count).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call(t.host, `/api/donations/?from=${today}&to=${today}`, { token: tAdmin })).body.count).toBe(2);
    // The tenant filter is platform staff's: a school admin still sees only their own.
    expect((await call(t.host, `/api/donations/?tenant=${other.id}`, { token: tAdmin })).body.count).toBe(4);
    const staffView = await call(PLATFORM, `/api/donations/?tenant=${t.id}`, { token: staffPlatform });
    expect(staffView.body.count).toBe(4);
    const platformOnly = await call(PLATFORM, "/api/donations/?tenant=platform&limit=200", { token: staffPlatform });
    expect(platformOnly.body.results.every((d: { tenant_id: string | null }) => d.tenant_id === null)).toBe(true);
  });

  it("donation report: staff on a school's host see that school's gifts whatever ?tenant= says (its web page offers no School filter)", async () => {
    const staffOnT = (await signIn(t.host, (await createStaff()).username)).access;
    for (const tenant of ["", other.id, "platform"]) {
      const res = await call(t.host, `/api/donations/?limit=200&tenant=${tenant}`, { token: staffOnT });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(4);
      expect(res.body.results.every((d: { tenant_id: string | null }) => d.tenant_id === t.id)).toBe(true);
    }
  });

  it("CSV export: header row, RFC 4180 quoting, formula cells neutralised", async () => {
    const res = await call(t.host, "/api/donations/?format=csv", { token: tAdmin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="donations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (res.body as string).trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,created_at,completed_at,status,donor,donor_email,target_type,target,amount,refunded,currency,attribution,attributed_to,school,message,order_id");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(`"Say ""hi"", please"`);
    // The file starts with UTF-8's byte-order mark, so Excel reads accents and scripts right.
    const raw = await exports.default.fetch(new Request(`http://${t.host}/api/donations/?format=csv`, { headers: { Authorization: `Bearer ${tAdmin}`, "CF-Connecting-IP": "203.0.113.7" } }));
    expect([...new Uint8Array(await raw.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvDocument(["name"], [["Zoë"]])).toBe("\uFEFFname\r\nZoë\r\n");
    expect(lines[1]).toContain(",10.00,0.00,USD,student,Ola Raiser,");
    expect(csvCell("-1+1")).toBe("'-1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe("");
    expect(minorToMajor(123_456, "USD")).toBe("1234.56");
    expect(minorToMajor(5, "INR")).toBe("0.05");
  });

  it("money raised: a student's own, a teacher's classes, an admin's school", async () => {
    const asStudent = await call(t.host, "/api/donations/raised/", { token: (await signIn(t.host, tStudent.username)).access });
    expect(asStudent.status).toBe(200);
    expect(asStudent.body.totals).toEqual([{ currency: "USD", amount: 1000, donations: 1 }]);
    expect(asStudent.body.recent).toHaveLength(1);
    const asTeacher = await call(t.host, "/api/donations/raised/", { token: (await signIn(t.host, tTeacher.username)).access });
    expect(asTeacher.body.totals).toEqual([{ currency: "USD", amount: 2500, donations: 1 }]);
    expect(asTeacher.body.recent[0].donor_display_name).toBe("Anonymous");
    const asAdmin = await call(t.host, "/api/donations/raised/", { token: tAdmin });
    expect(asAdmin.body.totals).toEqual([{ currency: "INR", amount: 5000, donations: 1 }]);
    expect((await call(t.host, "/api/donations/raised/")).status).toBe(401);
  });
});

// Keep the shared fixtures referenced (signed-in roles used by the security file too).
it("fixtures sign in", () => {
  expect([staffPlatform, staffOnSchool, admin, teacher, student].every(Boolean)).toBe(true);
});

describe("demo giving seed", () => {
  it("is idempotent and its projects' and libraries' totals equal their completed gifts", async () => {
    const { seedDemo } = await import("../helpers/factories");
    const { buildDemoLibrarySeed } = await import("../../worker/db/seed/demo-library");
    const { buildDemoGivingSeed } = await import("../../worker/db/seed/demo-giving");
    const seedAll = async () => {
      await seedDemo();
      await env.DB.batch([...buildDemoLibrarySeed(), ...buildDemoGivingSeed()].map((s) => env.DB.prepare(s)));
    };
    const n = async (q: string) => ((await env.DB.prepare(q).first()) as { n: number }).n;
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const t of ["charities", "projects", "libraries", "catalog_items", "donations", "orders", "order_items", "order_events", "payment_events"]) out[t] = await n(`SELECT count(*) AS n FROM ${t} WHERE id LIKE '%_demo_%'`);
      return out;
    };
    await seedAll();
    const once = await counts();
    await seedAll();
    expect(await counts()).toEqual(once);

    expect(once.charities).toBeGreaterThanOrEqual(4);
    expect(await n("SELECT count(*) AS n FROM charities WHERE id LIKE 'chr_demo_%' AND tenant_id IS NULL")).toBe(2);
    expect(once.projects).toBeGreaterThanOrEqual(8);
    expect(once.libraries).toBe(4);
    expect(once.catalog_items).toBe(3);
    expect(await n("SELECT count(*) AS n FROM donations WHERE id LIKE 'don_demo_%' AND status = 'completed'")).toBeGreaterThanOrEqual(55);
    expect(await n("SELECT count(*) AS n FROM projects WHERE id LIKE 'prj_demo_%' AND status = 'funded' AND raised_amount >= goal_amount")).toBe(1);
    // raised_amount / donor_count = the sums of completed gifts, for every project and library.
    for (const table of ["projects", "libraries"]) {
      const type = table === "projects" ? "project" : "library";
      const mismatched = await n(`SELECT count(*) AS n FROM ${table} t WHERE t.id LIKE '%_demo_%' AND (t.raised_amount != (SELECT coalesce(sum(amount - refunded_amount), 0) FROM donations d WHERE d.target_type = '${type}' AND d.target_id = t.id AND d.status = 'completed' AND d.currency = t.currency) OR t.donor_count != (SELECT count(*) FROM donations d WHERE d.target_type = '${type}' AND d.target_id = t.id AND d.status = 'completed'))`);
      expect(mismatched).toBe(0);
    }
    // Every paid order's lines and total agree, and every completed gift has a paid order.
    expect(await n("SELECT count(*) AS n FROM orders o WHERE o.id LIKE 'ord_demo_%' AND (o.subtotal != (SELECT sum(amount) FROM order_items i WHERE i.order_id = o.id) OR o.total != o.subtotal + o.shipping)")).toBe(0);
    expect(await n("SELECT count(*) AS n FROM donations d WHERE d.id LIKE 'don_demo_%' AND d.status = 'completed' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = d.order_id AND o.status = 'paid')")).toBe(0);
    expect(await n("SELECT count(*) AS n FROM orders WHERE id LIKE 'ord_demo_%' AND status = 'on_hold' AND hold_reason IS NOT NULL")).toBe(1);
    expect(await n("SELECT count(DISTINCT fulfilment_status) AS n FROM orders WHERE id LIKE 'ord_demo_p%' AND fulfilment_status IN ('paid', 'packed', 'shipped')")).toBe(3);
    expect(await n("SELECT count(*) AS n FROM payment_events WHERE id LIKE 'pev_demo_%' AND status = 'dead' AND last_error IS NOT NULL")).toBe(1);
    expect(await n("SELECT count(*) AS n FROM donations WHERE attributed_user_id = 'usr_demo_greenfield_student01' AND status = 'completed'")).toBeGreaterThan(0);
    expect(await n("SELECT count(*) AS n FROM donations WHERE attributed_class_id = 'cls_demo_green4' AND status = 'completed'")).toBeGreaterThan(0);
    expect(await n("SELECT count(*) AS n FROM donations WHERE id LIKE 'don_demo_%' AND completed_at < " + (Date.now() - 150 * DAY))).toBeGreaterThan(0);

    // Through the API: greenfield shows platform + its own charities, and student01 has raised money.
    const list = await call("greenfield.localhost", "/api/charities/?limit=100");
    const names = list.body.results.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Read the World Foundation", "Clean Water for Schools", "Greenfield Garden Trust"]));
    expect(names).not.toContain("River Otter Rescue");
    const { DEMO_PASSWORDS } = await import("../../worker/db/seed/demo-data");
    const student01 = await signIn("greenfield.localhost", "greenfield.student01", DEMO_PASSWORDS.student);
    const raised = await call("greenfield.localhost", "/api/donations/raised/", { token: student01.access });
    expect(raised.body.totals.length).toBeGreaterThan(0);
  });
});
