import { expect, test } from "@playwright/test";
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
