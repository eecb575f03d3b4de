import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { api, expectAccessible, origin, screenshots, signInAs } from "./helpers";

/*
 * Live sessions: a teacher schedules a class session starting ~11 minutes from now (so the real
 * server clock is inside the join window), a student of that class registers, downloads the .ics
 * and sees the join button only in the last 15 minutes — the browser's clock is set by the test
 * (page.clock) before the window, then moved into it. A fresh title each run; the student is one
 * no other spec uses.
 */
const TEACHER = { username: "greenfield.teacher", password: "teacher-demo-2026" };
const STUDENT = { username: "greenfield.student14", password: "reading-rocks-2026" };
const MIN = 60_000;

/** "2026-11-26T17:41" in UTC, for the form's datetime-local field with the UTC zone chosen. */
const utcInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);

test("a teacher schedules a class session; a student registers, downloads the .ics and joins in the last 15 minutes", async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const title = `Story time live ${Date.now().toString(36)}`;
  const start = Math.ceil((Date.now() + 11 * MIN) / MIN) * MIN;

  // The teacher schedules it for their class.
  await signInAs(page, "greenfield", TEACHER.username, TEACHER.password);
  await page.goto(`${origin("greenfield")}/live/manage`);
  await expect(page.getByRole("heading", { level: 1, name: "Live sessions" })).toBeVisible();
  await page.getByRole("button", { name: "Schedule a session" }).click();
  const form = page.getByRole("form", { name: "Schedule a session" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("We read the first chapter together.");
  await form.getByLabel("Starts at").fill(utcInput(start));
  await form.getByLabel("Time zone").selectOption("UTC");
  await form.getByLabel("Length (minutes)").fill("30");
  await form.getByLabel("Who may attend").selectOption("class");
  await form.getByLabel("Class").selectOption({ label: "Year 4 Blue" });
  await form.getByLabel("Meeting link").fill("https://meet.example.com/story-time-e2e");
  await expectAccessible(page);
  await screenshots(page, info, "live-manage-form", async () => {
    await expect(form).toBeVisible();
  });
  await form.getByRole("button", { name: "Schedule" }).click();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("0/30");
  // On a phone the row's status and buttons are on screen, not past its right edge (they were at 412 px).
  await page.setViewportSize({ width: 412, height: 915 });
  for (const part of [row.getByText("Scheduled"), row.getByRole("button", { name: "Registrants" }), row.getByRole("button", { name: "Cancel session" })]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(412);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await page.setViewportSize({ width: 1280, height: 720 });
  const slug = (await row.getByRole("link", { name: title }).getAttribute("href"))!.split("/").pop()!;
  await expectAccessible(page);

  // The student (their own browser), with its clock 20 minutes before the start: no join button yet.
  const context = await browser.newContext({ acceptDownloads: true });
  const student = await context.newPage();
  await student.clock.install({ time: new Date(start - 20 * MIN) });
  await signInAs(student, "greenfield", STUDENT.username, STUDENT.password);
  await student.goto(`${origin("greenfield")}/live`);
  await expect(student.getByRole("link", { name: title })).toBeVisible();
  await expectAccessible(student);
  await screenshots(student, info, "live-list", async () => {
    await expect(student.getByRole("link", { name: title })).toBeVisible();
  });
  await student.getByRole("link", { name: title }).click();
  await expect(student.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(student.getByTestId("countdown")).toHaveText("Starts in 20 min");
  await student.getByRole("button", { name: "Register" }).click();
  await expect(student.getByText("You're registered. The join button appears here 15 minutes before the start.")).toBeVisible();
  await expect(student.getByRole("button", { name: "Join the session" })).toHaveCount(0);

  // Add to calendar: an RFC 5545 file with the start in UTC and, for a registrant, the meeting link.
  const [download] = await Promise.all([student.waitForEvent("download"), student.getByRole("button", { name: "Add to calendar" }).click()]);
  expect(download.suggestedFilename()).toBe(`${slug}.ics`);
  const ics = readFileSync((await download.path())!, "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(ics).toContain(`DTSTART:${new Date(start).toISOString().replace(/[-:]/g, "").replace(".000", "")}\r\n`);
  expect(ics.replace(/\r\n /g, "")).toContain("LOCATION:https://meet.example.com/story-time-e2e");
  expect(ics).toContain("SEQUENCE:0");

  await expectAccessible(student);
  await screenshots(student, info, "webinar-registered", async () => {
    await expect(student.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  // Six minutes later (14 before the start) the join button appears and opens the meeting.
  await student.clock.fastForward("06:00");
  const join = student.getByRole("button", { name: "Join the session" });
  await expect(join).toBeVisible();
  await context.route("https://meet.example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Meeting</title><p>Meeting room</p>" }));
  const [meeting] = await Promise.all([context.waitForEvent("page"), join.click()]);
  await expect.poll(() => meeting.url()).toBe("https://meet.example.com/story-time-e2e");
  await meeting.close();

  // The teacher sees the attendance.
  const target = api("greenfield");
  const teacher = await student.request.post(target.url("/api/auth/token/"), { headers: target.headers, data: { username: TEACHER.username, password: TEACHER.password } });
  const { access } = (await teacher.json()) as { access: string };
  const list = await student.request.get(target.url(`/api/live-sessions/${slug}/registrants`), { headers: { ...target.headers, Authorization: `Bearer ${access}` } });
  const registrants = ((await list.json()) as { results: { first_name: string; status: string; joined_at: string | null }[] }).results;
  expect(registrants).toHaveLength(1);
  expect(registrants[0].status).toBe("registered");
  expect(registrants[0].joined_at).not.toBeNull();
  await page.goto(`${origin("greenfield")}/live/manage`);
  const teacherRow = page.getByRole("row", { name: new RegExp(title) });
  await expect(teacherRow).toContainText("1/30");
  await teacherRow.getByRole("button", { name: "Registrants" }).click();
  const registrantsTable = page.getByRole("region", { name: "Registrants", exact: true });
  await expect(registrantsTable).toContainText("Registered");
  await expectAccessible(page);
  // On a phone each registrant is stacked, labelled lines: name, email, place and join time lie
  // within the screen and the page does not scroll sideways (the table did, at 412 px).
  await page.setViewportSize({ width: 412, height: 915 });
  const registrant = registrantsTable.getByRole("row").nth(1);
  for (const cell of await registrant.getByRole("cell").all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(412);
  }
  await expect(registrant.getByRole("cell").nth(2)).toContainText("Registered");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  expect(await registrantsTable.evaluate((frame) => frame.scrollWidth <= frame.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  await context.close();
});
