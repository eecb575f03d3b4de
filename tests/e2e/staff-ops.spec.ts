import { expect, test } from "@playwright/test";
import { api, expectAccessible, origin, screenshots, signInAs } from "./helpers";

/** Issue #13 (operations): /demo, /canva/, /global-reach's map and /experiment's feature flags. */
test.describe.configure({ timeout: 180_000 });

test("/demo, /canva/ and /global-reach pass axe at 375 and 1280 px", async ({ page }, info) => {
  await page.goto(`${origin()}/demo`);
  await expect(page.getByRole("heading", { level: 1, name: "Take the demo tour" })).toBeVisible();
  // Outside production the sample sign-ins are shown.
  await expect(page.getByText("teacher@greenfield.example.org")).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a guided tour" })).toHaveAttribute("href", "/request-a-tour");
  await screenshots(page, info, "demo", () => expectAccessible(page));
});

test("/canva/ passes axe and opens the teacher's sign-up with Canva ticked", async ({ page }, info) => {
  await page.goto(`${origin()}/canva/`);
  await expect(page.getByRole("heading", { level: 1, name: "For teachers who use Canva" })).toBeVisible();
  await screenshots(page, info, "canva", () => expectAccessible(page));
  await page.getByRole("link", { name: "Sign up as a Canva teacher" }).click();
  await expect(page.getByRole("heading", { name: "Sign up as a Teacher" })).toBeVisible();
  await expect(page.getByLabel("I have a Canva account")).toBeChecked();
});

test("/global-reach draws the map shaded by the seed's schools and passes axe", async ({ page }, info) => {
  await page.goto(`${origin()}/global-reach`);
  const map = page.getByRole("img", { name: /World map: schools by country/ });
  await expect(map).toBeVisible();
  // The seed puts Greenfield in the United Kingdom and Riverside in Kenya: both shaded.
  await expect(map.locator('path[data-country="GB"]')).toHaveAttribute("data-shade", /[1-5]/);
  await expect(map.locator('path[data-country="KE"]')).toHaveAttribute("data-shade", /[1-5]/);
  await page.getByLabel("Physical libraries").check();
  await expect(page.getByRole("img", { name: /World map: physical libraries by country/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /by country/ })).toBeVisible();
  await screenshots(page, info, "global-reach", () => expectAccessible(page));
});

test("a school admin switches Dear World off: its entry points disappear and the API refuses it; on again", async ({ page }, info) => {
  const host = "riverside";
  await signInAs(page, host, "admin@riverside.example.org", "admin-demo-2026");
  await page.goto(`${origin(host)}/experiment`);
  await expect(page.getByRole("heading", { level: 1, name: "Experiments" })).toBeVisible();
  const toggle = page.getByRole("checkbox", { name: "Dear World letters" });
  await expect(toggle).toBeChecked();
  await screenshots(page, info, "experiment", () => expectAccessible(page));

  await toggle.uncheck();
  await expect(page.getByText("Dear World letters is off for Riverside Academy.")).toBeVisible();
  await expect(toggle).not.toBeChecked();

  const target = api(host);
  const refused = await page.request.get(target.url("/api/dear-world/book"), { headers: target.headers });
  expect(refused.status()).toBe(404);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/switched off/);

  await page.goto(`${origin(host)}/dear-world-book`);
  // The school's name is isolated (U+2068 … U+2069) so its own direction survives an Arabic sentence.
  await expect(page.getByText(/Dear World letters are switched off for \u2068?Riverside Academy/)).toBeVisible();
  await page.goto(`${origin(host)}/challenges/write-a-letter-and-change-the-world-with-upschool`);
  await expect(page.getByText("Dear World letters are switched off for this school.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Read the Dear World book" })).toHaveCount(0);

  await page.goto(`${origin(host)}/experiment`);
  await page.getByRole("checkbox", { name: "Dear World letters" }).check();
  await expect(page.getByText("Dear World letters is on for Riverside Academy.")).toBeVisible();
  expect((await page.request.get(target.url("/api/dear-world/book"), { headers: target.headers })).status()).not.toBe(404);
});
