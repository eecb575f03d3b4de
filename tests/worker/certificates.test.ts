import { beforeAll, describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { ed25519 } from "@noble/curves/ed25519.js";
import { call, post } from "../helpers/api";
import { createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { createCourse } from "../helpers/learning";
import { certificatesOf, completeLessons, enrol, outboxTo, putTestFontsFor } from "../helpers/certificates";
import { courseLessons, courses, parentLinks, users } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { nameKeys } from "../../worker/lib/people";
import { fetchPdf, pdfPages } from "../helpers/pdf-text";

beforeAll(() => putTestFontsFor("王小明"));

const CHOICE_QUIZ = {
  type: "quiz",
  title: "Final quiz",
  questions: [
    { id: "f1", kind: "choice", prompt: "How many goals?", options: ["5", "17"], answer: 1, explanation: "" },
    { id: "f2", kind: "choice", prompt: "Until when?", options: ["2030", "1990"], answer: 0, explanation: "" },
  ],
};

async function school(country: string | null = "GB") {
  const tenant = await createTenant({ country });
  const student = await createUser({ tenantId: tenant.id, role: "student", email: `${unique("kid")}@example.org`, firstName: "Maya", lastName: "Okafor" });
  const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const token = async (u: { username: string }) => (await signIn(tenant.host, u.username)).access;
  return { tenant, host: tenant.host, student, teacher, admin, studentToken: await token(student), teacherToken: await token(teacher), adminToken: await token(admin) };
}

/** A school's learner who completed a platform course (issued at once). */
async function issued(overrides: Parameters<typeof createCourse>[0] = {}) {
  const s = await school();
  const { course, lessons } = await createCourse(overrides);
  await enrol(db(), s.tenant.id, s.student.id, course.id);
  await completeLessons(s.host, s.studentToken, lessons.map((l) => l.id));
  const [cert] = await certificatesOf(s.student.id);
  return { ...s, course, lessons, cert };
}

/** The holder's account renamed, and a parent's choice of the full name on certificates, so a reissue may print `first last`. */
async function fullNameChosenAs(c: Awaited<ReturnType<typeof issued>>, firstName: string, lastName: string) {
  await db().update(users).set({ firstName, lastName }).where(eq(users.id, c.student.id));
  const linked = await db().select().from(parentLinks).where(eq(parentLinks.studentId, c.student.id)).get();
  if (linked) return;
  const parent = await createUser({ tenantId: c.tenant.id, role: "parent" });
  await db().insert(parentLinks).values({ id: newId("plk"), tenantId: c.tenant.id, parentId: parent.id, studentId: c.student.id, source: "invitation", showFullNameOnCertificates: true, createdAt: Date.now() });
}

const b64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (s.length % 4)) % 4)), (c) => c.charCodeAt(0));

describe("issuing on completion", () => {
  it("issues nothing until the last lesson is complete, then exactly one certificate and one email, whatever is retried", async () => {
    const s = await school();
    const { course, lessons } = await createCourse();
    await enrol(db(), s.tenant.id, s.student.id, course.id);
    await completeLessons(s.host, s.studentToken, lessons.slice(0, 3).map((l) => l.id));
    expect(await certificatesOf(s.student.id)).toHaveLength(0);
    expect((await call(s.host, "/api/certificates/", { token: s.studentToken })).body.results).toEqual([]);

    // The last lesson marked complete several times at once, then undone and done again.
    const last = lessons[3].id;
    const results = await Promise.all([1, 2, 3].map(() => call(s.host, "/api/lesson-progress/", { method: "PUT", json: { lesson: last, completed: true }, token: s.studentToken })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    await completeLessons(s.host, s.studentToken, [last]);
    await call(s.host, "/api/lesson-progress/", { method: "PUT", json: { lesson: last, completed: false }, token: s.studentToken });
    await completeLessons(s.host, s.studentToken, [last]);

    const rows = await certificatesOf(s.student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "issued", displayName: "Maya O.", courseTitle: course.title, issuerName: s.tenant.schoolName, version: 1 });
    expect(await outboxTo(s.student.email!, "certificate_issued")).toHaveLength(1);

    const mine = await call(s.host, "/api/certificates/", { token: s.studentToken });
    expect(mine.body.results).toHaveLength(1);
    expect(mine.body.results[0]).toMatchObject({ id: rows[0].id, status: "issued", display_name: "Maya O.", course: { slug: course.slug }, default_page_size: "a4" });
    expect(mine.body.results[0].verify_url).toBe(`http://${s.host}/certificates/${rows[0].id}`);
  });

  it("issues at once when the course's author deletes the one lesson a learner had left (not at their next lesson); nobody else's", async () => {
    const s = await school();
    const { course, lessons } = await createCourse({ tenantId: s.tenant.id });
    const other = await createUser({ tenantId: s.tenant.id, role: "student", email: `${unique("kid")}@example.org` });
    const otherToken = (await signIn(s.host, other.username)).access;
    await enrol(db(), s.tenant.id, s.student.id, course.id);
    await enrol(db(), s.tenant.id, other.id, course.id);
    await completeLessons(s.host, s.studentToken, lessons.slice(0, 3).map((l) => l.id));
    await completeLessons(s.host, otherToken, lessons.slice(0, 2).map((l) => l.id));
    expect(await certificatesOf(s.student.id)).toHaveLength(0);

    expect((await call(s.host, `/api/course-lessons/${lessons[3].id}`, { method: "DELETE", token: s.adminToken })).status).toBe(204);
    const rows = await certificatesOf(s.student.id);
    expect(rows).toMatchObject([{ status: "issued", courseTitle: course.title }]);
    expect(await outboxTo(s.student.email!, "certificate_issued")).toHaveLength(1);
    // A learner with a lesson still to do, and the admin, get none.
    expect(await certificatesOf(other.id)).toHaveLength(0);
    expect(await certificatesOf(s.admin.id)).toHaveLength(0);
    // Deleting another lesson issues nothing twice.
    expect((await call(s.host, `/api/course-lessons/${lessons[2].id}`, { method: "DELETE", token: s.adminToken })).status).toBe(204);
    expect(await certificatesOf(s.student.id)).toHaveLength(1);
    expect(await outboxTo(s.student.email!, "certificate_issued")).toHaveLength(1);
  });

  it("needs the final quiz passed at the course's pass mark", async () => {
    const s = await school();
    const { course, lessons } = await createCourse({ passMark: 100 });
    const quizLesson = lessons[1];
    await db().update(courseLessons).set({ blocks: JSON.stringify([CHOICE_QUIZ]) }).where(eq(courseLessons.id, quizLesson.id));
    await enrol(db(), s.tenant.id, s.student.id, course.id);
    // A failed attempt lets the quiz's lesson be marked complete, but not the course be completed.
    const fail = await post(s.host, "/api/quiz-attempts/", { lesson: quizLesson.id, answers: { f1: 1, f2: 1 } }, { token: s.studentToken });
    expect(fail.status).toBe(201);
    expect((await completeLessons(s.host, s.studentToken, lessons.map((l) => l.id), { answerQuizzes: false })).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await certificatesOf(s.student.id)).toHaveLength(0);
    const pass = await post(s.host, "/api/quiz-attempts/", { lesson: quizLesson.id, answers: { f1: 1, f2: 0 } }, { token: s.studentToken });
    expect(pass.status).toBe(201);
    expect((await certificatesOf(s.student.id)).map((c) => c.status)).toEqual(["issued"]);
  });

  it("prints a child's full name only when a parent chose it", async () => {
    const s = await school();
    const parent = await createUser({ tenantId: s.tenant.id, role: "parent" });
    await db().insert(parentLinks).values({ id: newId("plk"), tenantId: s.tenant.id, parentId: parent.id, studentId: s.student.id, source: "invitation", showFullNameOnCertificates: true, createdAt: Date.now() });
    const { course, lessons } = await createCourse();
    await enrol(db(), s.tenant.id, s.student.id, course.id);
    await completeLessons(s.host, s.studentToken, lessons.map((l) => l.id));
    expect((await certificatesOf(s.student.id))[0].displayName).toBe("Maya Okafor");
    const parentToken = (await signIn(s.host, parent.username)).access;
    const id = (await certificatesOf(s.student.id))[0].id;
    expect((await call(s.host, `/api/certificates/${id}/details`, { token: parentToken })).body).toMatchObject({ display_name: "Maya Okafor" });
  });

  it("prints a child's full name only when every linked parent chose it: one parent's yes does not overrule the other's no", async () => {
    const s = await school();
    const [mum, dad] = [await createUser({ tenantId: s.tenant.id, role: "parent" }), await createUser({ tenantId: s.tenant.id, role: "parent" })];
    const link = (parentId: string, show: boolean) => ({ id: newId("plk"), tenantId: s.tenant.id, parentId, studentId: s.student.id, source: "invitation" as const, showFullNameOnCertificates: show, createdAt: Date.now() });
    const dadsLink = link(dad.id, false);
    await db().insert(parentLinks).values([link(mum.id, true), dadsLink]);
    const { course, lessons } = await createCourse();
    await enrol(db(), s.tenant.id, s.student.id, course.id);
    await completeLessons(s.host, s.studentToken, lessons.map((l) => l.id));
    const [cert] = await certificatesOf(s.student.id);
    expect(cert.displayName).toBe("Maya O.");
    expect((await call("localhost", `/api/certificates/${cert.id}/`)).body.display_name).toBe("Maya O.");
    // An adult's reissue keeps to it too.
    const full = await call(s.host, `/api/certificates/${cert.id}/reissue`, { method: "POST", json: { display_name: "Maya Okafor" }, token: s.adminToken });
    expect(full.status).toBe(400);
    // Once the other parent agrees, the full name may be printed.
    await db().update(parentLinks).set({ showFullNameOnCertificates: true }).where(eq(parentLinks.id, dadsLink.id));
    expect((await call(s.host, `/api/certificates/${cert.id}/reissue`, { method: "POST", json: { display_name: "Maya Okafor" }, token: s.adminToken })).status).toBe(200);
    expect((await call("localhost", `/api/certificates/${cert.id}/`)).body.display_name).toBe("Maya Okafor");
  });

  /** Maya Okafor's parent chose her full name, and she completed a course: the certificate prints it. */
  async function fullNameCertificate() {
    const s = await school();
    const parent = await createUser({ tenantId: s.tenant.id, role: "parent" });
    const link = newId("plk");
    await db().insert(parentLinks).values({ id: link, tenantId: s.tenant.id, parentId: parent.id, studentId: s.student.id, source: "invitation", showFullNameOnCertificates: true, createdAt: Date.now() });
    const { course, lessons } = await createCourse();
    await enrol(db(), s.tenant.id, s.student.id, course.id);
    await completeLessons(s.host, s.studentToken, lessons.map((l) => l.id));
    const [cert] = await certificatesOf(s.student.id);
    expect((await call("localhost", `/api/certificates/${cert.id}/`)).body.display_name).toBe("Maya Okafor");
    const withdraw = () => db().update(parentLinks).set({ showFullNameOnCertificates: false }).where(eq(parentLinks.id, link));
    return { s, cert, withdraw };
  }

  /** The public page, the holder's details, the credential, its verification and the PDF all say `name`, and nothing says `hidden`. */
  async function shownEverywhereAs(s: Awaited<ReturnType<typeof school>>, certId: string, name: string, hidden: string) {
    expect((await call("localhost", `/api/certificates/${certId}/`)).body.display_name).toBe(name);
    expect((await call(s.host, `/api/certificates/${certId}/details`, { token: s.studentToken })).body.display_name).toBe(name);
    const jwt = (await call(s.host, `/api/certificates/${certId}/credential`, { token: s.studentToken })).body as string;
    const payload = JSON.parse(new TextDecoder().decode(b64url(jwt.split(".")[1])));
    expect(payload.vc.credentialSubject.name).toBe(name);
    const verified = await post("localhost", "/api/certificates/verify", { credential: jwt });
    expect(verified.body).toMatchObject({ valid: true, certificate: { display_name: name } });
    expect(JSON.stringify(verified.body)).not.toContain(hidden);
    const pdf = (await call(s.host, `/api/certificates/${certId}/pdf`, { token: s.studentToken })).body as string;
    const spelled = (text: string) => [...text].map((ch) => ch.codePointAt(0)!.toString(16).padStart(4, "0").toUpperCase()).join("");
    expect(pdf).toContain(`/ActualText <FEFF${spelled(name)}>`);
    expect(pdf).not.toContain(spelled(hidden));
  }

  it("shows a child by first name and initial again everywhere once their parent withdraws the full name: page, verification, PDF and credential", async () => {
    const { s, cert, withdraw } = await fullNameCertificate();
    await withdraw();
    await shownEverywhereAs(s, cert.id, "Maya O.", "Okafor");
  });

  it("withdrawn after the account was renamed, the full name printed before still never shows: the child's current first name and initial do", async () => {
    const { s, cert, withdraw } = await fullNameCertificate();
    // The school corrects the child's surname; the certificate keeps the full name it printed.
    await db().update(users).set({ lastName: "Adeyemi", ...nameKeys("Maya", "Adeyemi") }).where(eq(users.id, s.student.id));
    expect((await call("localhost", `/api/certificates/${cert.id}/`)).body.display_name).toBe("Maya Okafor");
    await withdraw();
    await shownEverywhereAs(s, cert.id, "Maya A.", "Okafor");
  });

  it("a credential signed with a child's first name and initial verifies as superseded once the account's name changes them", async () => {
    const s = await school();
    const { course, lessons } = await createCourse();
    await enrol(db(), s.tenant.id, s.student.id, course.id);
    await completeLessons(s.host, s.studentToken, lessons.map((l) => l.id));
    const [cert] = await certificatesOf(s.student.id);
    const jwt = (await call(s.host, `/api/certificates/${cert.id}/credential`, { token: s.studentToken })).body as string;
    expect((await post("localhost", "/api/certificates/verify", { credential: jwt })).body).toMatchObject({ valid: true, certificate: { display_name: "Maya O." } });
    await db().update(users).set({ lastName: "Adeyemi", ...nameKeys("Maya", "Adeyemi") }).where(eq(users.id, s.student.id));
    expect((await post("localhost", "/api/certificates/verify", { credential: jwt })).body).toMatchObject({ valid: false, reason: "superseded", certificate: { display_name: "Maya A." } });
    await shownEverywhereAs(s, cert.id, "Maya A.", "Okafor");
  });
});

describe("course authoring", () => {
  it("sets the pass mark, the final work and its guidelines, validated", async () => {
    const s = await school();
    const { course } = await createCourse({ tenantId: s.tenant.id });
    const bad = await call(s.host, `/api/courses/${course.id}`, { method: "PATCH", json: { pass_mark: 150, final_work: "video" }, token: s.adminToken });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["final_work", "pass_mark"]);
    const ok = await call(s.host, `/api/courses/${course.id}`, { method: "PATCH", json: { pass_mark: 70, final_work: "link_or_file", final_work_guidelines: "A poster." }, token: s.adminToken });
    expect(ok.status).toBe(200);
    const edit = await call(s.host, `/api/courses/${course.id}/edit`, { token: s.adminToken });
    expect(edit.body).toMatchObject({ pass_mark: 70, final_work: "link_or_file", final_work_guidelines: "A poster." });
    expect((await call(s.host, `/api/courses/${course.id}`, { method: "PATCH", json: { final_work: "link" }, token: s.teacherToken })).status).toBe(403);
  });
});

describe("claims with final work", () => {
  async function workCourse(finalWork: "link" | "file" | "link_or_file") {
    const s = await school();
    const { course, lessons } = await createCourse({ tenantId: s.tenant.id, finalWork, finalWorkGuidelines: "A poster about one goal." });
    await enrol(db(), s.tenant.id, s.student.id, course.id);
    await completeLessons(s.host, s.studentToken, lessons.map((l) => l.id));
    const [cert] = await certificatesOf(s.student.id);
    return { ...s, course, cert };
  }
  const claim = (host: string, id: string, token: string, fields: Record<string, string>, file?: File, headers?: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (file) form.set("file", file);
    return call(host, `/api/certificates/${id}/claim`, { method: "POST", form, token, headers });
  };

  it("waits for the claim, checks the link and the printed name, then the school's teacher approves it (email)", async () => {
    const s = await workCourse("link");
    expect(s.cert.status).toBe("awaiting_claim");
    expect(await outboxTo(s.student.email!, "certificate_issued")).toHaveLength(0);
    expect((await call(s.host, `/api/certificates/${s.cert.id}/`)).status).toBe(404);

    const badLink = await claim(s.host, s.cert.id, s.studentToken, { display_name: "Maya O.", country: "GB", work_link: "http://canva.com/x" });
    expect(badLink.status).toBe(400);
    expect(badLink.body.error.fields.work_link[0]).toMatch(/https/);
    const fullName = await claim(s.host, s.cert.id, s.studentToken, { display_name: "Maya Okafor", country: "GB", work_link: "https://www.canva.com/design/DAF1/view" });
    expect(fullName.status).toBe(400);
    expect(fullName.body.error.fields.display_name).toEqual(['A child\'s certificate shows "Maya O."; a parent can choose the full name.']);
    const inArabic = await claim(s.host, s.cert.id, s.studentToken, { display_name: "Maya Okafor", country: "GB", work_link: "https://www.canva.com/design/DAF1/view" }, undefined, { "Accept-Language": "ar" });
    expect(inArabic.body.error.fields.display_name).toEqual(['تُظهر شهادة الطفل "Maya O."؛ ويمكن لولي الأمر اختيار الاسم الكامل.']);
    const badCountry = await claim(s.host, s.cert.id, s.studentToken, { display_name: "Maya O.", country: "XX", work_link: "https://www.canva.com/design/DAF1/view" });
    expect(badCountry.body.error.fields.country).toBeDefined();

    const ok = await claim(s.host, s.cert.id, s.studentToken, { display_name: "Maya O.", country: "gb", work_link: "https://www.canva.com/design/DAF1/view" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "pending_review", country: "GB", work: { link: "https://www.canva.com/design/DAF1/view", file: null } });
    expect((await claim(s.host, s.cert.id, s.studentToken, { display_name: "Maya O.", country: "GB", work_link: "https://www.canva.com/x" })).status).toBe(409);

    const queue = await call(s.host, "/api/certificates/manage?review=true", { token: s.teacherToken });
    expect(queue.body.results.map((c: { id: string }) => c.id)).toContain(s.cert.id);
    const back = await post(s.host, `/api/certificates/${s.cert.id}/review`, { decision: "return", note: "" }, { token: s.teacherToken });
    expect(back.status).toBe(400);
    const returned = await post(s.host, `/api/certificates/${s.cert.id}/review`, { decision: "return", note: "Add a title to the poster." }, { token: s.teacherToken });
    expect(returned.body).toMatchObject({ status: "returned", review_note: "Add a title to the poster." });
    expect(await outboxTo(s.student.email!, "certificate_returned")).toHaveLength(1);

    await claim(s.host, s.cert.id, s.studentToken, { display_name: "Maya O.", country: "GB", work_link: "https://www.canva.com/design/DAF2/view" });
    const approved = await post(s.host, `/api/certificates/${s.cert.id}/review`, { decision: "approve" }, { token: s.teacherToken });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("issued");
    expect(await outboxTo(s.student.email!, "certificate_issued")).toHaveLength(1);
    expect((await post(s.host, `/api/certificates/${s.cert.id}/review`, { decision: "approve" }, { token: s.teacherToken })).status).toBe(409);
    expect((await call(s.host, `/api/certificates/${s.cert.id}/`)).body.status).toBe("valid");
  });

  it("types the final work by its bytes and stores it in R2 for the reviewer", async () => {
    const s = await workCourse("file");
    const fake = await claim(s.host, s.cert.id, s.studentToken, { display_name: "Maya O.", country: "GB" }, new File(["not really a pdf"], "poster.pdf", { type: "application/pdf" }));
    expect(fake.status).toBe(415);
    const missing = await claim(s.host, s.cert.id, s.studentToken, { display_name: "Maya O.", country: "GB" });
    expect(missing.body.error.fields.file).toBeDefined();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
    const ok = await claim(s.host, s.cert.id, s.studentToken, { display_name: "Maya O.", country: "GB" }, new File([png], "poster.txt", { type: "text/plain" }));
    expect(ok.status).toBe(200);
    expect(ok.body.work.file).toMatchObject({ type: "image/png", name: "poster.txt", size: png.length });
    const file = await call(s.host, ok.body.work.file.url, { token: s.teacherToken });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/png");
    const row = (await certificatesOf(s.student.id))[0];
    expect(await env.FILES.head(row.workKey!)).not.toBeNull();
  });
});

describe("public verification", () => {
  it("shows only the printed name, course, issuer, dates and state; revocation shows from then on", async () => {
    const c = await issued();
    const view = await call(c.host, `/api/certificates/${c.cert.id}/`);
    expect(view.status).toBe(200);
    expect(Object.keys(view.body).sort()).toEqual(["course", "display_name", "id", "issued_on", "issuer", "revocation_reason", "revoked_on", "status", "verify_url", "version"]);
    expect(view.body).toMatchObject({ status: "valid", display_name: "Maya O.", course: { title: c.course.title }, issuer: { name: c.tenant.schoolName, did: "did:web:localhost" }, revoked_on: null });
    const text = JSON.stringify(view.body);
    for (const secret of [c.student.id, c.student.username, c.student.email!, "Okafor", c.tenant.id]) expect(text).not.toContain(secret);
    // Any host answers (a QR code is scanned anywhere), from the same row.
    expect((await call("localhost", `/api/certificates/${c.cert.id}/`)).body.display_name).toBe("Maya O.");

    const revoked = await post(c.host, `/api/certificates/${c.cert.id}/revoke`, { reason: "Issued by mistake" }, { token: c.adminToken });
    expect(revoked.status).toBe(200);
    const after = await call(c.host, `/api/certificates/${c.cert.id}/`);
    // A child's: the public page says revoked and when; why stays with the holder, their parents and school.
    expect(after.body).toMatchObject({ status: "revoked", revocation_reason: null });
    expect(after.body.revoked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call(c.host, `/api/certificates/${c.cert.id}/details`, { token: c.studentToken })).body).toMatchObject({ revocation_reason: "Issued by mistake", reason_public: false });
    expect((await post(c.host, `/api/certificates/${c.cert.id}/revoke`, { reason: "Again" }, { token: c.adminToken })).status).toBe(409);
    expect((await call(c.host, `/api/certificates/${c.cert.id}/pdf`, { token: c.studentToken })).status).toBe(409);
  });

  it("keeps a child's reissued certificate to the names their parent allows: no full name without the parent's choice", async () => {
    const c = await issued();
    const full = await post(c.host, `/api/certificates/${c.cert.id}/reissue`, { display_name: "Maya Okafor" }, { token: c.adminToken });
    expect(full.status).toBe(400);
    expect(full.body.error.fields.display_name).toEqual([`A child's certificate shows "Maya O." unless a parent chooses the full name. To correct a spelling, change the pupil's name on their account first.`]);
    const username = await post(c.host, `/api/certificates/${c.cert.id}/reissue`, { display_name: c.student.username }, { token: c.adminToken });
    expect(username.status).toBe(400);
    const view = await call("localhost", `/api/certificates/${c.cert.id}/`);
    expect(view.body).toMatchObject({ display_name: "Maya O.", version: 1 });

    // A spelling corrected on the account, then reissued: the short form of the new name.
    await db().update(users).set({ firstName: "Maia" }).where(eq(users.id, c.student.id));
    expect((await post(c.host, `/api/certificates/${c.cert.id}/reissue`, { display_name: "Maia O." }, { token: c.adminToken })).status).toBe(200);
    expect((await call("localhost", `/api/certificates/${c.cert.id}/`)).body).toMatchObject({ display_name: "Maia O.", version: 2 });

    // Once a parent chose the full name, it may be printed.
    await fullNameChosenAs(c, "Maia", "Okafor");
    expect((await post(c.host, `/api/certificates/${c.cert.id}/reissue`, { display_name: "Maia Okafor" }, { token: c.adminToken })).status).toBe(200);
    expect((await call("localhost", `/api/certificates/${c.cert.id}/`)).body).toMatchObject({ display_name: "Maia Okafor", version: 3 });
  });

  it("is 404 for an unknown id", async () => {
    expect((await call("localhost", "/api/certificates/crt_nope/")).status).toBe(404);
  });
});

describe("the Open Badges credential", () => {
  it("is a VC-JWT another library verifies with the did:web key, and that refuses it when one byte changes", async () => {
    const c = await issued();
    const res = await call(c.host, `/api/certificates/${c.cert.id}/credential`, { token: c.studentToken });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/vc+jwt");
    const jwt = res.body as string;
    const [h, p, s] = jwt.split(".");
    const header = JSON.parse(new TextDecoder().decode(b64url(h)));
    const payload = JSON.parse(new TextDecoder().decode(b64url(p)));
    expect(header).toMatchObject({ alg: "EdDSA", kid: "did:web:localhost#key-0" });
    expect(payload.iss).toBe("did:web:localhost");
    expect(payload.vc.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(payload.vc["@context"]).toContain("https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json");
    expect(payload.vc.credentialSubject).toMatchObject({ type: ["AchievementSubject"], name: "Maya O.", achievement: { type: ["Achievement"], name: c.course.title } });
    // The achievement links to the course's page in the app (/course/…; it said /courses/…, which is no page).
    expect(new URL(payload.vc.credentialSubject.achievement.id).pathname).toBe(`/course/${c.course.slug}`);

    const did = await call("localhost", "/.well-known/did.json");
    expect(did.status).toBe(200);
    expect(did.body.id).toBe("did:web:localhost");
    const jwk = did.body.verificationMethod[0].publicKeyJwk;
    expect(jwk).toEqual({ kty: "OKP", crv: "Ed25519", x: expect.any(String) });
    const signingInput = new TextEncoder().encode(`${h}.${p}`);
    const signature = b64url(s);
    const publicKey = b64url(jwk.x);
    expect(ed25519.verify(signature, signingInput, publicKey)).toBe(true);
    const tampered = signingInput.slice();
    tampered[tampered.length - 5] ^= 0x01;
    expect(ed25519.verify(signature, tampered, publicKey)).toBe(false);

    const ok = await post("localhost", "/api/certificates/verify", { credential: jwt });
    expect(ok.body).toMatchObject({ valid: true, reason: null, certificate: { id: c.cert.id, status: "valid" } });
    const forged = JSON.parse(new TextDecoder().decode(b64url(p)));
    forged.vc.credentialSubject.name = "Someone Else";
    const forgedJwt = `${h}.${btoa(JSON.stringify(forged)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}.${s}`;
    expect((await post("localhost", "/api/certificates/verify", { credential: forgedJwt })).body).toMatchObject({ valid: false, reason: "bad_signature" });
    expect((await post("localhost", "/api/certificates/verify", { credential: "not-a-jwt-at-all" })).body).toMatchObject({ valid: false, reason: "malformed" });
    expect((await post("localhost", "/api/certificates/verify", {})).status).toBe(400);
  });

  it("verifies as superseded after a reissue and as revoked after a revocation", async () => {
    const c = await issued();
    const old = (await call(c.host, `/api/certificates/${c.cert.id}/credential`, { token: c.studentToken })).body as string;
    await fullNameChosenAs(c, "Maya", "Okafor");
    const reissued = await post(c.host, `/api/certificates/${c.cert.id}/reissue`, { display_name: "Maya Okafor" }, { token: c.adminToken });
    expect(reissued.status).toBe(200);
    expect(reissued.body).toMatchObject({ display_name: "Maya Okafor", version: 2, status: "issued" });
    expect((await post("localhost", "/api/certificates/verify", { credential: old })).body).toMatchObject({ valid: false, reason: "superseded" });
    const fresh = (await call(c.host, `/api/certificates/${c.cert.id}/credential`, { token: c.studentToken })).body as string;
    expect((await post("localhost", "/api/certificates/verify", { credential: fresh })).body).toMatchObject({ valid: true, certificate: { display_name: "Maya Okafor", version: 2 } });
    await post(c.host, `/api/certificates/${c.cert.id}/revoke`, { reason: "Course withdrawn" }, { token: c.adminToken });
    const revoked = await post("localhost", "/api/certificates/verify", { credential: fresh });
    expect(revoked.body).toMatchObject({ valid: false, reason: "revoked", certificate: { status: "revoked", revocation_reason: null } });
    expect(revoked.body.message).toMatch(/^This certificate was revoked on \d{4}-\d{2}-\d{2}\.$/);
    expect(JSON.stringify(revoked.body)).not.toContain("Course withdrawn");
  });

  it("shows the reason an adult's certificate was revoked to anyone, on the page and in a verification", async () => {
    const c = await school();
    const { course, lessons } = await createCourse();
    await enrol(db(), c.tenant.id, c.teacher.id, course.id);
    await completeLessons(c.host, c.teacherToken, lessons.map((l) => l.id));
    const [cert] = await certificatesOf(c.teacher.id);
    const jwt = (await call(c.host, `/api/certificates/${cert.id}/credential`, { token: c.teacherToken })).body as string;
    expect((await post(c.host, `/api/certificates/${cert.id}/revoke`, { reason: "Course withdrawn" }, { token: c.adminToken })).status).toBe(200);
    expect((await call("localhost", `/api/certificates/${cert.id}/`)).body).toMatchObject({ status: "revoked", revocation_reason: "Course withdrawn" });
    const verified = await post("localhost", "/api/certificates/verify", { credential: jwt });
    expect(verified.body).toMatchObject({ valid: false, reason: "revoked", certificate: { revocation_reason: "Course withdrawn" } });
    expect(verified.body.message).toContain("Course withdrawn");
  });
});

describe("the PDF", () => {
  it("is a landscape A4 (or Letter) PDF with the name's fonts embedded and extractable, Devanagari, Arabic and Chinese included", async () => {
    const c = await issued();
    for (const [name, mustMap] of [
      ["Zoë Łukasiewicz", ["00EB", "0141"]],
      ["प्रिया शर्मा", ["092A", "0936"]],
      ["مريم أحمد", ["0645", "0623"]],
      ["王小明", ["738B", "5C0F", "660E"]], // Chinese subsets load on demand
    ] as const) {
      const [first, ...last] = name.split(" ");
      await fullNameChosenAs(c, first, last.join(" "));
      expect((await post(c.host, `/api/certificates/${c.cert.id}/reissue`, { display_name: name }, { token: c.adminToken })).status).toBe(200);
      const res = await call(c.host, `/api/certificates/${c.cert.id}/pdf`, { token: c.studentToken });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/pdf");
      const body = res.body as string;
      expect(body.startsWith("%PDF-1.7")).toBe(true);
      expect(body).toContain("/MediaBox [0 0 841.89 595.28]");
      expect(body).toContain("/FontFile2");
      expect(body).toContain("/ToUnicode");
      expect(body).toContain("/Encoding /Identity-H");
      // The ToUnicode maps (the glyphs back to characters) carry the name's letters, and the line's ActualText spells it in reading order.
      const cmaps = [...body.matchAll(/beginbfchar\n([\s\S]*?)endbfchar/g)].map((m) => m[1]).join("\n");
      for (const hex of mustMap) expect(cmaps).toContain(hex);
      const actual = [...name.normalize("NFC")].map((ch) => ch.codePointAt(0)!.toString(16).padStart(4, "0").toUpperCase()).join("");
      expect(body).toContain(`/ActualText <FEFF${actual}>`);
      expect(body).not.toContain("(?)");
    }
    const letter = await call(c.host, `/api/certificates/${c.cert.id}/pdf?size=letter`, { token: c.studentToken });
    expect(letter.body as string).toContain("/MediaBox [0 0 792 612]");
  });

  it("writes its English date the school's country's way: month first for a US school, day first for a Kenyan one", async () => {
    for (const [country, pattern] of [["US", /on [A-Z][a-z]+ \d{1,2}, \d{4}/], ["KE", /on \d{1,2} [A-Z][a-z]+ \d{4}/]] as const) {
      const s = await school(country);
      const { course, lessons } = await createCourse();
      await enrol(db(), s.tenant.id, s.student.id, course.id);
      await completeLessons(s.host, s.studentToken, lessons.map((l) => l.id));
      const [cert] = await certificatesOf(s.student.id);
      const res = await fetchPdf(s.host, `/api/certificates/${cert.id}/pdf`, { token: s.studentToken });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      expect((await pdfPages(res.bytes))[0].text, country).toMatch(pattern);
    }
  });

  it("speaks the reader's language as invoices do (?lang=, else Accept-Language, else English), with the name and the course title as written", async () => {
    const c = await issued({ title: "Climate action 101" });
    const path = `/api/certificates/${c.cert.id}/pdf`;
    const issuedAt = new Date(c.cert.issuedAt!);
    const dateIn = (locale: string) => new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { dateStyle: "long", timeZone: "UTC" }).format(issuedAt).replace(/[\u200e\u200f]/g, "");
    const pageOf = async (query: string, headers: Record<string, string> = {}) => {
      const res = await fetchPdf(c.host, `${path}${query}`, { token: c.studentToken, headers });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return { page: (await pdfPages(res.bytes))[0], raw: res.raw };
    };
    const spelled = (text: string) => [...text].map((ch) => ch.codePointAt(0)!.toString(16).padStart(4, "0").toUpperCase()).join("");

    // English, unchanged: the default, and for a language the platform does not speak.
    for (const headers of [{}, { "Accept-Language": "fr-FR,de;q=0.8" }] as Record<string, string>[]) {
      const { page } = await pageOf("", headers);
      expect(page.text).toMatch(/on \d{1,2} [A-Z][a-z]+ \d{4}/); // day first, as printed before
      for (const text of ["Certificate of completion", "This certifies that", "Maya O.", "completed the course", "Climate action 101", `on ${dateIn("en")}`, "Issued by", "Check this certificate:"]) expect(page.text, text).toContain(text);
    }

    const hi = await pageOf("?lang=hi");
    for (const text of ["पूर्णता प्रमाणपत्र", "यह प्रमाणित किया जाता है कि", "ने यह पाठ्यक्रम पूरा किया", `दिनांक ${dateIn("hi")}`, "इस प्रमाणपत्र की जाँच करें:", "Maya O.", "Climate action 101"]) expect(hi.page.text, text).toContain(text);
    expect(hi.page.text).not.toContain("Certificate of completion");
    expect(hi.raw).toContain("/Lang (hi)");

    // Arabic from the browser's languages (the web app sends the reader's): shaped, right to left, the signature mirrored to the right.
    const ar = await pageOf("", { "Accept-Language": "fr-FR,ar;q=0.8,en;q=0.5" });
    for (const text of ["شهادة إتمام", "تشهد هذه الشهادة بإتمام", "للدورة", "تحقّق من هذه الشهادة", "Maya O.", "Climate action 101"]) expect(ar.page.text, text).toContain(text);
    expect(ar.page.text).not.toContain("Certificate of completion");
    // pdf.js reads an Arabic line in the page's order (a closing colon first); its ActualText holds it in reading order.
    for (const line of [`بتاريخ ${dateIn("ar")}`, "تحقّق من هذه الشهادة:"]) expect(ar.raw, line).toContain(`/ActualText <FEFF${spelled(line.normalize("NFC"))}>`);
    expect(ar.raw).toContain("/Lang (ar)");
    // The name and the title are data: their lines hold them exactly as written, in their own (left-to-right) order.
    expect(ar.raw).toContain(`/ActualText <FEFF${spelled("Maya O.")}>`);
    expect(ar.raw).toContain(`/ActualText <FEFF${spelled("Climate action 101")}>`);
    expect(ar.page.items.find((i) => i.str.includes("Maya O."))?.str).toBe("Maya O.");
    const signer = ar.page.items.find((i) => i.str.includes(c.cert.issuerName) && i.y < 120)!;
    expect(signer.x).toBeGreaterThan(ar.page.width / 2);
    const check = ar.page.items.find((i) => i.str.includes("تحقّق"))!;
    expect(check.x).toBeLessThan(ar.page.width / 2);

    // ?lang= wins over the browser's languages; an unknown one is refused as for invoices and receipts.
    expect((await pageOf("?lang=en&size=letter", { "Accept-Language": "ar" })).page.text).toContain("Certificate of completion");
    const bad = await fetchPdf(c.host, `${path}?lang=xx`, { token: c.studentToken });
    expect(bad.status).toBe(400);
    expect(bad.error.fields.lang[0]).toContain("en, hi, ar");
  });

  it("defaults to US Letter for a school in the United States", async () => {
    const s = await school("US");
    const { course, lessons } = await createCourse();
    await enrol(db(), s.tenant.id, s.student.id, course.id);
    await completeLessons(s.host, s.studentToken, lessons.map((l) => l.id));
    const [cert] = await certificatesOf(s.student.id);
    expect((await call(s.host, `/api/certificates/${cert.id}/pdf`, { token: s.studentToken })).body as string).toContain("/MediaBox [0 0 792 612]");
  });

  it("fails clearly (503 naming the font) when a font is missing from R2, instead of printing '?'", async () => {
    const c = await issued();
    await fullNameChosenAs(c, "Zoë", "Ł");
    expect((await post(c.host, `/api/certificates/${c.cert.id}/reissue`, { display_name: "Zoë Ł" }, { token: c.adminToken })).status).toBe(200);
    const key = "fonts/noto-sans-arabic-400-normal.woff";
    const saved = await env.FILES.get(key);
    const bytes = await saved!.arrayBuffer();
    await env.FILES.delete(key);
    try {
      const res = await call(c.host, `/api/certificates/${c.cert.id}/pdf`, { token: c.studentToken });
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: "UNAVAILABLE" });
      expect(res.body.error.message).toContain(key);
    } finally {
      await env.FILES.put(key, bytes);
    }
  });
});

describe("lists for staff and school admins", () => {
  it("lists the school's certificates with filters and exports CSV with a BOM and escaped cells", async () => {
    const c = await issued({ title: "=Climate action" });
    const other = await issued();
    const list = await call(c.host, `/api/certificates/manage?course=${c.course.slug}`, { token: c.adminToken });
    expect(list.status).toBe(200);
    expect(list.body.results.map((r: { id: string }) => r.id)).toEqual([c.cert.id]);
    expect(list.body.results[0].learner).toMatchObject({ first_name: "Maya", last_name: "Okafor" });
    const theirs = await call(c.host, `/api/certificates/manage?course=${other.course.slug}`, { token: c.adminToken });
    expect(theirs.body.results).toEqual([]);
    const revokedOnly = await call(c.host, "/api/certificates/manage?status=revoked", { token: c.adminToken });
    expect(revokedOnly.body.results).toEqual([]);

    const csv = await exports.default.fetch(new Request(`http://${c.host}/api/certificates/manage?format=csv`, { headers: { Host: c.host, Authorization: `Bearer ${c.adminToken}` } }));
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = new TextDecoder().decode(bytes);
    expect(body).toContain("'=Climate action");
    expect(body).toContain(c.cert.id);
    expect(body).not.toContain(other.cert.id);

    const staff = await createStaff();
    const staffToken = (await signIn("localhost", staff.username)).access;
    const all = await call("localhost", `/api/certificates/manage?tenant=${c.tenant.id}`, { token: staffToken });
    expect(all.body.results.map((r: { id: string }) => r.id)).toEqual([c.cert.id]);
  });
});

describe("erasing a learner", () => {
  it("is part of learning's erasure plan", async () => {
    const c = await issued();
    const { learningErasure } = await import("../../worker/learning");
    const plan = await learningErasure(db(), c.student.id);
    expect(plan.statements.length).toBeGreaterThan(12);
    await db().batch(plan.statements as never);
    expect(await certificatesOf(c.student.id)).toHaveLength(0);
    expect(await db().select().from(courses).where(eq(courses.id, c.course.id)).get()).toBeDefined();
  });
});
