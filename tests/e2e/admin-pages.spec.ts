import { expect, test } from "@playwright/test";
import { expectAccessible, origin, screenshots, signInAs } from "./helpers";

/** Every page of the platform admin panel: it renders its heading, passes axe, and is photographed. */
const STAFF_PAGES: { path: string; heading: RegExp; name: string }[] = [
  { path: "/admin-panel/dashboard", heading: /dashboard/i, name: "admin-dashboard" },
  { path: "/admin-panel/all-users", heading: /users/i, name: "admin-all-users" },
  { path: "/admin-panel/user", heading: /add user/i, name: "admin-user-new" },
  { path: "/admin-panel/all-tenants", heading: /schools|tenants/i, name: "admin-all-tenants" },
  { path: "/admin-panel/tenant", heading: /add school|new school/i, name: "admin-tenant-new" },
  { path: "/admin-panel/modes", heading: /modes/i, name: "admin-modes" },
  { path: "/admin-panel/email-monitoring", heading: /email/i, name: "admin-email-monitoring" },
  // Library
  { path: "/admin-panel/books-dashboard", heading: /books dashboard/i, name: "admin-books-dashboard" },
  { path: "/admin-panel/all-books", heading: /all books/i, name: "admin-all-books" },
  { path: "/admin-panel/all-book-categories", heading: /book categories/i, name: "admin-book-categories" },
  { path: "/admin-panel/book-category", heading: /add category/i, name: "admin-book-category-new" },
  { path: "/admin-panel/book-monitoring", heading: /book monitoring/i, name: "admin-book-monitoring" },
  // Giving
  { path: "/admin-panel/all-charities", heading: /^charities$/i, name: "admin-all-charities" },
  { path: "/admin-panel/charity", heading: /add charity/i, name: "admin-charity-new" },
  { path: "/admin-panel/all-projects", heading: /^projects$/i, name: "admin-all-projects" },
  { path: "/admin-panel/project", heading: /add project/i, name: "admin-project-new" },
  { path: "/admin-panel/payment-history", heading: /payment history/i, name: "admin-payment-history" },
];

test.describe("platform admin panel pages", () => {
  for (const p of STAFF_PAGES) {
    test(`${p.path} renders, passes axe and is screenshotted`, async ({ page }, info) => {
      await signInAs(page, undefined, "staff@example.org", "staff-demo-2026");
      await page.goto(`${origin()}${p.path}`);
      const heading = page.getByRole("heading", { level: 1, name: p.heading });
      await expect(heading).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectAccessible(page);
      await screenshots(page, info, p.name, async () => {
        await expect(heading).toBeVisible();
      });
    });
  }

  test("the bare /admin-panel path goes to the dashboard, and a user's page opens from the list", async ({ page }) => {
    await signInAs(page, undefined, "staff@example.org", "staff-demo-2026");
    await page.goto(`${origin()}/admin-panel`);
    await expect(page).toHaveURL(/\/admin-panel\/dashboard$/);
    await page.goto(`${origin()}/admin-panel/all-users?search=greenfield.teacher`);
    await page.getByRole("link", { name: "Tom Fields" }).click();
    await expect(page).toHaveURL(/\/admin-panel\/user\/usr_demo_green_teacher$/);
    await expect(page.getByLabel("First name")).toHaveValue("Tom");
    await expectAccessible(page);
  });
});
