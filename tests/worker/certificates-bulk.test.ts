import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { and, eq, inArray, like } from "drizzle-orm";
import worker from "../../worker/index";
import { certificates, emailOutbox, lessonProgress, parentLinks } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { countingD1 } from "../helpers/d1-trips";
import { createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { createCourse } from "../helpers/learning";

/** A request through the Worker whose D1 round trips are counted (tests/helpers/d1-trips.ts). */
async function counted(host: string, path: string, method: string, token: string) {
  const counting = countingD1(env.DB);
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://${host}${path}`, { method, headers: { Host: host, Authorization: `Bearer ${token}` } }), { ...env, DB: counting.d1 } as Env, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { status: res.status, trips: counting.trips, queries: counting.queries };
}

/** Marks these lessons complete for each learner, as the lesson page would have (rows in slices: 100 values a statement). */
async function completed(userIds: string[], lessons: { id: string; courseId: string }[]) {
  const rows = userIds.flatMap((userId) => lessons.map((l) => ({ userId, lessonId: l.id, courseId: l.courseId, completedAt: Date.now() })));
  for (let i = 0; i < rows.length; i += 15) await db().insert(lessonProgress).values(rows.slice(i, i + 15));
}

const issuedEmails = (courseTitle: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, "certificate_issued"), like(emailOutbox.payload, `%${courseTitle}%`)))
    .all();

/**
 * A lesson deleted, lessons reordered or a quiz saved may complete a course for many learners at
 * once (a platform course is taken in many schools): their certificates are issued in bulk, in a
 * few D1 round trips, not several per learner inside the author's request.
 */
describe("issuing to every learner a course change completes", () => {
  it("deleting the lesson 60 learners of two schools had left issues each one certificate and one email, in a few round trips; a second change issues nothing", async () => {
    const a = await createTenant({ country: "GB" });
    const b = await createTenant({ country: "US" });
    const { course, lessons } = await createCourse({ title: unique("Bulk course ") });
    const learners = [];
    for (let i = 0; i < 60; i++) {
      const school = i < 40 ? a : b;
      learners.push(await createUser({ tenantId: school.id, role: "student", firstName: `Kid${i}`, lastName: "Okafor", email: `${unique("kid")}@example.org` }));
    }
    // A child whose parent chose the full name; a learner without an email; one already holding the
    // certificate; one with three lessons left.
    const parent = await createUser({ tenantId: a.id, role: "parent" });
    await db().insert(parentLinks).values({ id: newId("plk"), tenantId: a.id, parentId: parent.id, studentId: learners[0].id, source: "invitation", showFullNameOnCertificates: true, createdAt: Date.now() });
    const noEmail = await createUser({ tenantId: a.id, role: "student", email: null });
    const holder = await createUser({ tenantId: a.id, role: "student" });
    const behind = await createUser({ tenantId: b.id, role: "student" });
    await completed([...learners.map((l) => l.id), noEmail.id, holder.id], lessons.slice(0, 3));
    await completed([behind.id], lessons.slice(0, 1));
    const [held] = await db()
      .insert(certificates)
      .values({ id: newId("crt"), tenantId: a.id, userId: holder.id, courseId: course.id, status: "issued", displayName: "Held", courseTitle: course.title, issuerName: a.schoolName, completedAt: 1, issuedAt: 1 })
      .returning();

    const staff = await createStaff();
    const token = (await signIn("localhost", staff.username)).access;
    const deleted = await counted("localhost", `/api/course-lessons/${lessons[3].id}`, "DELETE", token);
    expect(deleted.status).toBe(204);

    const rows = await db()
      .select()
      .from(certificates)
      .where(inArray(certificates.userId, [...learners.map((l) => l.id), noEmail.id, holder.id, behind.id]))
      .all();
    const byUser = new Map(rows.map((r) => [r.userId, r]));
    expect(rows).toHaveLength(62);
    for (const [i, learner] of learners.entries()) {
      const school = i < 40 ? a : b;
      expect(byUser.get(learner.id)).toMatchObject({
        tenantId: school.id,
        courseId: course.id,
        status: "issued",
        displayName: i === 0 ? `Kid0 Okafor` : `Kid${i} O.`,
        country: i < 40 ? "GB" : "US",
        issuerName: school.schoolName,
        courseTitle: course.title,
        version: 1,
        issuedAt: expect.any(Number),
      });
    }
    expect(byUser.get(noEmail.id)).toMatchObject({ status: "issued" });
    expect(byUser.get(holder.id)).toEqual(held);
    expect(byUser.has(behind.id)).toBe(false);

    // One email to each of the 60 (none to the learner without an address, none again to the holder),
    // each linking the learner's own certificate.
    const emails = await issuedEmails(course.title);
    expect(emails.map((e) => e.toAddress).sort()).toEqual(learners.map((l) => l.email).sort());
    for (const learner of [learners[0], learners[59]]) {
      const email = emails.find((e) => e.toAddress === learner.email)!;
      expect(JSON.parse(email.payload).link).toMatch(new RegExp(`/certificate/${byUser.get(learner.id)!.id}$`));
    }

    // After the delete, three round trips (the outline, the learners it completes, then one batch of
    // the 62 certificates, six to an INSERT, with the 60 emails), where one learner at a time took
    // several each (about 400 here).
    const issuing = deleted.trips.slice(deleted.trips.findIndex((t) => t.startsWith('delete from "course_lessons"')) + 1);
    expect(issuing).toHaveLength(3);
    expect(issuing[2]).toBe(`batch of ${Math.ceil(62 / 6) + 60}`);

    // Another lesson deleted: everyone already holds theirs; nothing is inserted or sent.
    const again = await counted("localhost", `/api/course-lessons/${lessons[2].id}`, "DELETE", token);
    expect(again.status).toBe(204);
    expect(again.queries.filter((q) => q.includes('INSERT INTO "certificates"'))).toHaveLength(0);
    expect(await db().select().from(certificates).where(eq(certificates.courseId, course.id)).all()).toHaveLength(62);
    expect(await issuedEmails(course.title)).toHaveLength(60);
  });

  it("a course asking for final work starts each learner's certificate waiting for their claim, with no email", async () => {
    const school = await createTenant();
    const { course, lessons } = await createCourse({ title: unique("Project course "), finalWork: "link" });
    const learners = [];
    for (let i = 0; i < 8; i++) learners.push(await createUser({ tenantId: school.id, role: "student", email: `${unique("kid")}@example.org` }));
    await completed(
      learners.map((l) => l.id),
      lessons.slice(0, 3),
    );
    const staff = await createStaff();
    const token = (await signIn("localhost", staff.username)).access;
    expect((await counted("localhost", `/api/course-lessons/${lessons[3].id}`, "DELETE", token)).status).toBe(204);
    const rows = await db().select().from(certificates).where(eq(certificates.courseId, course.id)).all();
    expect(rows.map((r) => [r.userId, r.status, r.issuedAt]).sort()).toEqual(learners.map((l) => [l.id, "awaiting_claim", null]).sort());
    expect(await issuedEmails(course.title)).toHaveLength(0);
  });
});
