import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, origin, screenshots, signInAs, waitForEmail } from "./helpers";

const ADMIN = ["greenfield", "admin@greenfield.example.org", "admin-demo-2026"] as const;
const STAFF = [undefined, "staff@example.org", "staff-demo-2026"] as const;

test("a school admin invites a parent for a student; the parent accepts from the email and sees their child's progress", async ({ page, browser }, info) => {
  test.setTimeout(150_000); // two sessions, three axe scans and six screenshots on a shared machine
  const email = `parent.${Date.now().toString(36)}@example.org`;
  await signInAs(page, ...ADMIN);
  await page.goto(`${origin("greenfield")}/admin/invitations`);
  await expect(page.getByRole("heading", { level: 1, name: "Invitations" })).toBeVisible();
  const form = page.getByRole("form", { name: "Invite one person" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption("parent");
  await form.getByLabel("First name").fill("Grace");
  await form.getByLabel("Last name").fill("Adeyemi");
  await form.getByLabel("Children's usernames").fill("greenfield.student01");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole("table", { name: "Invitations" }).getByText(email)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "admin-invitations", async () => {
    await expect(page.getByRole("heading", { name: "Sent invitations" })).toBeVisible();
  });

  const mail = await waitForEmail(page.request, email);
  const link = mail.links.find((l) => l.includes("/accept-invitation/"))!;
  const parent = await (await browser.newContext()).newPage();
  await parent.goto(link);
  await expect(parent.getByRole("heading", { name: "Welcome to Greenfield Primary School" })).toBeVisible();
  await expect(parent.getByText(/Helen Marsh has invited you to join Greenfield Primary School as a parent/)).toBeVisible();
  await expectAccessible(parent);
  await screenshots(parent, info, "accept-parent-invitation", async () => {
    await expect(parent.getByRole("heading", { name: "Welcome to Greenfield Primary School" })).toBeVisible();
  });
  await parent.getByLabel("Choose a password").fill("kites-over-lagos-42");
  await parent.getByLabel("Confirm the password").fill("kites-over-lagos-42");
  await parent.getByRole("button", { name: "Accept and sign in" }).click();
  await expect(parent).toHaveURL(/\/dashboard$/);
  await expect(parent.getByRole("heading", { name: "My children" })).toBeVisible();
  const child = parent.getByRole("heading", { level: 2 }).filter({ hasText: /^[A-Z][a-z]+ [A-Z]/ }).first();
  await expect(child).toBeVisible();
  await expect(parent.getByText("Books read")).toBeVisible();
  await expect(parent.getByRole("progressbar").first()).toBeVisible();
  await expectAccessible(parent);
  await screenshots(parent, info, "parent-dashboard", async () => {
    await expect(parent.getByRole("heading", { name: "My children" })).toBeVisible();
  });
});

test("staff see parents and their children across schools", async ({ page }, info) => {
  await signInAs(page, ...STAFF);
  await page.goto(`${origin()}/admin-panel/superpower-parent`);
  await expect(page.getByRole("heading", { level: 1, name: "Parents" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Parents and their linked children" }).getByText("Priya Shah")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "superpower-parent", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Parents" })).toBeVisible();
  });
});

const TEACHER = ["greenfield", "teacher@greenfield.example.org", "teacher-demo-2026"] as const;

/** axe at the phone and desktop widths (no serious or critical violation at either). */
async function accessibleAtBothWidths(page: Page) {
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 780 : 860 });
    await expectAccessible(page);
  }
  if (original) await page.setViewportSize(original);
}

test("staff open one user's dashboard and the sign-ups chart; a sign-in they just made is there", async ({ page, browser }, info) => {
  test.setTimeout(150_000);
  // The teacher signs in first, so their dashboard has a sign-in of this run to show.
  const teacher = await (await browser.newContext()).newPage();
  await signInAs(teacher, ...TEACHER);
  await teacher.close();

  await signInAs(page, ...STAFF);
  await page.goto(`${origin()}/admin-panel/user-dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: "User dashboard" })).toBeVisible();
  await page.getByRole("search", { name: "Find a user" }).getByLabel("Find a user").fill("teacher@greenfield");
  await page.getByRole("link", { name: /Tom Fields/ }).click();
  await expect(page).toHaveURL(/user-dashboard\?user=usr_demo_green_teacher/);
  await expect(page.getByRole("heading", { level: 2, name: "Tom Fields" })).toBeVisible();
  const signIns = page.getByRole("heading", { name: "Recent sign-ins" }).locator("..");
  await expect(signIns.getByText(/Signed in on greenfield\.localhost/).first()).toBeVisible();
  await accessibleAtBothWidths(page);
  await screenshots(page, info, "user-dashboard", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Tom Fields" })).toBeVisible();
  });

  await page.goto(`${origin()}/admin-panel/users-dashboard?days=30`);
  await expect(page.getByRole("heading", { level: 1, name: "Users dashboard" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Sign-ups per day" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Active by role" })).toBeVisible();
  await page.getByRole("figure", { name: "Active by role" }).getByText("Show the numbers as a table").click();
  await expect(page.getByRole("figure", { name: "Active by role" }).getByRole("rowheader", { name: "Teachers" })).toBeVisible();
  await accessibleAtBothWidths(page);
  await screenshots(page, info, "users-dashboard", async () => {
    await expect(page.getByRole("figure", { name: "Sign-ups per day" })).toBeVisible();
  });
});

test("staff verify a teacher; the staff and the school's action logs show it", async ({ page, browser }, info) => {
  test.setTimeout(150_000);
  await signInAs(page, ...STAFF);
  await page.goto(`${origin()}/admin-panel/superpower-teacher?search=teacher%40greenfield.example.org`);
  await expect(page.getByRole("heading", { level: 1, name: "Teacher superpowers" })).toBeVisible();
  const table = page.getByRole("table", { name: "Teachers" });
  await expect(table.getByRole("link", { name: "Tom Fields" })).toBeVisible();
  await expect(table.getByText(/Year 4 Blue \(\d+ students\)/)).toBeVisible();
  const verify = table.getByRole("button", { name: "Verify Tom Fields", exact: true });
  if (!(await verify.isVisible())) {
    // A previous run left Tom verified: take it back first so this run's action is a verification.
    await table.getByRole("button", { name: "Unverify Tom Fields", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  }
  await verify.click();
  await page.getByRole("dialog").getByRole("button", { name: "Verify", exact: true }).click();
  await expect(table.getByText("Verified", { exact: true })).toBeVisible();
  await accessibleAtBothWidths(page);
  await screenshots(page, info, "superpower-teacher", async () => {
    await expect(table.getByRole("link", { name: "Tom Fields" })).toBeVisible();
  });

  await page.goto(`${origin()}/admin-panel/action-log?action=teacher.verify`);
  await expect(page.getByRole("heading", { level: 1, name: "Action log" })).toBeVisible();
  const row = page.getByRole("table", { name: "Action log" }).getByRole("row").filter({ hasText: "Tom Fields" }).first();
  await expect(row).toContainText("Verified a teacher");
  await expect(row).toContainText("Platform Staff");
  await expect(row).toContainText("Greenfield Primary School");
  await accessibleAtBothWidths(page);
  await screenshots(page, info, "staff-action-log", async () => {
    await expect(row).toBeVisible();
  });

  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, ...ADMIN);
  await admin.goto(`${origin("greenfield")}/admin/action-log?action=teacher.verify`);
  await expect(admin.getByRole("table", { name: "Action log" }).getByRole("row").filter({ hasText: "Tom Fields" }).first()).toContainText("Verified a teacher");
  await accessibleAtBothWidths(admin);
  await screenshots(admin, info, "school-action-log", async () => {
    await expect(admin.getByRole("heading", { level: 1, name: "Action log" })).toBeVisible();
  });

  // Leave Tom as the seed made him.
  await page.goto(`${origin()}/admin-panel/superpower-teacher?search=teacher%40greenfield.example.org`);
  await page.getByRole("table", { name: "Teachers" }).getByRole("button", { name: "Unverify Tom Fields", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("table", { name: "Teachers" }).getByRole("button", { name: "Verify Tom Fields", exact: true })).toBeVisible();
});

test("staff list teachers and students across schools", async ({ page }, info) => {
  await signInAs(page, ...STAFF);
  for (const [path, heading, table] of [
    ["teachers", "Teachers", "Teachers"],
    ["students", "Students", "Students"],
  ] as const) {
    await page.goto(`${origin()}/admin-panel/${path}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("table", { name: table }).getByText("Greenfield Primary School").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeEnabled();
    await accessibleAtBothWidths(page);
    await screenshots(page, info, `staff-${path}`, async () => {
      await expect(page.getByRole("table", { name: table })).toBeVisible();
    });
  }
});

test("a teacher prints their class's home-learning codes from the dashboard", async ({ page }, info) => {
  test.setTimeout(90_000);
  await signInAs(page, ...TEACHER);
  await page.goto(`${origin("greenfield")}/dashboard`);
  await page.getByRole("link", { name: "Print a class's codes" }).click();
  await expect(page).toHaveURL(/\/home-learning-codes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Home-learning codes" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Class" })).toHaveValue(/.+/);
  await page.getByRole("button", { name: "Show codes" }).click();
  const table = page.getByRole("table", { name: /Home-learning codes of Year 4 Blue/ });
  await expect(table.getByRole("row").nth(1)).toContainText(/[A-Z0-9]{8}/);
  await expect(page.getByRole("button", { name: "Print codes" })).toBeVisible();
  await accessibleAtBothWidths(page);
  await screenshots(page, info, "home-learning-codes", async () => {
    await expect(table).toBeVisible();
  });
});
