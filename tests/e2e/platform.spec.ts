import { expect, test } from "@playwright/test";
import { api, expectAccessible, origin, screenshots, waitForEmail } from "./helpers";

test.describe("one Worker serves each school's branded app and the API", () => {
  test("a school's host shows its name, logo mark and colours from /api/current-tenant", async ({ page }) => {
    await page.goto(`${origin("greenfield")}/dashboard`);
    await expect(page.getByRole("link", { name: "Greenfield Primary School" }).first()).toBeVisible();
    // The tab: the page's heading, then the school's name (web/src/lib/page-title.ts).
    await expect(page).toHaveTitle(/(^|· )Greenfield Primary School$/);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary-color").trim());
    expect(primary).toBe("#2e7d32");
  });

  test("another school on its own host gets its own branding", async ({ page }) => {
    await page.goto(`${origin("riverside")}/login-or-register`);
    await expect(page).toHaveTitle(/(^|· )Riverside Academy$/);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary-color").trim());
    expect(primary).toBe("#1565c0");
  });

  test("an unknown school subdomain shows a clear 'school not found' page", async ({ page }, info) => {
    await page.goto(`${origin("no-such-school")}/`);
    await expect(page.getByRole("heading", { name: "School not found" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, "school-not-found", async () => {
      await expect(page.getByRole("heading", { name: "School not found" })).toBeVisible();
    });
  });

  test("an unknown path shows the not-found page inside the layout", async ({ page }, info) => {
    await page.goto(`${origin("greenfield")}/this/does/not/exist`);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Privacy Policy");
    await expectAccessible(page);
    await screenshots(page, info, "not-found", async () => {
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    });
  });

  test("client routes fall back to the app; a missing asset file and an unknown API path are real 404s", async ({ request }) => {
    const green = api("greenfield");
    const route = await request.get(green.url("/library/some-book"), { headers: green.headers });
    expect(route.status()).toBe(200);
    expect(route.headers()["content-type"]).toContain("text/html");
    expect(route.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(route.headers()["x-content-type-options"]).toBe("nosniff");

    const asset = await request.get(`${origin()}/assets/missing-chunk-123.js`);
    expect(asset.status()).toBe(404);

    const unknown = await request.get(`${origin()}/api/does-not-exist`);
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error.code).toBe("NOT_FOUND");
  });
});

test.describe("accounts through the real queue", () => {
  test("signup → verification email in the dev mailbox → verified → sign-in → profile (API)", async ({ request }) => {
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = "Lanterns-over-the-lake-42";
    const signup = await request.post(`${origin()}/api/signup/`, {
      data: { first_name: "Erin", last_name: "Tester", email, password, password2: password, country: "GB", role: "teacher", canvaAccount: false, agreeToTerms: true },
    });
    expect(signup.status()).toBe(201);

    const mail = await waitForEmail(request, email);
    expect(mail.subject).toContain("Confirm your email");
    const link = mail.links.find((l) => l.includes("/verification/?token="));
    expect(link).toBeTruthy();
    const token = new URL(link!).searchParams.get("token");

    const verify = await request.post(`${origin()}/api/verification/`, { data: { token } });
    expect(verify.status()).toBe(200);
    const again = await request.post(`${origin()}/api/verification/`, { data: { token } });
    expect(again.status()).toBe(400);

    const login = await request.post(`${origin()}/api/auth/token/`, { data: { username: email, password, remember: true } });
    expect(login.status()).toBe(200);
    const { access, refresh } = await login.json();
    const profile = await request.get(`${origin()}/api/user/profile/`, { headers: { Authorization: `Bearer ${access}` } });
    expect(await profile.json()).toMatchObject({ email, role: "teacher", tenant: null, is_staff: false });

    const rotated = await request.post(`${origin()}/api/auth/token/refresh/`, { data: { refresh } });
    expect(rotated.status()).toBe(200);
  });
});
