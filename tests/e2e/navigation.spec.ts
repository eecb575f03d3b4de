import { expect, test, type Page } from "@playwright/test";
import { origin, signInAs } from "./helpers";

/**
 * No link leads to the not-found page, for each signed-in role: every link of the header (menus
 * opened), the side navigation and the start page is followed in the app (as a click would), and
 * each must land on a page with its own heading, neither the not-found page nor a loading error.
 * One link per route is followed (a book page stands for every book page).
 */
interface Role {
  name: string;
  host?: string;
  user: string;
  password: string;
  start: string;
  /** At least this many distinct pages are reached (so a broken menu cannot pass by crawling nothing). */
  atLeast: number;
}

const ROLES: Role[] = [
  { name: "a student", host: "greenfield", user: "greenfield.student04", password: "reading-rocks-2026", start: "/dashboard", atLeast: 12 },
  { name: "a teacher", host: "greenfield", user: "teacher@greenfield.example.org", password: "teacher-demo-2026", start: "/dashboard", atLeast: 12 },
  { name: "a school admin", host: "greenfield", user: "admin@greenfield.example.org", password: "admin-demo-2026", start: "/admin/dashboard", atLeast: 12 },
  { name: "platform staff", user: "staff@example.org", password: "staff-demo-2026", start: "/admin-panel/dashboard", atLeast: 15 },
];

/** Links that end a session or leave the app are not followed. */
const SKIP = /^\/(logout|api\/)/;

/** One page of each kind: /library/book_demo_river_02 and /library/book_demo_green_30 are one route. */
const routeOf = (href: string) =>
  href
    .split(/[?#]/)[0]
    .split("/")
    .map((segment) => (/[0-9_]/.test(segment) ? ":id" : segment))
    .join("/");

async function linksOnPage(page: Page): Promise<string[]> {
  const hrefs = new Set<string>();
  const header = page.getByRole("banner");
  for (const menu of await header.getByRole("navigation").getByRole("button").all()) {
    const name = (await menu.getAttribute("aria-label")) ?? (await menu.textContent()) ?? "";
    // "About" and the footer hold the information pages, which the visitor's crawl follows.
    if (!/^(Learn|Give|Books)$/.test(name.trim())) continue;
    await menu.click();
    for (const href of await header.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) hrefs.add(href);
    await page.keyboard.press("Escape");
  }
  const inApp = page.locator("header a[href^='/'], nav a[href^='/'], aside a[href^='/'], main a[href^='/']").and(page.locator(":not(footer *)"));
  for (const href of await inApp.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) hrefs.add(href);
  return [...hrefs].filter((h) => !SKIP.test(h));
}

for (const role of ROLES) {
  test(`${role.name} follows every link of the navigation and the start page without reaching the not-found page`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, role.host, role.user, role.password);
    await page.goto(`${origin(role.host)}${role.start}`);
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.locator("main .animate-spin")).toHaveCount(0);
    const seen = new Set<string>([routeOf(role.start)]);
    for (const href of await linksOnPage(page)) {
      const route = routeOf(href);
      if (seen.has(route)) continue;
      seen.add(route);
      await page.evaluate((to) => {
        if (window.location.pathname !== to.split(/[?#]/)[0]) document.querySelectorAll("h1").forEach((h) => h.setAttribute("data-crawled", ""));
        window.history.pushState({}, "", to);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, href);
      await expect(page.locator("h1:not([data-crawled])").first(), `${href} as ${role.name}`).toBeVisible();
      await expect(page.locator("#not-found-title"), `${href} as ${role.name} leads to the not-found page`).toHaveCount(0);
      await expect(page.getByText(/^Could not load/), `${href} as ${role.name} shows an error`).toHaveCount(0);
    }
    expect(seen.size).toBeGreaterThanOrEqual(role.atLeast);
  });
}

test("the header's row fits at every desktop width in English, Hindi and Arabic, each item on one line", async ({ page }) => {
  // The teacher's header is the fullest: the menu, the search, the mode picker, the cart, Dashboard and Logout.
  await signInAs(page, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
  for (const language of ["en", "hi", "ar"]) {
    await page.evaluate((l) => localStorage.setItem("ui_language", l), language);
    for (const width of [900, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${origin("greenfield")}/courses`);
      await expect(page.locator("h1").first()).toBeVisible();
      const row = await page.locator("header > div").first().evaluate((div) => ({
        scroll: div.scrollWidth,
        client: div.clientWidth,
        // A nav item or button that wraps is taller than its one line (Hindi's "दान करें" and Arabic's "تسجيل الخروج" did).
        wrapped: [...div.querySelectorAll("nav a, nav button, :scope > div > a, :scope > div > button")]
          .filter((e) => (e as HTMLElement).offsetParent !== null && e.getBoundingClientRect().height > 40)
          .map((e) => e.textContent?.trim()),
      }));
      expect(row.scroll, `${language} at ${width} px: the header's row is wider than the window`).toBeLessThanOrEqual(row.client);
      expect(row.wrapped, `${language} at ${width} px`).toEqual([]);
      // Below 1024 px Dashboard and Logout show their icons; their names are still read out.
      if (language === "en") await expect(page.locator("header").getByRole("button", { name: "Logout" })).toBeVisible();
    }
  }
});
