import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { stories, tenants, users } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { call, post, type CallOptions } from "../helpers/api";
import { insertBook } from "../helpers/books";
import { createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { PNG_BYTES, pngFile } from "../helpers/images";
import { createViewerWorld, type Viewer } from "../helpers/viewers";

/**
 * The seed client's paths (spec §7): /api/api-super-admin/… and /api/api-admin/tenants/… serve
 * the same staff handlers as /api/super-admin/… and /api/admin/tenants/….
 */
const PLATFORM = "localhost";
const STRONG_PASSWORD = "Quartz-lantern-88-river";

let school: Awaited<ReturnType<typeof createTenant>>;
let staffToken: string;
const roleTokens: Record<"teacher" | "school_admin", string> = { teacher: "", school_admin: "" };

beforeAll(async () => {
  school = await createTenant();
  const staff = await createStaff();
  staffToken = (await signIn(PLATFORM, staff.username)).access;
  for (const role of ["teacher", "school_admin"] as const) {
    const user = await createUser({ tenantId: school.id, role });
    roleTokens[role] = (await signIn(school.host, user.username)).access;
  }
});

const asStaff = (path: string, opts: CallOptions = {}) => call(PLATFORM, path, { token: staffToken, ...opts });

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const keyOf = (url: string) => url.replace(/^\/api\/files\//, "");

const userFields = (overrides: Record<string, string | File> = {}) => ({
  first_name: "Grace",
  last_name: "Hopper",
  email: `${unique("seed")}@example.com`,
  country: "GB",
  role: "teacher",
  ...overrides,
});

const tenantFields = (overrides: Record<string, string | File> = {}) => {
  const sub = unique("seed");
  return { school_name: `Academy ${sub}`, school_email: `office@${sub}.example.org`, domain_url: `${sub}.example.org`, subdomain: sub, switchboard: "false", primary_color: "#1D4ED8", ...overrides };
};

interface Endpoint {
  name: string;
  method: "GET" | "POST" | "PATCH";
  path: () => Promise<string>;
  body?: () => FormData;
}

const ENDPOINTS: Endpoint[] = [
  { name: "GET /api-super-admin/users/{id}/", method: "GET", path: async () => `/api/api-super-admin/users/${(await createUser()).id}/` },
  {
    name: "PATCH /api-super-admin/users/{id}/",
    method: "PATCH",
    path: async () => `/api/api-super-admin/users/${(await createUser()).id}/`,
    body: () => form({ last_name: "Renamed", avatar: pngFile() }),
  },
  { name: "POST /api-super-admin/create-user/", method: "POST", path: async () => "/api/api-super-admin/create-user/", body: () => form(userFields({ avatar: pngFile() })) },
  { name: "POST /api-admin/tenants/", method: "POST", path: async () => "/api/api-admin/tenants/", body: () => form(tenantFields({ logo: pngFile("logo.png") })) },
  { name: "GET /api-admin/tenants/{id}/", method: "GET", path: async () => `/api/api-admin/tenants/${(await createTenant()).id}/` },
  {
    name: "PATCH /api-admin/tenants/{id}/",
    method: "PATCH",
    path: async () => `/api/api-admin/tenants/${(await createTenant()).id}/`,
    body: () => form({ school_name: "Renamed", logo: pngFile("logo.png") }),
  },
];

describe.each(ENDPOINTS)("$name is staff only", (endpoint) => {
  it("anonymous → 401 in the error envelope", async () => {
    const res = await call(PLATFORM, await endpoint.path(), { method: endpoint.method, form: endpoint.body?.() });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: "UNAUTHORIZED" });
    expect(res.body.error.requestId).toMatch(/^req_/);
  });

  it.each(["teacher", "school_admin"] as const)("%s → 403", async (role) => {
    const res = await call(school.host, await endpoint.path(), { method: endpoint.method, form: endpoint.body?.(), token: roleTokens[role] });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });

  it("staff → 2xx", async () => {
    const res = await asStaff(await endpoint.path(), { method: endpoint.method, form: endpoint.body?.() });
    expect(res.status).toBe(endpoint.method === "POST" ? 201 : 200);
  });
});

describe("/api/api-super-admin/users/{id}/", () => {
  it("GET answers exactly what /api/super-admin/users/{id}/ answers", async () => {
    const user = await createUser({ tenantId: school.id, role: "parent" });
    const seed = await asStaff(`/api/api-super-admin/users/${user.id}/`);
    expect(seed.status).toBe(200);
    expect(seed.body).toMatchObject({ id: user.id, role: "parent", tenant: school.id, tenant_name: school.schoolName });
    expect(seed.body).toEqual((await asStaff(`/api/super-admin/users/${user.id}/`)).body);
  });

  it("PATCH (multipart) changes only the fields sent and stores the avatar", async () => {
    const user = await createUser({ tenantId: school.id, firstName: "Ada", lastName: "Lovelace", country: "GB" });
    const res = await asStaff(`/api/api-super-admin/users/${user.id}/`, { method: "PATCH", form: form({ first_name: "Augusta", avatar: pngFile("me.png") }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, first_name: "Augusta", last_name: "Lovelace", country: "GB", email: user.email });
    expect(res.body.avatar).toMatch(new RegExp(`^/api/files/tenants/${school.id}/avatars/[a-z0-9]+\\.png$`));

    const row = await db().select().from(users).where(eq(users.id, user.id)).get();
    expect(row).toMatchObject({ firstName: "Augusta", lastName: "Lovelace", avatarKey: keyOf(res.body.avatar), passwordHash: user.passwordHash });
    const stored = await env.FILES.get(keyOf(res.body.avatar));
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it("PATCH refuses an invalid email with the field in the envelope and changes nothing", async () => {
    const user = await createUser();
    const res = await asStaff(`/api/api-super-admin/users/${user.id}/`, { method: "PATCH", form: form({ email: "not-an-email", first_name: "Changed" }) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { email: ["Invalid email"] } });
    expect((await db().select().from(users).where(eq(users.id, user.id)).get())?.firstName).toBe(user.firstName);
  });

  it("an unknown id is the NOT_FOUND envelope", async () => {
    const res = await asStaff("/api/api-super-admin/users/usr_doesnotexist/");
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: "NOT_FOUND", message: "User not found" });
  });
});

describe("POST /api/api-super-admin/create-user/", () => {
  it("creates the user from a multipart body with an avatar; they can sign in", async () => {
    const fields = userFields({ tenant: school.id, password: STRONG_PASSWORD, avatar: pngFile("avatar.png") });
    const res = await asStaff("/api/api-super-admin/create-user/", { form: form(fields) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: fields.email, tenant: school.id, tenant_name: school.schoolName, role: "teacher", email_verified: true });

    const row = await db().select().from(users).where(eq(users.id, res.body.id)).get();
    expect(row).toMatchObject({ email: fields.email, firstName: "Grace", tenantId: school.id, avatarKey: keyOf(res.body.avatar) });
    expect(await env.FILES.head(keyOf(res.body.avatar))).not.toBeNull();
    expect((await signIn(school.host, fields.email as string, STRONG_PASSWORD)).user.id).toBe(res.body.id);
  });

  it("names the invalid and missing fields and writes nothing", async () => {
    const res = await asStaff("/api/api-super-admin/create-user/", { form: form({ email: "not-an-email", avatar: pngFile() }) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { first_name: ["Required"], last_name: ["Required"], email: ["Invalid email"], country: ["Required"] },
    });
    expect(await db().select().from(users).where(eq(users.email, "not-an-email")).all()).toEqual([]);
  });
});

describe("/api/api-admin/tenants/", () => {
  it("POST (multipart with a logo) creates the school, whose host serves it at once", async () => {
    const fields = tenantFields({ button_color: "#ABC", logo: pngFile("logo.png") });
    const res = await asStaff("/api/api-admin/tenants/", { form: form(fields) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ school_name: fields.school_name, subdomain: fields.subdomain, primary_color: "#1d4ed8", button_color: "#abc" });
    expect(res.body.logo).toMatch(new RegExp(`^/api/files/tenants/${res.body.id}/logos/[a-z0-9]+\\.png$`));

    const row = await db().select().from(tenants).where(eq(tenants.id, res.body.id)).get();
    expect(row).toMatchObject({ schoolName: fields.school_name, logoKey: keyOf(res.body.logo) });
    const logo = await env.FILES.get(keyOf(res.body.logo));
    expect(new Uint8Array(await logo!.arrayBuffer())).toEqual(PNG_BYTES);
    expect((await call(`${fields.subdomain}.localhost`, "/api/current-tenant")).body).toMatchObject({ school_name: fields.school_name, logo: res.body.logo });
  });

  it("POST names an invalid school email and the missing fields; nothing is written", async () => {
    const fields = tenantFields({ school_email: "not-an-email" });
    const res = await asStaff("/api/api-admin/tenants/", { form: form(fields) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { school_email: ["Invalid email"] } });
    expect(await db().select().from(tenants).where(eq(tenants.subdomain, fields.subdomain)).all()).toEqual([]);

    const empty = await asStaff("/api/api-admin/tenants/", { form: form({ subdomain: unique("s") }) });
    expect(empty.body.error.fields).toMatchObject({ school_name: ["Required"], primary_color: ["Required"], domain_url: ["Required"] });
  });

  it("GET answers exactly what /api/admin/tenants/{id}/ answers", async () => {
    const seed = await asStaff(`/api/api-admin/tenants/${school.id}/`);
    expect(seed.status).toBe(200);
    expect(seed.body).toMatchObject({ id: school.id, school_name: school.schoolName, subdomain: school.subdomain });
    expect(seed.body).toEqual((await asStaff(`/api/admin/tenants/${school.id}/`)).body);
  });

  it("PATCH (multipart) changes the fields sent, replaces the logo and deletes the old one", async () => {
    const created = await asStaff("/api/api-admin/tenants/", { form: form(tenantFields({ logo: pngFile("first.png") })) });
    const res = await asStaff(`/api/api-admin/tenants/${created.body.id}/`, { method: "PATCH", form: form({ school_name: "Renamed Academy", logo: pngFile("second.png") }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, school_name: "Renamed Academy", subdomain: created.body.subdomain, primary_color: "#1d4ed8" });
    expect(res.body.logo).not.toBe(created.body.logo);

    const row = await db().select().from(tenants).where(eq(tenants.id, created.body.id)).get();
    expect(row).toMatchObject({ schoolName: "Renamed Academy", logoKey: keyOf(res.body.logo) });
    expect(await env.FILES.head(keyOf(created.body.logo))).toBeNull();
    expect(await env.FILES.head(keyOf(res.body.logo))).not.toBeNull();
  });

  it("PATCH refuses an invalid email and a colour that is not hex, naming both, and changes nothing", async () => {
    const tenant = await createTenant();
    const res = await asStaff(`/api/api-admin/tenants/${tenant.id}/`, { method: "PATCH", form: form({ school_email: "nope", primary_color: "blue" }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ school_email: ["Invalid email"], primary_color: ["Enter a hex colour such as #1d4ed8"] });
    expect(await db().select().from(tenants).where(eq(tenants.id, tenant.id)).get()).toMatchObject({ schoolEmail: tenant.schoolEmail, primaryColor: tenant.primaryColor });
  });

  it("an unknown id is the NOT_FOUND envelope", async () => {
    const res = await asStaff("/api/api-admin/tenants/ten_doesnotexist/", { method: "PATCH", form: form({ school_name: "X" }) });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: "NOT_FOUND", message: "School not found" });
  });
});

describe("GET /api/reactions/stats/ without parameters: the caller's default scope", () => {
  type Counts = Record<string, [count: number, mine: boolean]>;
  const statsOf = async (viewer: Viewer, query = "") => {
    const res = await call(viewer.host, `/api/reactions/stats/${query}`, { token: viewer.token, headers: viewer.headers });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { reaction: string }) => r.reaction)).toEqual(["like", "love", "wow", "laugh", "clap"]);
    return Object.fromEntries(res.body.results.map((r: { reaction: string; count: number; reacted_by_me: boolean }) => [r.reaction, [r.count, r.reacted_by_me]])) as Counts;
  };
  const react = async (viewer: Viewer, item_type: "book" | "story", item_id: string, reaction: string) => {
    const res = await post(viewer.host, "/api/reactions/", { item_type, item_id, reaction }, { token: viewer.token });
    expect(res.body.reacted).toBe(true);
  };

  let v: Awaited<ReturnType<typeof createViewerWorld>>["viewers"];
  let tenantA: string;
  let platformStaff: Viewer;
  let anonymousOnPlatform: Viewer;

  beforeAll(async () => {
    const world = await createViewerWorld({ communityPassword: "community-seed-paths-2026", peerInSameClass: true });
    v = world.viewers;
    tenantA = world.tenantA;
    const tenantB = (await db().select().from(users).where(eq(users.id, v.otherTenant.id!)).get())!.tenantId;
    const staff = await createStaff();
    platformStaff = { host: PLATFORM, token: (await signIn(PLATFORM, staff.username)).access };
    anonymousOnPlatform = { host: PLATFORM };

    const open = await insertBook({ tenantId: world.tenantA, uploaderId: v.author.id!, visibility: "public" });
    const classBook = await insertBook({ tenantId: world.tenantA, uploaderId: v.author.id!, visibility: "private", classId: world.classId });
    const [story] = await db()
      .insert(stories)
      .values({ id: newId("sty"), tenantId: world.tenantA, title: "A story", slug: unique("story-"), authorId: v.author.id!, visibility: "community", status: "published" })
      .returning();
    // Another school's public book: visible on A's host, but not A's.
    const elsewhere = await insertBook({ tenantId: tenantB, uploaderId: v.otherTenant.id!, visibility: "public" });

    await react(v.author, "book", open.id, "like");
    await react(v.teacher, "book", open.id, "love");
    await react(v.teacher, "book", classBook.id, "clap");
    await react(v.peer, "story", story.id, "wow");
    await react(v.otherTenant, "book", elsewhere.id, "like");
    await react(v.otherTenant, "book", elsewhere.id, "laugh");
  });

  it("on a school's host: that school's items, through the caller's visibility rule", async () => {
    // Anonymous: the school's public books only (not the community story, not the class book, not school B's book).
    expect(await statsOf(v.anonymous)).toEqual({ like: [1, false], love: [1, false], wow: [0, false], laugh: [0, false], clap: [0, false] });
    // The community holder also counts community items.
    expect(await statsOf(v.community)).toEqual({ like: [1, false], love: [1, false], wow: [1, false], laugh: [0, false], clap: [0, false] });
    // A teacher counts their class's private book too, and sees which reactions are theirs.
    expect(await statsOf(v.teacher)).toEqual({ like: [1, false], love: [1, true], wow: [1, false], laugh: [0, false], clap: [1, true] });
    expect(await statsOf(v.author)).toEqual({ like: [1, true], love: [1, false], wow: [1, false], laugh: [0, false], clap: [1, false] });
    expect(await statsOf(v.schoolAdmin)).toEqual({ like: [1, false], love: [1, false], wow: [1, false], laugh: [0, false], clap: [1, false] });
    // Staff on a school's host see that school, not every school.
    expect(await statsOf(v.staff)).toEqual({ like: [1, false], love: [1, false], wow: [1, false], laugh: [0, false], clap: [1, false] });
    // School B's host: school B's.
    expect(await statsOf(v.otherTenant)).toEqual({ like: [1, true], love: [0, false], wow: [0, false], laugh: [1, true], clap: [0, false] });
  });

  it("on the platform host: platform-wide items, and every school for platform staff", async () => {
    const anonymousBefore = await statsOf(anonymousOnPlatform);
    const staffBefore = await statsOf(platformStaff);

    const schoolBook = await insertBook({ tenantId: tenantA, uploaderId: v.author.id!, visibility: "public" });
    await react(v.author, "book", schoolBook.id, "wow");
    expect(await statsOf(anonymousOnPlatform)).toEqual(anonymousBefore);
    expect((await statsOf(platformStaff)).wow[0]).toBe(staffBefore.wow[0] + 1);

    const platformBook = await insertBook({ tenantId: null, uploaderId: v.author.id!, visibility: "public" });
    await react(platformStaff, "book", platformBook.id, "laugh");
    expect((await statsOf(anonymousOnPlatform)).laugh[0]).toBe(anonymousBefore.laugh[0] + 1);
    expect(await statsOf(platformStaff)).toMatchObject({ laugh: [staffBefore.laugh[0] + 1, true] });
  });

  it("one item's counts still need both parameters; one without the other names the missing one", async () => {
    const onlyType = await call(v.teacher.host, "/api/reactions/stats/?item_type=book", { token: v.teacher.token });
    expect(onlyType.status).toBe(400);
    expect(onlyType.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { item_id: ["Required"] } });
    const onlyId = await call(v.teacher.host, "/api/reactions/stats/?item_id=bk_x", { token: v.teacher.token });
    expect(onlyId.status).toBe(400);
    expect(onlyId.body.error.fields).toEqual({ item_type: ["Choose book or story"] });
  });
});
