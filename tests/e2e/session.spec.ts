import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { SignJWT } from "jose";
import { expectAccessible, origin, screenshots, signInAs } from "./helpers";

/** An access token exactly like the Worker's, but expired a minute ago (signed with the dev secret). */
async function expiredAccessToken(claims: { sub: string; tid: string | null; role: string | null; staff: boolean }) {
  const secret = /^JWT_SECRET=(.+)$/m.exec(readFileSync(".dev.vars", "utf8"))![1].trim();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tid: claims.tid, role: claims.role, staff: claims.staff })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer("schools-platform")
    .setAudience("api")
    .setIssuedAt(now - 16 * 60)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));
}

test.describe("sessions in the browser", () => {
  test("the dashboard shows the signed-in user's full name and email", async ({ page }, info) => {
    await signInAs(page, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
    await page.goto(`${origin("greenfield")}/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: "Tom Fields" })).toBeVisible();
    await expect(page.getByText("teacher@greenfield.example.org").first()).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, "dashboard", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "Tom Fields" })).toBeVisible();
    });
  });

  test("an expired access token is refreshed silently", async ({ page }) => {
    const session = await signInAs(page, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
    const expired = await expiredAccessToken({ sub: "usr_demo_green_teacher", tid: "ten_demo_greenfield", role: "teacher", staff: false });
    await page.evaluate((token) => localStorage.setItem("access", token), expired);
    const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/auth/token/refresh/") && r.status() === 200);
    await page.goto(`${origin("greenfield")}/dashboard`);
    await refreshed;
    await expect(page.getByRole("heading", { level: 1, name: "Tom Fields" })).toBeVisible();
    const stored = await page.evaluate(() => ({ access: localStorage.getItem("access"), refresh: localStorage.getItem("refresh") }));
    expect(stored.access).not.toBe(expired);
    expect(stored.refresh).not.toBe(session.refresh);
  });

  test("when the session cannot be renewed the user is sent to /login and warned", async ({ page }) => {
    await signInAs(page, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
    await page.evaluate(() => {
      localStorage.setItem("access", "expired.access.token");
      localStorage.setItem("refresh", "rt_revoked");
    });
    await page.goto(`${origin("greenfield")}/dashboard`);
    await expect(page.getByText("You were signed out. Please sign in again.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  });

  test("a non-staff user is turned away from /admin-panel, and anonymous visitors sent to choose", async ({ page }) => {
    await page.goto(`${origin()}/admin-panel`);
    await expect(page).toHaveURL(/\/login-or-register$/);
    await signInAs(page, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
    await page.goto(`${origin("greenfield")}/admin-panel/dashboard`);
    await expect(page).toHaveURL(`${origin("greenfield")}/`);
  });

  test("logout ends the session", async ({ page }) => {
    await signInAs(page, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
    await page.goto(`${origin("greenfield")}/dashboard`);
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("refresh"))).toBeNull();
  });
});
