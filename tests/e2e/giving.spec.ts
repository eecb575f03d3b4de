import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { pdfText } from "./pdf-text";
import { api, expectAccessible, origin, screenshots, signInAs, waitForEmail } from "./helpers";

/*
 * Giving end to end on Greenfield's host: a visitor pledges to a project, signs in (the cart is
 * merged), pays with the demo provider through the real webhook → queue → consumer path, and sees
 * the project's progress move and the receipt in the dev mailbox. A cancelled payment leaves the
 * cart as it was.
 */
const site = origin("greenfield");
const PROJECT = "/charity-projects/year-4-reading-nook";
const STUDENT = { username: "greenfield.student01", password: "reading-rocks-2026" };

/** The project's raised amount in minor units, read from the page. */
async function raised(page: Page): Promise<number> {
  const text = (await page.getByTestId("raised-amount").first().textContent()) ?? "";
  return Number(text.replace(/[^0-9]/g, ""));
}

async function pledge(page: Page, amountLabel: string) {
  const panel = page.getByRole("region", { name: "Donate" });
  await panel.getByRole("button", { name: amountLabel }).click();
  await panel.getByRole("button", { name: "Add to cart" }).click();
  await expect(panel.getByText(/is in your cart/)).toBeVisible();
}

test("a visitor gives to a project, signs in with the cart merged, pays with the demo provider and sees the progress move", async ({ page }, info) => {
  test.setTimeout(180_000);
  // The student's server cart starts empty (local state outlives a run), so the merge is what fills it.
  const green = api("greenfield");
  const session = await (await page.request.post(green.url("/api/auth/token/"), { headers: green.headers, data: STUDENT })).json();
  const cleared = await page.request.post(green.url("/api/data/cart/clear/"), { headers: { ...green.headers, Authorization: `Bearer ${session.access}` } });
  expect(cleared.status()).toBe(200);

  await page.goto(`${site}/charities`);
  await expect(page.getByRole("list", { name: "Charities" })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${site}/projects`);
  await expect(page.getByRole("link", { name: "Year 4 Reading Nook" })).toBeVisible();
  await screenshots(page, info, "giving-projects", async () => {
    await expect(page.getByRole("link", { name: "Year 4 Reading Nook" })).toBeVisible();
  });
  await page.getByRole("link", { name: "Year 4 Reading Nook" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Year 4 Reading Nook" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /% of £1,200\.00 raised/ })).toBeVisible();
  const before = await raised(page);
  await expectAccessible(page);
  await screenshots(page, info, "giving-project", async () => {
    await expect(page.getByRole("region", { name: "Donate" })).toBeVisible();
  });

  await pledge(page, "£25.00");
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  // Sign in: the visitor's cart is merged into the student's server cart.
  await signInAs(page, "greenfield", STUDENT.username, STUDENT.password);
  await page.goto(`${site}/cart`);
  const lines = page.getByRole("list", { name: "Items in your cart" });
  await expect(lines).toContainText("Year 4 Reading Nook");
  await expect(lines.getByRole("listitem")).toHaveCount(1);
  await expect(lines).toContainText("£25.00");
  await expectAccessible(page);

  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  const email = `giving-${Date.now().toString(36)}@example.org`;
  // A name in Devanagari: the invoice must print it, and give it back from its text, as entered.
  await page.getByLabel("Full name").fill("प्रिया शर्मा");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("radio", { name: /Demo payment \(no real money\)/ }).check();
  await expectAccessible(page);
  await screenshots(page, info, "giving-checkout", async () => {
    await expect(page.getByRole("button", { name: "Pay" })).toBeVisible();
  });
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Demo payment — no real money moves" })).toBeVisible();
  await page.getByRole("button", { name: "Pay £25.00" }).click();

  await expect(page).toHaveURL(/\/demo-payment\/success\?order=/);
  const successUrl = page.url();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole("link", { name: "View receipt" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "giving-success", async () => {
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  });

  // The payment went through the consumer: the project's progress moved by the gift.
  await expect
    .poll(async () => {
      await page.goto(`${site}${PROJECT}`);
      await expect(page.getByTestId("raised-amount").first()).toBeVisible();
      return (await raised(page)) - before;
    }, { timeout: 20_000 })
    .toBe(2500);

  const receipt = await waitForEmail(page.request, email);
  expect(receipt.subject).toMatch(/receipt|thank/i);
  // The email's link opens the order's document with its key, signed in or not: gifts alone, so a donation receipt.
  const link = receipt.links.find((l) => l.includes("/invoice/order/"));
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("article", { name: "Donation receipt" })).toContainText("Gift to Year 4 Reading Nook");
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", /\/api\/orders\/.+\/invoice\.pdf\?key=/);

  // The receipt page, its PDF and the order's tracking page.
  await page.goto(successUrl);
  await page.getByRole("link", { name: "View receipt" }).click();
  await expect(page.getByRole("article", { name: "Donation receipt" })).toContainText("Gift to Year 4 Reading Nook");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^receipt-.+\.pdf$/);
  const text = await pdfText(new Uint8Array(await readFile((await file.path())!)));
  expect(text).toContain("प्रिया");
  expect(text).toContain("शर्मा");
  expect(text).toContain("£25.00");
  await page.goto(successUrl);
  await page.getByRole("link", { name: "Track this order" }).click();
  await expect(page.getByRole("list", { name: "Order history" })).toContainText("Paid");

  // The gift counted for the student (the default for a signed-in student): Money I Have Raised.
  await page.goto(`${site}/dashboard?option=Money%20I%20Have%20Raised`);
  await expect(page.getByRole("list", { name: "Totals raised" })).toContainText("£");
  await expect(page.getByRole("list", { name: "Recent gifts" })).toContainText("Year 4 Reading Nook");
});

test("a cancelled payment shows the failed page and leaves the cart intact", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${site}${PROJECT}`);
  await expect(page.getByRole("heading", { level: 1, name: "Year 4 Reading Nook" })).toBeVisible();
  await pledge(page, "£10.00");
  await page.goto(`${site}/checkout`);
  await page.getByLabel("Full name").fill("Gina Guest");
  const guestEmail = `guest-${Date.now().toString(36)}@example.org`;
  await page.getByLabel("Email").fill(guestEmail);
  await page.getByRole("radio", { name: /Demo payment/ }).check();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Demo payment — no real money moves" })).toBeVisible();
  const orderNumber = ((await page.getByRole("heading", { name: /^Order / }).textContent()) ?? "").split(" ")[1];
  await page.getByRole("button", { name: "Cancel" }).click();

  await expect(page).toHaveURL(/\/demo-payment\/cancel\?order=/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment not completed" })).toBeVisible();
  await expect(page.getByText("Nothing was charged")).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await page.getByRole("link", { name: "Back to cart" }).click();
  await expect(page.getByRole("list", { name: "Items in your cart" })).toContainText("£10.00");

  // Trying again with the same details is the same checkout attempt: the same order, paid this time.
  await page.getByRole("link", { name: "Checkout" }).click();
  await page.getByLabel("Full name").fill("Gina Guest");
  await page.getByLabel("Email").fill(guestEmail);
  await page.getByRole("radio", { name: /Demo payment/ }).check();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: `Order ${orderNumber} · £10.00` })).toBeVisible();
  await page.getByRole("button", { name: "Pay £10.00" }).click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
});
