import { expect, test } from "@playwright/test";
import { origin, signInAs } from "./helpers";

/**
 * On a 1280 px desktop the staff monitoring tables fit their frame: the row's actions (Retry,
 * Details, Send again) and its latest columns are on screen without scrolling the table sideways.
 */
test.describe("staff monitoring tables at desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ["/admin-panel/payment-history", "/admin-panel/email-monitoring"]) {
    test(`${path}: the table fits its frame`, async ({ page }) => {
      await signInAs(page, undefined, "staff@example.org", "staff-demo-2026");
      await page.goto(`${origin()}${path}`);
      const table = page.getByRole("table").first();
      await expect(table.getByRole("row").nth(1)).toBeVisible();
      const frame = await table.evaluate((t) => {
        let f = t.parentElement;
        while (f && getComputedStyle(f).overflowX === "visible") f = f.parentElement;
        return { client: f?.clientWidth ?? 0, scroll: f?.scrollWidth ?? 0 };
      });
      expect(frame.scroll, `table of ${path} is ${frame.scroll} px wide in a ${frame.client} px frame`).toBeLessThanOrEqual(frame.client);
    });
  }
});
