import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { carts, donations, emailOutbox, entitlements, orderEvents, orderItems, orders, staffActions } from "../../worker/db/schema";
import { orderAccessKey } from "../../worker/commerce/orders/order-access";
import { signDemoEvent } from "../../worker/commerce/checkout/demo-provider";
import { call, post } from "../helpers/api";
import { createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { createCatalogItem, createCharity, createOrder } from "../helpers/giving";
import { putTestFonts } from "../helpers/certificates";
import { contact, drainOrder, eventsOf, getOrder, givingWorld, orderRow, payWithDemo, placeOrder, pledge, projectRow } from "../helpers/checkout";

beforeAll(putTestFonts);

describe("POST /api/donations/ (pledges)", () => {
  it("creates a pending gift an anonymous visitor can put in the cart", async () => {
    const { host, project } = await givingWorld();
    const res = await post(host, "/api/donations/", { target_type: "project", target_id: project.id, amount: 2500, currency: "USD", message: "For the books", anonymous: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "pending", amount: 2500, currency: "USD", anonymous: true, donor_display_name: "Anonymous", target: { id: project.id } });
    expect(res.body.cart_item).toBe(`donation:${res.body.id}`);
  });

  it.each([
    [{ amount: 50 }, "amount"],
    [{ amount: 12.5 }, "amount"],
    [{ currency: "XYZ" }, "currency"],
    [{ currency: "EUR" }, "currency"],
    [{ target_type: "planet" }, "target_type"],
    [{ target_id: "prj_missing" }, "target_id"],
  ])("refuses %o with a message on %s", async (change, field) => {
    const { host, project } = await givingWorld();
    const res = await post(host, "/api/donations/", { target_type: "project", target_id: project.id, amount: 2500, currency: "USD", ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields[field]?.length).toBeGreaterThan(0);
  });

  it("does not take gifts for another school's project", async () => {
    const { project } = await givingWorld();
    const other = await createTenant();
    const res = await post(other.host, "/api/donations/", { target_type: "project", target_id: project.id, amount: 2500, currency: "USD" });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.target_id).toEqual(["This cause is not taking gifts here"]);
  });

  it("attributes a gift to a student of the school by username without telling the donor who that is", async () => {
    const { host, project, student } = await givingWorld();
    const ok = await post(host, "/api/donations/", { target_type: "project", target_id: project.id, amount: 1000, currency: "USD", attribution: { kind: "student", ref: student.username } });
    expect(ok.status).toBe(201);
    // Known and unknown usernames answer alike (tests/worker/giving.privacy.test.ts): no label.
    expect(ok.body.attribution).toEqual({ kind: "student", label: null });
    const row = await db().select().from(donations).where(eq(donations.id, ok.body.id)).get();
    expect(row!.attributedUserId).toBe(student.id);
  });
});

describe("orders: quote and create", () => {
  it("prices the cart on the server and ignores any client numbers", async () => {
    const { host, project, token } = await givingWorld();
    const gift = await pledge(host, project.id, 2500);
    const item = await createCatalogItem({ price: 4900, currency: "USD", kind: "teacher_training" });
    const res = await post(host, "/api/orders/quote/", { items: [gift.cart_item, `item:${item.id}`], total: 1 }, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currency: "USD", subtotal: 7400, shipping: 0, total: 7400, requires_shipping: false, unavailable: [] });
    expect(res.body.providers).toContain("demo");
    expect(res.body.providers).not.toContain("phonepe");
  });

  it("offers PhonePe only for INR orders and charges flat shipping for printed books", async () => {
    const tenant = await createTenant();
    const book = await createCatalogItem({ tenantId: tenant.id, kind: "printed_book", price: 39900, currency: "INR", requiresShipping: true });
    const res = await post(tenant.host, "/api/orders/quote/", { items: [`item:${book.id}`] });
    expect(res.body).toMatchObject({ currency: "INR", subtotal: 39900, shipping: 9900, total: 49800, requires_shipping: true });
    expect(res.body.providers).toContain("phonepe");
  });

  it("prices any of the platform's currencies in its own minor units and offers only the providers that take it", async () => {
    const tenant = await createTenant();
    // Training opens on an account: its buyer is signed in.
    const token = (await signIn(tenant.host, (await createUser({ tenantId: tenant.id, role: "teacher" })).username)).access;
    const yen = await createCatalogItem({ tenantId: tenant.id, kind: "printed_book", price: 2500, currency: "JPY", requiresShipping: true });
    const jpy = await post(tenant.host, "/api/orders/quote/", { items: [`item:${yen.id}`] });
    expect(jpy.body).toMatchObject({ currency: "JPY", subtotal: 2500, shipping: 750, total: 3250 });
    expect(jpy.body.providers).toEqual(expect.arrayContaining(["stripe", "paypal"]));
    const shilling = await createCatalogItem({ tenantId: tenant.id, kind: "teacher_training", price: 150000, currency: "KES" });
    const kes = await post(tenant.host, "/api/orders/quote/", { items: [`item:${shilling.id}`] }, { token });
    expect(kes.body).toMatchObject({ currency: "KES", total: 150000 });
    // PayPal does not take Kenyan shillings, PhonePe only rupees.
    expect(kes.body.providers).toContain("stripe");
    expect(kes.body.providers).not.toContain("paypal");
    expect(kes.body.providers).not.toContain("phonepe");
    const dinar = await createCatalogItem({ tenantId: tenant.id, kind: "teacher_training", price: 12345, currency: "KWD" });
    const kwd = await post(tenant.host, "/api/orders/quote/", { items: [`item:${dinar.id}`] }, { token });
    expect(kwd.body).toMatchObject({ currency: "KWD", total: 12345 });
    expect(kwd.body.providers.filter((p: string) => p !== "demo")).toEqual([]);
  });

  it("lists entries that cannot be bought instead of pricing them, and refuses mixed currencies", async () => {
    const { host, project } = await givingWorld();
    const gift = await pledge(host, project.id);
    const inactive = await createCatalogItem({ active: false });
    const quote = await post(host, "/api/orders/quote/", { items: [gift.cart_item, `item:${inactive.id}`, "donation:don_nothere"] });
    expect(quote.body.unavailable).toEqual([`item:${inactive.id}`, "donation:don_nothere"]);
    expect(quote.body.lines).toHaveLength(1);
    const inr = await createCatalogItem({ currency: "INR", price: 1000 });
    const mixed = await post(host, "/api/orders/quote/", { items: [gift.cart_item, `item:${inr.id}`] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.fields.items[0]).toMatch(/mixes INR and USD/);
  });

  it("makes one order per Idempotency-Key: a double click returns the same order", async () => {
    const { host, project } = await givingWorld();
    const gift = await pledge(host, project.id);
    const key = unique("checkout-attempt-");
    const [a, b] = await Promise.all([placeOrder(host, [gift.cart_item], { key }), placeOrder(host, [gift.cart_item], { key })]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    const again = await placeOrder(host, [gift.cart_item], { key });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(a.body.id);
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, a.body.id)).all();
    expect(lines).toHaveLength(1);
  });

  it("refuses a reused key with a different body, and a missing key", async () => {
    const { host, project } = await givingWorld();
    const gift = await pledge(host, project.id);
    const other = await pledge(host, project.id, 5000);
    const key = unique("attempt-");
    expect((await placeOrder(host, [gift.cart_item], { key })).status).toBe(201);
    const conflict = await placeOrder(host, [other.cart_item], { key });
    expect(conflict.status).toBe(409);
    const missing = await post(host, "/api/orders/", { items: [gift.cart_item], contact });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/Idempotency-Key/);
  });

  it("says in words what is wrong with a body of the wrong shape, and makes no order", async () => {
    const { host, project } = await givingWorld();
    const gift = await pledge(host, project.id);
    const headers = { "Idempotency-Key": unique("idem-key-") };
    const ordersBefore = (await db().select({ n: count() }).from(orders))[0].n;
    const res = await post(host, "/api/orders/", { items: gift.cart_item, contact: "me", shipping_address: "here" }, { headers });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { items: ["Send the cart's items as a list"], contact: ["Enter your name and email"], shipping_address: ["Enter the delivery address"] },
    });
    const quote = await post(host, "/api/orders/quote/", {});
    expect(quote.status).toBe(400);
    expect(quote.body.error.fields).toEqual({ items: ["Send the cart's items as a list"] });
    expect((await db().select({ n: count() }).from(orders))[0].n).toBe(ordersBefore);
  });

  it("needs a shipping address when a printed book is in the order", async () => {
    const tenant = await createTenant();
    const book = await createCatalogItem({ kind: "printed_book", requiresShipping: true, price: 1500 });
    const res = await placeOrder(tenant.host, [`item:${book.id}`]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.shipping_address).toBeDefined();
    const ok = await placeOrder(tenant.host, [`item:${book.id}`], { shipping: { line1: "1 High St", city: "Leeds", postal_code: "LS1 1AA", country: "gb" } });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ fulfilment_status: "awaiting_payment", shipping: 499, total: 1999, shipping_address: { country: "GB" } });
  });

  it("does not let anyone else buy a signed-in giver's pledge", async () => {
    const { host, project, token } = await givingWorld();
    const mine = await pledge(host, project.id, 2500, { token });
    const res = await placeOrder(host, [mine.cart_item]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.items[0]).toContain(mine.cart_item);
  });

  it("shows an order to its buyer, a guest with the key and the school's admin — to no one else", async () => {
    const { host, project, token, tenant } = await givingWorld();
    const mine = await placeOrder(host, [(await pledge(host, project.id, 2500, { token })).cart_item], { token });
    expect(mine.body.access_key).toBeUndefined();
    expect((await getOrder(host, mine.body.id, { token })).status).toBe(200);
    expect((await getOrder(host, mine.body.id)).status).toBe(404);
    const guest = await placeOrder(host, [(await pledge(host, project.id)).cart_item]);
    expect(guest.body.access_key).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect((await getOrder(host, guest.body.id, { key: guest.body.access_key })).status).toBe(200);
    expect((await getOrder(host, guest.body.id, { key: `${guest.body.access_key.slice(0, -2)}xx` })).status).toBe(404);
    expect((await getOrder(host, guest.body.id, { token })).status).toBe(404);
    const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
    expect((await getOrder(host, guest.body.id, { token: (await signIn(host, admin.username)).access })).status).toBe(200);
    const other = await createTenant();
    expect((await getOrder(other.host, guest.body.id, { key: guest.body.access_key })).status).toBe(404);
  });
});

describe("courses need a signed-in buyer (they open on the buyer's account)", () => {
  const rowCounts = async () => ({
    orders: (await db().select({ n: count() }).from(orders).get())!.n,
    lines: (await db().select({ n: count() }).from(orderItems).get())!.n,
    events: (await db().select({ n: count() }).from(orderEvents).get())!.n,
  });

  it("refuses a visitor's quote and order holding a course, naming it (not the gift beside it), and writes nothing", async () => {
    const { host, project } = await givingWorld();
    const gift = await pledge(host, project.id, 2500);
    const course = await createCatalogItem({ kind: "course", title: unique("Storytelling Studio "), price: 2900 });
    const training = await createCatalogItem({ kind: "teacher_training", title: unique("Teaching Reading "), price: 14900 });
    const message = `Sign in to buy “${course.title}”: a course opens on your account.`;

    const quote = await post(host, "/api/orders/quote/", { items: [gift.cart_item, `item:${course.id}`] });
    expect(quote.status).toBe(401);
    expect(quote.body.error).toMatchObject({ code: "UNAUTHORIZED", message, fields: { items: [message] } });

    const before = await rowCounts();
    const key = unique("guest-course-");
    const refused = await placeOrder(host, [gift.cart_item, `item:${course.id}`], { key });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ code: "UNAUTHORIZED", message });
    const both = await placeOrder(host, [`item:${training.id}`, `item:${course.id}`]);
    expect(both.body.error.message).toBe(`Sign in to buy “${training.title}”, “${course.title}”: a course opens on your account.`);
    // Nothing half-written: no order, line or history row, and the gift is held by no order.
    expect(await rowCounts()).toEqual(before);
    expect(await db().select().from(orders).where(eq(orders.idempotencyKey, `guest:${key}`)).all()).toEqual([]);
    expect((await db().select().from(donations).where(eq(donations.id, gift.id)).get())?.orderId).toBeNull();

    // The gift alone stays a visitor's to buy, and so does a printed book.
    expect((await placeOrder(host, [gift.cart_item], { key })).status).toBe(201);
    const book = await createCatalogItem({ kind: "printed_book", requiresShipping: true, price: 1500 });
    const printed = await placeOrder(host, [`item:${book.id}`], { shipping: { line1: "1 High St", city: "Leeds", postal_code: "LS1 1AA", country: "GB" } });
    expect(printed.status).toBe(201);
  });

  it("takes the same cart from a signed-in buyer", async () => {
    const { host, project, token } = await givingWorld();
    const gift = await pledge(host, project.id, 2500);
    const course = await createCatalogItem({ kind: "course", price: 2900 });
    const quote = await post(host, "/api/orders/quote/", { items: [gift.cart_item, `item:${course.id}`] }, { token });
    expect(quote.status).toBe(200);
    expect(quote.body.total).toBe(5400);
    const order = await placeOrder(host, [gift.cart_item, `item:${course.id}`], { token });
    expect(order.status).toBe(201);
    expect(order.body.lines.map((l: { kind: string }) => l.kind)).toEqual(["donation", "course"]);
  });

  it("refuses to start paying a visitor's course order placed before the rule, and holds such a payment for a refund", async () => {
    const tenant = await createTenant();
    const item = await createCatalogItem({ tenantId: tenant.id, kind: "course", title: "Old Course", price: 2900 });
    const legacy = await createOrder({ tenantId: tenant.id, status: "pending", provider: null, lines: [{ kind: "course", refId: item.id, title: "Old Course", unitAmount: 2900 }] });
    const start = await post(tenant.host, "/api/checkout/demo/", { order_id: legacy.id, access_key: await orderAccessKey(env, legacy.id) });
    expect(start.status).toBe(401);
    expect(start.body.error.message).toBe("Sign in to buy “Old Course”: a course opens on your account.");
    expect(await orderRow(legacy.id)).toMatchObject({ status: "pending", provider: null });

    // Paid all the same (a provider's page opened before): held for a refund, not marked paid for nothing.
    const signed = await signDemoEvent(env, { type: "payment.succeeded", order_id: legacy.id, provider_ref: "demo_legacy", amount: 2900, currency: "USD" });
    const hook = await call("localhost", "/api/webhooks/demo", { method: "POST", body: signed.body, headers: Object.fromEntries(signed.headers) });
    expect(hook.status).toBe(200);
    await drainOrder(legacy.id);
    const held = await orderRow(legacy.id);
    expect(held).toMatchObject({ status: "on_hold" });
    expect(held?.holdReason).toMatch(/bought without an account.*this payment will be refunded/);
    expect(await db().select().from(entitlements).where(eq(entitlements.orderId, legacy.id)).all()).toEqual([]);
  });
});

describe("order validation messages", () => {
  it("takes a shipping country only from the list", async () => {
    const book = await createCatalogItem({ kind: "printed_book", requiresShipping: true, price: 1500 });
    const tenant = await createTenant();
    const address = { line1: "1 High St", city: "Leeds", postal_code: "LS1 1AA" };
    for (const country of ["ZZ", "XX", "G", "GBR"]) {
      const res = await placeOrder(tenant.host, [`item:${book.id}`], { shipping: { ...address, country } });
      expect(res.status, country).toBe(400);
      expect(res.body.error.fields.shipping_address, country).toEqual(["Select a country from the list"]);
    }
    expect((await placeOrder(tenant.host, [`item:${book.id}`], { shipping: { ...address, country: "" } })).body.error.fields.shipping_address).toEqual(["Choose a country"]);
    expect((await placeOrder(tenant.host, [`item:${book.id}`], { shipping: { ...address, country: " gb " } })).body.shipping_address.country).toBe("GB");
  });

  it("says what is wrong with a refund's amount in words", async () => {
    const staff = await createStaff();
    const token = (await signIn("localhost", staff.username)).access;
    const refund = (amount: unknown) => post("localhost", "/api/orders/ord_missing/refund/", { amount, reason: "Audit" }, { token });
    for (const amount of [0, -5, "5", null]) {
      const res = await refund(amount);
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.error.fields.amount, String(amount)).toEqual(["Enter an amount to refund greater than zero"]);
    }
    expect((await refund(12.5)).body.error.fields.amount).toEqual(["Amounts are whole minor units (cents)"]);
  });
});

describe("checkout with the demo provider (webhook → queue → consumer)", () => {
  it("pays once, completes the gift, moves the project's raised amount and emails a receipt", async () => {
    const { host, project } = await givingWorld({ goal: 10_000 });
    const gift = await pledge(host, project.id, 2500);
    const order = (await placeOrder(host, [gift.cart_item])).body;
    const { redirect, key } = await payWithDemo(host, order);
    expect(redirect.pathname).toBe("/demo-payment/success");
    expect(redirect.searchParams.get("order")).toBe(order.id);
    await drainOrder(order.id);
    const paid = await getOrder(host, order.id, { key });
    expect(paid.body).toMatchObject({ status: "paid", provider: "demo" });
    expect(paid.body.history.map((h: { status: string }) => h.status)).toEqual(["created", "payment_started", "paid"]);
    expect(await projectRow(project.id)).toMatchObject({ raisedAmount: 2500, donorCount: 1 });
    const giftRow = await db().select().from(donations).where(eq(donations.id, gift.id)).get();
    expect(giftRow).toMatchObject({ status: "completed", orderId: order.id });
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, contact.email)).all();
    const receipt = mail.filter((m) => m.template === "payment_receipt" && m.payload.includes(order.number));
    expect(receipt).toHaveLength(1);
    expect(JSON.parse(receipt[0].payload).link).toContain(`/invoice/order/${order.id}?key=`);
  });

  it("a confirmation from the success page and the webhook together still pay once", async () => {
    const { host, project } = await givingWorld();
    const order = (await placeOrder(host, [(await pledge(host, project.id, 3000)).cart_item])).body;
    const { key } = await payWithDemo(host, order);
    const confirm = await post(host, `/api/orders/${order.id}/confirm/?key=${encodeURIComponent(key)}`, {});
    expect(confirm.status).toBe(200);
    await drainOrder(order.id);
    await post(host, `/api/orders/${order.id}/confirm/?key=${encodeURIComponent(key)}`, {});
    await drainOrder(order.id);
    expect(await projectRow(project.id)).toMatchObject({ raisedAmount: 3000, donorCount: 1 });
    const history = (await getOrder(host, order.id, { key })).body.history.filter((h: { status: string }) => h.status === "paid");
    expect(history).toHaveLength(1);
    expect((await eventsOf(order.id)).length).toBeGreaterThanOrEqual(2);
  });

  it("a cancelled payment leaves the order unpaid and the gift pending (cart intact), and can be retried", async () => {
    const { host, project, token } = await givingWorld();
    const gift = await pledge(host, project.id, 2000, { token });
    await post(host, "/api/data/cart/", { item: gift.cart_item }, { token });
    const order = (await placeOrder(host, [gift.cart_item], { token })).body;
    const { redirect } = await payWithDemo(host, order, { token, action: "cancel" });
    expect(redirect.pathname).toBe("/demo-payment/cancel");
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled" });
    expect((await db().select().from(donations).where(eq(donations.id, gift.id)).get())?.status).toBe("pending");
    expect((await call(host, "/api/data/cart/", { token })).body).toEqual({ cart: [gift.cart_item], count: 1 });
    await payWithDemo(host, order, { token });
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid" });
    // What was paid leaves the server-side cart.
    expect((await call(host, "/api/data/cart/", { token })).body).toEqual({ cart: [], count: 0 });
  });

  it("grants a paid course to the buyer and revokes it on a full refund", async () => {
    const { host, token } = await givingWorld();
    const course = await createCatalogItem({ kind: "course", price: 4900, refId: "course_demo" });
    const order = (await placeOrder(host, [`item:${course.id}`], { token })).body;
    await payWithDemo(host, order, { token });
    await drainOrder(order.id);
    const granted = await db().select().from(entitlements).where(eq(entitlements.orderId, order.id)).all();
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ kind: "course", refId: "course_demo", revokedAt: null });
    const staff = await createStaff();
    const staffToken = (await signIn("localhost", staff.username)).access;
    const refund = await post("localhost", `/api/orders/${order.id}/refund/`, { reason: "Changed their mind" }, { token: staffToken });
    expect(refund.status).toBe(200);
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refundedAmount: 4900 });
    expect((await db().select().from(entitlements).where(eq(entitlements.orderId, order.id)).get())?.revokedAt).not.toBeNull();
    // One staff action log entry names who refunded what.
    const logged = await db().select().from(staffActions).where(eq(staffActions.targetId, order.id)).all();
    expect(logged.map((e) => [e.action, e.actorId, JSON.parse(e.detail!).amount])).toEqual([["order.refund", staff.id, 4900]]);
  });

  it("refunds a gift: off the project's total, the gift marked refunded, a funded project active again", async () => {
    const { host, project, tenant } = await givingWorld({ goal: 2000 });
    const order = (await placeOrder(host, [(await pledge(host, project.id, 2500)).cart_item])).body;
    await payWithDemo(host, order);
    await drainOrder(order.id);
    expect(await projectRow(project.id)).toMatchObject({ raisedAmount: 2500, status: "funded" });
    const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
    const token = (await signIn(host, admin.username)).access;
    const partial = await post(host, `/api/orders/${order.id}/refund/`, { amount: 500, reason: "Duplicate" }, { token });
    expect(partial.status).toBe(200);
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", refundedAmount: 500 });
    const tooMuch = await post(host, `/api/orders/${order.id}/refund/`, { amount: 2001, reason: "Oops" }, { token });
    expect(tooMuch.status).toBe(400);
    await post(host, `/api/orders/${order.id}/refund/`, { reason: "Rest" }, { token });
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refundedAmount: 2500 });
    expect(await projectRow(project.id)).toMatchObject({ raisedAmount: 0, donorCount: 0, status: "active" });
  });
});

describe("cart (/api/data/cart/)", () => {
  it("adds once, removes, clears and merges an anonymous cart at sign-in", async () => {
    const { host, project, token } = await givingWorld();
    const a = await pledge(host, project.id, 1000);
    const b = await pledge(host, project.id, 2000);
    const course = await createCatalogItem();
    expect((await call(host, "/api/data/cart/")).status).toBe(401);
    expect((await post(host, "/api/data/cart/", { item: a.cart_item }, { token })).body).toEqual({ cart: [a.cart_item], count: 1 });
    expect((await post(host, "/api/data/cart/", { item: a.cart_item }, { token })).body).toEqual({ cart: [a.cart_item], count: 1 });
    const merged = await post(host, "/api/data/cart/merge/", { items: [b.cart_item, a.cart_item, `item:${course.id}`, "donation:don_gone"] }, { token });
    expect(merged.body).toEqual({ cart: [a.cart_item, b.cart_item, `item:${course.id}`], count: 3 });
    // Anonymous pledges become the signed-in giver's once merged.
    expect((await db().select().from(donations).where(eq(donations.id, b.id)).get())?.donorUserId).not.toBeNull();
    expect((await post(host, "/api/data/cart/remove/", { item: b.cart_item }, { token })).body).toEqual({ cart: [a.cart_item, `item:${course.id}`], count: 2 });
    expect((await post(host, "/api/data/cart/clear/", {}, { token })).body).toEqual({ cart: [], count: 0 });
  });

  it("refuses malformed and foreign entries and keeps concurrent adds", async () => {
    const { host, project, token } = await givingWorld();
    expect((await post(host, "/api/data/cart/", { item: "<script>" }, { token })).status).toBe(400);
    const other = await givingWorld();
    const theirs = await pledge(other.host, other.project.id, 1000, { token: other.token });
    expect((await post(host, "/api/data/cart/", { item: theirs.cart_item }, { token })).status).toBe(400);
    const gifts = await Promise.all([1000, 2000, 3000, 4000].map((amount) => pledge(host, project.id, amount)));
    await Promise.all(gifts.map((g) => post(host, "/api/data/cart/", { item: g.cart_item }, { token })));
    const cart = await call(host, "/api/data/cart/", { token });
    expect(cart.body.count).toBe(4);
    const stored = await db().select().from(carts).all();
    expect(stored.length).toBeGreaterThan(0);
  });
});

describe("fulfilment and admin lists", () => {
  it("moves a paid printed-book order through packed → shipped (with tracking) → delivered", async () => {
    const tenant = await createTenant();
    const book = await createCatalogItem({ tenantId: tenant.id, kind: "printed_book", requiresShipping: true, price: 1500 });
    const order = (await placeOrder(tenant.host, [`item:${book.id}`], { shipping: { line1: "1 High St", city: "Leeds", postal_code: "LS1 1AA", country: "GB" } })).body;
    const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
    const token = (await signIn(tenant.host, admin.username)).access;
    const early = await post(tenant.host, `/api/orders/${order.id}/fulfilment/`, { fulfilment_status: "packed" }, { token });
    expect(early.status).toBe(409);
    await payWithDemo(tenant.host, order);
    await drainOrder(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", fulfilmentStatus: "paid" });
    expect((await post(tenant.host, `/api/orders/${order.id}/fulfilment/`, { fulfilment_status: "delivered" }, { token })).status).toBe(409);
    expect((await post(tenant.host, `/api/orders/${order.id}/fulfilment/`, { fulfilment_status: "packed" }, { token })).status).toBe(200);
    const noTracking = await post(tenant.host, `/api/orders/${order.id}/fulfilment/`, { fulfilment_status: "shipped" }, { token });
    expect(noTracking.status).toBe(400);
    expect(noTracking.body.error.fields.tracking_number).toBeDefined();
    expect((await post(tenant.host, `/api/orders/${order.id}/fulfilment/`, { fulfilment_status: "shipped", tracking_number: "RM123456GB" }, { token })).status).toBe(200);
    const done = await post(tenant.host, `/api/orders/${order.id}/fulfilment/`, { fulfilment_status: "delivered" }, { token });
    expect(done.body).toMatchObject({ fulfilment_status: "delivered", tracking_number: "RM123456GB" });
    expect(done.body.history.map((h: { status: string }) => h.status)).toEqual(["created", "payment_started", "paid", "awaiting_fulfilment", "packed", "shipped", "delivered"]);
  });

  it("lists orders for staff across schools and for a school admin only theirs", async () => {
    const a = await givingWorld();
    const b = await givingWorld();
    const oa = (await placeOrder(a.host, [(await pledge(a.host, a.project.id)).cart_item])).body;
    const ob = (await placeOrder(b.host, [(await pledge(b.host, b.project.id)).cart_item])).body;
    const staff = await createStaff();
    const staffToken = (await signIn("localhost", staff.username)).access;
    const all = await call("localhost", `/api/orders/?tenant=${a.tenant.id}&limit=200`, { token: staffToken });
    expect(all.body.results.map((o: { id: string }) => o.id)).toContain(oa.id);
    expect(all.body.results.map((o: { id: string }) => o.id)).not.toContain(ob.id);
    const admin = await createUser({ tenantId: a.tenant.id, role: "school_admin" });
    const mine = await call(a.host, "/api/orders/?limit=200", { token: (await signIn(a.host, admin.username)).access });
    expect(mine.body.results.map((o: { id: string }) => o.id)).toEqual([oa.id]);
    expect((await call(a.host, "/api/orders/", { token: a.token })).status).toBe(403);
  });

  it("names the school that issued an order (as its PDF and receipt email do), to staff on the platform host too", async () => {
    const { host, project, tenant } = await givingWorld();
    const gift = await pledge(host, project.id);
    const order = (await placeOrder(host, [gift.cart_item])).body;
    expect(order.issuer).toBe(tenant.schoolName);
    expect((await getOrder(host, order.id, { key: order.access_key })).body.issuer).toBe(tenant.schoolName);
    const staffToken = (await signIn("localhost", (await createStaff()).username)).access;
    expect((await getOrder("localhost", order.id, { token: staffToken })).body.issuer).toBe(tenant.schoolName);
    const listed = await call("localhost", `/api/orders/?tenant=${tenant.id}`, { token: staffToken });
    expect(listed.body.results).toEqual([expect.objectContaining({ id: order.id, issuer: tenant.schoolName, school_name: tenant.schoolName })]);
    await payWithDemo(host, order);
    await drainOrder(order.id);
    const receipt = await call(host, `/api/donations/${gift.id}/receipt/?key=${encodeURIComponent(order.access_key)}`);
    expect(receipt.body.order.issuer).toBe(tenant.schoolName);
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, contact.email)).all();
    expect(mail.map((m) => JSON.parse(m.payload)).find((p) => p.order_number === order.number)?.school_name).toBe(tenant.schoolName);
    // The platform's own order is the platform's.
    const platformOrder = await createOrder({ lines: [] });
    expect((await getOrder("localhost", platformOrder.id, { token: staffToken })).body.issuer).toBe("Schools Platform");
  });

  it("answers an invoice PDF and a donation receipt for the buyer", async () => {
    const { host, project } = await givingWorld();
    const gift = await pledge(host, project.id, 2500);
    const order = (await placeOrder(host, [gift.cart_item])).body;
    const early = await call(host, `/api/donations/${gift.id}/receipt/?key=${encodeURIComponent(order.access_key)}`);
    expect(early.status).toBe(409);
    await payWithDemo(host, order);
    await drainOrder(order.id);
    const pdf = await call(host, `/api/orders/${order.id}/invoice.pdf?key=${encodeURIComponent(order.access_key)}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(String(pdf.body).startsWith("%PDF-1.7")).toBe(true);
    expect(String(pdf.body)).toContain("/ActualText"); // the order number's text is searchable (tests/worker/documents.test.ts reads it)
    const receipt = await call(host, `/api/donations/${gift.id}/receipt/?key=${encodeURIComponent(order.access_key)}`);
    expect(receipt.body).toMatchObject({ donation: { id: gift.id, status: "completed" }, order: { id: order.id } });
    expect((await call(host, `/api/donations/${gift.id}/receipt.pdf?key=${encodeURIComponent(order.access_key)}`)).headers.get("Content-Type")).toBe("application/pdf");
    expect((await call(host, `/api/donations/${gift.id}/receipt/`)).status).toBe(404);
  });
});

describe("charities and libraries take gifts too", () => {
  it("a gift to a platform charity from a school host counts towards the charity", async () => {
    const tenant = await createTenant();
    const charity = await createCharity({ currency: "GBP" });
    const res = await post(tenant.host, "/api/donations/", { target_type: "charity", target_id: charity.id, amount: 1000, currency: "GBP" });
    expect(res.status).toBe(201);
    const order = (await placeOrder(tenant.host, [res.body.cart_item])).body;
    expect(order.currency).toBe("GBP");
    await payWithDemo(tenant.host, order);
    await drainOrder(order.id);
    expect((await db().select().from(donations).where(eq(donations.id, res.body.id)).get())).toMatchObject({ status: "completed", charityId: charity.id, tenantId: tenant.id });
  });
});
