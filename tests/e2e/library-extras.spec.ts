import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, origin, screenshots, signInAs } from "./helpers";

const DEMO_BOOK = "The Hedgehog Who Could Not Sleep";

/** The reaction button's pressed state and count, read from its accessible name ("Clap: 3"). */
async function clapState(page: Page) {
  const button = page.getByRole("button", { name: /^Clap: \d+$/ });
  const name = (await button.getAttribute("aria-label"))!;
  return { pressed: (await button.getAttribute("aria-pressed")) === "true", count: Number(name.split(": ")[1]) };
}

test("a student reacts, finds a book through the header search and writes a Dear World letter the teacher includes", async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const session = await signInAs(page, "greenfield", "greenfield.student06", "reading-rocks-2026");
  const firstName = String(session.user.first_name);

  // Header search (tenant host): type, see grouped results, open the demo book.
  await page.goto(`${origin("greenfield")}/library`);
  const search = page.getByRole("combobox", { name: "Find books and stories" });
  await search.fill("hedgehog");
  const results = page.getByRole("listbox", { name: "Search results" });
  await expect(results.getByRole("group", { name: "Books" })).toBeVisible();
  await expect(search).toHaveAttribute("aria-expanded", "true");
  await results.getByRole("option", { name: new RegExp(DEMO_BOOK) }).click();
  await expect(page.getByRole("heading", { level: 1, name: DEMO_BOOK })).toBeVisible();
  const bookUrl = page.url();

  // Reactions: the count changes at once and the change survives a reload.
  await expect(page.getByRole("list", { name: "Reactions" })).toBeVisible();
  const before = await clapState(page);
  await page.getByRole("button", { name: /^Clap: \d+$/ }).click();
  const expected = { pressed: !before.pressed, count: before.count + (before.pressed ? -1 : 1) };
  await expect(page.getByRole("button", { name: `Clap: ${expected.count}` })).toHaveAttribute("aria-pressed", String(expected.pressed));
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(page.getByRole("button", { name: `Clap: ${expected.count}` })).toHaveAttribute("aria-pressed", String(expected.pressed));
  await expect(page.getByRole("heading", { level: 2, name: "Related books" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectAccessible(page);
  await screenshots(page, info, "book-page-reactions", async () => {
    await expect(page.getByRole("heading", { level: 1, name: DEMO_BOOK })).toBeVisible();
  });
  expect(page.url()).toBe(bookUrl);

  // Dear World: the student writes a letter; it waits for the teacher.
  const title = `Letter ${Date.now().toString(36)}`;
  await page.goto(`${origin("greenfield")}/dear-world-book`);
  const form = page.getByRole("form", { name: "Write a letter" });
  await form.getByRole("button", { name: "Send my letter" }).click();
  await expect(form.getByText("Write your letter")).toBeVisible();
  await form.getByLabel("Title (optional)").fill(title);
  await form.getByLabel("Your letter").fill("Dear World,\nPlease plant a tree for every child born this year.");
  await form.getByRole("button", { name: "Send my letter" }).click();
  await expect(page.getByText(/Your letter is sent!/)).toBeVisible();
  await expect(page.getByRole("list", { name: "My letters" }).getByRole("listitem").filter({ hasText: title })).toContainText("Waiting for a teacher");

  // The class teacher includes it.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signInAs(teacher, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
  await teacher.goto(`${origin("greenfield")}/dear-world-book`);
  const pending = teacher.getByRole("list", { name: "Letters waiting for review" });
  await expect(pending.getByRole("article", { name: `${title}, by ${firstName}, Year 4 Blue` })).toBeVisible();
  await pending.getByRole("button", { name: `Include “${title}” by ${firstName}` }).click();
  await expect(teacher.getByText("The letter is in the book.")).toBeVisible();
  const order = teacher.getByRole("list", { name: "Order of Year 4 Blue" });
  await expect(order.getByRole("listitem").last()).toContainText(title);
  // The toast (the app's shared Toaster) is scanned by other specs; this scan is of the curation view.
  await expect(teacher.getByText("The letter is in the book.")).toBeHidden({ timeout: 15_000 });
  await expectAccessible(teacher);
  await teacherContext.close();

  // It is in the class book now.
  await page.reload();
  const chapter = page.getByRole("list", { name: "Letters of Year 4 Blue" });
  await expect(chapter.getByRole("article", { name: `${title}, by ${firstName}, Year 4 Blue` })).toBeVisible();
  await expect(page.getByRole("list", { name: "My letters" }).getByRole("listitem").filter({ hasText: title })).toContainText("In the book");
  await page.waitForLoadState("networkidle");
  await expectAccessible(page);
  await screenshots(page, info, "dear-world-book", async () => {
    await expect(chapter.getByRole("article", { name: `${title}, by ${firstName}, Year 4 Blue` })).toBeVisible();
  });
});

test("the header search is in the phone menu on a school's host and absent on the platform host", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await page.goto(`${origin("greenfield")}/library`);
  await expect(page.getByRole("combobox", { name: "Find books and stories" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  const search = menu.getByRole("combobox", { name: "Find books and stories" });
  await search.fill("hedgehog");
  await expect(menu.getByRole("option", { name: new RegExp(DEMO_BOOK) })).toBeVisible();
  await search.press("ArrowDown");
  await expect(menu.getByRole("option", { name: new RegExp(DEMO_BOOK) })).toHaveAttribute("aria-selected", "true");
  await expectAccessible(page);
  await search.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: DEMO_BOOK })).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`${origin()}/library`);
  await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Find books and stories" })).toHaveCount(0);
});
