import { beforeAll, describe, expect, it } from "vitest";
import { call, post } from "../helpers/api";
import { createStaff, createTenant, createUser, signIn, unique } from "../helpers/factories";
import { createCatalogItem, createCharity, createCompletedDonation, createLibrary, createProject } from "../helpers/giving";
import { PNG_BYTES, imageFile } from "../helpers/images";

/**
 * Role × tenant matrix for the giving catalogue and reports. School A is greenfield-like, school B
 * riverside-like; every viewer works on their own host (tokens are bound to the host).
 */
const PLATFORM = "localhost";
const COMMUNITY_PASSWORD = "community-secret-55";
type ViewerName = "anonymous" | "community" | "student" | "teacher" | "adminA" | "adminB" | "staff" | "staffOnA";
interface Viewer {
  host: string;
  token?: string;
  headers?: Record<string, string>;
}

let tenantA: string;
let tenantB: string;
const viewers = {} as Record<ViewerName, Viewer>;

beforeAll(async () => {
  const a = await createTenant({ communityPassword: COMMUNITY_PASSWORD });
  const b = await createTenant();
  tenantA = a.id;
  tenantB = b.id;
  const staff = await createStaff();
  const student = await createUser({ tenantId: a.id, role: "student", email: null });
  const teacher = await createUser({ tenantId: a.id, role: "teacher" });
  const adminA = await createUser({ tenantId: a.id, role: "school_admin" });
  const adminB = await createUser({ tenantId: b.id, role: "school_admin" });
  const login = await post(a.host, "/api/generic-password-login", { password: COMMUNITY_PASSWORD });
  const cookie = login.headers.get("Set-Cookie")!.split(";")[0];
  const token = async (host: string, username: string) => (await signIn(host, username)).access;
  Object.assign(viewers, {
    anonymous: { host: a.host },
    community: { host: a.host, headers: { Cookie: cookie } },
    student: { host: a.host, token: await token(a.host, student.username) },
    teacher: { host: a.host, token: await token(a.host, teacher.username) },
    adminA: { host: a.host, token: await token(a.host, adminA.username) },
    adminB: { host: b.host, token: await token(b.host, adminB.username) },
    staff: { host: PLATFORM, token: await token(PLATFORM, staff.username) },
    staffOnA: { host: a.host, token: await token(a.host, staff.username) },
  });
});

const send = (v: ViewerName, path: string, opts: { method?: string; json?: unknown; form?: FormData } = {}) =>
  call(viewers[v].host, path, { ...opts, token: viewers[v].token, headers: viewers[v].headers });

const pngForm = () => {
  const form = new FormData();
  form.append("file", imageFile(PNG_BYTES));
  return form;
};

type Expect = Record<ViewerName, number>;
const row = (e: Expect) => (Object.keys(e) as ViewerName[]).map((viewer) => ({ viewer, status: e[viewer] }));

/**
 * Reading a row: platform-wide rows everywhere; school A's row on A's host (B's admin on B's host:
 * 404) and by platform staff, who manage every school's rows from the platform host.
 */
const READ_PLATFORM: Expect = { anonymous: 200, community: 200, student: 200, teacher: 200, adminA: 200, adminB: 200, staff: 200, staffOnA: 200 };
const READ_SCHOOL_A: Expect = { ...READ_PLATFORM, adminB: 404 };
/** Writing school A's row: its admin, staff on A's host and staff on the platform host. */
const WRITE_SCHOOL_A: Expect = { anonymous: 401, community: 401, student: 403, teacher: 403, adminA: 200, adminB: 404, staff: 200, staffOnA: 200 };
/** Writing a platform-wide row: platform staff only; schools see it but cannot edit it (403). */
const WRITE_PLATFORM: Expect = { anonymous: 401, community: 401, student: 403, teacher: 403, adminA: 403, adminB: 403, staff: 200, staffOnA: 403 };
const CREATE: Expect = { anonymous: 401, community: 401, student: 403, teacher: 403, adminA: 201, adminB: 201, staff: 201, staffOnA: 201 };

interface Resource {
  name: string;
  path: string;
  make: (tenantId: string | null) => Promise<{ id: string }>;
  create: () => unknown;
  patch: unknown;
  uploads: string[];
}

const RESOURCES: Resource[] = [
  { name: "charities", path: "/api/charities", make: (tenantId) => createCharity({ tenantId }), create: () => ({ name: unique("Charity ") }), patch: { summary: "Updated" }, uploads: ["logo", "cover"] },
  {
    name: "projects",
    path: "/api/projects",
    make: (tenantId) => createProject({ tenantId }),
    create: () => ({ title: unique("Project "), goal_amount: 10_000, currency: "USD" }),
    patch: { summary: "Updated" },
    uploads: ["cover"],
  },
  {
    name: "libraries",
    path: "/api/libraries",
    make: (tenantId) => createLibrary({ tenantId }),
    create: () => ({ name: unique("Library "), city: "Accra", country: "GH", goal_amount: 10_000, currency: "USD" }),
    patch: { description: "Updated" },
    uploads: ["cover"],
  },
];

describe.each(RESOURCES)("$name", (r) => {
  it.each(row(READ_PLATFORM))("list: $viewer → $status", async ({ viewer, status }) => {
    expect((await send(viewer, `${r.path}/`)).status).toBe(status);
  });
  it.each(row(READ_PLATFORM))("read platform-wide row: $viewer → $status", async ({ viewer, status }) => {
    const item = await r.make(null);
    expect((await send(viewer, `${r.path}/${item.id}/`)).status).toBe(status);
  });
  it.each(row(READ_SCHOOL_A))("read school A's row: $viewer → $status", async ({ viewer, status }) => {
    const item = await r.make(tenantA);
    expect((await send(viewer, `${r.path}/${item.id}/`)).status).toBe(status);
  });
  it("a school's row is not public on the platform host (only staff see it there)", async () => {
    const item = await r.make(tenantA);
    expect((await call(PLATFORM, `${r.path}/${item.id}/`)).status).toBe(404);
    expect((await call(PLATFORM, `${r.path}/?limit=100`)).body.results.map((x: { id: string }) => x.id)).not.toContain(item.id);
  });
  it.each(row(CREATE))("create: $viewer → $status", async ({ viewer, status }) => {
    const res = await send(viewer, `${r.path}/`, { method: "POST", json: r.create() });
    expect(res.status).toBe(status);
    if (status === 201) expect(res.body.tenant_id).toBe(viewer === "staff" ? null : viewer === "adminB" ? tenantB : tenantA);
  });
  it.each(row(WRITE_SCHOOL_A))("update school A's row: $viewer → $status", async ({ viewer, status }) => {
    const item = await r.make(tenantA);
    expect((await send(viewer, `${r.path}/${item.id}/`, { method: "PATCH", json: r.patch })).status).toBe(status);
  });
  it.each(row(WRITE_PLATFORM))("update platform-wide row: $viewer → $status", async ({ viewer, status }) => {
    const item = await r.make(null);
    expect((await send(viewer, `${r.path}/${item.id}/`, { method: "PATCH", json: r.patch })).status).toBe(status);
  });
  it.each(row({ ...WRITE_SCHOOL_A, adminA: 204, staff: 204, staffOnA: 204 }))("delete school A's row: $viewer → $status", async ({ viewer, status }) => {
    const item = await r.make(tenantA);
    expect((await send(viewer, `${r.path}/${item.id}/`, { method: "DELETE" })).status).toBe(status);
  });
  it.each(row({ ...WRITE_PLATFORM, staff: 204 }))("delete platform-wide row: $viewer → $status", async ({ viewer, status }) => {
    const item = await r.make(null);
    expect((await send(viewer, `${r.path}/${item.id}/`, { method: "DELETE" })).status).toBe(status);
  });
  it.each(row(WRITE_SCHOOL_A))("upload to school A's row: $viewer → $status", async ({ viewer, status }) => {
    const item = await r.make(tenantA);
    for (const kind of r.uploads) expect((await send(viewer, `${r.path}/${item.id}/${kind}/`, { method: "POST", form: pngForm() })).status).toBe(status);
  });
  it.each(row(WRITE_PLATFORM))("upload to a platform-wide row: $viewer → $status", async ({ viewer, status }) => {
    const item = await r.make(null);
    for (const kind of r.uploads) expect((await send(viewer, `${r.path}/${item.id}/${kind}/`, { method: "POST", form: pngForm() })).status).toBe(status);
  });
});

describe("catalogue", () => {
  const STAFF_ONLY: Expect = { anonymous: 401, community: 401, student: 403, teacher: 403, adminA: 403, adminB: 403, staff: 200, staffOnA: 200 };
  it.each(row(READ_PLATFORM))("list: $viewer → $status", async ({ viewer, status }) => {
    expect((await send(viewer, "/api/catalog/")).status).toBe(status);
  });
  it.each(row({ ...STAFF_ONLY, staff: 201, staffOnA: 201 }))("create: $viewer → $status", async ({ viewer, status }) => {
    expect((await send(viewer, "/api/catalog/", { method: "POST", json: { kind: "course", title: unique("Course "), price: 2000, currency: "USD" } })).status).toBe(status);
  });
  it.each(row({ ...STAFF_ONLY, staffOnA: 403 }))("update a platform item: $viewer → $status", async ({ viewer, status }) => {
    const item = await createCatalogItem();
    expect((await send(viewer, `/api/catalog/${item.id}/`, { method: "PATCH", json: { price: 2500 } })).status).toBe(status);
  });
  it.each(row({ ...STAFF_ONLY, staff: 204, staffOnA: 204 }))("delete school A's item: $viewer → $status", async ({ viewer, status }) => {
    const item = await createCatalogItem({ tenantId: tenantA });
    expect((await send(viewer, `/api/catalog/${item.id}/`, { method: "DELETE" })).status).toBe(status);
  });
});

describe("reports", () => {
  const REPORTERS: Expect = { anonymous: 401, community: 401, student: 403, teacher: 403, adminA: 200, adminB: 200, staff: 200, staffOnA: 200 };
  let giftA: string;
  beforeAll(async () => {
    const charity = await createCharity();
    giftA = (await createCompletedDonation({ type: "charity", id: charity.id }, { tenantId: tenantA })).id;
  });

  it.each(row(REPORTERS))("donations: $viewer → $status, and only the gifts they may see", async ({ viewer, status }) => {
    const res = await send(viewer, "/api/donations/?limit=200");
    expect(res.status).toBe(status);
    if (status !== 200) return;
    const ids = res.body.results.map((d: { id: string }) => d.id);
    if (viewer === "adminB") expect(ids).not.toContain(giftA);
    else expect(ids).toContain(giftA);
  });
  it.each(row(REPORTERS))("donations CSV: $viewer → $status", async ({ viewer, status }) => {
    const res = await send(viewer, "/api/donations/?format=csv");
    expect(res.status).toBe(status);
    if (status === 200) expect(String(res.body).includes(giftA)).toBe(viewer !== "adminB");
  });
  it.each(row(REPORTERS))("a school admin cannot widen the report with ?tenant=: $viewer → $status", async ({ viewer, status }) => {
    const res = await send(viewer, `/api/donations/?tenant=${tenantA}`);
    expect(res.status).toBe(status);
    if (viewer === "adminB") expect(res.body.results.map((d: { id: string }) => d.id)).not.toContain(giftA);
  });
  it.each(row(REPORTERS))("stats: $viewer → $status", async ({ viewer, status }) => {
    expect((await send(viewer, "/api/giving/stats/")).status).toBe(status);
  });
  it.each(row({ ...REPORTERS, student: 200, teacher: 200 }))("money raised: $viewer → $status", async ({ viewer, status }) => {
    expect((await send(viewer, "/api/donations/raised/")).status).toBe(status);
  });
  it.each(row(READ_PLATFORM))("impacts: $viewer → $status", async ({ viewer, status }) => {
    expect((await send(viewer, "/api/v1/impacts/count/")).status).toBe(status);
  });
});
