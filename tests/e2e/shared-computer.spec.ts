import { expect, test, type Page } from "@playwright/test";
import { origin } from "./helpers";

/** A pupil of GREEN4 signs in on the page as it is (no reload): Student Login → class code → their tile → password. */
async function pupilSignsIn(page: Page, tile: string) {
  await page.getByRole("button", { name: /Student Login/ }).click();
  await page.getByLabel("Class code").fill("GREEN4");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: tile }).click();
  await page.getByLabel("Password", { exact: true }).fill("reading-rocks-2026");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/*
 * A classroom computer: Amara signs out and Ben signs in on the same tab. While Ben's courses load,
 * his dashboard must not draw Amara's (it did: her two finished courses, 'Review the course', stood
 * under Ben's name until his answer came, as the cache only marked them stale at sign-out).
 */
test("the next pupil on a shared computer never sees the previous pupil's courses", async ({ page }) => {
  await page.goto(`${origin("greenfield")}/login`);
  await pupilSignsIn(page, "Amara A.");
  await expect(page.getByRole("heading", { level: 1, name: "Amara Adams" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Review the course" }).or(page.getByRole("link", { name: "Review the course" })).first()).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).or(page.getByRole("link", { name: "Logout" })).first().click();
  await expect(page).toHaveURL(/\/login$/);

  // Ben's courses are held back, so what his dashboard draws meanwhile can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/learning/my-courses**", async (route) => {
    await held;
    await route.continue();
  });
  await pupilSignsIn(page, "Ben H.");
  await expect(page.getByRole("heading", { level: 1, name: "Ben Hughes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "My courses" })).toBeVisible();
  await expect(page.getByText("Water Detectives")).toHaveCount(0);
  await expect(page.getByText("Review the course")).toHaveCount(0);

  release();
  await expect(page.getByText("Water Detectives").first()).toBeVisible();
});
