import { expect, test } from "@playwright/test";
import { api, expectAccessible, origin, screenshots, signInAs, waitForEmail } from "./helpers";

/** A 1×1 PNG: enough for the server's type check and the browser's <img>. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

test.describe("sign-in journeys", () => {
  test("a student signs in by class code, picks a tile on page 2, enters the password and lands on the dashboard", async ({ page }, info) => {
    await page.goto(`${origin("greenfield")}/login`);
    await expect(page.getByRole("heading", { name: "Please Select Who You Are!" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, "login-choose", async () => {
      await expect(page.getByRole("heading", { name: "Please Select Who You Are!" })).toBeVisible();
    });

    await page.getByRole("button", { name: /Student Login/ }).click();
    const code = page.getByLabel("Class code");
    await code.fill("green4");
    await expect(code).toHaveValue("GREEN4");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByText("Choose your name to continue.")).toBeVisible();
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, "login-student-tiles", async () => {
      await expect(page.getByText("Choose your name to continue.")).toBeVisible();
    });
    await page.getByRole("button", { name: /Next/ }).click();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await page.getByRole("button", { name: /Violet/ }).click();

    await page.getByLabel("Password", { exact: true }).fill("reading-rocks-2026");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Logged in successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /Violet/ })).toBeVisible();
  });

  test("a wrong class code says so", async ({ page }) => {
    await page.goto(`${origin("greenfield")}/login`);
    await page.getByRole("button", { name: /Student Login/ }).click();
    await page.getByLabel("Class code").fill("NOPE99");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Class code")).toHaveAccessibleDescription("That class code is not right. Check it with your teacher and try again.");
    await expect(page.getByText("Invalid class code.")).toHaveCount(0);
  });

  test("a teacher signs in with email and password", async ({ page }, info) => {
    await page.goto(`${origin("greenfield")}/login`);
    await page.getByRole("button", { name: /Teacher Login/ }).click();
    await page.getByLabel("Email or username").fill("teacher@greenfield.example.org");
    await page.getByLabel("Password", { exact: true }).fill("teacher-demo-2026");
    await expectAccessible(page);
    await screenshots(page, info, "login-teacher", async () => {
      await expect(page.getByLabel("Email or username")).toBeVisible();
    });
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tom Fields" })).toBeVisible();
  });

  test("a community member signs in with the school's shared password", async ({ page }) => {
    await page.goto(`${origin("greenfield")}/login`);
    await page.getByRole("button", { name: /Community Login/ }).click();
    await page.getByLabel("Community password").fill("community-greenfield");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Community login successful! Welcome back.")).toBeVisible();
    const access = await page.evaluate(async () => (await fetch("/api/check-generic-access")).json());
    expect(access).toEqual({ authenticated: true });
  });
});

test.describe("registration", () => {
  test("register → the verification email in the dev mailbox → verified → sign-in", async ({ page, request }, info) => {
    const email = `reg-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const password = "Kites-above-the-meadow-7";
    await page.goto(`${origin()}/login-or-register`);
    await expect(page.getByRole("heading", { name: "Ready to get started?" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, "login-or-register", async () => {
      await expect(page.getByRole("heading", { name: "Ready to get started?" })).toBeVisible();
    });
    await page.getByRole("link", { name: "Create an Account" }).click();

    await page.getByRole("button", { name: /Teacher/ }).click();
    await page.getByLabel("First name").fill("Nadia");
    await page.getByLabel("Last name").fill("Okoro");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByLabel("Country").selectOption({ label: "Kenya" });
    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    await expectAccessible(page);
    await screenshots(page, info, "register-form", async () => {
      await expect(page.getByLabel("First name")).toBeVisible();
    });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();
    await expectAccessible(page);

    const mail = await waitForEmail(request, email);
    const link = mail.links.find((l) => l.includes("/verification/?token="))!;
    await page.goto(link);
    await expect(page.getByText("Your email address has been verified. Thank you!")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, "verification", async () => {
      await expect(page.getByText("Your email address has been verified. Thank you!")).toBeVisible();
    });

    await page.goto(`${origin()}/logout`);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("button", { name: /Teacher Login/ }).click();
    await page.getByLabel("Email or username").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nadia Okoro" })).toBeVisible();
  });

  test("password reset pages", async ({ page }, info) => {
    await page.goto(`${origin("greenfield")}/resetpasswordemail`);
    await expectAccessible(page);
    await screenshots(page, info, "reset-email", async () => {
      await expect(page.getByLabel("Email")).toBeVisible();
    });
    await page.goto(`${origin("greenfield")}/password-reset-confirm/?token=pr_not_a_real_token`);
    await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, "reset-confirm", async () => {
      await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
    });
  });
});

test.describe("platform staff", () => {
  test("staff create a school with a logo and colours, and its subdomain shows that branding", async ({ page }, info) => {
    const sub = `e2e${Date.now().toString(36)}`;
    await signInAs(page, undefined, "staff@example.org", "staff-demo-2026");
    await page.goto(`${origin()}/admin-panel/tenant`);
    await page.getByLabel("School name", { exact: true }).fill("Hilltop Learning Centre");
    await page.getByLabel("School email").fill(`office@${sub}.example.org`);
    await page.getByLabel("Domain", { exact: true }).fill(`${sub}.example.org`);
    await page.getByLabel("Subdomain", { exact: true }).fill(sub);
    await page.getByLabel("Switchboard").selectOption("true");
    await page.getByLabel("Logo", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("textbox", { name: "Primary colour", exact: true }).fill("#7b1fa2");
    await page.getByRole("textbox", { name: "Buttons", exact: true }).fill("#6a1b9a");
    await expectAccessible(page);
    await screenshots(page, info, "admin-tenant-form", async () => {
      await expect(page.getByLabel("School name", { exact: true })).toBeVisible();
    });
    await page.getByRole("button", { name: "Add school" }).click();
    await expect(page.getByText("Tenant added successfully!")).toBeVisible();

    await page.goto(`${origin(sub)}/this-page-shows-the-layout`);
    await expect(page).toHaveTitle(/(^|· )Hilltop Learning Centre$/);
    await expect(page.getByRole("link", { name: "Hilltop Learning Centre" }).first()).toBeVisible();
    const logo = page.locator("header img").first();
    await expect(logo).toHaveAttribute("src", /\/api\/files\/tenants\/.+\/logos\//);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary-color").trim());
    expect(primary).toBe("#7b1fa2");
    const logoRes = await page.request.get(api(sub).url((await logo.getAttribute("src"))!), { headers: api(sub).headers });
    expect(logoRes.headers()["content-type"]).toBe("image/png");
  });
});
