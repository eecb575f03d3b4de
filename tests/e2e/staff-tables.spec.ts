import { expect, test } from "@playwright/test";
import { api, origin, signInAs } from "./helpers";

/**
 * On a 1280 px desktop the staff monitoring tables fit their frame: the row's actions (Retry,
 * Details, Send again) and its latest columns are on screen without scrolling the table sideways.
 */
test.describe("staff monitoring tables at desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ["/admin-panel/payment-history", "/admin-panel/email-monitoring"]) {
    test(`${path}: the table fits its frame`, async ({ page }) => {
      if (path === "/admin-panel/email-monitoring") {
        // The outbox holds at least one email even when this spec runs alone on a fresh database
        // (the seed sends none): a password reset for the demo parent, whose mail no test reads.
        const school = api("greenfield");
        const reset = await page.request.post(school.url("/api/password-reset"), { headers: school.headers, data: { email: "parent@greenfield.example.org" } });
        expect(reset.ok(), `password reset answered ${reset.status()}`).toBe(true);
      }
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

/**
 * The staff inbox beside the sidebar (1024 px leaves the page 700 px): a sender's long address is
 * cut in a fixed-width From column, so About keeps the room, and nothing widens the page.
 */
test.describe("the staff inbox's table with a long address", () => {
  const email = "a.very.long.address.for.the.inbox.layout@an-extraordinarily-long-domain-name.example.org";
  let reference = "";
  // One message for both widths: the contact form takes five an hour from one address.
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const school = api("greenfield");
    const sent = await request.post(school.url("/api/contact"), {
      headers: school.headers,
      data: { name: "Long Address", email, topic: "school", message: "When does the autumn fair take place this year, and may parents help?" },
    });
    expect(sent.status()).toBe(201);
    reference = ((await sent.json()) as { reference: string }).reference;
    await request.dispose();
  });

  for (const width of [1024, 1280]) {
    test(`at ${width} px About is the widest column and the page does not scroll sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAs(page, undefined, "staff@example.org", "staff-demo-2026");
      await page.goto(`${origin()}/admin-panel/inbox?kind=contact&search=${reference}`);
      const table = page.getByRole("table");
      await expect(table.getByRole("link", { name: reference })).toBeVisible();
      await expect(table.getByText(email)).toHaveAttribute("title", email);
      const layout = await page.evaluate(() => {
        const widths = Object.fromEntries([...document.querySelectorAll("th")].map((th) => [th.textContent, th.getBoundingClientRect().width]));
        const frame = document.querySelector("table")!.parentElement!;
        const aligns = [...new Set([...document.querySelectorAll("th")].map((th) => getComputedStyle(th).textAlign))];
        return { widths, aligns, page: [document.documentElement.scrollWidth, document.documentElement.clientWidth], frame: [frame.scrollWidth, frame.clientWidth] };
      });
      expect(layout.page[0], "the page is no wider than the window").toBeLessThanOrEqual(layout.page[1]);
      expect(layout.frame[0], "the table fits its frame").toBeLessThanOrEqual(layout.frame[1]);
      expect(Math.max(...Object.values(layout.widths)), JSON.stringify(layout.widths)).toBe(layout.widths.About);
      expect(layout.widths.About).toBeGreaterThan(200);
      // Headings sit over their column's start like its cells (Chromium centres a <th> by default).
      expect(layout.aligns).toEqual(["start"]);

      // The item's page: "Sent to {address}" under the reply does not push the form's fields out of its card.
      await table.getByRole("link", { name: reference }).click();
      await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
      const form = page.getByRole("form", { name: "Work on this item" });
      await expect(form.getByText(email)).toBeVisible();
      const card = await form.evaluate((f) => {
        const box = f.getBoundingClientRect();
        const widest = Math.max(...[...f.querySelectorAll("select, textarea, button")].map((el) => el.getBoundingClientRect().right));
        return { right: box.right, widest, scroll: f.scrollWidth, client: f.clientWidth };
      });
      expect(card.widest, "the fields end inside the card").toBeLessThanOrEqual(card.right);
      expect(card.scroll).toBeLessThanOrEqual(card.client);
    });
  }
});
