import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, problemReports } from "../../worker/db/schema";
import { buildDemoPagesSeed } from "../../worker/db/seed/content-pages";
import { call, newAddress, post } from "../helpers/api";
import { createStaff, createTenant, createUser, db, signIn } from "../helpers/factories";
import { outboxTo } from "../helpers/outbox";

/*
 * The inbox's role × tenant matrix: a contact message sent on a school's site is that school's
 * mail (its admins read, answer and are alerted); problem reports and tour requests are about
 * the platform and stay with staff; staff keep seeing every school's messages.
 */

async function world() {
  const staff = await createStaff();
  const a = await createTenant();
  const b = await createTenant();
  const member = async (tenantId: string, host: string, role: "teacher" | "school_admin", extra: { archived?: boolean; email?: string | null } = {}) => {
    const u = await createUser({ tenantId, role, email: `${crypto.randomUUID().slice(0, 8)}@example.org`, ...extra });
    return { ...u, token: extra.archived ? "" : (await signIn(host, u.username)).access };
  };
  return {
    staff,
    staffToken: (await signIn("localhost", staff.username)).access,
    a,
    b,
    adminA: await member(a.id, a.host, "school_admin"),
    secondAdminA: await member(a.id, a.host, "school_admin"),
    archivedAdminA: await member(a.id, a.host, "school_admin", { archived: true }),
    noEmailAdminA: await member(a.id, a.host, "school_admin", { email: null }),
    adminB: await member(b.id, b.host, "school_admin"),
    teacherA: await member(a.id, a.host, "teacher"),
  };
}


const contact = async (host: string, message: string, email = `${crypto.randomUUID().slice(0, 8)}@example.org`) => {
  const sent = await post(host, "/api/contact/", { name: "Ama Mensah", email, topic: "general", message }, { address: newAddress() });
  expect(sent.status).toBe(201);
  const row = (await db().select().from(contactMessages).where(eq(contactMessages.reference, sent.body.reference)).get())!;
  return { ...row, receipt: sent.body.message as string };
};

const refs = (body: { results: { reference: string }[] }) => body.results.map((r) => r.reference).sort();

describe("a school's contact messages", () => {
  it("reach its active admins by email, linking to their messages page on the school's site; staff keep their alert", async () => {
    const w = await world();
    const onA = await contact(w.a.host, "When does the library open on Saturdays?");
    const alerts = await outboxTo(w.adminA.email!, "inbox_alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0].tenantId).toBe(w.a.id);
    expect(JSON.parse(alerts[0].payload)).toMatchObject({ audience: "school_admin", reference: onA.reference, school_name: w.a.schoolName, link: `http://${w.a.host}/admin/messages/${onA.id}` });
    expect(await outboxTo(w.secondAdminA.email!, "inbox_alert")).toHaveLength(1);
    // Not an archived admin, a teacher, or another school's admin.
    for (const other of [w.archivedAdminA, w.teacherA, w.adminB]) expect(await outboxTo(other.email!, "inbox_alert"), other.username).toEqual([]);
    const staffAlert = await outboxTo(w.staff.email!, "inbox_alert");
    expect(staffAlert).toHaveLength(1);
    expect(JSON.parse(staffAlert[0].payload).audience).toBeUndefined();
    // Staff open it in the panel on the platform's host, where they are signed in, not on the school's.
    expect(JSON.parse(staffAlert[0].payload).link).toBe(`http://localhost/admin-panel/inbox/contact/${onA.id}`);

    // The sender is told the school replies, on the page and by email.
    expect(onA.receipt).toBe(`Thank you. ${w.a.schoolName} received your message (${onA.reference}) and will reply by email.`);
    const ack = await outboxTo(onA.email, "inbox_acknowledgement");
    expect(JSON.parse(ack[0].payload)).toMatchObject({ next: expect.stringMatching(/^\{\{school\}\} will reply to this address\./), next_vars: { school: w.a.schoolName } });

    // The platform's own contact form and a school's problem report alert staff only.
    const onPlatform = await contact("localhost", "A question for the platform team.");
    expect(onPlatform.receipt).toContain("We received your message");
    expect(JSON.parse((await outboxTo(onPlatform.email, "inbox_acknowledgement"))[0].payload).next).toMatch(/^We reply within two working days/);
    const form = new FormData();
    form.set("category", "library");
    form.set("description", "The reader stops on page 12.");
    form.set("email", "reporter@example.org");
    expect((await call(w.a.host, "/api/problem-reports/", { form, address: newAddress() })).status).toBe(201);
    expect(await outboxTo(w.adminA.email!, "inbox_alert")).toHaveLength(1);
    expect(await outboxTo(w.staff.email!, "inbox_alert")).toHaveLength(3);
  });

  it("are listed, searched, filtered, exported and answered by its admins only, on its host, whatever ?tenant= says", async () => {
    const w = await world();
    const onA = await contact(w.a.host, "Our class would like to visit the library.");
    const otherOnA = await contact(w.a.host, "Do you have books in Twi?");
    const onB = await contact(w.b.host, "A message for the other school.");
    const onPlatform = await contact("localhost", "A message for the platform.");
    const asAdmin = (path: string, init: Parameters<typeof call>[2] = {}) => call(w.a.host, path, { token: w.adminA.token, ...init });

    for (const q of ["", `?tenant=${w.b.id}`, "?tenant=platform"]) {
      const list = await asAdmin(`/api/inbox/contact${q}`);
      expect(list.status, q).toBe(200);
      expect(refs(list.body), q).toEqual([onA.reference, otherOnA.reference].sort());
    }
    expect(refs((await asAdmin(`/api/inbox/contact?search=Twi`)).body)).toEqual([otherOnA.reference]);
    expect(refs((await asAdmin(`/api/inbox/contact?search=${onB.reference}&tenant=${w.b.id}`)).body)).toEqual([]);
    for (const id of [onB.id, onPlatform.id]) {
      expect((await asAdmin(`/api/inbox/contact/${id}`)).status).toBe(404);
      expect((await asAdmin(`/api/inbox/contact/${id}`, { method: "PATCH", json: { status: "closed" } })).status).toBe(404);
    }

    const opened = await asAdmin(`/api/inbox/contact/${onA.id}`);
    expect(opened.body).toMatchObject({ reference: onA.reference, message: "Our class would like to visit the library.", school: { id: w.a.id } });
    const replied = await asAdmin(`/api/inbox/contact/${onA.id}`, { method: "PATCH", json: { note: "Mrs Owusu handles visits", reply: "Yes: Thursdays at ten suit us." } });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.status).toBe("replied");
    expect(replied.body.events.map((e: { kind: string; author: string }) => [e.kind, e.author])).toEqual([
      ["note", `${w.adminA.firstName} ${w.adminA.lastName}`],
      ["reply", `${w.adminA.firstName} ${w.adminA.lastName}`],
      ["status", `${w.adminA.firstName} ${w.adminA.lastName}`],
    ]);
    const reply = await outboxTo(onA.email, "inbox_reply");
    expect(JSON.parse(reply[0].payload)).toMatchObject({ reference: onA.reference, school_name: w.a.schoolName, link: `http://${w.a.host}/contact` });
    expect(refs((await asAdmin("/api/inbox/contact?status=replied")).body)).toEqual([onA.reference]);

    const counts = await asAdmin(`/api/inbox/counts?tenant=${w.b.id}`);
    expect(counts.body).toEqual({ contact: { new: 1, replied: 1, closed: 0 }, problem: {}, tour: {} });
    const csv = await asAdmin(`/api/inbox/contact/export.csv?tenant=${w.b.id}`);
    expect(csv.status).toBe(200);
    const lines = (csv.body as string).trim().split("\r\n").slice(1);
    expect(lines.map((l) => l.split(",")[0]).sort()).toEqual([onA.reference, otherOnA.reference].sort());

    // The other school's admin sees only theirs.
    expect(refs((await call(w.b.host, "/api/inbox/contact", { token: w.adminB.token })).body)).toEqual([onB.reference]);
  });

  it("leave problem reports and tour requests to staff, and everyone else out", async () => {
    const w = await world();
    const form = new FormData();
    form.set("category", "library");
    form.set("description", "The reader stops on page 12.");
    const sent = await call(w.a.host, "/api/problem-reports/", { form, address: newAddress() });
    const problem = (await db().select().from(problemReports).where(eq(problemReports.reference, sent.body.reference)).get())!;
    const asAdmin = (path: string, init: Parameters<typeof call>[2] = {}) => call(w.a.host, path, { token: w.adminA.token, ...init });
    for (const path of ["/api/inbox/problem", "/api/inbox/tour", "/api/inbox/tour/export.csv", `/api/inbox/problem/${problem.id}`, `/api/inbox/problem/${problem.id}/screenshot`]) {
      expect((await asAdmin(path)).status, path).toBe(403);
    }
    expect((await asAdmin(`/api/inbox/problem/${problem.id}`, { method: "PATCH", json: { status: "resolved" } })).status).toBe(403);

    const onA = await contact(w.a.host, "Is there a parents' evening?");
    for (const path of ["/api/inbox/contact", "/api/inbox/counts", `/api/inbox/contact/${onA.id}`]) {
      expect((await call(w.a.host, path, { token: w.teacherA.token })).status, path).toBe(403);
      expect((await call(w.a.host, path)).status, path).toBe(401);
    }
    // A school admin's token from another school is not valid here.
    expect((await call(w.a.host, "/api/inbox/contact", { token: w.adminB.token })).status).toBe(401);
    // An admin account without a school, on the platform's host, has no inbox: the platform's messages are staff's.
    const stray = await createUser({ tenantId: null, role: "school_admin" });
    expect((await call("localhost", "/api/inbox/contact", { token: (await signIn("localhost", stray.username)).access })).status).toBe(403);
  });

  it("stay in the staff inbox, with every kind, as before", async () => {
    const w = await world();
    const onA = await contact(w.a.host, "A message for school A.");
    const onB = await contact(w.b.host, "A message for school B.");
    const onPlatform = await contact("localhost", "A message for the platform.");
    const all = await call("localhost", "/api/inbox/contact?limit=100", { token: w.staffToken });
    expect(refs(all.body)).toEqual(expect.arrayContaining([onA.reference, onB.reference, onPlatform.reference]));
    expect(refs((await call("localhost", `/api/inbox/contact?tenant=${w.a.id}`, { token: w.staffToken })).body)).toEqual([onA.reference]);
    expect(refs((await call("localhost", "/api/inbox/contact?tenant=platform&limit=100", { token: w.staffToken })).body)).toContain(onPlatform.reference);
    const counts = await call("localhost", `/api/inbox/counts?tenant=${w.a.id}`, { token: w.staffToken });
    expect(counts.body).toEqual({ contact: { new: 1, replied: 0, closed: 0 }, problem: { new: 0, in_progress: 0, resolved: 0 }, tour: { new: 0, contacted: 0, scheduled: 0, completed: 0, declined: 0 } });
    expect((await call("localhost", "/api/inbox/tour", { token: w.staffToken })).status).toBe(200);
    expect((await call("localhost", `/api/inbox/contact/${onB.id}`, { method: "PATCH", json: { status: "closed" }, token: w.staffToken })).body.status).toBe("closed");
  });

  it("are what the seeded contact page says: on a school's site it is written to the school, which replies", async () => {
    await env.DB.prepare("DELETE FROM content_pages WHERE scope_key = 'platform'").run();
    await env.DB.batch(buildDemoPagesSeed().map((statement) => env.DB.prepare(statement)));
    const school = await createTenant();
    const onSchool = (await call(school.host, "/api/pages/contact")).body;
    expect(onSchool.summary).toContain(`Send ${school.schoolName} a message`);
    expect(onSchool.html).toContain(`send a message to ${school.schoolName}.`);
    expect(onSchool.html).toContain(`${school.schoolName} reads it and replies to the email address you give.`);
    expect(onSchool.html).not.toContain("team. Tell us");
  });
});
