import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { api, expectAccessible, origin, screenshots, signInAs } from "./helpers";

/** Every link the header's menus and the footer offer a visitor on this host. */
async function navigationLinks(page: Page): Promise<string[]> {
  const hrefs = new Set<string>();
  const header = page.getByRole("banner");
  for (const menu of ["Learn", "Give", "About"]) {
    await header.getByRole("button", { name: menu }).click();
    for (const href of await header.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) hrefs.add(href);
    await page.keyboard.press("Escape");
  }
  for (const href of await page.getByRole("contentinfo").locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) hrefs.add(href);
  return [...hrefs];
}

test("a visitor follows every header and footer link, and every link on the information pages, without reaching the not-found page", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const host of ["greenfield", undefined]) {
    await page.goto(`${origin(host)}/library`);
    const links = await navigationLinks(page);
    expect(links).toEqual(expect.arrayContaining(["/about", "/faq", "/contact", "/privacy-policy", "/terms-of-use#disclaimer", "/refund-policy", "/request-a-tour", "/report-a-problem"]));
    const seen = new Set<string>();
    const queue = [...links];
    while (queue.length > 0) {
      const href = queue.shift()!;
      const pathOnly = href.split("#")[0];
      if (seen.has(pathOnly)) continue;
      seen.add(pathOnly);
      // In-app navigation (as a click on a link does): no reload, so the crawl stays quick. The old
      // page's h1 is marked first, so the wait below is for the new page's own heading.
      await page.evaluate((to) => {
        // A link to the same page with another query (/sdgs?goal=6) keeps the page's heading.
        if (window.location.pathname !== to.split(/[?#]/)[0]) document.querySelectorAll("h1").forEach((h) => h.setAttribute("data-crawled", ""));
        window.history.pushState({}, "", to);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, href);
      await expect(page.locator("h1:not([data-crawled])").first(), `${href} on ${host ?? "the platform"}`).toBeVisible();
      await expect(page.locator("main .animate-spin")).toHaveCount(0);
      await expect(page.locator("#not-found-title"), `${href} leads to the not-found page`).toHaveCount(0);
      // The information pages' own links are followed too (one level deep).
      if (host && links.includes(href) && (await page.locator("article a[href^='/']").count()) > 0) {
        for (const inner of await page.locator("article a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) if (!seen.has(inner.split("#")[0])) queue.push(inner);
      }
    }
    expect(seen.size).toBeGreaterThan(host ? 25 : 15);
  }
  // The footer's Disclaimer lands on its section.
  await page.goto(`${origin("greenfield")}/library`);
  await page.getByRole("contentinfo").getByRole("link", { name: "Disclaimer" }).click();
  await expect(page).toHaveURL(/\/terms-of-use#disclaimer$/);
  await expect(page.locator("h2#disclaimer")).toBeVisible();
});

test("the FAQ is grouped and searchable, and the information pages pass axe at both widths", async ({ page }, info) => {
  await page.goto(`${origin("greenfield")}/faq`);
  await expect(page.getByRole("heading", { name: "Frequently Asked Questions", level: 1 })).toBeVisible();
  await page.getByLabel("Search the questions").fill("class code");
  await expect(page.getByText(/questions? match/)).toBeVisible();
  const question = page.getByRole("heading", { level: 3, name: /class code/i }).first();
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "faq", async () => {
    await expect(question).toBeVisible();
  });
  for (const slug of ["privacy-policy", "contact", "global-reach", "request-a-tour", "report-a-problem", "test"]) {
    await page.goto(`${origin("greenfield")}/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${slug} scrolls sideways at 375 px`).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 860 });
  }
});

test("a visitor reports a problem with a screenshot, and staff reply and resolve it in the inbox", async ({ page, browser }, info) => {
  await page.goto(`${origin("greenfield")}/report-a-problem?from=/library`);
  await expect(page.getByLabel("The page it happened on")).toHaveValue("/library");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Choose what the problem is about")).toBeVisible();
  await page.getByLabel("What is the problem about?").selectOption("library");
  await page.getByLabel("What happened?").fill("The book list stops loading after the second page.");
  await page.getByLabel("Your email (optional)").fill("parent.visitor@example.org");
  await page.getByLabel("A screenshot (optional)").setInputFiles(path.resolve("scripts/seed-media/globe-poster.png"));
  await page.getByRole("button", { name: "Send report" }).click();
  const status = page.getByRole("status").filter({ hasText: "Your reference" });
  await expect(status).toBeVisible();
  const reference = (await status.locator("strong").textContent())!.trim();
  expect(reference).toMatch(/^P-[A-Z2-9]{6}$/);
  await expectAccessible(page);

  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, undefined, "staff", "staff-demo-2026");
  await staff.goto(`${origin()}/admin-panel/inbox?kind=problem`);
  await staff.getByRole("search", { name: "Search the inbox" }).getByRole("searchbox").fill(reference);
  await staff.getByRole("link", { name: reference }).click();
  // The item's own page, headed by its reference: the list, which shows the report's opening words
  // too (in the table and as phone cards), stays on screen while that page loads.
  await expect(staff.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  await expect(staff.getByText("The book list stops loading after the second page.")).toBeVisible();
  await expect(staff.getByRole("img", { name: "The screenshot sent with the report" })).toBeVisible();
  await staff.getByLabel("Private note").fill("Reproduced with 30 books.");
  await staff.getByLabel("Reply by email").fill("Thank you — we found it and a fix is on its way.");
  await staff.getByRole("button", { name: "Send reply and save" }).click();
  await expect(staff.getByText("reply emailed")).toBeVisible();
  await staff.getByLabel("State").selectOption("resolved");
  await staff.getByRole("button", { name: "Save", exact: true }).click();
  await expect(staff.getByText("→ Resolved")).toBeVisible();
  await expectAccessible(staff);
  await screenshots(staff, info, "inbox-item", async () => {
    await expect(staff.getByText("→ Resolved")).toBeVisible();
  });
  // The reply reaches the reporter through the email queue (asynchronously: poll the mailbox).
  await expect
    .poll(
      async () => {
        const mail = await staff.request.get(api().url(`/api/dev/mailbox?to=${encodeURIComponent("parent.visitor@example.org")}`));
        const subjects = ((await mail.json()) as { results: { subject: string }[] }).results.map((m) => m.subject);
        return subjects.some((s) => s.startsWith(`Re: ${reference}`));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});
