import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificates, parentLinks } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { renamedPrintedName } from "../../worker/learning/certificates/printed-name-change";
import { call, post } from "../helpers/api";
import { certificatesOf, completeLessons, enrol } from "../helpers/certificates";
import { addStudents, createClass, createStaff, createTenant, createUser, db, signIn } from "../helpers/factories";
import { createCourse } from "../helpers/learning";

/*
 * A school admin (or staff) correcting a name on an account: where that changes the name the
 * person's certificates print, the certificate's version moves on in the rename's batch, so a
 * credential downloaded before verifies as superseded and one downloaded after carries a new id;
 * where the printed name stays (same initial, a chosen full name, an adult's stored name), the
 * version and the credential stay.
 */

const claims = (jwt: string) => JSON.parse(atob(jwt.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).vc as { id: string; credentialSubject: { name: string } };

/** A school whose pupil Maya Okafor (and, with `adult`, teacher Tom Baker) completed a course. */
async function school() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const teacher = await createUser({ tenantId: tenant.id, role: "teacher", firstName: "Tom", lastName: "Baker" });
  const cls = await createClass(tenant.id, { teacherId: teacher.id });
  const [maya] = await addStudents(tenant.id, cls.id, [["Maya", "Okafor"]]);
  const token = async (u: { username: string }) => (await signIn(tenant.host, u.username)).access;
  const { course, lessons } = await createCourse();
  const holders = { maya: { user: maya, token: await token(maya) }, teacher: { user: teacher, token: await token(teacher) } };
  for (const h of Object.values(holders)) {
    await enrol(db(), tenant.id, h.user.id, course.id);
    await completeLessons(tenant.host, h.token, lessons.map((l) => l.id));
  }
  return { tenant, adminToken: await token(admin), ...holders };
}

type School = Awaited<ReturnType<typeof school>>;
type Holder = School["maya"];

const certOf = async (h: Holder) => (await certificatesOf(h.user.id))[0];
const credential = async (s: School, h: Holder) => (await call(s.tenant.host, `/api/certificates/${(await certOf(h)).id}/credential`, { token: h.token })).body as string;
const verify = async (jwt: string) => (await post("localhost", "/api/certificates/verify", { credential: jwt })).body;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const rename = async (s: School, h: Holder, fields: Record<string, string>) =>
  (await call(s.tenant.host, `/api/school-admin/users/${h.user.id}/`, { method: "PATCH", form: form(fields), token: s.adminToken })).status;

describe("a rename and the certificates it prints on", () => {
  it("a child's new surname initial raises the version: the old credential is superseded, the new one has a new id and the new name", async () => {
    const s = await school();
    const before = await credential(s, s.maya);
    expect(claims(before)).toMatchObject({ id: expect.stringMatching(/#v1$/), credentialSubject: { name: "Maya O." } });

    expect(await rename(s, s.maya, { last_name: "Adeyemi" })).toBe(200);
    expect(await certOf(s.maya)).toMatchObject({ version: 2, displayName: "Maya O." });
    expect(await verify(before)).toMatchObject({ valid: false, reason: "superseded", certificate: { display_name: "Maya A.", version: 2 } });
    const after = await credential(s, s.maya);
    expect(claims(after)).toMatchObject({ id: expect.stringMatching(/#v2$/), credentialSubject: { name: "Maya A." } });
    expect(await verify(after)).toMatchObject({ valid: true });

    // A first name corrected moves it again.
    expect(await rename(s, s.maya, { first_name: "Maia" })).toBe(200);
    expect((await certOf(s.maya)).version).toBe(3);
    expect(await verify(after)).toMatchObject({ valid: false, reason: "superseded", certificate: { display_name: "Maia A." } });
  });

  it("a rename that prints the same name raises nothing: a surname with the same initial, and a child whose parents chose the full name", async () => {
    const s = await school();
    const jwt = await credential(s, s.maya);
    expect(await rename(s, s.maya, { last_name: "Okoro" })).toBe(200);
    expect((await certOf(s.maya)).version).toBe(1);
    expect(await verify(jwt)).toMatchObject({ valid: true, certificate: { display_name: "Maya O." } });

    // The full name chosen: the stored name is printed, and a rename does not change it (a reissue would).
    const parent = await createUser({ tenantId: s.tenant.id, role: "parent" });
    await db().insert(parentLinks).values({ id: newId("plk"), tenantId: s.tenant.id, parentId: parent.id, studentId: s.maya.user.id, source: "invitation", showFullNameOnCertificates: true, createdAt: Date.now() });
    await db().update(certificates).set({ displayName: "Maya Okafor" }).where(eq(certificates.userId, s.maya.user.id));
    const full = await credential(s, s.maya);
    expect(await rename(s, s.maya, { last_name: "Adeyemi" })).toBe(200);
    expect((await certOf(s.maya)).version).toBe(1);
    expect(await verify(full)).toMatchObject({ valid: true, certificate: { display_name: "Maya Okafor" } });
  });

  it("an adult's certificate prints the name it was issued with: a rename by the school or by staff raises nothing", async () => {
    const s = await school();
    const jwt = await credential(s, s.teacher);
    expect(claims(jwt).credentialSubject.name).toBe("Tom Baker");
    expect(await rename(s, s.teacher, { first_name: "Thomas", last_name: "Walker" })).toBe(200);
    const staffToken = (await signIn("localhost", (await createStaff()).username)).access;
    expect((await call("localhost", `/api/super-admin/users/${s.teacher.user.id}/`, { method: "PATCH", form: form({ last_name: "Wood" }), token: staffToken })).status).toBe(200);
    expect((await certOf(s.teacher)).version).toBe(1);
    expect(await verify(jwt)).toMatchObject({ valid: true, certificate: { display_name: "Tom Baker" } });
  });

  it("staff renaming a child raise the version too; a rename that only touches another field raises nothing", async () => {
    const s = await school();
    const staffToken = (await signIn("localhost", (await createStaff()).username)).access;
    const jwt = await credential(s, s.maya);
    expect(await rename(s, s.maya, { first_name: "Maya", last_name: "Okafor" })).toBe(200);
    expect((await certOf(s.maya)).version).toBe(1);
    expect((await call("localhost", `/api/super-admin/users/${s.maya.user.id}/`, { method: "PATCH", form: form({ last_name: "Bello" }), token: staffToken })).status).toBe(200);
    expect((await certOf(s.maya)).version).toBe(2);
    expect(await verify(jwt)).toMatchObject({ valid: false, reason: "superseded", certificate: { display_name: "Maya B." } });
  });

  it("a role change follows the same rule: an adult made a pupil is printed by first name and initial, so the version moves", async () => {
    const s = await school();
    const jwt = await credential(s, s.teacher);
    expect(await rename(s, s.teacher, { role: "student" })).toBe(200);
    expect((await certOf(s.teacher)).version).toBe(2);
    expect(await verify(jwt)).toMatchObject({ valid: false, reason: "superseded", certificate: { display_name: "Tom B." } });
  });

  it("raises the version when the account no longer holds the names the rename read (a concurrent rename), even if the names read and written print alike", async () => {
    const s = await school();
    const maya = { firstName: "Maya", lastName: "Okafor", role: "student" };
    await db().batch([renamedPrintedName(db(), { userId: s.maya.user.id, before: maya, after: { ...maya, lastName: "Okoro" } })]);
    expect((await certOf(s.maya)).version).toBe(1);
    await db().batch([renamedPrintedName(db(), { userId: s.maya.user.id, before: { ...maya, lastName: "Bello" }, after: { ...maya, lastName: "Okoro" } })]);
    expect((await certOf(s.maya)).version).toBe(2);
  });
});
