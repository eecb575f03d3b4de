import { env, exports } from "cloudflare:workers";
import ICAL from "ical.js";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CRON_JOBS } from "../../worker/cron";
import { emailOutbox, liveSessionRegistrations, liveSessionReminders, liveSessions } from "../../worker/db/schema";
import { sendLiveSessionReminders } from "../../worker/learning";
import { buildIcs, foldLine } from "../../worker/learning/live/ics";
import { call, post } from "../helpers/api";
import { buildDemoLiveSeed } from "../../worker/db/seed/demo-live";
import { DEMO_PASSWORDS } from "../../worker/db/seed/demo-data";
import { addStudents, createClass, createStaff, createTenant, createUser, db, seedDemo, signIn } from "../helpers/factories";

const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (ms: number) => new Date(ms).toISOString();

async function school(overrides: Parameters<typeof createTenant>[0] = {}) {
  const tenant = await createTenant(overrides);
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
  const cls = await createClass(tenant.id, { teacherId: teacher.id, name: "Year 5 Oak" });
  const [student] = await addStudents(tenant.id, cls.id, [["Ava", "Fischer"]]);
  const tokens = {
    admin: (await signIn(tenant.host, admin.username)).access,
    teacher: (await signIn(tenant.host, teacher.username)).access,
    student: (await signIn(tenant.host, student.username)).access,
  };
  return { tenant, admin, teacher, cls, student, tokens };
}

const sessionBody = (over: Record<string, unknown> = {}) => ({
  title: "Rivers, rain and us",
  description: "A live talk; bring questions.",
  host_name: "Ms Rivera",
  starts_at: at(Date.now() + 3 * 24 * HOUR),
  time_zone: "Europe/London",
  duration_minutes: 45,
  capacity: 30,
  audience: "school",
  meeting_url: "https://meet.example.com/abc-defg-hij",
  sdgs: [6, 13],
  ...over,
});

const outboxTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();

describe("live sessions: scheduling and what people see", () => {
  it("a teacher schedules a class session; its students see it, the meeting link is never in a non-registrant's answer", async () => {
    const s = await school();
    const created = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ audience: "class", class_id: s.cls.id }), { token: s.tokens.teacher });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ audience: "class", class_name: "Year 5 Oak", can_manage: true, meeting_url: "https://meet.example.com/abc-defg-hij", sequence: 0, seats_left: 30 });

    const seen = await call(s.tenant.host, `/api/live-sessions/${created.body.slug}`, { token: s.tokens.student });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ title: "Rivers, rain and us", can_manage: false, my_registration: null, can_join: false });
    expect(JSON.stringify(seen.body)).not.toContain("meet.example.com");

    const list = await call(s.tenant.host, "/api/live-sessions/?when=upcoming", { token: s.tokens.student });
    expect(list.body.results.map((r: { id: string }) => r.id)).toContain(created.body.id);
    expect(JSON.stringify(list.body)).not.toContain("meet.example.com");

    // Another class's student, a visitor and another school do not see it.
    const otherClass = await createClass(s.tenant.id);
    const [other] = await addStudents(s.tenant.id, otherClass.id, [["Noor", "Haddad"]]);
    const otherToken = (await signIn(s.tenant.host, other.username)).access;
    expect((await call(s.tenant.host, `/api/live-sessions/${created.body.slug}`, { token: otherToken })).status).toBe(404);
    expect((await call(s.tenant.host, `/api/live-sessions/${created.body.slug}`)).status).toBe(404);
    const b = await createTenant();
    expect((await call(b.host, `/api/live-sessions/${created.body.slug}`)).status).toBe(404);
    expect((await call(b.host, "/api/live-sessions/")).body.results.map((r: { id: string }) => r.id)).not.toContain(created.body.id);
  });

  it("validates the time zone, the meeting link, the audience and the class", async () => {
    const s = await school();
    const bad = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ time_zone: "Mars/Olympus", meeting_url: "http://insecure.example.com" }), { token: s.tokens.admin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["meeting_url", "time_zone"]);
    const platformAudience = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ audience: "public" }), { token: s.tokens.admin });
    expect(platformAudience.body.error.fields.audience).toBeDefined();
    const noClass = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ audience: "class" }), { token: s.tokens.admin });
    expect(noClass.body.error.fields.class_id).toBeDefined();
    // A teacher schedules for their own classes only.
    const notMine = await createClass(s.tenant.id);
    const other = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ audience: "class", class_id: notMine.id }), { token: s.tokens.teacher });
    expect(other.status).toBe(400);
    expect(other.body.error.fields.class_id).toEqual(["Choose one of your own classes"]);
    // Another school's class is not one of this school's.
    const b = await createTenant();
    const theirs = await createClass(b.id);
    const foreign = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ audience: "class", class_id: theirs.id }), { token: s.tokens.admin });
    expect(foreign.body.error.fields.class_id).toEqual(["Choose one of this school's classes"]);
  });

  it("shows times as UTC instants with the zone they were scheduled in", async () => {
    const s = await school();
    const created = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ starts_at: "2027-07-01T10:00:00+02:00", time_zone: "Europe/Berlin" }), { token: s.tokens.admin });
    expect(created.body).toMatchObject({ starts_at: "2027-07-01T08:00:00.000Z", ends_at: "2027-07-01T08:45:00.000Z", time_zone: "Europe/Berlin", join_opens_at: "2027-07-01T07:45:00.000Z" });
  });
});

describe("registration, capacity and the waitlist", () => {
  it("never oversells the last seat under concurrent registrations; cancelling promotes the first waitlisted, who is emailed", async () => {
    const s = await school();
    const created = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ capacity: 3 }), { token: s.tokens.admin });
    const slug = created.body.slug;
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => createUser({ tenantId: s.tenant.id, role: "teacher", firstName: `T${i}` })));
    const tokens = await Promise.all(people.map(async (p) => (await signIn(s.tenant.host, p.username)).access));
    const answers = await Promise.all(tokens.map((token) => post(s.tenant.host, `/api/live-sessions/${slug}/registration`, {}, { token })));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const statuses = answers.map((a) => a.body.my_registration.status);
    expect(statuses.filter((x) => x === "registered")).toHaveLength(3);
    expect(statuses.filter((x) => x === "waitlisted")).toHaveLength(5);
    const rows = await db().select().from(liveSessionRegistrations).where(eq(liveSessionRegistrations.sessionId, created.body.id)).all();
    expect(rows.filter((r) => r.status === "registered")).toHaveLength(3);
    expect(rows).toHaveLength(8);
    const positions = answers.filter((a) => a.body.my_registration.status === "waitlisted").map((a) => a.body.my_registration.waitlist_position).sort();
    expect(positions).toEqual([1, 2, 3, 4, 5]);

    // Registering twice changes nothing.
    const again = await post(s.tenant.host, `/api/live-sessions/${slug}/registration`, {}, { token: tokens[0] });
    expect(again.body.my_registration.status).toBe(statuses[0]);
    expect((await db().select().from(liveSessionRegistrations).where(eq(liveSessionRegistrations.sessionId, created.body.id)).all()).length).toBe(8);

    const firstWaiting = rows.filter((r) => r.status === "waitlisted").sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))[0];
    const promotedUser = people.find((p) => p.id === firstWaiting.userId)!;
    const leaver = answers.findIndex((a) => a.body.my_registration.status === "registered");
    const cancelled = await call(s.tenant.host, `/api/live-sessions/${slug}/registration`, { method: "DELETE", token: tokens[leaver] });
    expect(cancelled.status).toBe(204);
    const after = await db().select().from(liveSessionRegistrations).where(eq(liveSessionRegistrations.sessionId, created.body.id)).all();
    expect(after).toHaveLength(7);
    expect(after.filter((r) => r.status === "registered").map((r) => r.userId)).toContain(promotedUser.id);
    expect(after.filter((r) => r.status === "registered")).toHaveLength(3);
    const mails = await outboxTo(promotedUser.email!);
    expect(mails.map((m) => m.subject)).toContain(`A place opened up: you're registered: Rivers, rain and us`);
    expect(mails.map((m) => m.subject)).toContain(`You're on the waitlist: Rivers, rain and us`);
  });

  it("a visitor registers for a public webinar by email and confirms with the emailed link", async () => {
    const staff = await createStaff();
    const staffToken = (await signIn("localhost", staff.username)).access;
    const webinar = await post("localhost", "/api/live-sessions/", sessionBody({ audience: "public", capacity: 100 }), { token: staffToken });
    expect(webinar.status).toBe(201);
    expect(webinar.body.platform_wide).toBe(true);
    const email = `visitor-${crypto.randomUUID().slice(0, 8)}@example.net`;
    const missing = await post("localhost", `/api/live-sessions/${webinar.body.slug}/registration`, { name: "Sam" });
    expect(missing.status).toBe(400);
    const pending = await post("localhost", `/api/live-sessions/${webinar.body.slug}/registration`, { name: "Sam Visitor", email });
    expect(pending.status).toBe(202);
    const [row] = await db().select().from(liveSessionRegistrations).where(eq(liveSessionRegistrations.email, email)).all();
    expect(row.status).toBe("pending");
    const [mail] = await outboxTo(email);
    expect(mail.template).toBe("live_session_confirm");
    expect(mail.payload).toContain(`key=${row.accessKey}`);
    const confirmed = await call("localhost", `/api/live-sessions/${webinar.body.slug}/registration/confirm?key=${row.accessKey}`, { redirect: "manual" });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe(`/webinar/${webinar.body.slug}?key=${row.accessKey}`);
    const view = await call("localhost", `/api/live-sessions/${webinar.body.slug}?key=${row.accessKey}`);
    expect(view.body.my_registration.status).toBe("registered");
    // Their reminder links carry their key (they have no account to sign in with).
    await sendLiveSessionReminders(env, Date.parse(webinar.body.starts_at) - 23 * HOUR);
    const reminder = (await outboxTo(email)).find((m) => m.template === "live_session_reminder")!;
    expect(JSON.parse(reminder.payload).link).toMatch(new RegExp(`/webinar/${webinar.body.slug}\\?key=${row.accessKey}$`));
    expect(JSON.parse(reminder.payload).calendar_link).toContain(`calendar.ics?key=${row.accessKey}`);
    const file = await call("localhost", `/api/live-sessions/${webinar.body.slug}/calendar.ics?key=${row.accessKey}`);
    expect(file.body).toContain("LOCATION:https://meet.example.com/abc-defg-hij");
    // A signed-in-only webinar takes no visitors.
    const members = await post("localhost", "/api/live-sessions/", sessionBody({ audience: "signed_in" }), { token: staffToken });
    expect((await post("localhost", `/api/live-sessions/${members.body.slug}`, {})).status).toBe(404);
    expect((await post("localhost", `/api/live-sessions/${members.body.slug}/registration`, { name: "Sam", email })).status).toBe(404);
  });

  it("sends a confirmation link that is not valid, or of a closed session, to the webinar's page with a reason; an unknown session to the list", async () => {
    const staff = await createStaff();
    const staffToken = (await signIn("localhost", staff.username)).access;
    const webinar = await post("localhost", "/api/live-sessions/", sessionBody({ audience: "public", capacity: 100 }), { token: staffToken });
    const slug = webinar.body.slug;
    const confirm = (path: string) => call("localhost", `/api/live-sessions/${path}`, { redirect: "manual" });
    const register = async (on: string) => {
      const email = `visitor-${crypto.randomUUID().slice(0, 8)}@example.net`;
      expect((await post("localhost", `/api/live-sessions/${on}/registration`, { name: "Sam Visitor", email })).status).toBe(202);
      return (await db().select().from(liveSessionRegistrations).where(eq(liveSessionRegistrations.email, email)).get())!.accessKey;
    };
    const key = await register(slug);

    for (const path of [`${slug}/registration/confirm?key=zzzzzzzzzzzzzzzz`, `${slug}/registration/confirm`, `${slug}/registration/confirm?key=short`]) {
      const wrong = await confirm(path);
      expect(wrong.status).toBe(302);
      expect(wrong.headers.get("Location")).toBe(`/webinar/${slug}?confirm=invalid`);
    }
    expect((await confirm(`no-such-session/registration/confirm?key=${key}`)).headers.get("Location")).toBe("/live");
    // A school's session is not shown to a visitor on the platform's host either.
    const s = await school();
    const schoolSession = await post(s.tenant.host, "/api/live-sessions/", sessionBody(), { token: s.tokens.admin });
    expect((await confirm(`${schoolSession.body.slug}/registration/confirm?key=zzzzzzzzzzzzzzzz`)).headers.get("Location")).toBe("/live");

    // A wrong key, or one whose registration was cancelled, is a link that is not valid: not a missing session.
    const wrongCancel = await call("localhost", `/api/live-sessions/${slug}/registration?key=aaaaaaaaaaaaaa`, { method: "DELETE" });
    expect(wrongCancel.status).toBe(404);
    expect(wrongCancel.body.error.message).toBe("This link is not valid, or the registration was already cancelled.");
    expect((await call("localhost", `/api/live-sessions/${slug}/registration?key=${key}`, { method: "DELETE" })).status).toBe(204);
    const again = await call("localhost", `/api/live-sessions/${slug}/registration?key=${key}`, { method: "DELETE" });
    expect(again.body.error.message).toBe("This link is not valid, or the registration was already cancelled.");
    expect((await confirm(`${slug}/registration/confirm?key=${key}`)).headers.get("Location")).toBe(`/webinar/${slug}?confirm=invalid`);
    expect((await call("localhost", `/api/live-sessions/no-such-session/registration?key=${key}`, { method: "DELETE" })).body.error.message).toBe("Live session not found");

    // The session was cancelled (or has ended) before the place was confirmed.
    const pendingKey = await register(slug);
    expect((await post("localhost", `/api/live-sessions/${slug}/cancel`, {}, { token: staffToken })).body.status).toBe("cancelled");
    expect((await confirm(`${slug}/registration/confirm?key=${pendingKey}`)).headers.get("Location")).toBe(`/webinar/${slug}?confirm=closed`);
    expect((await db().select().from(liveSessionRegistrations).where(eq(liveSessionRegistrations.accessKey, pendingKey)).get())!.status).toBe("pending");
  });
});

describe("joining", () => {
  it("hides the way in from non-registrants and before 15 minutes ahead, then redirects registrants and records attendance", async () => {
    const s = await school();
    const soon = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ starts_at: at(Date.now() + 10 * MIN) }), { token: s.tokens.admin });
    const later = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ starts_at: at(Date.now() + 2 * HOUR) }), { token: s.tokens.admin });
    expect((await call(s.tenant.host, `/api/live-sessions/${soon.body.slug}/join`)).status).toBe(401);
    const notRegistered = await call(s.tenant.host, `/api/live-sessions/${soon.body.slug}/join`, { token: s.tokens.student });
    expect(notRegistered.status).toBe(403);
    expect(JSON.stringify(notRegistered.body)).not.toContain("meet.example.com");

    await post(s.tenant.host, `/api/live-sessions/${later.body.slug}/registration`, {}, { token: s.tokens.student });
    const early = await call(s.tenant.host, `/api/live-sessions/${later.body.slug}/join`, { token: s.tokens.student });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain("15 minutes before");
    expect(early.body.error.message).not.toMatch(/\d{4}-\d\d-\d\dT/);

    const registered = await post(s.tenant.host, `/api/live-sessions/${soon.body.slug}/registration`, {}, { token: s.tokens.student });
    expect(registered.body).toMatchObject({ can_join: true, my_registration: { status: "registered", joined_at: null } });
    expect(JSON.stringify(registered.body)).not.toContain("meet.example.com");
    const join = await call(s.tenant.host, `/api/live-sessions/${soon.body.slug}/join`, { token: s.tokens.student, redirect: "manual" });
    expect(join.status).toBe(302);
    expect(join.headers.get("Location")).toBe("https://meet.example.com/abc-defg-hij");
    const asJson = await call(s.tenant.host, `/api/live-sessions/${soon.body.slug}/join`, { token: s.tokens.student, headers: { Accept: "application/json" } });
    expect(asJson.body).toEqual({ url: "https://meet.example.com/abc-defg-hij" });

    const list = await call(s.tenant.host, `/api/live-sessions/${soon.body.slug}/registrants`, { token: s.tokens.admin });
    expect(list.body.results).toHaveLength(1);
    expect(list.body.results[0]).toMatchObject({ first_name: "Ava", last_name: "Fischer", status: "registered" });
    expect(list.body.results[0].joined_at).not.toBeNull();
    const csv = await call(s.tenant.host, `/api/live-sessions/${soon.body.slug}/registrants.csv`, { token: s.tokens.admin });
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const raw = await exports.default.fetch(new Request(`http://${s.tenant.host}/api/live-sessions/${soon.body.slug}/registrants.csv`, { headers: { Host: s.tenant.host, Authorization: `Bearer ${s.tokens.admin}` } }));
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM, so spreadsheets read UTF-8
    expect(csv.body).toContain("Ava,Fischer");
  });

  it("says when the way in opens as the emails write times: in the session's zone and the reader's language", async () => {
    const s = await school();
    const later = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ starts_at: "2030-12-04T15:00:00.000Z", time_zone: "Asia/Kolkata" }), { token: s.tokens.admin });
    await post(s.tenant.host, `/api/live-sessions/${later.body.slug}/registration`, {}, { token: s.tokens.student });
    const early = (language: string) => call(s.tenant.host, `/api/live-sessions/${later.body.slug}/join`, { token: s.tokens.student, headers: { Accept: "application/json", "Accept-Language": language } });
    const english = await early("en-GB,en;q=0.9,hi;q=0.8");
    expect(english.status).toBe(409);
    // 14:45 UTC is 20:15 in Kolkata.
    expect(english.body.error.message).toMatch(/^The session opens 15 minutes before it starts, at Wednesday,? 4 December 2030 at 20:15 \(Asia\/Kolkata\)\.$/);
    const hindi = (await early("hi")).body.error.message;
    expect(hindi).toContain("दिसंबर");
    expect(hindi).toContain("(Asia/Kolkata)");
    expect(hindi).not.toContain("The session opens");
  });

  it("writes that time in English the school's country's way: month first for a school in the US", async () => {
    const s = await school({ country: "US" });
    const later = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ starts_at: "2030-12-04T15:00:00.000Z", time_zone: "Asia/Kolkata" }), { token: s.tokens.admin });
    await post(s.tenant.host, `/api/live-sessions/${later.body.slug}/registration`, {}, { token: s.tokens.student });
    const res = await call(s.tenant.host, `/api/live-sessions/${later.body.slug}/join`, { token: s.tokens.student, headers: { Accept: "application/json", "Accept-Language": "en-GB" } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/^The session opens 15 minutes before it starts, at Wednesday, December 4, 2030 at 8:15\sPM \(Asia\/Kolkata\)\.$/);
  });

  it("shows the recording and materials afterwards to registrants only", async () => {
    const s = await school();
    const past = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ starts_at: at(Date.now() + 20 * MIN), recording_url: "https://video.example.com/rec", materials: [{ title: "Slides", url: "https://files.example.com/slides.pdf" }] }), { token: s.tokens.admin });
    await post(s.tenant.host, `/api/live-sessions/${past.body.slug}/registration`, {}, { token: s.tokens.student });
    await db().update(liveSessions).set({ startsAt: Date.now() - 2 * HOUR }).where(eq(liveSessions.id, past.body.id));
    const mine = await call(s.tenant.host, `/api/live-sessions/${past.body.slug}`, { token: s.tokens.student });
    expect(mine.body).toMatchObject({ recording_url: "https://video.example.com/rec", materials: [{ title: "Slides" }] });
    const other = await call(s.tenant.host, `/api/live-sessions/${past.body.slug}`, { token: s.tokens.teacher });
    expect(other.body).toMatchObject({ recording_url: null, materials: [] });
    expect((await call(s.tenant.host, "/api/live-sessions/?when=past", { token: s.tokens.student })).body.results.map((r: { id: string }) => r.id)).toContain(past.body.id);
    expect((await call(s.tenant.host, "/api/live-sessions/?when=upcoming", { token: s.tokens.student })).body.results.map((r: { id: string }) => r.id)).not.toContain(past.body.id);
  });
});

describe("calendar files", () => {
  it("parse with ical.js at the right UTC instant; SEQUENCE rises on a change and a cancellation is METHOD:CANCEL", async () => {
    const s = await school();
    const created = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ title: "Maths, science; and \\ more", starts_at: "2027-03-28T09:30:00+01:00", time_zone: "Europe/London" }), { token: s.tokens.admin });
    const anon = await call(s.tenant.host, `/api/live-sessions/${created.body.slug}/calendar.ics`, { token: s.tokens.student });
    expect(anon.status).toBe(200);
    expect(anon.headers.get("Content-Type")).toContain("text/calendar");
    expect(anon.body).toMatch(/\r\n$/);
    expect(anon.body.split("\r\n").every((line: string) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(anon.body)).getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-28T08:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-03-28T09:15:00.000Z");
    expect(event.summary).toBe("Maths, science; and \\ more");
    expect(event.uid).toBe(`${created.body.id}@live-sessions`);
    expect(event.sequence).toBe(0);
    expect(event.location ?? null).toBeNull(); // not registered: no meeting link

    await post(s.tenant.host, `/api/live-sessions/${created.body.slug}/registration`, {}, { token: s.tokens.teacher });
    const teacherFile = await call(s.tenant.host, `/api/live-sessions/${created.body.slug}/calendar.ics`, { token: s.tokens.teacher });
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(teacherFile.body)).getFirstSubcomponent("vevent")!).location).toBe("https://meet.example.com/abc-defg-hij");

    const moved = await call(s.tenant.host, `/api/live-sessions/${created.body.id}`, { method: "PATCH", json: { starts_at: "2027-03-28T11:00:00Z" }, token: s.tokens.admin });
    expect(moved.body.sequence).toBe(1);
    const changedMail = await outboxTo(s.teacher.email!);
    expect(changedMail.map((m) => m.template)).toContain("live_session_changed");
    const cancelled = await post(s.tenant.host, `/api/live-sessions/${created.body.id}/cancel`, { reason: "The speaker is unwell." }, { token: s.tokens.admin });
    expect(cancelled.body).toMatchObject({ status: "cancelled", sequence: 2 });
    const file = (await call(s.tenant.host, `/api/live-sessions/${created.body.slug}/calendar.ics`, { token: s.tokens.teacher })).body;
    const cal = new ICAL.Component(ICAL.parse(file));
    expect(cal.getFirstPropertyValue("method")).toBe("CANCEL");
    const vevent = cal.getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent.getFirstPropertyValue("sequence")).toBe(2);
    expect(new ICAL.Event(vevent).startDate.toJSDate().toISOString()).toBe("2027-03-28T11:00:00.000Z");
    const cancelMail = (await outboxTo(s.teacher.email!)).filter((m) => m.subject.startsWith("Cancelled:"));
    expect(cancelMail).toHaveLength(1);
    expect(cancelMail[0].payload).toContain("The speaker is unwell.");
  });

  it("folds long lines at 75 octets without splitting a character and escapes text", () => {
    const line = `SUMMARY:${"é".repeat(60)}`;
    const folded = foldLine(line);
    expect(folded.split("\r\n ").join("")).toBe(line);
    expect(folded.split("\r\n").every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    const ics = buildIcs({ uid: "u@x", sequence: 3, startsAt: Date.UTC(2027, 0, 1, 12), durationMinutes: 30, title: "a,b;c\nd", description: "", url: "https://x.example/w", location: null, cancelled: false, stamp: 0 });
    expect(ics).toContain("SUMMARY:a\\,b\\;c\\nd\r\n");
    expect(ics).toContain("DTSTART:20270101T120000Z\r\n");
  });
});

describe("reminders", () => {
  it("sends the 24-hour and 1-hour reminders once per registrant, however often the job runs", async () => {
    expect(Object.keys(CRON_JOBS).some((k) => k.startsWith("live sessions"))).toBe(true);
    const s = await school();
    const start = Date.now() + 3 * 24 * HOUR;
    const created = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ starts_at: at(start) }), { token: s.tokens.admin });
    await post(s.tenant.host, `/api/live-sessions/${created.body.slug}/registration`, {}, { token: s.tokens.teacher });
    const reminders = async () => (await outboxTo(s.teacher.email!)).filter((m) => m.template === "live_session_reminder");

    await sendLiveSessionReminders(env, start - 30 * HOUR); // too early
    expect(await reminders()).toHaveLength(0);
    await sendLiveSessionReminders(env, start - 23 * HOUR);
    await sendLiveSessionReminders(env, start - 23 * HOUR + 10 * MIN);
    await Promise.all([sendLiveSessionReminders(env, start - 22 * HOUR), sendLiveSessionReminders(env, start - 22 * HOUR)]);
    expect((await reminders()).map((m) => m.subject)).toEqual(["Starts in 24 hours: Rivers, rain and us"]);
    await sendLiveSessionReminders(env, start - 50 * MIN);
    await sendLiveSessionReminders(env, start - 40 * MIN);
    const sent = await reminders();
    expect(sent.map((m) => m.subject).sort()).toEqual(["Starts in 1 hour: Rivers, rain and us", "Starts in 24 hours: Rivers, rain and us"]);
    const rows = await db().select().from(liveSessionReminders).where(eq(liveSessionReminders.sessionId, created.body.id)).all();
    expect(rows.map((r) => r.kind).sort()).toEqual(["1h", "24h"]);
    // A cancelled session reminds no one.
    const other = await post(s.tenant.host, "/api/live-sessions/", sessionBody({ starts_at: at(start) }), { token: s.tokens.admin });
    await post(s.tenant.host, `/api/live-sessions/${other.body.slug}/registration`, {}, { token: s.tokens.admin });
    await post(s.tenant.host, `/api/live-sessions/${other.body.id}/cancel`, {}, { token: s.tokens.admin });
    await sendLiveSessionReminders(env, start - 2 * HOUR);
    const adminReminders = (await outboxTo(s.admin.email!)).filter((m) => m.template === "live_session_reminder");
    expect(adminReminders).toHaveLength(0);
    expect(await db().select().from(liveSessionReminders).where(and(eq(liveSessionReminders.sessionId, other.body.id))).all()).toHaveLength(0);
  });
});

describe("demo seed", () => {
  it("adds upcoming and past sessions for the platform and both schools, idempotently, and keeps upcoming ones upcoming", async () => {
    await seedDemo();
    const run = (now?: number) => env.DB.batch(buildDemoLiveSeed(now).map((q) => env.DB.prepare(q)));
    await run();
    await run();
    const rows = await db().select().from(liveSessions).where(like(liveSessions.id, "lvs_demo_%")).all();
    expect(rows).toHaveLength(8);
    const now = Date.now();
    expect(new Set(rows.map((r) => `${r.tenantId ?? "platform"}:${r.startsAt > now ? "upcoming" : "past"}`))).toEqual(
      new Set(["platform:upcoming", "platform:past", "ten_demo_greenfield:upcoming", "ten_demo_greenfield:past", "ten_demo_riverside:upcoming", "ten_demo_riverside:past"]),
    );
    const regs = await db().select().from(liveSessionRegistrations).where(like(liveSessionRegistrations.id, "lvr_demo_%")).all();
    expect(regs.length).toBeGreaterThan(10);
    // A month later, a re-run moves the upcoming ones forward again (a new SEQUENCE for calendars).
    await run(now + 30 * 24 * HOUR);
    const story = await db().select().from(liveSessions).where(eq(liveSessions.id, "lvs_demo_green4_story")).get();
    expect(story!.startsAt).toBeGreaterThan(now + 30 * 24 * HOUR);
    expect(story!.sequence).toBe(1);
    const student = await signIn("greenfield.localhost", "greenfield.student04", DEMO_PASSWORDS.student);
    const list = await call("greenfield.localhost", "/api/live-sessions/?when=all&limit=100", { token: student.access });
    const slugs = list.body.results.map((r: { slug: string }) => r.slug);
    expect(slugs).toContain("year-4-blue-story-time-with-the-author");
    expect(slugs).toContain("teaching-climate-change-with-confidence");
    expect(slugs).not.toContain("riverside-river-clean-up-briefing");
  });
});
