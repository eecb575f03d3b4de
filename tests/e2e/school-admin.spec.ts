import { expect, test } from "@playwright/test";
import { expectAccessible, origin, screenshots, signInAs, waitForEmail } from "./helpers";

const ADMIN = ["greenfield", "admin@greenfield.example.org", "admin-demo-2026"] as const;

const PAGES: { path: string; heading: RegExp; name: string }[] = [
  { path: "/admin/dashboard", heading: /Greenfield Primary School/, name: "school-dashboard" },
  { path: "/admin/users", heading: /users/i, name: "school-users" },
  { path: "/admin/adduser", heading: /add user/i, name: "school-adduser" },
  { path: "/admin/classes", heading: /classes/i, name: "school-classes" },
  { path: "/admin/addclass", heading: /add class/i, name: "school-addclass" },
  { path: "/admin/class-students/cls_demo_green4", heading: /Year 4 Blue/, name: "school-class-students" },
  { path: "/admin/school-modes", heading: /modes/i, name: "school-modes" },
  { path: "/admin/messages", heading: /^Messages$/, name: "school-messages-list" },
  { path: "/admin/learning", heading: /Learning dashboard/, name: "school-learning" },
];

test.describe("school admin area pages", () => {
  for (const p of PAGES) {
    test(`${p.path} renders, passes axe and is screenshotted`, async ({ page }, info) => {
      await signInAs(page, ...ADMIN);
      await page.goto(`${origin("greenfield")}${p.path}`);
      const heading = page.getByRole("heading", { level: 1, name: p.heading });
      await expect(heading).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectAccessible(page);
      await screenshots(page, info, p.name, async () => {
        await expect(heading).toBeVisible();
        // Nothing is wider than the window, on a phone or a desktop (a long course title widened the learning charts).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${p.path} is ${overflow} px wider than the window`).toBeLessThanOrEqual(0);
        if (p.name === "school-dashboard" && page.viewportSize()!.width >= 1024) {
          // The region's four selects share one row and line up, whichever hint wraps (Country sat ~7 px lower).
          const region = page.getByRole("region", { name: "Region" });
          const tops = await Promise.all(["Country", "Language", "Time zone", "Currency"].map(async (label) => Math.round((await region.getByLabel(label, { exact: true }).boundingBox())!.y)));
          expect(new Set(tops).size, `the region's selects' tops: ${tops.join(", ")}`).toBe(1);
        }
      });
    });
  }

  test("the printable QR login cards show one card per student", async ({ page }, info) => {
    await signInAs(page, ...ADMIN);
    await page.goto(`${origin("greenfield")}/admin/class-students/cls_demo_green4?view=cards`);
    await expect(page.getByText("greenfield.student25")).toBeVisible();
    // The 25 seeded students, and any an earlier run's roster import added to the class.
    // The QR codes are drawn after the list arrives: wait for them rather than counting once.
    await expect
      .poll(() => page.locator("img[src^='data:image']").count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(25);
    await expectAccessible(page);
    await screenshots(page, info, "school-login-cards", async () => {
      await expect(page.getByText("greenfield.student01")).toBeVisible();
    });
    await page.emulateMedia({ media: "print" });
    await page.screenshot({ path: info.outputPath("school-login-cards-print.png"), fullPage: true });
  });

  test("a teacher is turned away from the school admin area", async ({ page }) => {
    await signInAs(page, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
    await page.goto(`${origin("greenfield")}/admin/dashboard`);
    await expect(page).toHaveURL(/\/login-or-register$/);
  });
});

test("a school admin creates a class and a student, and that student signs in with the new code", async ({ page, browser }) => {
  const className = `Kites ${Date.now().toString(36)}`;
  await signInAs(page, ...ADMIN);
  await page.goto(`${origin("greenfield")}/admin/addclass`);
  await page.getByLabel("Class name").fill(className);
  await page.getByRole("button", { name: "Add class" }).click();
  await expect(page.getByRole("heading", { name: `${className} is ready` })).toBeVisible();
  const code = (await page.getByTestId("class-code").first().textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);

  await page.getByRole("link", { name: "Add students" }).click();
  await page.getByRole("button", { name: "Create new students" }).click();
  const form = page.locator("#new-students");
  await form.getByLabel("First name").fill("Zara");
  await form.getByLabel("Last name").fill("Moss");
  await form.getByLabel("Password", { exact: true }).fill("paper-boats-river-9");
  await form.getByRole("button", { name: "Create 1 student" }).click();
  await expect(page.getByText(/Created and added to/)).toBeVisible();

  const student = await browser.newContext();
  const kid = await student.newPage();
  await kid.goto(`${origin("greenfield")}/login?class=${code}`);
  await expect(kid.getByText("Choose your name to continue.")).toBeVisible();
  await kid.getByRole("button", { name: /Zara/ }).click();
  await kid.getByLabel("Password", { exact: true }).fill("paper-boats-river-9");
  await kid.getByRole("button", { name: "Login" }).click();
  await expect(kid.getByRole("heading", { level: 1, name: "Zara Moss" })).toBeVisible();
  await student.close();
});

test("a school admin invites a teacher, who accepts from the email's link and lands in the school", async ({ page, browser }, info) => {
  const email = `new.teacher.${Date.now().toString(36)}@example.org`;
  await signInAs(page, ...ADMIN);
  await page.goto(`${origin("greenfield")}/admin/adduser`);
  await page.getByLabel("First name").fill("Nadia");
  await page.getByLabel("Last name").fill("Okoro");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Country").selectOption("NG");
  await page.getByLabel("Role").selectOption("teacher");
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByText("User added successfully!")).toBeVisible();

  const mail = await waitForEmail(page.request, email);
  const link = mail.links.find((l) => l.includes("/accept-invitation/"))!;
  expect(link).toMatch(/^http:\/\/greenfield\.localhost:\d+\/accept-invitation\/inv_[a-z0-9]+\/$/);

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { name: "Welcome to Greenfield Primary School" })).toBeVisible();
  await expect(invitee.getByText("Hello Nadia, you are invited to join Greenfield Primary School as a teacher.")).toBeVisible();
  await expectAccessible(invitee);
  await screenshots(invitee, info, "accept-invitation", async () => {
    await expect(invitee.getByRole("heading", { name: "Welcome to Greenfield Primary School" })).toBeVisible();
  });
  await invitee.getByLabel("Choose a password").fill("lanterns-over-lagos-7");
  await invitee.getByLabel("Confirm the password").fill("lanterns-over-lagos-7");
  await invitee.getByRole("button", { name: "Accept and sign in" }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByText(email).first()).toBeVisible();

  // The link works once.
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { name: "Invitation already accepted" })).toBeVisible();
  await expect(invitee.getByRole("link", { name: "Go to my dashboard" })).toBeVisible();
});

test("a message sent on the school's contact page reaches its admins' Messages, where they answer it", async ({ page }, info) => {
  const words = `Could our Year 4 class visit the library on a Thursday morning? (${Date.now()})`;
  const visitor = `visitor.${Date.now()}@example.org`;
  await page.goto(`${origin("greenfield")}/contact`);
  await page.getByLabel("Your name").fill("Ama Mensah");
  await page.getByLabel("Your email").fill(visitor);
  await page.getByLabel("Your message").fill(words);
  await page.getByRole("button", { name: "Send message" }).click();
  // The school answers, not the platform's team.
  const receipt = page.getByRole("status").filter({ hasText: "Your reference" });
  await expect(receipt).toContainText("Greenfield Primary School received your message");
  const reference = (await receipt.locator("strong").textContent())!.trim();

  await signInAs(page, ...ADMIN);
  await page.goto(`${origin("greenfield")}/admin/messages`);
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(page.getByRole("link", { name: reference })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "school-messages", async () => {
    await expect(page.getByRole("link", { name: reference })).toBeVisible();
  });
  await page.getByRole("link", { name: reference }).click();
  await expect(page).toHaveURL(/\/admin\/messages\/msg_/);
  await expect(page.getByText(words, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Reply by email").fill("Yes: Thursdays at ten suit us. Please ring the office when you arrive.");
  await page.getByRole("button", { name: "Send reply and save" }).click();
  await expect(page.getByText("Yes: Thursdays at ten suit us. Please ring the office when you arrive.")).toBeVisible();
  await page.getByRole("link", { name: "Back to the messages" }).click();
  await page.getByLabel("State").selectOption("replied");
  await expect(page.getByRole("link", { name: reference })).toBeVisible();
});
