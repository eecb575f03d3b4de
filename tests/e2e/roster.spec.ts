import { expect, test } from "@playwright/test";
import { api, expectAccessible, origin, screenshots, signInAs, waitForEmail } from "./helpers";

const ADMIN = ["greenfield", "admin@greenfield.example.org", "admin-demo-2026"] as const;
const FIRST = ["Amara", "Ben", "Cleo", "Dev", "Esi", "Finn", "Gita", "Hugo", "Ines", "Jon"];

/** 30 rows for the demo's Year 4 Blue, unique to this run; row 7 has no first name and row 19 an unknown class. */
function roster(run: string): string {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const first = i === 6 ? "" : FIRST[i % FIRST.length];
    const cls = i === 18 ? "Year 9 Nowhere" : i % 2 ? "GREEN4" : "Year 4 Blue";
    return `${first},"Run${run} ${String.fromCharCode(65 + i)}",${cls},,,${i === 0 ? `parent-${run}@example.org,Ngozi,Okafor` : ",,"},${i === 1 ? `teacher-${run}@example.org,Ms Tara Mensah` : ","}`;
  });
  return ["\uFEFFFirst name,Last name,Class,Username,Password,Parent email,Parent first name,Parent last name,Teacher email,Class teacher", ...rows].join("\r\n");
}

test("an admin imports a 30-row roster, fixes the two bad rows, imports and opens the login cards", async ({ page }, info) => {
  test.setTimeout(300_000); // 30 scrypt hashes and four screenshot pairs on a shared machine
  const run = Date.now().toString(36);
  await signInAs(page, ...ADMIN);
  await page.goto(`${origin("greenfield")}/bulk-enrolment`);
  await expect(page.getByRole("heading", { name: "Bulk enrolment" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bulk enrolment" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "bulk-enrolment-upload", async () => {
    await expect(page.getByLabel("Roster file (.csv or .xlsx)")).toBeVisible();
  });

  await page.getByLabel("Roster file (.csv or .xlsx)").setInputFiles({ name: "year4.csv", mimeType: "text/csv", buffer: Buffer.from(roster(run)) });
  await expect(page.getByRole("heading", { name: "2. Match the columns" })).toBeVisible();
  await expect(page.getByLabel("First name (required)")).toHaveValue("0");
  await expect(page.getByLabel("Class (required)")).toHaveValue("2");
  await expect(page.getByLabel("Class teacher's email (optional)")).toHaveValue("8");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Preview the rows" }).click();

  await expect(page.getByText("2 with problems")).toBeVisible();
  const row7 = page.getByTestId("preview-row-7");
  const row19 = page.getByTestId("preview-row-19");
  await expect(row7.getByText("Required")).toBeVisible();
  await expect(row19.getByText("Unknown class")).toBeVisible();
  await expect(page.getByRole("button", { name: "Import 30 students" })).toBeDisabled();
  await expectAccessible(page);
  await screenshots(page, info, "bulk-enrolment-preview", async () => {
    await expect(row7).toBeVisible();
  });

  await page.getByLabel("First name, row 7", { exact: true }).fill("Gita");
  await page.getByLabel("Class, row 19").fill("Year 4 Blue");
  await expect(page.getByText("no problems")).toBeVisible();
  await page.getByRole("button", { name: "Import 30 students" }).click();

  await expect(page.getByRole("heading", { name: "Import complete" })).toBeVisible({ timeout: 60_000 });
  const outcome = page.getByRole("region", { name: "Import complete" });
  await expect(outcome.getByText("30 students created")).toBeVisible();
  // The one parent of the file is invited from here, and the invitation email goes out.
  const invite = page.getByRole("region", { name: "Invite parents" });
  await invite.getByRole("button", { name: "Invite 1 parent" }).click();
  await expect(invite.getByText("1 invitation sent.")).toBeVisible();
  expect((await waitForEmail(page.request, `parent-${run}@example.org`)).subject).toContain("as a parent");
  // The class teacher named in the file is invited as a teacher of the school, for Year 4 Blue.
  const teachers = page.getByRole("region", { name: "Invite teachers" });
  await expect(teachers.getByText(/\(Ms Tara Mensah\): GREEN4/)).toBeVisible();
  await teachers.getByRole("button", { name: "Invite 1 teacher" }).click();
  await expect(teachers.getByText("1 invitation sent.")).toBeVisible();
  expect((await waitForEmail(page.request, `teacher-${run}@example.org`)).subject).toContain("as a teacher");
  const table = page.getByRole("region", { name: "Imported students" });
  await expect(table.getByRole("row")).toHaveCount(31);
  const first = table.getByRole("row").nth(1);
  const username = (await first.getByRole("cell").nth(3).textContent())!.trim();
  const password = (await first.getByRole("cell").nth(4).textContent())!.trim();
  expect(password).toMatch(/^[a-z]+-[a-z]+-[a-z]+-\d\d$/);
  await expectAccessible(page);
  await screenshots(page, info, "bulk-enrolment-result", async () => {
    await expect(table).toBeVisible();
  });

  // The new student signs in with the password shown once.
  const target = api("greenfield");
  const signIn = await page.request.post(target.url("/api/auth/token/"), { headers: target.headers, data: { username, password } });
  expect(signIn.status()).toBe(200);

  await page.getByRole("button", { name: "Print login cards" }).click();
  const sheet = page.getByTestId("login-card-sheet");
  await expect(sheet.getByRole("article")).toHaveCount(30);
  await expect(sheet.getByText(password)).toBeVisible();
  await expect(sheet.locator("img[src^='data:image']")).toHaveCount(30);
  await expectAccessible(page);
  await screenshots(page, info, "bulk-enrolment-cards", async () => {
    await expect(sheet.getByText(username)).toBeVisible();
  });
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: info.outputPath("bulk-enrolment-cards-print.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // Re-running the same file creates nobody twice.
  await page.getByRole("button", { name: "Back to the result" }).click();
  await page.getByRole("button", { name: "Import another file" }).click();
  const fixed = roster(run).replace(/^,/m, "Gita,").replace("Year 9 Nowhere", "Year 4 Blue");
  await page.getByLabel("Roster file (.csv or .xlsx)").setInputFiles({ name: "year4.csv", mimeType: "text/csv", buffer: Buffer.from(fixed) });
  await page.getByRole("button", { name: "Preview the rows" }).click();
  await page.getByRole("button", { name: "Import 30 students" }).click();
  await expect(page.getByRole("region", { name: "Import complete" }).getByText("0 students created, 30 already enrolled (left as they were)")).toBeVisible({ timeout: 60_000 });
});

test("an admin archives a student, who then appears in the archived list, and restores them", async ({ page }, info) => {
  test.setTimeout(120_000);
  const session = await signInAs(page, ...ADMIN);
  // A run stopped half-way leaves the student archived: start from an active student.
  const target = api("greenfield");
  await page.request.post(target.url("/api/school-admin/archived-students/restore/"), {
    headers: { ...target.headers, Authorization: `Bearer ${session.access}` },
    data: { student_ids: ["usr_demo_greenfield_student24"] },
  });
  // The class code's tiles (which carry no usernames) count the class's active students.
  const tileCount = async () => ((await (await page.request.get(target.url("/api/list-student-in-class/GREEN4/"), { headers: target.headers })).json()) as { count: number }).count;
  const before = await tileCount();
  await page.goto(`${origin("greenfield")}/archived-students`);
  await expect(page.getByRole("heading", { name: "Archived students", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Archived students" })).toBeVisible();

  const find = page.getByRole("searchbox", { name: "Find students to archive" });
  await find.fill("greenfield.student24");
  await find.press("Enter");
  const pick = page.getByRole("checkbox", { name: /greenfield\.student24/ });
  await expect(pick).toBeVisible();
  await pick.check();
  await page.getByRole("button", { name: "Archive selected (1)" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText(/was archived/)).toBeVisible();

  const archived = page.getByRole("region", { name: "Archived students", exact: true });
  await expect(archived.getByText("greenfield.student24")).toBeVisible();
  await expect(archived.getByText("Year 4 Blue")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "archived-students", async () => {
    await expect(archived).toBeVisible();
  });

  // Archived: the class code no longer lists them.
  expect(await tileCount()).toBe(before - 1);

  const row = archived.getByRole("row").filter({ hasText: "greenfield.student24" });
  await row.getByRole("button", { name: /Delete .* permanently/ }).click();
  await expect(page.getByRole("button", { name: "Delete permanently" })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Cancel" }).click();

  await row.getByRole("button", { name: /^Restore / }).click();
  await expect(page.getByText(/was restored to their classes/)).toBeVisible();
  await expect(archived.getByText("greenfield.student24")).toHaveCount(0);
  expect(await tileCount()).toBe(before);
});
