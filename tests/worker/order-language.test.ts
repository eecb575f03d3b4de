import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, orders } from "../../worker/db/schema";
import { call, post } from "../helpers/api";
import { db, unique } from "../helpers/factories";
import { drainOrder, givingWorld, orderRow, payWithDemo, pledge } from "../helpers/checkout";
import { waitForMail } from "../helpers/mail";

/*
 * An order keeps the language its buyer checked out in (orders.locale, from the request's
 * Accept-Language, which the web app sets to the reader's). What is written later, without a request
 * in that language — the receipt the payments consumer sends, the history notes of the payment —
 * speaks it; an order from before (null) or a language the app does not speak: English.
 */

type Placed = { id: string; number: string; access_key: string };

/** A visitor's gift order, placed from a page read in `language` (an English school; the web app sends the one language it shows). */
async function giftOrder(language: string | null) {
  const { host, project } = await givingWorld();
  const email = `${unique("donor")}@example.com`;
  const gift = await pledge(host, project.id, 2500);
  const res = await post(host, "/api/orders/", { items: [gift.cart_item], contact: { name: "Asha", email } }, {
    headers: { "Idempotency-Key": unique("idem-key-"), ...(language ? { "Accept-Language": language } : {}) },
  });
  expect(res.status).toBe(201);
  return { host, email, order: res.body as Placed };
}

async function pay(host: string, order: Placed) {
  await payWithDemo(host, order);
  await drainOrder(order.id);
  expect(await orderRow(order.id)).toMatchObject({ status: "paid" });
}

/** The history as the buyer reads it later, from the email's link, in an English browser. */
async function historyOf(host: string, order: Placed) {
  const res = await call(host, `/api/orders/${order.id}/?key=${encodeURIComponent(order.access_key)}`, { headers: { "Accept-Language": "en" } });
  expect(res.status).toBe(200);
  return res.body.history as { status: string; note: string | null }[];
}

const receiptRow = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).get();

describe("the buyer's language on an order", () => {
  it("a donor reading in Hindi gets the receipt and the payment's history in Hindi", async () => {
    const { host, email, order } = await giftOrder("hi");
    expect(await orderRow(order.id)).toMatchObject({ locale: "hi" });
    await pay(host, order);
    expect(await receiptRow(email)).toMatchObject({ template: "payment_receipt", locale: "hi" });
    const [mail] = await waitForMail(email);
    expect(mail.subject).toContain(`ऑर्डर ${order.number} के लिए आपकी रसीद`);
    expect((await historyOf(host, order)).find((h) => h.status === "paid")?.note).toBe("demo से भुगतान किया गया");
  });

  it("a donor reading in Arabic gets them in Arabic", async () => {
    const { host, email, order } = await giftOrder("ar");
    await pay(host, order);
    const [mail] = await waitForMail(email);
    expect(mail.subject).toContain(`إيصالك للطلب ${order.number}`);
    expect((await historyOf(host, order)).find((h) => h.status === "paid")?.note).toBe("دُفع عبر demo");
  });

  it("a language the app does not speak, or none, keeps no language: the notes are English", async () => {
    const { host, order } = await giftOrder("fr-FR");
    expect(await orderRow(order.id)).toMatchObject({ locale: null });
    await pay(host, order);
    expect((await historyOf(host, order)).find((h) => h.status === "paid")?.note).toBe("Paid with demo");
  });

  it("an order placed before the language was kept (null) is written in English", async () => {
    const { host, email, order } = await giftOrder("hi");
    await db().update(orders).set({ locale: null }).where(eq(orders.id, order.id));
    await pay(host, order);
    expect(await receiptRow(email)).toMatchObject({ locale: null });
    const [mail] = await waitForMail(email);
    expect(mail.subject).toMatch(/^Your receipt for order /);
    expect((await historyOf(host, order)).find((h) => h.status === "paid")?.note).toBe("Paid with demo");
  });
});
