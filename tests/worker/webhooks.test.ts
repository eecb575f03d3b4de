import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { orderEvents, paymentEvents } from "../../worker/db/schema";
import { signDemoEvent } from "../../worker/commerce/checkout/demo-provider";
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../../worker/index";
import { call, post } from "../helpers/api";
import { createTenant, db, unique } from "../helpers/factories";
import { createCatalogItem } from "../helpers/giving";
import { drainOrder, eventsOf, givingWorld, orderRow, placeOrder, pledge, projectRow } from "../helpers/checkout";
import {
  answerProviderCalls,
  paypalCaptureResource,
  paypalEvent,
  paypalVerificationRoutes,
  paypalWebhook,
  phonepeOrderCallback,
  phonepeWebhook,
  stripeCharge,
  stripeDispute,
  stripeEvent,
  stripeSession,
  stripeWebhook,
  type SignedWebhook,
} from "../helpers/payment-signing";

afterEach(() => vi.restoreAllMocks());

const send = (provider: string, hook: SignedWebhook, host = "localhost") =>
  call(host, `/api/webhooks/${provider}`, { method: "POST", body: hook.body, headers: Object.fromEntries(hook.headers) });

const storedFor = async (provider: string) => db().select().from(paymentEvents).where(eq(paymentEvents.provider, provider as "stripe")).all();

/** An unpaid guest order for a 25.00 gift (in `currency`) on a fresh school. */
async function unpaidOrder(opts: { currency?: string; amount?: number } = {}) {
  const world = await givingWorld({ currency: opts.currency ?? "USD" });
  const gift = await pledge(world.host, world.project.id, opts.amount ?? 2500, { currency: opts.currency ?? "USD" });
  const order = (await placeOrder(world.host, [gift.cart_item])).body;
  return { ...world, order };
}

/** An unpaid 25.00 USD gift order placed from a page read in `language` (null: no Accept-Language). */
async function orderIn(language: string | null) {
  const world = await givingWorld();
  const gift = await pledge(world.host, world.project.id, 2500);
  const res = await post(world.host, "/api/orders/", { items: [gift.cart_item], contact: { name: "Asha", email: `${unique("donor")}@example.com` } }, {
    headers: { "Idempotency-Key": unique("idem-key-"), ...(language ? { "Accept-Language": language } : {}) },
  });
  expect(res.status).toBe(201);
  return { ...world, order: res.body as { id: string } };
}

const holdNotes = async (orderId: string) =>
  (await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).all()).filter((e) => e.status === "on_hold").map((e) => e.note);

/*
 * A held payment's reason is the order's hold reason and its history's note: the buyer reads both
 * (the order and tracking pages) as well as the school's staff, so they are said in the buyer's
 * language, in words for both (what happened, what happens next), not as an instruction to staff.
 */
describe("a held payment in the buyer's language", () => {
  it.each([
    ["hi", "$1.00 का भुगतान हुआ, पर ऑर्डर का कुल $25.00 है।"],
    ["ar", "دُفع $1.00 لكن إجمالي الطلب $25.00."],
    [null, "Paid $1.00 but the order total is $25.00."],
  ])("an amount that does not match holds a %s buyer's order, saying why in their language", async (language, reason) => {
    const { order } = await orderIn(language);
    await send("stripe", await stripeWebhook(stripeEvent("checkout.session.completed", stripeSession({ orderId: order.id, amount: 100, status: "complete", paymentStatus: "paid" }))));
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "on_hold", holdReason: reason });
    expect(await holdNotes(order.id)).toEqual([reason]);
  });

  it.each([
    ["hi", "stripe के साथ भुगतान पर विवाद है: ऑर्डर नतीजे की प्रतीक्षा कर रहा है।"],
    [null, "Payment disputed with stripe: the order waits for the outcome."],
  ])("a dispute holds a %s buyer's paid order in their language, and winning it releases the order", async (language, reason) => {
    const { order } = await orderIn(language);
    const pi = unique("pi_test_dispute_");
    await send("stripe", await stripeWebhook(stripeEvent("checkout.session.completed", stripeSession({ orderId: order.id, amount: 2500, status: "complete", paymentStatus: "paid", paymentIntent: pi }))));
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid" });
    await send("stripe", await stripeWebhook(stripeEvent("charge.dispute.created", { ...stripeDispute({ paymentIntent: pi, amount: 2500 }), metadata: { order_id: order.id } })));
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "on_hold", holdReason: reason });
    await send("stripe", await stripeWebhook(stripeEvent("charge.dispute.closed", { ...stripeDispute({ paymentIntent: pi, amount: 2500, status: "won" }), metadata: { order_id: order.id } })));
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", holdReason: null });
  });

  it("a dispute won does not release an order held for another reason", async () => {
    const { order } = await orderIn("hi");
    const pi = unique("pi_test_dispute_");
    await send("stripe", await stripeWebhook(stripeEvent("checkout.session.completed", stripeSession({ orderId: order.id, amount: 100, status: "complete", paymentStatus: "paid", paymentIntent: pi }))));
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "on_hold" });
    await send("stripe", await stripeWebhook(stripeEvent("charge.dispute.closed", { ...stripeDispute({ paymentIntent: pi, amount: 100, status: "won" }), metadata: { order_id: order.id } })));
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "on_hold", holdReason: "$1.00 का भुगतान हुआ, पर ऑर्डर का कुल $25.00 है।" });
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("stores a signed checkout.session.completed once; ten replays pay the order once", async () => {
    const { order, project } = await unpaidOrder();
    const event = stripeEvent("checkout.session.completed", stripeSession({ orderId: order.id, amount: 2500, status: "complete", paymentStatus: "paid" }));
    const hook = await stripeWebhook(event);
    const first = await send("stripe", hook);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    for (let i = 0; i < 10; i++) {
      const again = await send("stripe", hook);
      expect(again.body).toEqual({ received: true, duplicate: true });
    }
    expect((await storedFor("stripe")).filter((e) => e.providerEventId === event.id)).toHaveLength(1);
    await drainOrder(order.id);
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", provider: "stripe" });
    expect(await projectRow(project.id)).toMatchObject({ raisedAmount: 2500, donorCount: 1 });
  });

  it.each([
    ["unsigned", async (body: string) => ({ body, headers: new Headers({ "Content-Type": "application/json" }) })],
    ["signed with another secret", (body: string) => stripeWebhook(body, { secret: "whsec_not_ours_0000000000000000" })],
    ["older than five minutes", (body: string) => stripeWebhook(body, { timestamp: Math.floor(Date.now() / 1000) - 600 })],
    ["tampered after signing", async (body: string) => ({ ...(await stripeWebhook(body)), body: body.replace("2500", "1") })],
  ])("answers 400 and stores nothing when %s", async (_label, sign) => {
    const { order } = await unpaidOrder();
    const event = stripeEvent("checkout.session.completed", stripeSession({ orderId: order.id, amount: 2500, status: "complete", paymentStatus: "paid" }));
    const res = await send("stripe", await sign(JSON.stringify(event)));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "BAD_REQUEST", message: "Webhook signature verification failed." });
    expect((await storedFor("stripe")).filter((e) => e.providerEventId === event.id)).toHaveLength(0);
    expect(await orderRow(order.id)).toMatchObject({ status: "pending" });
  });

  it("puts an order on hold when the amount paid does not match", async () => {
    const { order, project } = await unpaidOrder();
    await send("stripe", await stripeWebhook(stripeEvent("checkout.session.completed", stripeSession({ orderId: order.id, amount: 100, status: "complete", paymentStatus: "paid" }))));
    await drainOrder(order.id);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "on_hold" });
    expect(row?.holdReason).toBe("Paid $1.00 but the order total is $25.00.");
    expect(await projectRow(project.id)).toMatchObject({ raisedAmount: 0 });
  });

  it("applies a refund that arrives before the payment once the payment is in (any order)", async () => {
    const { order, project } = await unpaidOrder();
    const pi = "pi_test_out_of_order_1";
    await send("stripe", await stripeWebhook(stripeEvent("charge.refunded", stripeCharge({ orderId: order.id, paymentIntent: pi, amount: 2500, amountRefunded: 2500 }))));
    await drainOrder(order.id);
    const refundEvent = (await eventsOf(order.id)).find((e) => e.type === "refund.succeeded")!;
    expect(refundEvent).toMatchObject({ status: "failed" });
    expect(refundEvent.lastError).toMatch(/before the payment/);
    await send("stripe", await stripeWebhook(stripeEvent("checkout.session.completed", stripeSession({ orderId: order.id, amount: 2500, status: "complete", paymentStatus: "paid", paymentIntent: pi }))));
    await drainOrder(order.id);
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refundedAmount: 2500 });
    expect(await projectRow(project.id)).toMatchObject({ raisedAmount: 0, donorCount: 0 });
  });
});

describe("POST /api/webhooks/paypal", () => {
  it("accepts what PayPal's verification endpoint confirms and pays on PAYMENT.CAPTURE.COMPLETED", async () => {
    const { order } = await unpaidOrder();
    const calls = answerProviderCalls(paypalVerificationRoutes());
    const event = paypalEvent("PAYMENT.CAPTURE.COMPLETED", paypalCaptureResource({ paypalOrderId: "5O190127TN364715T", orderId: order.id, value: "25.00" }));
    const hook = paypalWebhook(event);
    expect((await send("paypal", hook)).status).toBe(200);
    expect(calls.to(/verify-webhook-signature/)).toHaveLength(1);
    expect((await send("paypal", hook)).body.duplicate).toBe(true);
    vi.restoreAllMocks();
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", provider: "paypal" });
  });

  it("answers 400 when PayPal does not confirm the signature", async () => {
    const { order } = await unpaidOrder();
    answerProviderCalls(paypalVerificationRoutes({ status: "FAILURE" }));
    const event = paypalEvent("PAYMENT.CAPTURE.COMPLETED", paypalCaptureResource({ paypalOrderId: "5O190127TN364715X", orderId: order.id, value: "25.00" }));
    const res = await send("paypal", paypalWebhook(event));
    expect(res.status).toBe(400);
    expect((await storedFor("paypal")).filter((e) => e.providerEventId === event.id)).toHaveLength(0);
  });
});

describe("POST /api/webhooks/phonepe", () => {
  it("accepts the SHA-256 Authorization PhonePe sends, refuses wrong credentials", async () => {
    const { order } = await unpaidOrder({ currency: "INR", amount: 50000 });
    const callback = phonepeOrderCallback("checkout.order.completed", { orderId: order.id, amount: 50000 });
    const wrong = await send("phonepe", await phonepeWebhook(callback, { password: "not-the-password" }));
    expect(wrong.status).toBe(400);
    const ok = await send("phonepe", await phonepeWebhook(callback));
    expect(ok.status).toBe(200);
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", provider: "phonepe" });
  });
});

describe("POST /api/webhooks/demo and unknown providers", () => {
  it("verifies the demo signature and 404s for providers that do not exist", async () => {
    const tenant = await createTenant();
    const item = await createCatalogItem({ tenantId: tenant.id, kind: "printed_book", price: 1200 });
    const order = (await placeOrder(tenant.host, [`item:${item.id}`])).body;
    const signed = await signDemoEvent(env, { type: "payment.succeeded", order_id: order.id, provider_ref: "demo_x", amount: 1200, currency: "USD" });
    expect((await send("demo", { ...signed, body: signed.body.replace("1200", "1") })).status).toBe(400);
    expect((await send("demo", signed)).status).toBe(200);
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid" });
    expect((await send("venmo", signed)).status).toBe(404);
  });

  it("is refused in production even when switched on", async () => {
    const production = { ...env, ENVIRONMENT: "production", PAYMENTS_DEMO_ENABLED: "true" } as Env;
    const signed = await signDemoEvent(env, { type: "payment.succeeded", order_id: "ord_x", provider_ref: "demo_x", amount: 100, currency: "USD" });
    const hook = await worker.fetch(new Request("http://localhost/api/webhooks/demo", { method: "POST", body: signed.body, headers: signed.headers }), production, createExecutionContext());
    expect(hook.status).toBe(404);
    const tenant = await createTenant();
    const item = await createCatalogItem({ tenantId: tenant.id, kind: "printed_book", price: 1200 });
    const order = (await placeOrder(tenant.host, [`item:${item.id}`])).body;
    const start = await worker.fetch(
      new Request(`http://${tenant.host}/api/checkout/demo/`, { method: "POST", body: JSON.stringify({ order_id: order.id, access_key: order.access_key }), headers: { "Content-Type": "application/json" } }),
      production,
      createExecutionContext(),
    );
    expect(start.status).toBe(400);
    expect(((await start.json()) as { error: { message: string } }).error.message).toMatch(/Demo payments are not available|cannot take payments/);
  });
});
