import { expect, test } from "@playwright/test";
import { api, expectAccessible, origin, signInAs, totpCode } from "./helpers";

test.describe("security (#14)", () => {
  test("a new staff member enrols a TOTP authenticator at first sign-in, then signs in with a code", async ({ page, browser }) => {
    // The demo staff (who has TOTP, README) creates a new staff account.
    const staff = await signInAs(page, undefined, "staff@example.org", "staff-demo-2026");
    const email = `totp-${Date.now()}@example.org`;
    const password = "Enrol-Authenticator-2026";
    const platform = api();
    const created = await page.request.post(platform.url("/api/super-admin/create-user/"), {
      headers: { ...platform.headers, Authorization: `Bearer ${staff.access}` },
      multipart: { first_name: "Tara", last_name: "Otp", email, country: "GB", is_staff: "true", password },
    });
    expect(created.status()).toBe(201);

    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(`${origin()}/login`);
    await fresh.getByRole("button", { name: /Teacher Login/ }).click();
    await fresh.getByLabel("Email or username").fill(email);
    await fresh.getByLabel("Password", { exact: true }).fill(password);
    await fresh.getByRole("button", { name: "Login" }).click();

    // No session yet: the enrolment step with the QR code and the key as text.
    await expect(fresh.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
    await expect(fresh.getByRole("img", { name: /QR code/ })).toBeVisible();
    const secret = (await fresh.getByTestId("totp-secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await fresh.evaluate(() => localStorage.getItem("access"))).toBeNull();
    await expectAccessible(fresh);

    await fresh.getByLabel("Authentication code").fill(await totpCode(secret));
    await fresh.getByRole("button", { name: "Turn on and sign in" }).click();
    await expect(fresh.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await fresh.getByRole("button", { name: "Continue" }).click();
    await expect(fresh.getByText("Logged in successfully")).toBeVisible();
    expect(await fresh.evaluate(() => localStorage.getItem("access"))).not.toBeNull();
    await context.close();

    // Next time: password, then a code (a later 30-second step than the enrolment's).
    const again = await browser.newContext();
    const next = await again.newPage();
    await next.goto(`${origin()}/login`);
    await next.getByRole("button", { name: /Teacher Login/ }).click();
    await next.getByLabel("Email or username").fill(email);
    await next.getByLabel("Password", { exact: true }).fill(password);
    await next.getByRole("button", { name: "Login" }).click();
    await expect(next.getByLabel("Authentication code")).toBeVisible();
    await expectAccessible(next);
    const step = Math.floor(Date.now() / 30_000);
    await next.waitForTimeout(((step + 1) * 30_000 - Date.now()) + 200);
    await next.getByLabel("Authentication code").fill(await totpCode(secret));
    await next.getByRole("button", { name: "Verify" }).click();
    await expect(next.getByText("Logged in successfully")).toBeVisible();
    await again.close();
  });

  test("a book page on another school's host shows a child uploader as first name and initial only", async ({ page, request }) => {
    const river = api("riverside");
    const list = await request.get(river.url("/api/books/?limit=100"), { headers: river.headers });
    const books = ((await list.json()) as { results: { id: string; title: string; tenant_id: string | null; uploader: { id: string | null; first_name: string; last_name: string } }[] }).results;
    const childBook = books.find((b) => b.uploader.id === null && b.tenant_id !== null);
    expect(childBook, "a public book by another school's child").toBeDefined();
    expect(childBook!.uploader.last_name).toMatch(/^[A-Z]\.$/);

    // The same child's full name, as their own school's admin sees it.
    const green = api("greenfield");
    const admin = await (await request.post(green.url("/api/auth/token/"), { headers: green.headers, data: { username: "admin@greenfield.example.org", password: "admin-demo-2026" } })).json();
    const own = await request.get(green.url(`/api/books/${childBook!.id}/`), { headers: { ...green.headers, Authorization: `Bearer ${admin.access}` } });
    const fullLast = ((await own.json()) as { uploader: { last_name: string } }).uploader.last_name;
    expect(fullLast.length).toBeGreaterThan(2);

    await page.goto(`${origin("riverside")}/library/${childBook!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: childBook!.title })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(fullLast);
  });
});
