import { env } from "cloudflare:workers";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { donations, entitlements, orderItems, orders, paymentEvents, staffActions } from "../../worker/db/schema";
import { recordProviderEvent } from "../../worker/commerce/payments/provider-events";
import type { ProviderEvent } from "../../worker/commerce/providers/types";
import { call, post } from "../helpers/api";
import { createTenant, createUser, db, signIn, unique } from "../helpers/factories";
import { createCatalogItem, createCharity, createProject } from "../helpers/giving";
import { deliverPayments, drainOrder, orderRow, payWithDemo, placeOrder, projectRow } from "../helpers/checkout";
import { putTestFontsFor } from "../helpers/certificates";
import { fetchPdf, pdfPages } from "../helpers/pdf-text";

/*
 * Finding 2: a partial refund of an order holding gifts. The refunded money leaves every figure that
 * sums gifts (a project's raised amount, "Money I have raised", the charity's total, the reports)
 * and the gift's receipt says it; a refund is allocated to the gift lines first, in the order's
 * line order (commerce/payments/fulfilment.ts); replays and late events subtract nothing twice.
 */

async function school() {
  const tenant = await createTenant();
  const charity = await createCharity({ tenantId: tenant.id, currency: "USD" });
  const project = await createProject({ tenantId: tenant.id, charityId: charity.id, goalAmount: 100_000, currency: "USD" });
  const child = await createUser({ tenantId: tenant.id, role: "student", email: null, username: unique("raiser") });
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const [childToken, adminToken] = await Promise.all([signIn(tenant.host, child.username), signIn(tenant.host, admin.username)]).then((s) => s.map((x) => x.access));
  return { tenant, host: tenant.host, charity, project, child, childToken, adminToken };
}

type School = Awaited<ReturnType<typeof school>>;

/** A gift for the child, pledged by a visitor (or by `token`'s user). */
async function giftFor(w: School, amount: number, opts: { projectId?: string; token?: string } = {}) {
  const res = await post(
    w.host,
    "/api/donations/",
    { target_type: "project", target_id: opts.projectId ?? w.project.id, amount, currency: "USD", attribution: { kind: "student", ref: w.child.username } },
    { token: opts.token },
  );
  expect(res.status).toBe(201);
  return res.body as { id: string; cart_item: string };
}

async function paidOrder(w: School, items: string[], token?: string) {
  const order = (await placeOrder(w.host, items, { token })).body as { id: string; access_key?: string; total: number };
  await payWithDemo(w.host, order, { token });
  await drainOrder(order.id);
  expect(await orderRow(order.id)).toMatchObject({ status: "paid" });
  return order;
}

async function refund(w: School, orderId: string, amount?: number) {
  const res = await post(w.host, `/api/orders/${orderId}/refund/`, { ...(amount === undefined ? {} : { amount }), reason: "Asked for it back" }, { token: w.adminToken });
  expect(res.status).toBe(200);
  await drainOrder(orderId);
}

const giftRow = (id: string) => db().select().from(donations).where(eq(donations.id, id)).get();
const raisedFor = async (w: School) => (await call(w.host, "/api/donations/raised/", { token: w.childToken })).body;
const charityRaised = async (w: School) => (await call(w.host, `/api/charities/${w.charity.id}/`, { token: w.adminToken })).body.raised;

describe("a partial refund of a gift", () => {
  it("stops counting the refunded part everywhere, shows it on the receipt, and a second refund of the rest ends as a full refund", async () => {
    const w = await school();
    const gift = await giftFor(w, 1234);
    const order = await paidOrder(w, [gift.cart_item]);
    expect(await projectRow(w.project.id)).toMatchObject({ raisedAmount: 1234, donorCount: 1 });

    await refund(w, order.id, 234);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", refundedAmount: 234 });
    // Down by exactly the refunded part; still one donor, the gift still given (in part).
    expect(await projectRow(w.project.id)).toMatchObject({ raisedAmount: 1000, donorCount: 1 });
    expect(await giftRow(gift.id)).toMatchObject({ status: "completed", amount: 1234, refundedAmount: 234 });
    const raised = await raisedFor(w);
    expect(raised.totals).toEqual([{ currency: "USD", amount: 1000, donations: 1 }]);
    expect(raised.recent[0]).toMatchObject({ id: gift.id, amount: 1234, refunded_amount: 234 });
    expect(await charityRaised(w)).toEqual({ amount: 1000, currency: "USD", donations: 1 });
    const publicProject = await call(w.host, `/api/projects/${w.project.id}/`);
    expect(publicProject.body).toMatchObject({ raised_amount: 1000, donor_count: 1 });

    // The receipt says what was refunded of the gift.
    const receipt = await call(w.host, `/api/donations/${gift.id}/receipt/?key=${encodeURIComponent(order.access_key!)}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.donation).toMatchObject({ id: gift.id, amount: 1234, refunded_amount: 234, status: "completed" });
    // …and so does its PDF (drawn by the document renderer).
    await putTestFontsFor("Refunded");
    const pdf = await fetchPdf(w.host, `/api/donations/${gift.id}/receipt.pdf?key=${encodeURIComponent(order.access_key!)}`);
    expect(pdf.status).toBe(200);
    const [page] = await pdfPages(pdf.bytes);
    expect(page.text).toContain("Refunded");
    expect(page.text).toContain("$2.34");

    // Reports count what the gift still gives.
    const stats = await call(w.host, "/api/giving/stats/", { token: w.adminToken });
    expect(stats.body.currency_totals).toEqual([{ currency: "USD", amount: 1000, donations: 1 }]);
    expect(stats.body.by_charity).toEqual([{ id: w.charity.id, name: w.charity.name, currency: "USD", amount: 1000, donations: 1 }]);
    const report = await call(w.host, "/api/donations/", { token: w.adminToken });
    expect(report.body.results[0]).toMatchObject({ id: gift.id, amount: 1234, refunded_amount: 234 });
    const csv = (await call(w.host, "/api/donations/?format=csv", { token: w.adminToken })).body as string;
    expect(csv.split("\r\n")[0]).toContain(",amount,refunded,currency,");
    expect(csv).toContain(",12.34,2.34,USD,");

    // The rest: the order is refunded whole and the gift with it; nothing is subtracted twice.
    await refund(w, order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refundedAmount: 1234 });
    expect(await projectRow(w.project.id)).toMatchObject({ raisedAmount: 0, donorCount: 0 });
    expect(await giftRow(gift.id)).toMatchObject({ status: "refunded", refundedAmount: 1234 });
    expect((await raisedFor(w)).totals).toEqual([]);
    expect(await charityRaised(w)).toEqual({ amount: 0, currency: "USD", donations: 0 });
  });

  it("a replayed or late refund event changes nothing", async () => {
    const w = await school();
    const other = await createProject({ tenantId: w.tenant.id, goalAmount: 100_000, currency: "USD" });
    const gift = await giftFor(w, 2500);
    const order = await paidOrder(w, [gift.cart_item]);
    await refund(w, order.id, 500);
    const [applied] = await db().select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id)).all().then((rows) => rows.filter((r) => r.type === "refund.succeeded"));
    expect(applied).toMatchObject({ status: "processed", amount: 500 });
    const after = { project: await projectRow(w.project.id), gift: await giftRow(gift.id), order: await orderRow(order.id) };
    expect(after.project).toMatchObject({ raisedAmount: 2000, donorCount: 1 });

    // Queues redelivers the message; the provider resends the same event (stored once); another
    // event reports the same running total, and a late one an older, smaller total.
    await deliverPayments([applied.id, applied.id]);
    const resent = await record({ providerEventId: applied.providerEventId, orderId: order.id, amount: 500 });
    expect(resent.duplicate).toBe(true);
    const same = await record({ orderId: order.id, amount: 500 });
    const older = await record({ orderId: order.id, amount: 300 });
    await deliverPayments([same.id, older.id]);
    expect(await projectRow(w.project.id)).toMatchObject({ raisedAmount: after.project!.raisedAmount, donorCount: 1 });
    expect(await giftRow(gift.id)).toMatchObject({ status: "completed", refundedAmount: 500 });
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", refundedAmount: 500 });
    expect((await raisedFor(w)).totals).toEqual([{ currency: "USD", amount: 2000, donations: 1 }]);
    // Another project's total never moved.
    expect(await projectRow(other.id)).toMatchObject({ raisedAmount: 0 });
  });

  it("in an order with several gifts and a course, is taken from the gifts first, in line order, and never from the course", async () => {
    const w = await school();
    const second = await createProject({ tenantId: w.tenant.id, goalAmount: 100_000, currency: "USD" });
    const course = await createCatalogItem({ kind: "course", price: 4900, currency: "USD" });
    // A signed-in buyer (a course opens on an account), gifts before and after the course in the cart.
    const first = await giftFor(w, 1000, { token: w.childToken });
    const next = await giftFor(w, 2000, { projectId: second.id, token: w.childToken });
    const order = await paidOrder(w, [first.cart_item, `item:${course.id}`, next.cart_item], w.childToken);
    expect(await orderRow(order.id)).toMatchObject({ total: 7900 });

    await refund(w, order.id, 1500);
    // The first gift is refunded whole (no longer a donor), 500 of the second.
    expect(await giftRow(first.id)).toMatchObject({ status: "refunded", refundedAmount: 1000 });
    expect(await giftRow(next.id)).toMatchObject({ status: "completed", refundedAmount: 500 });
    expect(await projectRow(w.project.id)).toMatchObject({ raisedAmount: 0, donorCount: 0 });
    expect(await projectRow(second.id)).toMatchObject({ raisedAmount: 1500, donorCount: 1 });
    expect((await raisedFor(w)).totals).toEqual([{ currency: "USD", amount: 1500, donations: 1 }]);
    const access = await db().select().from(entitlements).where(eq(entitlements.orderId, order.id)).all();
    expect(access.map((e) => e.revokedAt)).toEqual([null]);

    // Past the gifts, a refund reaches the course's money: the gifts stay as they were.
    await refund(w, order.id, 3000);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", refundedAmount: 4500 });
    expect(await giftRow(next.id)).toMatchObject({ status: "refunded", refundedAmount: 2000 });
    expect(await projectRow(second.id)).toMatchObject({ raisedAmount: 0, donorCount: 0 });

    // The rest reverses the order: the course closes, no gift is taken off again.
    await refund(w, order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refundedAmount: 7900 });
    expect(await projectRow(w.project.id)).toMatchObject({ raisedAmount: 0, donorCount: 0 });
    expect(await projectRow(second.id)).toMatchObject({ raisedAmount: 0, donorCount: 0 });
    const gifts = await db().select().from(donations).where(inArray(donations.id, [first.id, next.id])).all();
    expect(gifts.map((g) => [g.status, g.refundedAmount]).sort()).toEqual([
      ["refunded", 1000],
      ["refunded", 2000],
    ]);
    expect((await db().select().from(entitlements).where(eq(entitlements.orderId, order.id)).get())?.revokedAt).not.toBeNull();
  });

  it("of an order on hold, counts only the rest of the gift once staff release the payment", async () => {
    const w = await school();
    const gift = await giftFor(w, 3000);
    const order = (await placeOrder(w.host, [gift.cart_item])).body as { id: string };
    // Paid the wrong amount: held for staff, the gift not yet counted.
    const paid = await record({ type: "payment.succeeded", orderId: order.id, providerRef: "demo_held", paymentRef: "pay_held", amount: 2500, currency: "USD" });
    await deliverPayments([paid.id]);
    expect(await orderRow(order.id)).toMatchObject({ status: "on_hold" });
    const part = await record({ orderId: order.id, paymentRef: "pay_held", amount: 1000 });
    await deliverPayments([part.id]);
    expect(await orderRow(order.id)).toMatchObject({ status: "on_hold", refundedAmount: 1000 });
    expect(await giftRow(gift.id)).toMatchObject({ status: "pending", refundedAmount: 0 });

    const released = await post(w.host, `/api/orders/${order.id}/hold/`, { action: "release", note: "Checked with the payer" }, { token: w.adminToken });
    expect(released.status).toBe(200);
    // The manager's note stays in the school's action log; the order's history (the buyer's too) says it was released.
    const asBuyer = await call(w.host, `/api/orders/${order.id}/?key=${encodeURIComponent((order as { access_key?: string }).access_key!)}`);
    expect(asBuyer.body.history.find((h: { status: string }) => h.status === "paid")).toMatchObject({ note: "Released after review" });
    expect(JSON.stringify(asBuyer.body)).not.toContain("Checked with the payer");
    const logged = await db().select().from(staffActions).where(and(eq(staffActions.action, "order.release"), eq(staffActions.targetId, order.id))).get();
    expect(JSON.parse(logged!.detail!)).toMatchObject({ note: "Checked with the payer" });
    expect(await giftRow(gift.id)).toMatchObject({ status: "completed", refundedAmount: 1000 });
    expect(await projectRow(w.project.id)).toMatchObject({ raisedAmount: 2000, donorCount: 1 });
    expect((await raisedFor(w)).totals).toEqual([{ currency: "USD", amount: 2000, donations: 1 }]);
  });

  it("the reason a school admin gives for a refund stays with the school: the donor's order and receipt show the refund, not the reason", async () => {
    const w = await school();
    const gift = await giftFor(w, 1234);
    const order = await paidOrder(w, [gift.cart_item]);
    const reason = "Internal: card flagged by the bank";
    const res = await post(w.host, `/api/orders/${order.id}/refund/`, { amount: 234, reason }, { token: w.adminToken });
    expect(res.status).toBe(200);
    await drainOrder(order.id);
    const key = encodeURIComponent(order.access_key!);
    const asDonor = await call(w.host, `/api/orders/${order.id}/?key=${key}`);
    const receipt = await call(w.host, `/api/donations/${gift.id}/receipt/?key=${key}`);
    for (const history of [asDonor.body.history, receipt.body.order.history] as { status: string; note: string | null }[][]) {
      expect(history.map((h) => h.status)).toEqual(expect.arrayContaining(["refund_requested", "partially_refunded"]));
      expect(history.find((h) => h.status === "refund_requested")!.note).toBeNull();
      expect(JSON.stringify(history)).not.toContain(reason);
      expect(history.find((h) => h.status === "partially_refunded")!.note).toBe("Refunded $2.34 of $12.34");
    }
    // The school's admin still reads it in the order's history.
    const asAdmin = await call(w.host, `/api/orders/${order.id}/`, { token: w.adminToken });
    expect(asAdmin.body.history.find((h: { status: string }) => h.status === "refund_requested").note).toBe(`$2.34: ${reason}`);
  });
});

/** Stores a demo provider event as a verified webhook would, without the background consumer. */
async function record(event: Partial<ProviderEvent> & { orderId: string }) {
  const full: ProviderEvent = { provider: "demo", providerEventId: unique("evt_"), providerType: "demo.refund.succeeded", type: "refund.succeeded", currency: "USD", ...event };
  vi.spyOn(env.PAYMENTS_QUEUE, "send").mockResolvedValueOnce(undefined as never);
  const stored = await recordProviderEvent(db(), env.PAYMENTS_QUEUE, full, JSON.stringify(full));
  vi.restoreAllMocks();
  return stored;
}

describe("migration 0045: gifts partly refunded before donations kept their refunded part", () => {
  const backfill = () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0045_"))!;
    return env.DB.batch(migration.queries.map((q) => env.DB.prepare(q)));
  };

  it("gives each gift its part (gift lines first) and takes exactly that off the totals, once", async () => {
    const w = await school();
    const [small, large] = [await giftFor(w, 500), await giftFor(w, 1234)];
    const order = await paidOrder(w, [small.cart_item, large.cart_item]);
    expect(await projectRow(w.project.id)).toMatchObject({ raisedAmount: 1734, donorCount: 2 });
    // The state a partial refund of 700 left before 0044: the order's total, no gift's part.
    await db().update(orders).set({ refundedAmount: 700 }).where(eq(orders.id, order.id));
    const lines = await db().select({ ref: orderItems.refId }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id).all();
    const [first, second] = lines.map((l) => l.ref);

    await backfill();
    const firstGift = first === small.id ? 500 : 1234;
    const expected = new Map([
      [first, Math.min(firstGift, 700)],
      [second, Math.max(0, 700 - firstGift)],
    ]);
    for (const id of [small.id, large.id]) expect((await giftRow(id))!.refundedAmount).toBe(expected.get(id));
    expect(await projectRow(w.project.id)).toMatchObject({ raisedAmount: 1034, donorCount: firstGift <= 700 ? 1 : 2 });
    expect((await giftRow(first))!.status).toBe(firstGift <= 700 ? "refunded" : "completed");

    // Run again (or on a database without such orders): nothing moves.
    await backfill();
    expect(await projectRow(w.project.id)).toMatchObject({ raisedAmount: 1034 });
    for (const id of [small.id, large.id]) expect((await giftRow(id))!.refundedAmount).toBe(expected.get(id));
  });
});
