import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, origin, screenshots } from "./helpers";

/*
 * The global reach page on a phone, in each interface language, and the information pages' word on
 * the language they are written in. A visitor's browser language picks the interface (no choice made).
 */

const LANGUAGES = ["en", "hi", "ar"] as const;

/** What scrolls sideways: the page itself, or any frame inside main that scrolls its own content. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    frames: [...document.querySelectorAll("main *")]
      .filter((e) => ["auto", "scroll"].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.tagName.toLowerCase()}[${e.getAttribute("aria-label") ?? e.className}] ${e.scrollWidth} > ${e.clientWidth}`),
  }));

for (const language of LANGUAGES) {
  test(`global reach reads on a 412 px phone without scrolling sideways (${language})`, async ({ browser }, info) => {
    const context = await browser.newContext({ locale: language, viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${origin("greenfield")}/global-reach`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      // The figures and the (lazily drawn) map are in: then nothing may scroll sideways. The table's
      // five columns scrolled sideways inside their frame (the audit of November 29).
      await expect(page.locator("section[aria-labelledby=reach-title] svg[role=img]")).toBeVisible();
      expect(await sidewaysScroll(page)).toEqual({ page: 0, frames: [] });
      // On a phone the figures are one card a country.
      const cards = page.locator("#reach-title ~ ul > li");
      await expect(cards.first()).toBeVisible();
      await expect(page.getByRole("table")).toBeHidden();
      await expectAccessible(page);

      // From sm up it is a table again, with its row and column headers.
      await page.setViewportSize({ width: 1280, height: 900 });
      const table = page.getByRole("table");
      await expect(table).toBeVisible();
      await expect(cards.first()).toBeHidden();
      expect(await table.getByRole("rowheader").count()).toBe(await cards.count());
      expect(await sidewaysScroll(page)).toEqual({ page: 0, frames: [] });
      await screenshots(page, info, `global-reach-${language}`, async () => {
        await expect(page.locator("#reach-title")).toBeVisible();
      });
    } finally {
      await context.close();
    }
  });
}

test("an information page says, in the reader's language, which language it is written in", async ({ browser }) => {
  for (const [language, notice] of [["hi", /अंग्रेज़ी/], ["ar", /الإنجليزية/], ["en", null]] as const) {
    const context = await browser.newContext({ locale: language });
    const page = await context.newPage();
    try {
      await page.goto(`${origin("greenfield")}/about`);
      const title = page.getByRole("heading", { level: 1 });
      await expect(title).toHaveAttribute("lang", "en");
      await expect(title).toHaveAttribute("dir", "auto");
      if (notice) {
        await expect(page.getByRole("note")).toHaveText(notice);
        await expect(page.locator("article [lang=en] p").first()).toBeVisible();
      } else {
        await expect(page.getByRole("note")).toHaveCount(0);
      }
    } finally {
      await context.close();
    }
  }
});
