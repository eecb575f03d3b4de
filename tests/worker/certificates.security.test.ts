import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { createCourse } from "../helpers/learning";
import { certificatesOf, completeLessons, enrol, putTestFonts } from "../helpers/certificates";
import { certificates, parentLinks } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { eq } from "drizzle-orm";

/** Role × school matrix for every certificate endpoint: who may see, claim, review, revoke and reissue. */

type Actor = "anonymous" | "holder" | "peer" | "teacher" | "admin" | "parent" | "otherParent" | "otherAdmin" | "staffPlatform" | "staffOnA";
const ACTORS: Actor[] = ["anonymous", "holder", "peer", "teacher", "admin", "parent", "otherParent", "otherAdmin", "staffPlatform", "staffOnA"];

let hosts: Record<Actor, string>;
let tokens: Partial<Record<Actor, string>>;
let schoolA: { id: string; host: string };
let holder: { id: string; username: string };
let holderToken: string;

beforeAll(async () => {
  await putTestFonts();
  const a = await createTenant();
  const b = await createTenant();
  schoolA = { id: a.id, host: a.host };
  const student = await createUser({ tenantId: a.id, role: "student", email: `${unique("kid")}@example.org`, firstName: "Maya", lastName: "Okafor" });
  holder = student;
  const peer = await createUser({ tenantId: a.id, role: "student" });
  const teacher = await createUser({ tenantId: a.id, role: "teacher" });
  const admin = await createUser({ tenantId: a.id, role: "school_admin" });
  const parent = await createUser({ tenantId: a.id, role: "parent" });
  const otherParent = await createUser({ tenantId: a.id, role: "parent" });
  await db().insert(parentLinks).values({ id: newId("plk"), tenantId: a.id, parentId: parent.id, studentId: student.id, source: "invitation", createdAt: Date.now() });
  const otherAdmin = await createUser({ tenantId: b.id, role: "school_admin" });
  const staff = await createStaff();
  const t = async (host: string, u: { username: string }) => (await signIn(host, u.username)).access;
  holderToken = await t(a.host, student);
  tokens = {
    holder: holderToken,
    peer: await t(a.host, peer),
    teacher: await t(a.host, teacher),
    admin: await t(a.host, admin),
    parent: await t(a.host, parent),
    otherParent: await t(a.host, otherParent),
    otherAdmin: await t(b.host, otherAdmin),
    staffPlatform: await t("localhost", staff),
    staffOnA: await t(a.host, staff),
  };
  hosts = { anonymous: a.host, holder: a.host, peer: a.host, teacher: a.host, admin: a.host, parent: a.host, otherParent: a.host, otherAdmin: b.host, staffPlatform: "localhost", staffOnA: a.host };
});

/** A fresh certificate of the holder: issued (platform course), or waiting for review (school or platform course). */
async function certificate(kind: "issued" | "schoolReview" | "platformReview" | "awaitingClaim"): Promise<string> {
  const { course, lessons } = await createCourse(kind === "issued" ? {} : { tenantId: kind === "schoolReview" || kind === "awaitingClaim" ? schoolA.id : null, finalWork: "link" });
  await enrol(db(), schoolA.id, holder.id, course.id);
  await completeLessons(schoolA.host, holderToken, lessons.map((l) => l.id));
  const cert = (await certificatesOf(holder.id)).find((c) => c.courseId === course.id)!;
  if (kind === "schoolReview" || kind === "platformReview") await db().update(certificates).set({ status: "pending_review", workLink: "https://www.canva.com/d/x" }).where(eq(certificates.id, cert.id));
  return cert.id;
}

const as = (actor: Actor, method: string, path: string, json?: unknown, form?: FormData) => call(hosts[actor], path, { method, json, form, token: tokens[actor] });

const SEE: Record<Actor, number> = { anonymous: 401, holder: 200, peer: 404, teacher: 200, admin: 200, parent: 200, otherParent: 404, otherAdmin: 404, staffPlatform: 200, staffOnA: 200 };

describe.each(["details", "pdf", "credential"])("GET /api/certificates/{id}/%s", (what) => {
  let id: string;
  beforeAll(async () => {
    id = await certificate("issued");
  });
  it.each(ACTORS)("%s", async (actor) => {
    expect((await as(actor, "GET", `/api/certificates/${id}/${what}`)).status).toBe(SEE[actor]);
  });
});

describe("GET /api/certificates/{id}/ (public verification)", () => {
  it.each(ACTORS)("%s sees the public view", async (actor) => {
    const id = await certificate("issued");
    const res = await as(actor, "GET", `/api/certificates/${id}/`);
    expect(res.status).toBe(200);
    expect(res.body.learner).toBeUndefined();
  });
});

describe.each([
  ["revoke", { reason: "Issued by mistake" }],
  // A child's certificate is reissued with a name their account allows (first name and initial; no parent chose the full name).
  ["reissue", { display_name: "Maya O." }],
] as const)("POST /api/certificates/{id}/%s", (what, json) => {
  const EXPECTED: Record<Actor, number> = { anonymous: 401, holder: 403, peer: 403, teacher: 403, admin: 200, parent: 403, otherParent: 403, otherAdmin: 404, staffPlatform: 200, staffOnA: 200 };
  it.each(ACTORS)("%s", async (actor) => {
    const id = await certificate("issued");
    expect((await as(actor, "POST", `/api/certificates/${id}/${what}`, json)).status).toBe(EXPECTED[actor]);
  });
});

describe("POST /api/certificates/{id}/review", () => {
  const SCHOOL: Record<Actor, number> = { anonymous: 401, holder: 403, peer: 403, teacher: 200, admin: 200, parent: 403, otherParent: 403, otherAdmin: 404, staffPlatform: 200, staffOnA: 200 };
  it.each(ACTORS)("a school course's claim: %s", async (actor) => {
    const id = await certificate("schoolReview");
    expect((await as(actor, "POST", `/api/certificates/${id}/review`, { decision: "approve" })).status).toBe(SCHOOL[actor]);
  });
  const PLATFORM: Record<Actor, number> = { anonymous: 401, holder: 403, peer: 403, teacher: 403, admin: 403, parent: 403, otherParent: 403, otherAdmin: 404, staffPlatform: 200, staffOnA: 403 };
  it.each(ACTORS)("a platform course's claim (staff decide): %s", async (actor) => {
    const id = await certificate("platformReview");
    expect((await as(actor, "POST", `/api/certificates/${id}/review`, { decision: "approve" })).status).toBe(PLATFORM[actor]);
  });
});

describe("POST /api/certificates/{id}/claim", () => {
  const EXPECTED: Record<Actor, number> = { anonymous: 401, holder: 200, peer: 404, teacher: 403, admin: 403, parent: 403, otherParent: 404, otherAdmin: 404, staffPlatform: 403, staffOnA: 403 };
  it.each(ACTORS)("%s", async (actor) => {
    const id = await certificate("awaitingClaim");
    const form = new FormData();
    form.set("display_name", (await certificatesOf(holder.id)).find((c) => c.id === id)!.displayName);
    form.set("country", "GB");
    form.set("work_link", "https://www.canva.com/design/x/view");
    expect((await as(actor, "POST", `/api/certificates/${id}/claim`, undefined, form)).status).toBe(EXPECTED[actor]);
  });
});

describe("GET /api/certificates/manage", () => {
  const EXPECTED: Record<Actor, number> = { anonymous: 401, holder: 403, peer: 403, teacher: 200, admin: 200, parent: 403, otherParent: 403, otherAdmin: 200, staffPlatform: 200, staffOnA: 200 };
  it.each(ACTORS)("%s", async (actor) => {
    const id = await certificate("issued");
    const res = await as(actor, "GET", "/api/certificates/manage?limit=200");
    expect(res.status).toBe(EXPECTED[actor]);
    if (res.status === 200) {
      const ids = res.body.results.map((r: { id: string }) => r.id);
      expect(ids.includes(id)).toBe(actor !== "otherAdmin");
    }
  });
});

describe("GET /api/certificates/ (mine)", () => {
  it("lists only the caller's own", async () => {
    await certificate("issued");
    expect((await call(schoolA.host, "/api/certificates/")).status).toBe(401);
    const mine = await as("holder", "GET", "/api/certificates/");
    expect(mine.body.results.length).toBeGreaterThan(0);
    expect(mine.body.results.every((c: { learner: { id: string } }) => c.learner.id === holder.id)).toBe(true);
    expect((await as("peer", "GET", "/api/certificates/")).body.results).toEqual([]);
  });
});
