import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { wallClockIn } from "../../worker/contracts/operations";
import { contactMessages, problemReports, tourRequests } from "../../worker/db/schema";
import { call, newAddress, post } from "../helpers/api";
import { createStaff, createTenant, createUser, db, signIn } from "../helpers/factories";
import { outboxTo } from "../helpers/outbox";
import { GIF_BYTES, PNG_BYTES } from "../helpers/images";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function world() {
  const staff = await createStaff();
  const a = await createTenant();
  const b = await createTenant();
  const member = async (tenantId: string, host: string, role: "student" | "teacher" | "school_admin") => {
    const u = await createUser({ tenantId, role, email: role === "student" ? null : `${crypto.randomUUID().slice(0, 8)}@example.org` });
    return { ...u, token: (await signIn(host, u.username)).access };
  };
  return {
    staff,
    staffToken: (await signIn("localhost", staff.username)).access,
    staffOnA: (await signIn(a.host, staff.username)).access,
    a,
    b,
    adminA: await member(a.id, a.host, "school_admin"),
    adminB: await member(b.id, b.host, "school_admin"),
    teacherA: await member(a.id, a.host, "teacher"),
  };
}


describe("information pages", () => {
  it("are written by staff for every host, overridden by a school on its own host, and keep every version", async () => {
    const w = await world();
    const save = (host: string, token: string, body: Record<string, unknown>) => call(host, "/api/pages/faq", { method: "PUT", json: { title: "Questions", summary: "Answers", body: "## Getting started\n\n### How do I sign in?\n\nWith your class code at {{school}}.", ...body }, token });

    // Who may edit: staff on the platform host; a school's admins on its host only.
    expect((await save("localhost", "", {})).status).toBe(401);
    expect((await save(w.a.host, w.teacherA.token, {})).status).toBe(403);
    expect((await save("localhost", w.adminA.token, {})).status).toBe(401); // its token is bound to its school's host
    const first = await save("localhost", w.staffToken, { note: "First copy" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ scope: "platform", page: { version: 1, title: "Questions" } });

    // Every host shows the platform's copy, with the host's school name filled in.
    const onA = await call(w.a.host, "/api/pages/faq");
    expect(onA.body).toMatchObject({ source: "platform", title: "Questions", version: 1 });
    expect(onA.body.html).toContain(`With your class code at ${w.a.schoolName}.`);
    expect(onA.body.headings).toEqual([
      { id: "getting-started", level: 2, text: "Getting started" },
      { id: "how-do-i-sign-in", level: 3, text: "How do I sign in?" },
    ]);

    // School A overrides it; school B still shows the platform's.
    const own = await save(w.a.host, w.adminA.token, { title: "FAQ at A", body: "Our own answers." });
    expect(own.body).toMatchObject({ scope: "school", page: { version: 1, title: "FAQ at A" }, fallback: { title: "Questions" } });
    expect((await call(w.a.host, "/api/pages/faq")).body).toMatchObject({ source: "school", title: "FAQ at A" });
    expect((await call(w.b.host, "/api/pages/faq")).body).toMatchObject({ source: "platform", title: "Questions" });
    expect((await call("localhost", "/api/pages/faq")).body).toMatchObject({ source: "platform" });
    // Another school's admin edits their own copy only.
    expect((await call(w.a.host, "/api/pages/faq/source", { token: w.adminB.token })).status).toBe(401);

    // Versions: a second save, a stale save refused, a restore that becomes the newest version.
    expect((await save(w.a.host, w.adminA.token, { title: "FAQ v2", base_version: 1, note: "Clearer" })).body.page.version).toBe(2);
    const stale = await save(w.a.host, w.adminA.token, { title: "Lost edit", base_version: 1 });
    expect(stale.status).toBe(409);
    const versions = await call(w.a.host, "/api/pages/faq/versions", { token: w.adminA.token });
    expect(versions.body.results.map((v: { version: number; note: string }) => [v.version, v.note])).toEqual([
      [2, "Clearer"],
      [1, "First version"],
    ]);
    expect(versions.body.results[0].author).toBe(`${w.adminA.firstName} ${w.adminA.lastName}`);
    const restored = await call(w.a.host, "/api/pages/faq/versions/1/restore", { method: "POST", token: w.adminA.token });
    expect(restored.body.page).toMatchObject({ version: 3, title: "FAQ at A" });
    expect((await call(w.a.host, "/api/pages/faq/versions", { token: w.adminA.token })).body.results[0].note).toBe("Restored version 1");
    expect((await call(w.a.host, "/api/pages/faq/versions/9/restore", { method: "POST", token: w.adminA.token })).status).toBe(404);

    // Back to the platform's page; the history stays and saving switches the override on again.
    expect((await call(w.a.host, "/api/pages/faq", { method: "DELETE", token: w.adminA.token })).body.page.enabled).toBe(false);
    expect((await call(w.a.host, "/api/pages/faq")).body.source).toBe("platform");
    expect((await call("localhost", "/api/pages/faq", { method: "DELETE", token: w.staffToken })).status).toBe(409);
    expect((await call(w.a.host, "/api/pages/faq/versions", { token: w.adminA.token })).body.results).toHaveLength(3);

    // The list for menus; unknown pages are 404.
    expect((await call(w.b.host, "/api/pages/")).body.results.map((p: { slug: string }) => p.slug)).toContain("faq");
    expect((await call(w.a.host, "/api/pages/nope")).status).toBe(404);
  });

  it("keep the language each copy is written in: a school's first copy takes the school's, an editor may choose another, a restore brings back the old one", async () => {
    const w = await world();
    const hindi = await createTenant({ locale: "hi" });
    const admin = await createUser({ tenantId: hindi.id, role: "school_admin", email: `${crypto.randomUUID().slice(0, 8)}@example.org` });
    const token = (await signIn(hindi.host, admin.username)).access;
    const save = (json: Record<string, unknown>) => call(hindi.host, "/api/pages/about", { method: "PUT", json: { title: "हमारे बारे में", body: "## परिचय\n\nहमारा स्कूल।", ...json }, token });

    expect((await call("localhost", "/api/pages/about", { method: "PUT", json: { title: "About", body: "## Who we are" }, token: w.staffToken })).body.page).toMatchObject({ lang: "en" });
    expect((await call(hindi.host, "/api/pages/about")).body).toMatchObject({ source: "platform", lang: "en" });
    expect((await save({ base_version: 0 })).body.page).toMatchObject({ lang: "hi", version: 1 });
    expect((await call(hindi.host, "/api/pages/about")).body).toMatchObject({ source: "school", lang: "hi" });

    const bad = await save({ title: "About us", body: "## Who we are", lang: "English please", base_version: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(["lang"]);
    expect((await call(hindi.host, "/api/pages/about/source", { token })).body.page).toMatchObject({ version: 1, lang: "hi" });

    expect((await save({ title: "About us", body: "## Who we are", lang: "en", base_version: 1 })).body.page).toMatchObject({ lang: "en", version: 2 });
    expect((await call(hindi.host, "/api/pages/about")).body).toMatchObject({ title: "About us", lang: "en" });
    // Saved again without a language: it stays what the editor chose.
    expect((await save({ title: "About us", body: "## Who we are, again", base_version: 2 })).body.page).toMatchObject({ lang: "en", version: 3 });
    // Any language a book may be in, not only the interface's: a page in Swahili, its code as written in BCP 47.
    expect((await save({ title: "Kuhusu sisi", body: "## Sisi ni nani", lang: "SW", base_version: 3 })).body.page).toMatchObject({ lang: "sw", version: 4 });
    expect((await call(hindi.host, "/api/pages/about/versions", { token })).body.results.map((v: { lang: string }) => v.lang)).toEqual(["sw", "en", "en", "hi"]);
    expect((await call(hindi.host, "/api/pages/about/versions/1/restore", { method: "POST", token })).body.page).toMatchObject({ lang: "hi", version: 5 });
    // Another school and the platform host are untouched.
    expect((await call(w.a.host, "/api/pages/about")).body).toMatchObject({ source: "platform", lang: "en" });
  });

  it("render markdown through the sanitiser: no scripts, no javascript: links, site links and anchors kept", async () => {
    const w = await world();
    const body = [
      "## Disclaimer",
      "",
      'Read [the FAQ](/faq), [refunds](#refunds) and [elsewhere](https://example.org). <script>alert(1)</script> <img src=x onerror=alert(1)>',
      "",
      "[bad](javascript:alert(1)) [proto](//evil.example/x)",
      "",
      "| a | b |",
      "|---|---|",
      "| 1 | 2 |",
      "",
      "## Disclaimer",
    ].join("\n");
    const saved = await call("localhost", "/api/pages/terms-of-use", { method: "PUT", json: { title: "Terms", body }, token: w.staffToken });
    expect(saved.status).toBe(200);
    const { html, headings } = (await call(w.a.host, "/api/pages/terms-of-use")).body;
    expect(html).toContain('<h2 id="disclaimer">Disclaimer</h2>');
    expect(headings.map((h: { id: string }) => h.id)).toEqual(["disclaimer", "disclaimer-2"]);
    expect(html).toContain('<a href="/faq">the FAQ</a>');
    expect(html).toContain('<a href="#refunds">refunds</a>');
    expect(html).toContain('<a href="https://example.org" rel="noopener">elsewhere</a>');
    expect(html).toContain("<table>");
    expect(html).not.toMatch(/<script|onerror|javascript:|\/\/evil/);
    // The preview is the same rendering, for editors only.
    const preview = await post(w.a.host, "/api/pages/preview", { body: "# Hi <script>x</script>" }, { token: w.adminA.token });
    expect(preview.body.html).toBe('<h2 id="hi">Hi </h2>');
    // Its title filled in as the page's is (the editor showed "About {{platform}}").
    const titled = await post(w.a.host, "/api/pages/preview", { body: "Text", title: "About {{school}} on {{platform}}" }, { token: w.adminA.token });
    expect(titled.body.title).toBe(`About ${w.a.schoolName} on Schools Platform`);
    expect((await post(w.a.host, "/api/pages/preview", { body: "Text", title: "x".repeat(256) }, { token: w.adminA.token })).status).toBe(400);
    expect((await post(w.a.host, "/api/pages/preview", { body: "x" }, { token: w.teacherA.token })).status).toBe(403);
    // Validation: the one error envelope, nothing written.
    const before = (await call(w.b.host, "/api/pages/about/source", { token: w.adminB.token })).body;
    const bad = await call(w.b.host, "/api/pages/about", { method: "PUT", json: { title: "", body: "" }, token: w.adminB.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ title: ["Required"], body: ["Write the page"] });
    expect((await call(w.b.host, "/api/pages/about/source", { token: w.adminB.token })).body).toEqual(before);
    expect(before.page).toBeNull();
  });
});

describe("the contact form, problem reports and tour requests", () => {
  it("a contact message is stored, acknowledged and staff are told; robots and floods are turned away", async () => {
    const w = await world();
    const address = newAddress();
    const bad = await post(w.a.host, "/api/contact/", { name: "", email: "nope", topic: "x", message: "hi" }, { address });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["email", "message", "name", "topic"]);

    const sent = await post(w.a.host, "/api/contact/", { name: "Ama Mensah", email: "Ama@Example.org", topic: "school", message: "We would like to bring our school." }, { address });
    expect(sent.status).toBe(201);
    expect(sent.body.reference).toMatch(/^C-[A-Z2-9]{6}$/);
    const row = await db().select().from(contactMessages).where(eq(contactMessages.reference, sent.body.reference)).get();
    expect(row).toMatchObject({ tenantId: w.a.id, email: "ama@example.org", status: "new" });
    expect(await outboxTo("ama@example.org", "inbox_acknowledgement")).toHaveLength(1);
    const alert = await outboxTo(w.staff.email!, "inbox_alert");
    expect(alert).toHaveLength(1);
    expect(JSON.parse(alert[0].payload).link).toContain(`/admin-panel/inbox/contact/${row!.id}`);

    // The honeypot: thanked, nothing stored.
    const robot = await post(w.a.host, "/api/contact/", { name: "Bot", email: "bot@example.org", topic: "general", message: "Buy cheap things now!!", website: "http://spam" }, { address: newAddress() });
    expect(robot.status).toBe(201);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.reference, robot.body.reference)).get()).toBeUndefined();

    // Five an hour from one address.
    for (let i = 0; i < 4; i++) expect((await post(w.a.host, "/api/contact/", { name: "Ama", email: "ama@example.org", topic: "general", message: `Message number ${i}` }, { address })).status).toBe(201);
    const flood = await post(w.a.host, "/api/contact/", { name: "Ama", email: "ama@example.org", topic: "general", message: "One too many" }, { address });
    expect(flood.status).toBe(429);
    expect(flood.headers.get("Retry-After")).toBeTruthy();
  });

  it("a problem report carries its page and screenshot; staff work through it with notes, states and an emailed reply", async () => {
    const w = await world();
    const report = (file?: Uint8Array, fields: Record<string, string> = {}, token?: string) => {
      const form = new FormData();
      form.set("category", "uploads");
      form.set("description", "The upload stops at 90% every time.");
      form.set("page", "/uploadbook");
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      if (file) form.set("screenshot", new File([file], "shot.png", { type: "image/png" }));
      return call(w.a.host, "/api/problem-reports/", { form, token, address: newAddress() });
    };
    expect((await report(GIF_BYTES, { email: "t@example.org" })).status).toBe(415);
    // Only a path of this site: browsers open "//host" and "/\host" on another site.
    for (const page of ["https://evil.example", "//evil.example/phish", "/\\evil.example/x", "/library\\x", "/a\tb", "/x\u0000y", "/x\u0085y"]) {
      const badPage = await report(undefined, { page });
      expect(badPage.status, page).toBe(400);
      expect(badPage.body.error.fields.page, page).toEqual(["Use a page of this site, starting with a single /, like /library"]);
    }
    expect(await db().select().from(problemReports).where(eq(problemReports.tenantId, w.a.id)).all()).toEqual([]);
    // A signed-in teacher's report takes their address when none is given.
    const sent = await report(PNG_BYTES, {}, w.teacherA.token);
    expect(sent.status).toBe(201);
    const row = await db().select().from(problemReports).where(eq(problemReports.reference, sent.body.reference)).get();
    expect(row).toMatchObject({ tenantId: w.a.id, userId: w.teacherA.id, email: w.teacherA.email, page: "/uploadbook", screenshotType: "image/png" });
    expect(await env.FILES.head(row!.screenshotKey!)).not.toBeNull();

    // Staff only.
    expect((await call("localhost", "/api/inbox/problem")).status).toBe(401);
    expect((await call(w.a.host, "/api/inbox/problem", { token: w.adminA.token })).status).toBe(403);
    const list = await call("localhost", `/api/inbox/problem?tenant=${w.a.id}`, { token: w.staffToken });
    expect(list.body.results.map((r: { reference: string }) => r.reference)).toEqual([sent.body.reference]);
    // Staff read it on the platform's host; the page opens on the school's own site.
    expect(list.body.results[0]).toMatchObject({ status: "new", school: { id: w.a.id, origin: `http://${w.a.host}` }, reporter: { id: w.teacherA.id, role: "teacher" }, page: "/uploadbook" });
    expect((await call("localhost", `/api/inbox/problem?tenant=${w.b.id}`, { token: w.staffToken })).body.results).toEqual([]);
    // Staff on another school's host see that school's items only.
    expect((await call(w.b.host, "/api/inbox/problem", { token: (await signIn(w.b.host, w.staff.username)).access })).body.results).toEqual([]);
    expect((await call("localhost", `/api/inbox/problem?search=${sent.body.reference}`, { token: w.staffToken })).body.count).toBe(1);
    const shot = await call("localhost", list.body.results[0].screenshot_url, { token: w.staffToken });
    expect(shot.status, String(shot.body).slice(0, 300)).toBe(200);
    expect(shot.headers.get("Content-Type")).toBe("image/png");
    expect((await call(w.a.host, list.body.results[0].screenshot_url, { token: w.teacherA.token })).status).toBe(403);

    const id = row!.id;
    expect((await call("localhost", `/api/inbox/problem/${id}`, { method: "PATCH", json: {}, token: w.staffToken })).status).toBe(400);
    expect((await call("localhost", `/api/inbox/problem/${id}`, { method: "PATCH", json: { status: "scheduled" }, token: w.staffToken })).status).toBe(400);
    const replied = await call("localhost", `/api/inbox/problem/${id}`, { method: "PATCH", json: { note: "Reproduced on Safari", reply: "Thank you — we found the cause.\n\nA fix is on its way." }, token: w.staffToken });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.status).toBe("in_progress");
    expect(replied.body.events.map((e: { kind: string; body: string }) => [e.kind, e.body])).toEqual([
      ["note", "Reproduced on Safari"],
      ["reply", "Thank you — we found the cause.\n\nA fix is on its way."],
      ["status", "in_progress"],
    ]);
    const reply = await outboxTo(w.teacherA.email!, "inbox_reply");
    expect(reply).toHaveLength(1);
    expect(JSON.parse(reply[0].payload)).toMatchObject({ reference: sent.body.reference, school_name: w.a.schoolName });
    const resolved = await call("localhost", `/api/inbox/problem/${id}`, { method: "PATCH", json: { status: "resolved" }, token: w.staffToken });
    expect(resolved.body.status).toBe("resolved");
    const counts = await call("localhost", `/api/inbox/counts?tenant=${w.a.id}`, { token: w.staffToken });
    expect(counts.body.problem).toEqual({ new: 0, in_progress: 0, resolved: 1 });
    // No page is fine, and "/" is a page.
    for (const page of ["", "/"]) expect((await report(undefined, { page })).status, page).toBe(201);
  });

  it("a tour request keeps its times in the requester's time zone and exports as CSV", async () => {
    const w = await world();
    const base = { school_name: "=Riverside Primary", contact_name: "Priya Shah", email: "priya@riverside.example", role: "school_leader", country: "IN", students: 420, time_zone: "Asia/Kolkata", slots: [{ date: day(7), time: "10:00" }], message: "Mornings are best." };
    const bad = await post("localhost", "/api/tour-requests/", { ...base, time_zone: "Mars/Olympus", slots: [{ date: day(-2), time: "25:00" }] }, { address: newAddress() });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["slots.0.date", "slots.0.time", "time_zone"]);
    const tooMany = await post("localhost", "/api/tour-requests/", { ...base, slots: [1, 2, 3, 4].map((i) => ({ date: day(i), time: "09:00" })) }, { address: newAddress() });
    expect(tooMany.body.error.fields.slots).toEqual(["Give at most three preferred times"]);
    const past = await post("localhost", "/api/tour-requests/", { ...base, slots: [{ date: day(-2), time: "09:00" }] }, { address: newAddress() });
    expect(past.body.error.fields["slots.0.date"]).toEqual(["Choose a date from today on"]);
    // Dates with the right shape but no day are refused, not rolled over (30 February → 2 March).
    const noDay = await post("localhost", "/api/tour-requests/", { ...base, school_name: "No Such Day School", slots: [{ date: "2027-02-30", time: "09:00" }, { date: "2027-13-45", time: "09:00" }, { date: "2027-12-00", time: "09:00" }] }, { address: newAddress() });
    expect(noDay.status).toBe(400);
    expect(noDay.body.error.fields).toEqual({ "slots.0.date": ["Use a date that exists, like 2026-12-01"], "slots.1.date": ["Use a date that exists, like 2026-12-01"], "slots.2.date": ["Use a date that exists, like 2026-12-01"] });
    expect(await db().select().from(tourRequests).where(eq(tourRequests.schoolName, "No Such Day School")).all()).toEqual([]);
    expect((await post("localhost", "/api/tour-requests/", { ...base, slots: [{ date: "2028-02-29", time: "09:00" }] }, { address: newAddress() })).status).toBe(201);

    // "Today" is the requester's own. A zone where it is now between 00:00 and 21:59, and whose
    // date is not UTC's whenever that can be: UTC−12 before 10:00 UTC (its today is UTC's
    // yesterday), UTC+14 from then on (its yesterday is UTC's today).
    const zone = new Date().getUTCHours() < 10 ? "Etc/GMT+12" : "Pacific/Kiritimati";
    const local = wallClockIn(zone);
    const inZone = (slots: { date: string; time: string }[]) => post("localhost", "/api/tour-requests/", { ...base, time_zone: zone, slots }, { address: newAddress() });
    expect((await inZone([{ date: local.date, time: "23:00" }])).status, `${zone} ${local.date}`).toBe(201);
    const yesterday = new Date(Date.parse(`${local.date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await inZone([{ date: yesterday, time: "23:00" }])).body.error.fields).toEqual({ "slots.0.date": ["Choose a date from today on"] });
    // A time of today that has passed (local time is 00:00 or later).
    expect((await inZone([{ date: local.date, time: "00:00" }])).body.error.fields).toEqual({ "slots.0.time": ["Choose a time from now on"] });

    const sent = await post("localhost", "/api/tour-requests/", base, { address: newAddress() });
    expect(sent.status).toBe(201);
    const row = await db().select().from(tourRequests).where(eq(tourRequests.reference, sent.body.reference)).get();
    expect(row).toMatchObject({ tenantId: null, timeZone: "Asia/Kolkata", students: 420 });
    const item = await call("localhost", `/api/inbox/tour/${row!.id}`, { token: w.staffToken });
    // 10:00 in India is 04:30 UTC.
    expect(item.body.slots).toEqual([{ date: day(7), time: "10:00", at: `${day(7)}T04:30:00.000Z` }]);
    expect((await call("localhost", `/api/inbox/tour/${row!.id}`, { method: "PATCH", json: { status: "scheduled", note: "Booked for the first slot" }, token: w.staffToken })).body.status).toBe("scheduled");

    const csv = await call("localhost", "/api/inbox/tour/export.csv?tenant=platform&status=scheduled", { token: w.staffToken });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const lines = (csv.body as string).trim().split("\r\n");
    expect(lines[0]).toBe("reference,created_at,status,site,contact,email,school_name,role,phone,country,students,time_zone,preferred_times_local,preferred_times_utc,message");
    const mine = lines.find((l) => l.startsWith(sent.body.reference))!;
    // A cell a spreadsheet would run as a formula is defused.
    expect(mine).toContain(",'=Riverside Primary,");
    expect(mine).toContain(`${day(7)} 10:00`);
    expect((await call(w.a.host, "/api/inbox/tour/export.csv", { token: w.adminA.token })).status).toBe(403);
    expect((await call("localhost", "/api/inbox/nope", { token: w.staffToken })).status).toBe(404);
  });
});

describe("the wall clock of a time zone", () => {
  it("gives the requester's own date and time, which a tour request's today is", () => {
    // 01:00 UTC on 15 January is 17:00 the day before in Los Angeles and 10:00 that day in Tokyo.
    const at = Date.UTC(2027, 0, 15, 1, 0);
    expect(wallClockIn("America/Los_Angeles", at)).toEqual({ date: "2027-01-14", time: "17:00" });
    expect(wallClockIn("Asia/Tokyo", at)).toEqual({ date: "2027-01-15", time: "10:00" });
    expect(wallClockIn("UTC", Date.UTC(2027, 0, 15, 0, 5))).toEqual({ date: "2027-01-15", time: "00:05" });
    expect(wallClockIn("Mars/Olympus", at)).toEqual({ date: "2027-01-15", time: "01:00" });
  });
});

describe("the seed's information pages", () => {
  it("render all twelve on every host, with no placeholder left and only links to pages that exist", async () => {
    const { buildDemoPagesSeed } = await import("../../worker/db/seed/content-pages");
    const { CONTENT_PAGE_SLUGS } = await import("../../worker/contracts/operations");
    // The platform's copy as the seed writes it (earlier tests in this file wrote their own).
    await env.DB.prepare("DELETE FROM content_pages WHERE scope_key = 'platform'").run();
    await env.DB.batch(buildDemoPagesSeed().map((s) => env.DB.prepare(s)));
    const school = await createTenant();
    const known = new Set<string>([
      ...CONTENT_PAGE_SLUGS.map((s) => `/${s}`),
      "/", "/library", "/courses", "/teacher-training", "/hubs", "/sdgs", "/challenges", "/impact-films", "/projects", "/charities", "/libraries",
      // Only pages that exist today (/demo, /live … join when they are built).
      "/report-a-problem", "/request-a-tour", "/test", "/register", "/login", "/dashboard", "/cart", "/checkout", "/dear-world-book", "/uploadcontent", "/uploadbook", "/upload-blog",
    ]);
    for (const host of ["localhost", school.host]) {
      const listed = await call(host, "/api/pages/");
      expect(listed.body.results.map((p: { slug: string }) => p.slug).sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
      for (const slug of CONTENT_PAGE_SLUGS) {
        const page = await call(host, `/api/pages/${slug}`);
        expect(page.status).toBe(200);
        expect(page.body.html.length, slug).toBeGreaterThan(500);
        expect(`${page.body.title} ${page.body.summary} ${page.body.html}`, slug).not.toMatch(/\{\{|lorem|ipsum|TODO|\[Company/i);
        for (const [, href] of (page.body.html as string).matchAll(/href="([^"]+)"/g)) {
          if (href.startsWith("/")) expect(known.has(href.split(/[?#]/)[0]), `${slug} links to ${href}`).toBe(true);
        }
      }
    }
    const terms = await call(school.host, "/api/pages/terms-of-use");
    expect(terms.body.headings.map((h: { id: string }) => h.id)).toContain("disclaimer");
    const faq = await call(school.host, "/api/pages/faq");
    expect(faq.body.headings.filter((h: { level: number }) => h.level === 2).length).toBeGreaterThanOrEqual(6);
    expect(faq.body.headings.filter((h: { level: number }) => h.level === 3).length).toBeGreaterThanOrEqual(25);
    // A school's host names the school and its own address.
    expect((await call(school.host, "/api/pages/privacy-policy")).body.html).toContain(school.schoolName);
    // No invented quote passes as a real person's: every testimonial is labelled as sample content.
    const testimonials = (await call(school.host, "/api/pages/testimonials")).body.html as string;
    expect(testimonials).toContain("These are sample testimonials, written for this demonstration.");
    const quotes = testimonials.match(/<blockquote>[\s\S]*?<\/blockquote>/g) ?? [];
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toContain("Sample quote, not a real person");
  });
});

describe("re-running the seed on an existing database", () => {
  it("moves a page still exactly as an older seed wrote it to the current copy, and never a page staff edited or restored", async () => {
    const { buildDemoPagesSeed, SEED_CONTENT_PAGES, SEED_UPDATE_NOTE } = await import("../../worker/db/seed/content-pages");
    const run = (pages = SEED_CONTENT_PAGES) => env.DB.batch(buildDemoPagesSeed(Date.UTC(2026, 0, 5), pages).map((s) => env.DB.prepare(s)));
    await env.DB.prepare("DELETE FROM content_pages WHERE scope_key = 'platform'").run();
    // The database as an older seed left it: different testimonials, about and FAQ copy.
    const older = SEED_CONTENT_PAGES.map((p) => (["testimonials", "about", "faq"].includes(p.slug) ? { ...p, body: `Old ${p.slug} copy.`, summary: "Old summary" } : p));
    await run(older);
    const w = await world();
    // Staff edit the about page; the FAQ is edited and then restored to the seed's version 1 (a staff version).
    expect((await call("localhost", "/api/pages/about", { method: "PUT", json: { title: "About", summary: "Ours", body: "Staff wrote this." }, token: w.staffToken })).status).toBe(200);
    expect((await call("localhost", "/api/pages/faq", { method: "PUT", json: { title: "FAQ", summary: "Ours", body: "## Staff\n\n### Q?\n\nA." }, token: w.staffToken })).status).toBe(200);
    expect((await call("localhost", "/api/pages/faq/versions/1/restore", { method: "POST", token: w.staffToken })).status).toBe(200);

    await run();
    const page = (slug: string) => env.DB.prepare("SELECT title, summary, body, version, updated_by FROM content_pages WHERE id = ?").bind(`pg_seed_${slug}`).first<{ body: string; summary: string; version: number; updated_by: string | null }>();
    const current = (slug: string) => SEED_CONTENT_PAGES.find((p) => p.slug === slug)!;
    expect(await page("testimonials")).toMatchObject({ body: current("testimonials").body, summary: current("testimonials").summary, version: 2, updated_by: null });
    const history = await call("localhost", "/api/pages/testimonials/versions", { token: w.staffToken });
    expect(history.body.results.map((v: { version: number; note: string }) => [v.version, v.note])).toEqual([[2, SEED_UPDATE_NOTE], [1, "The first copy"]]);
    expect((await call("localhost", "/api/pages/testimonials")).body.html).toContain("These are sample testimonials, written for this demonstration.");
    // Staff's pages keep their copy: an edit, and a restore that happens to bring back the old seed text.
    expect(await page("about")).toMatchObject({ body: "Staff wrote this.", version: 2 });
    expect(await page("faq")).toMatchObject({ body: "Old faq copy.", version: 3 });
    // A page already current is left alone, and a second run changes nothing.
    expect(await page("privacy-policy")).toMatchObject({ version: 1 });
    await run();
    expect(await page("testimonials")).toMatchObject({ version: 2 });
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM content_page_versions WHERE page_id = 'pg_seed_testimonials'").first<{ n: number }>())!.n).toBe(2);
    // A later seed copy moves the page on again from the seed's own version 2.
    await run(SEED_CONTENT_PAGES.map((p) => (p.slug === "testimonials" ? { ...p, body: `${p.body}\n\nOne more line.` } : p)));
    expect(await page("testimonials")).toMatchObject({ version: 3, body: `${current("testimonials").body}\n\nOne more line.` });
  });
});
