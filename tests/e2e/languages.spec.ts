import { expect, test, type Page } from "@playwright/test";
import { api, expectAccessible, origin, screenshots, signInAs } from "./helpers";

/*
 * Issue #16: the interface in English, Hindi and Arabic. The school's default language applies to
 * its signed-in people and to visitors whose browsers speak none of the app's languages; a visitor
 * whose browser does gets their own; anyone can choose in the language menu. Arabic is right to left.
 */

const ADMIN = { username: "admin@greenfield.example.org", password: "admin-demo-2026" };

async function setSchoolLocale(page: Page, locale: "en" | "hi" | "ar") {
  const target = api("greenfield");
  const signedIn = await page.request.post(target.url("/api/auth/token/"), { headers: target.headers, data: ADMIN });
  const { access } = (await signedIn.json()) as { access: string };
  const res = await page.request.patch(target.url("/api/school-admin/settings/"), { headers: { ...target.headers, Authorization: `Bearer ${access}` }, data: { locale } });
  expect(res.status()).toBe(200);
}

const pageDirection = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

test.describe("languages", () => {
  test.afterEach(async ({ page }) => {
    await setSchoolLocale(page, "en");
  });

  test("a school admin switches the school to Arabic: the site turns right to left and is translated", async ({ page }, info) => {
    await signInAs(page, "greenfield", ADMIN.username, ADMIN.password);
    await page.goto(`${origin("greenfield")}/admin/dashboard`);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.locator("main").getByLabel("Language").selectOption("ar");

    await expect.poll(() => pageDirection(page)).toEqual({ lang: "ar", dir: "rtl" });
    await page.goto(`${origin("greenfield")}/library`);
    await expect.poll(() => pageDirection(page)).toEqual({ lang: "ar", dir: "rtl" });
    const main = page.getByRole("navigation", { name: "الرئيسية" });
    await expect(main.getByRole("link", { name: "الكتب" })).toBeVisible();
    await expect(page.getByRole("button", { name: "تسجيل الخروج" })).toBeVisible();
    // Mirrored: the header's logo link sits at the right edge, the account buttons at the left.
    const logo = await page.getByRole("link", { name: /Greenfield/ }).first().boundingBox();
    expect(logo!.x).toBeGreaterThan(600);
    await expectAccessible(page);
    await screenshots(page, info, "library-ar", async () => {
      await expect(main.or(page.getByRole("button", { name: "فتح القائمة" })).first()).toBeVisible();
    });
  });

  test("a visitor gets the school's language when the browser speaks none of ours, and their own otherwise", async ({ browser }) => {
    const setup = await browser.newPage();
    await setSchoolLocale(setup, "ar");
    await setup.close();

    const french = await browser.newContext({ locale: "fr-FR" });
    const fr = await french.newPage();
    await fr.goto(`${origin("greenfield")}/library`);
    await expect.poll(() => pageDirection(fr)).toEqual({ lang: "ar", dir: "rtl" });
    await expect(fr.getByRole("link", { name: "تسجيل الدخول" })).toBeVisible();
    await french.close();

    const hindi = await browser.newContext({ locale: "hi-IN" });
    const hi = await hindi.newPage();
    await hi.goto(`${origin("greenfield")}/library`);
    await expect.poll(() => pageDirection(hi)).toEqual({ lang: "hi", dir: "ltr" });
    await expect(hi.getByRole("link", { name: "लॉग इन" })).toBeVisible();
    await hindi.close();
  });

  test("the language menu switches a visitor's page, remembers it, and every language passes axe", async ({ page }, info) => {
    await page.goto(`${origin("greenfield")}/library`);
    await expect.poll(() => pageDirection(page)).toEqual({ lang: "en", dir: "ltr" });
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("contentinfo").getByLabel("Language").selectOption("hi");
    await expect.poll(() => pageDirection(page)).toEqual({ lang: "hi", dir: "ltr" });
    await expect(page.getByRole("link", { name: "लॉग इन" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, "library-hi", async () => {
      await expect(page.getByRole("link", { name: "लॉग इन" }).or(page.getByRole("button", { name: "मेनू खोलें" })).first()).toBeVisible();
    });

    await page.reload();
    await expect.poll(() => pageDirection(page)).toEqual({ lang: "hi", dir: "ltr" });

    await page.getByRole("contentinfo").getByLabel("भाषा").selectOption("ar");
    await expect.poll(() => pageDirection(page)).toEqual({ lang: "ar", dir: "rtl" });
    await expectAccessible(page);
    await page.getByRole("contentinfo").getByLabel("اللغة").selectOption("en");
    await expect.poll(() => pageDirection(page)).toEqual({ lang: "en", dir: "ltr" });
  });
});
