import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, origin, screenshots, signInAs } from "./helpers";

/*
 * Authoring beyond courses: staff make a hub of two lessons (ordered with the arrow buttons) and
 * publish it, and a Greenfield student sees it; staff upload an impact film and publish it to the
 * gallery. Fresh titles each run, so earlier runs' state changes nothing.
 */
const COURSE = "This Is Our World: An Introduction to the Global Goals";
const stamp = () => Date.now().toString(36);
const STUDENT = { username: "greenfield.student07", password: "reading-rocks-2026" };

async function staff(page: Page) {
  await signInAs(page, undefined, "staff", "staff-demo-2026");
}

test("staff create a hub with two lessons, order and publish it, and a learner sees it", async ({ page }, info) => {
  test.setTimeout(150_000);
  const title = `Rivers and rain ${stamp()}`;
  await staff(page);
  await page.goto(`${origin()}/admin-panel/hubs`);
  await expect(page.getByRole("heading", { level: 1, name: "Hubs" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Hubs" }).getByRole("table")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "New hub" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "New hub" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("Where water comes from and where it goes.");
  await page.getByRole("checkbox", { name: /6\b.*Clean Water/i }).check();
  await page.getByRole("button", { name: "Create the hub" }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toBeDisabled();
  await page.getByLabel("From the course").selectOption({ label: COURSE });
  const addButtons = page.getByRole("button", { name: /^Add / });
  await expect(addButtons.first()).toBeVisible();
  const first = (await addButtons.nth(0).getAttribute("aria-label"))!.replace(/^Add /, "");
  const second = (await addButtons.nth(1).getAttribute("aria-label"))!.replace(/^Add /, "");
  await addButtons.nth(0).click();
  await addButtons.nth(1).click();
  const ordered = page.getByRole("list", { name: "Hub lessons in order" }).getByRole("listitem");
  await expect(ordered).toHaveCount(2);
  // The second lesson first, by keyboard.
  await page.getByRole("button", { name: `Move ${second} up` }).focus();
  await page.keyboard.press("Enter");
  await expect(ordered.nth(0)).toContainText(second);
  await page.getByRole("button", { name: "Save lessons" }).click();
  await expect(page.getByText("The hub's lessons are saved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toBeEnabled();
  await expectAccessible(page);
  await screenshots(page, info, "hub-editor", async () => {
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  const slug = new URL(await page.getByRole("link", { name: "Preview as a learner" }).evaluate((a) => (a as HTMLAnchorElement).href)).pathname.split("/").pop()!;

  // A Greenfield student sees the platform hub with the lessons in the chosen order.
  await page.context().clearCookies();
  await signInAs(page, "greenfield", STUDENT.username, STUDENT.password);
  await page.goto(`${origin("greenfield")}/hubs/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const lessons = page.getByRole("list", { name: `Lessons of ${title}` }).getByRole("listitem");
  await expect(lessons).toHaveCount(2);
  await expect(lessons.nth(0)).toContainText(second);
  await expect(lessons.nth(1)).toContainText(first);
  await expectAccessible(page);
});

test("staff upload an impact film, publish it, and it appears on /impact-films", async ({ page }, info) => {
  test.setTimeout(150_000);
  const title = `Wells for Kisumu ${stamp()}`;
  await staff(page);
  await page.goto(`${origin()}/admin-panel/impact-films`);
  await expect(page.getByRole("heading", { level: 1, name: "Impact films" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "New film" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "New impact film" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("What the film shows").fill("A new well brings clean water to a school.");
  await page.getByLabel("Video (required)").setInputFiles({ name: "globe.webm", mimeType: "video/webm", buffer: readFileSync("scripts/seed-media/globe.webm") });
  await expect(page.getByRole("link", { name: "globe.webm" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Poster picture").setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: readFileSync("scripts/seed-media/globe-poster.png") });
  await expect(page.getByRole("link", { name: "poster.png" })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await screenshots(page, info, "film-editor", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "New impact film" })).toBeVisible();
  });
  await page.getByRole("button", { name: "Create the film" }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Draft: learners cannot see it")).toBeVisible();
  await page.goto(`${origin("greenfield")}/impact-films`);
  await expect(page.getByRole("heading", { level: 1, name: "Impact films" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: title })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await page.goto(`${origin("greenfield")}/impact-films`);
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: title }).or(page.locator(`video[aria-label="${title}"]`)).first()).toBeVisible();
});
