import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible, origin } from "./helpers";

/*
 * Issue #15: the library, a book page, the projects and a course page paint from the server's HTML
 * (worker/lib/page-snapshot.ts) before the app runs, and the app takes that paint's place without
 * moving anything. Each page's h1 and first picture must sit at the same box in the server's paint
 * (JavaScript off) and in the app (once the paint is gone), at a phone's and a desktop's width: a
 * change to one of these pages' layout that is not made in page-snapshot.ts fails here.
 */
const PAGES = [
  { name: "the library", path: "/library", image: true },
  { name: "a book page", path: "/library/book_demo_platform_01", image: true },
  { name: "the projects", path: "/projects", image: true },
  { name: "a course page", path: "/course/our-school-garden", image: false },
];
const WIDTHS = [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
];

type Box = { x: number; y: number; width: number; height: number } | null;

async function boxes(page: Page, scope: string, image: boolean): Promise<{ h1: Box; image: Box }> {
  return {
    h1: await page.locator(`${scope} h1`).first().boundingBox(),
    image: image ? await page.locator(`${scope} img`).first().boundingBox() : null,
  };
}

async function serverPaint(browser: Browser, viewport: { width: number; height: number }, path: string, image: boolean) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, locale: "en-GB" });
  const page = await context.newPage();
  await page.goto(`${origin("greenfield")}${path}`);
  await expect(page.locator("#page-snapshot h1")).toBeVisible();
  const found = await boxes(page, "#page-snapshot main", image);
  await context.close();
  return found;
}

for (const viewport of WIDTHS) {
  for (const { name, path, image } of PAGES) {
    test(`${name} at ${viewport.width} px: the app takes the server's first paint's place without moving it`, async ({ browser }) => {
      const painted = await serverPaint(browser, viewport, path, image);
      expect(painted.h1).not.toBeNull();
      if (image) expect(painted.image).not.toBeNull();

      const context = await browser.newContext({ viewport, locale: "en-GB" });
      const page = await context.newPage();
      await page.goto(`${origin("greenfield")}${path}`);
      await expect(page.locator("#page-snapshot")).toHaveCount(0);
      await expect(page.locator("#main h1")).toBeVisible();
      const app = await boxes(page, "#main", image);
      for (const key of ["h1", "image"] as const) {
        if (!painted[key]) continue;
        for (const side of ["x", "y", "width", "height"] as const) expect(Math.abs(app[key]![side] - painted[key]![side]), `${key}.${side}`).toBeLessThanOrEqual(1);
      }
      await context.close();
    });
  }
}

test("a visitor whose language is Arabic gets no English first paint: the app starts as before, right to left", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ar" });
  const page = await context.newPage();
  const res = await page.goto(`${origin("greenfield")}/library/book_demo_platform_01`);
  expect(await res!.text()).not.toContain("page-snapshot");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("#main h1")).toBeVisible();
  await context.close();
});

test("the book page after the first paint is the app's: links work, the reader opens when scrolled to, and axe passes", async ({ page }) => {
  await page.goto(`${origin("greenfield")}/library/book_demo_platform_01`);
  await expect(page.locator("#page-snapshot")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to the library" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("heading", { name: "Read the book" }).scrollIntoViewIfNeeded();
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await page.getByRole("link", { name: "Back to the library" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
});
