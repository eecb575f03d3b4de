import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, origin, screenshots, signInAs } from "./helpers";

const signInStaff = (page: Page) => signInAs(page, undefined, "staff@example.org", "staff-demo-2026");

/** At phone width the page itself never scrolls sideways (wide tables scroll in their own frame). */
async function fitsPhoneWidth(page: Page) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (original) await page.setViewportSize(original);
}

test.describe("giving admin screens", () => {
  test("staff: the charities dashboard shows totals and charts with their tables", async ({ page }, info) => {
    await signInStaff(page);
    await page.goto(`${origin()}/admin-panel/charities-dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: "Charities dashboard" })).toBeVisible();
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(totals.getByText(/^Raised in [A-Z]{3}$/).first()).toBeVisible();
    await expect(page.getByRole("img", { name: /^Raised by charity/ })).toBeVisible();
    await page.getByText("Show the numbers as a table").first().click();
    await expect(page.getByRole("table", { name: /^Raised per month/ })).toBeVisible();
    await page.getByRole("combobox", { name: "Period" }).selectOption("week");
    await expect(page.getByRole("img", { name: /^Raised per week/ })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, "giving-dashboard", async () => {
      await expect(page.getByRole("img", { name: /^Raised per week/ })).toBeVisible();
    });
    await fitsPhoneWidth(page);
  });

  test("staff: creates a charity and finds it in the list", async ({ page }) => {
    const name = `E2E Charity ${Date.now()}`;
    await signInStaff(page);
    await page.goto(`${origin()}/admin-panel/charity`);
    await expect(page.getByRole("heading", { level: 1, name: "Add charity" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page.getByRole("textbox", { name: "Summary" }).fill("Created by the end-to-end test.");
    await page.getByRole("combobox", { name: "Country" }).selectOption("KE");
    await page.getByRole("textbox", { name: "Suggested amount 1 (USD)" }).fill("12.50");
    await page.getByRole("checkbox", { name: "4. Quality Education" }).check();
    await page.getByRole("button", { name: "Add charity" }).click();
    await expect(page.getByText("Charity added.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin-panel\/all-charities$/);
    await page.getByRole("searchbox", { name: "Search charities" }).fill(name);
    const link = page.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("$12.50, $25.00, $50.00, $100.00")).toBeVisible();
    // sonner's rich-colour toasts fail axe's contrast check (reported); scan once it has gone.
    await expect(page.getByText("Charity added.")).toBeHidden();
    await expectAccessible(page);
  });

  test("staff: payment history lists failures first with a retry", async ({ page }) => {
    await signInStaff(page);
    await page.goto(`${origin()}/admin-panel/payment-history`);
    await expect(page.getByRole("heading", { level: 1, name: "Payment history" })).toBeVisible();
    const table = page.getByRole("table", { name: /failures first/ });
    const firstStatus = table.getByRole("row").nth(1).getByRole("cell").first();
    await expect(firstStatus).toHaveText(/Dead-lettered|Failed/);
    await table.getByRole("button", { name: /^Details of/ }).first().click();
    const drawer = page.getByRole("dialog", { name: /^Event / });
    await expect(drawer.getByRole("heading", { name: "Last error" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Retry this event" })).toBeVisible();
    await expectAccessible(page);
    await fitsPhoneWidth(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expectAccessible(page);
  });

  test("staff: orders list and an on-hold order with its reason", async ({ page }, info) => {
    await signInStaff(page);
    await page.goto(`${origin()}/admin-panel/orders`);
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    const table = page.getByRole("table", { name: "Orders, newest first" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, "giving-orders", async () => {
      await expect(table.getByRole("row").nth(1)).toBeVisible();
    });
    await fitsPhoneWidth(page);
    await page.getByRole("combobox", { name: "Status" }).selectOption("on_hold");
    await table.getByRole("button", { name: /^Manage order/ }).first().click();
    const drawer = page.getByRole("dialog", { name: /^Order / });
    await expect(drawer.getByText("This order is on hold")).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Release order" })).toBeVisible();
    await expectAccessible(page);
  });

  test("staff: donations with filters", async ({ page }, info) => {
    await signInStaff(page);
    await page.goto(`${origin()}/admin-panel/donations`);
    await expect(page.getByRole("heading", { level: 1, name: "Donations" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Donations" }).getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("combobox", { name: "Status" }).selectOption("completed");
    await expect(page.getByText(/donations? match these filters/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, "giving-donations", async () => {
      await expect(page.getByRole("table", { name: "Donations" })).toBeVisible();
    });
    await fitsPhoneWidth(page);
  });

  test("school admin: the school's donations and charities", async ({ page }, info) => {
    await signInAs(page, "greenfield", "admin@greenfield.example.org", "admin-demo-2026");
    await page.goto(`${origin("greenfield")}/admin/donations`);
    await expect(page.getByRole("heading", { level: 1, name: "Donations" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Donations" }).getByRole("row").nth(1)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "School" })).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, info, "giving-school-donations", async () => {
      await expect(page.getByRole("table", { name: "Donations" })).toBeVisible();
    });
    await fitsPhoneWidth(page);
    // On a phone each gift is a block of labelled lines: nothing in the table scrolls sideways.
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 780 });
    const frame = page.getByRole("region", { name: "Donations" });
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize(wide);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^donations-\d{4}-\d{2}-\d{2}\.csv$/);
    const raw = await readFile(await file.path(), "utf8");
    // UTF-8's byte-order mark first, so Excel reads names in any script.
    expect(raw.charCodeAt(0)).toBe(0xfeff);
    const csv = raw.slice(1);
    expect(csv.split("\n")[0]).toMatch(/^id,/);
    // The school's own giving only.
    expect(csv).toContain("Greenfield Primary School");
    expect(csv).not.toContain("Riverside Academy");
    await expect(page.getByText("The CSV file was downloaded.")).toBeVisible();

    await page.goto(`${origin("greenfield")}/admin/charities`);
    await expect(page.getByRole("heading", { level: 1, name: "Charities" })).toBeVisible();
    await expect(page.getByText("Read-only").first()).toBeVisible();
    await expectAccessible(page);
  });
});
