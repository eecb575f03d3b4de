import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificates, emailOutbox, parentLinks, users } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { nameKeys } from "../../worker/lib/people";
import { call, post } from "../helpers/api";
import { certificatesOf, completeLessons, enrol } from "../helpers/certificates";
import { addStudents, createClass, createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { createCourse } from "../helpers/learning";

/*
 * A parent's choice of the full name on certificates, given or withdrawn, and a parent linked or
 * unlinked: where that changes the name a child's certificate prints, a credential downloaded
 * before verifies as superseded; where it does not, the certificate's version stays.
 */

const nameIn = (jwt: string) => JSON.parse(atob(jwt.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).vc.credentialSubject.name as string;

/** Maya Okafor, with one parent linked (choosing the full name as `show`), has completed a course. */
async function child(show: boolean) {
  const tenant = await createTenant();
  const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
  const cls = await createClass(tenant.id, { teacherId: teacher.id });
  const [maya] = await addStudents(tenant.id, cls.id, [["Maya", "Okafor"]]);
  const mum = await createUser({ tenantId: tenant.id, role: "parent" });
  const mumsLink = newId("plk");
  await db().insert(parentLinks).values({ id: mumsLink, tenantId: tenant.id, parentId: mum.id, studentId: maya.id, source: "invitation", showFullNameOnCertificates: show, createdAt: Date.now() });
  const token = async (u: { username: string }) => (await signIn(tenant.host, u.username)).access;
  const mayaToken = await token(maya);
  const { course, lessons } = await createCourse();
  await enrol(db(), tenant.id, maya.id, course.id);
  await completeLessons(tenant.host, mayaToken, lessons.map((l) => l.id));
  const [cert] = await certificatesOf(maya.id);
  return { tenant, teacher, cls, maya, mum, mumsLink, cert, mayaToken, mumToken: await token(mum), teacherToken: await token(teacher) };
}

type Child = Awaited<ReturnType<typeof child>>;
const credential = async (c: Child) => (await call(c.tenant.host, `/api/certificates/${c.cert.id}/credential`, { token: c.mayaToken })).body as string;
const verify = async (jwt: string) => (await post("localhost", "/api/certificates/verify", { credential: jwt })).body;
const version = async (c: Child) => (await db().select({ version: certificates.version }).from(certificates).where(eq(certificates.id, c.cert.id)).get())!.version;
const choose = (c: Child, token: string, link: string, show: boolean) => call(c.tenant.host, `/api/parent/links/${link}/`, { method: "PATCH", json: { show_full_name_on_certificates: show }, token });

describe("a parent's choice and the child's credentials", () => {
  it("withdrawn: the credential downloaded with the full name verifies as superseded, a new one says Maya O.", async () => {
    const c = await child(true);
    expect(c.cert).toMatchObject({ displayName: "Maya Okafor", version: 1 });
    const before = await credential(c);
    expect(nameIn(before)).toBe("Maya Okafor");
    expect(await verify(before)).toMatchObject({ valid: true });

    expect((await choose(c, c.mumToken, c.mumsLink, false)).status).toBe(200);
    expect(await version(c)).toBe(2);
    expect(await verify(before)).toMatchObject({ valid: false, reason: "superseded", certificate: { display_name: "Maya O.", version: 2 } });
    const after = await credential(c);
    expect(nameIn(after)).toBe("Maya O.");
    expect(await verify(after)).toMatchObject({ valid: true, certificate: { display_name: "Maya O." } });

    // Given again: the full name is printed again, and the "Maya O." credential is superseded in turn.
    expect((await choose(c, c.mumToken, c.mumsLink, true)).status).toBe(200);
    expect(await verify(after)).toMatchObject({ valid: false, reason: "superseded" });
    expect(nameIn(await credential(c))).toBe("Maya Okafor");
    expect(await version(c)).toBe(3);
  });

  it("withdrawn after the account was renamed: the credential with the old full name is superseded and a new one says the current first name and initial", async () => {
    const c = await child(true);
    const before = await credential(c);
    await db().update(users).set({ lastName: "Adeyemi", ...nameKeys("Maya", "Adeyemi") }).where(eq(users.id, c.maya.id));
    expect((await choose(c, c.mumToken, c.mumsLink, false)).status).toBe(200);
    expect(await version(c)).toBe(2);
    expect(await verify(before)).toMatchObject({ valid: false, reason: "superseded", certificate: { display_name: "Maya A." } });
    expect(nameIn(await credential(c))).toBe("Maya A.");
  });

  it("a change that does not change the printed name raises nothing: the same choice again, one parent's yes while another says no, a certificate printed as Maya O.", async () => {
    const c = await child(true);
    const jwt = await credential(c);
    expect((await choose(c, c.mumToken, c.mumsLink, true)).status).toBe(200);
    expect(await version(c)).toBe(1);
    expect(await verify(jwt)).toMatchObject({ valid: true });

    // Dad said no: the name is "Maya O." (superseding once); Mum's no and yes then change nothing.
    const dad = await createUser({ tenantId: c.tenant.id, role: "parent" });
    const dadsLink = newId("plk");
    await db().insert(parentLinks).values({ id: dadsLink, tenantId: c.tenant.id, parentId: dad.id, studentId: c.maya.id, source: "invitation", showFullNameOnCertificates: false, createdAt: Date.now() });
    expect((await choose(c, c.mumToken, c.mumsLink, false)).status).toBe(200);
    expect((await choose(c, c.mumToken, c.mumsLink, true)).status).toBe(200);
    expect(await version(c)).toBe(1);

    // A certificate that printed "Maya O." although the full name was chosen prints it either way.
    const d = await child(true);
    await db().update(certificates).set({ displayName: "Maya O." }).where(eq(certificates.id, d.cert.id));
    expect((await choose(d, d.mumToken, d.mumsLink, false)).status).toBe(200);
    expect(await version(d)).toBe(1);
  });

  it("a parent linked who has not chosen the full name stops it being printed; their link removed brings it back; another parent's removal that changes nothing raises nothing", async () => {
    const c = await child(true);
    const first = await credential(c);
    // A second parent links with the home-learning code (their link has not chosen the full name).
    const codes = await call(c.tenant.host, `/api/home-learning-codes/classes/${c.cls.id}/`, { token: c.teacherToken });
    const code = codes.body.results.find((r: { student_id: string }) => r.student_id === c.maya.id).code as string;
    const dad = await createUser({ tenantId: c.tenant.id, role: "parent" });
    const dadToken = (await signIn(c.tenant.host, dad.username)).access;
    const linked = await post(c.tenant.host, "/api/parent/links/", { code }, { token: dadToken });
    expect(linked.status).toBe(201);
    expect(await verify(first)).toMatchObject({ valid: false, reason: "superseded" });
    const second = await credential(c);
    expect(nameIn(second)).toBe("Maya O.");

    // Dad unlinks himself: Mum's choice alone holds again.
    expect((await call(c.tenant.host, `/api/parent/links/${linked.body.link_id}/`, { method: "DELETE", token: dadToken })).status).toBe(204);
    expect(await verify(second)).toMatchObject({ valid: false, reason: "superseded" });
    expect(nameIn(await credential(c))).toBe("Maya Okafor");
    expect(await version(c)).toBe(3);

    // A child whose only parent never chose it: staff removing that link prints "Maya O." as before.
    const d = await child(false);
    const staff = await createStaff();
    expect((await call("localhost", `/api/super-admin/parent-links/${d.mumsLink}/`, { method: "DELETE", token: (await signIn("localhost", staff.username)).access })).status).toBe(204);
    expect(await version(d)).toBe(1);
    // And staff removing the only parent who chose it: no parent linked, no full name.
    const e = await child(true);
    const old = await credential(e);
    expect((await call("localhost", `/api/super-admin/parent-links/${e.mumsLink}/`, { method: "DELETE", token: (await signIn("localhost", staff.username)).access })).status).toBe(204);
    expect(await verify(old)).toMatchObject({ valid: false, reason: "superseded", certificate: { display_name: "Maya O." } });
  });

  it("another parent's link, or one that is not there, changes nobody's certificates", async () => {
    const c = await child(true);
    const stranger = (await signIn(c.tenant.host, (await createUser({ tenantId: c.tenant.id, role: "parent" })).username)).access;
    expect((await choose(c, stranger, c.mumsLink, false)).status).toBe(404);
    expect((await call(c.tenant.host, `/api/parent/links/${c.mumsLink}/`, { method: "DELETE", token: stranger })).status).toBe(404);
    expect((await choose(c, c.mumToken, newId("plk"), false)).status).toBe(404);
    expect(await version(c)).toBe(1);
    expect(nameIn(await credential(c))).toBe("Maya Okafor");
  });

  it("a second parent accepting the school's invitation supersedes the full-name credential (a new link has not chosen the full name)", async () => {
    const c = await child(true);
    const before = await credential(c);
    const admin = await createUser({ tenantId: c.tenant.id, role: "school_admin" });
    const adminToken = (await signIn(c.tenant.host, admin.username)).access;
    const to = `${unique("dad")}@example.com`;
    const invite = () => call(c.tenant.host, "/api/school-admin/invitations/", { method: "POST", json: { email: to, role: "parent", first_name: "Dad", last_name: "Okafor", children: [c.maya.username] }, token: adminToken });
    expect((await invite()).status).toBe(201);
    const tokenOf = async () => {
      const row = await db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, "school_invitation"))).orderBy(desc(emailOutbox.createdAt)).get();
      return /\/accept-invitation\/([^/]+)\//.exec(JSON.parse(row!.payload).link as string)![1];
    };
    const STRONG = "Quartz-lantern-88-river";
    expect((await post(c.tenant.host, "/api/accept-invitation/", { token: await tokenOf(), password: STRONG, password2: STRONG })).status).toBe(200);
    expect(await verify(before)).toMatchObject({ valid: false, reason: "superseded", certificate: { display_name: "Maya O." } });
    expect(await version(c)).toBe(2);
  });
});
