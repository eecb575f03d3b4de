import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { donations, paymentEvents } from "../../worker/db/schema";
import { recordProviderEvent } from "../../worker/commerce/payments/provider-events";
import type { ProviderEvent } from "../../worker/commerce/providers/types";
import { call, post } from "../helpers/api";
import { createStaff, createUser, db, signIn, unique } from "../helpers/factories";
import { PAYMENTS_DLQ, PAYMENTS_QUEUE, deliverPayments, givingWorld, orderRow, placeOrder, pledge, projectRow } from "../helpers/checkout";

afterEach(() => vi.restoreAllMocks());

/** Stores an event (as a verified webhook would) without waiting for the background consumer. */
async function stored(event: Partial<ProviderEvent> & Pick<ProviderEvent, "type">) {
  const full: ProviderEvent = { provider: "demo", providerEventId: unique("evt_"), providerType: `demo.${event.type}`, ...event };
  vi.spyOn(env.PAYMENTS_QUEUE, "send").mockResolvedValueOnce(undefined as never);
  const { id } = await recordProviderEvent(db(), env.PAYMENTS_QUEUE, full, JSON.stringify(full));
  vi.restoreAllMocks();
  return id;
}

const eventRow = (id: string) => db().select().from(paymentEvents).where(eq(paymentEvents.id, id)).get();

async function unpaid(amount = 2500) {
  const world = await givingWorld();
  const gift = await pledge(world.host, world.project.id, amount);
  const order = (await placeOrder(world.host, [gift.cart_item])).body;
  return { ...world, gift, order };
}

describe("payments consumer", () => {
  it("applies a payment exactly once however often it is delivered", async () => {
    const { order, project } = await unpaid();
    const id = await stored({ type: "payment.succeeded", orderId: order.id, providerRef: "demo_a", amount: 2500, currency: "USD" });
    const runs = await Promise.all(Array.from({ length: 5 }, () => deliverPayments([id])));
    for (const run of runs) expect(run.result.explicitAcks).toHaveLength(1);
    await deliverPayments([id, id, id]);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid" });
    expect(await projectRow(project.id)).toMatchObject({ raisedAmount: 2500, donorCount: 1 });
    expect(await eventRow(id)).toMatchObject({ status: "processed" });
  });

  it("survives a crash mid-batch: the redelivered batch changes nothing already applied", async () => {
    const a = await unpaid(1000);
    const b = await unpaid(2000);
    const ea = await stored({ type: "payment.succeeded", orderId: a.order.id, amount: 1000, currency: "USD" });
    const eb = await stored({ type: "payment.succeeded", orderId: b.order.id, amount: 2000, currency: "USD" });
    // D1 fails while the second message's transaction runs (the first batch call succeeds).
    let batches = 0;
    const flaky = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "batch") {
          return (...args: Parameters<D1Database["batch"]>) => {
            if (++batches === 2) throw new Error("D1_ERROR: simulated crash");
            return target.batch(...args);
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const batch = createMessageBatch(PAYMENTS_QUEUE, [ea, eb].map((paymentEventId) => ({ id: unique("m-"), timestamp: new Date(), attempts: 1, body: { paymentEventId } })));
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, DB: flaky } as Env);
    const first = await getQueueResult(batch, ctx);
    expect(first.explicitAcks).toHaveLength(1);
    expect(first.retryMessages).toHaveLength(1);
    expect(await orderRow(a.order.id)).toMatchObject({ status: "paid" });
    expect(await orderRow(b.order.id)).toMatchObject({ status: "pending" });
    expect(await eventRow(eb)).toMatchObject({ status: "failed" });
    // Queues redelivers the whole batch.
    await deliverPayments([ea, eb], { attempts: 2 });
    expect(await orderRow(b.order.id)).toMatchObject({ status: "paid" });
    expect(await projectRow(a.project.id)).toMatchObject({ raisedAmount: 1000, donorCount: 1 });
    expect(await projectRow(b.project.id)).toMatchObject({ raisedAmount: 2000, donorCount: 1 });
  });

  it("applies events in any order: refund first waits, then the payment, then the refund", async () => {
    const { order, project, gift } = await unpaid(2500);
    const refund = await stored({ type: "refund.succeeded", orderId: order.id, paymentRef: "pay_1", amount: 2500, currency: "USD" });
    const payment = await stored({ type: "payment.succeeded", orderId: order.id, providerRef: "demo_ooo", paymentRef: "pay_1", amount: 2500, currency: "USD" });
    const early = await deliverPayments([refund]);
    expect(early.retries).toEqual([1]);
    expect(await eventRow(refund)).toMatchObject({ status: "failed" });
    await deliverPayments([payment]);
    await deliverPayments([refund], { attempts: 2 });
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refundedAmount: 2500 });
    expect(await projectRow(project.id)).toMatchObject({ raisedAmount: 0, donorCount: 0 });
    expect((await db().select().from(donations).where(eq(donations.id, gift.id)).get())?.status).toBe("refunded");
    // A late payment.failed for the same attempt changes nothing.
    await deliverPayments([await stored({ type: "payment.failed", orderId: order.id, providerRef: "demo_ooo" })]);
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded" });
  });

  it("holds an order for staff on an amount or currency mismatch, and staff can release it", async () => {
    const { order, project, tenant } = await unpaid(2500);
    await deliverPayments([await stored({ type: "payment.succeeded", orderId: order.id, providerRef: "demo_m", paymentRef: "pay_m", amount: 2500, currency: "EUR" })]);
    const held = await orderRow(order.id);
    expect(held).toMatchObject({ status: "on_hold", paidAt: null });
    expect(held?.holdReason).toContain("€25.00");
    expect(await projectRow(project.id)).toMatchObject({ raisedAmount: 0 });
    const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
    const token = (await signIn(tenant.host, admin.username)).access;
    const release = await post(tenant.host, `/api/orders/${order.id}/hold/`, { action: "release", note: "Bank confirmed the EUR payment" }, { token });
    expect(release.status).toBe(200);
    expect(release.body).toMatchObject({ status: "paid", hold_reason: null });
    expect(await projectRow(project.id)).toMatchObject({ raisedAmount: 2500, donorCount: 1 });
    expect((await post(tenant.host, `/api/orders/${order.id}/hold/`, { action: "release" }, { token })).status).toBe(409);
  });

  it("disputes hold a paid order; a lost dispute reverses it, a won one releases it", async () => {
    const won = await unpaid(1500);
    const lost = await unpaid(1500);
    for (const w of [won, lost]) {
      await deliverPayments([await stored({ type: "payment.succeeded", orderId: w.order.id, paymentRef: `pi_${w.order.id}`, amount: 1500, currency: "USD" })]);
      await deliverPayments([await stored({ type: "dispute.opened", paymentRef: `pi_${w.order.id}`, amount: 1500, currency: "USD" })]);
      expect(await orderRow(w.order.id)).toMatchObject({ status: "on_hold" });
    }
    await deliverPayments([await stored({ type: "dispute.won", paymentRef: `pi_${won.order.id}` })]);
    await deliverPayments([await stored({ type: "dispute.lost", paymentRef: `pi_${lost.order.id}` })]);
    expect(await orderRow(won.order.id)).toMatchObject({ status: "paid" });
    expect(await orderRow(lost.order.id)).toMatchObject({ status: "refunded" });
    expect(await projectRow(won.project.id)).toMatchObject({ raisedAmount: 1500 });
    expect(await projectRow(lost.project.id)).toMatchObject({ raisedAmount: 0 });
  });

  it("dead-letters after the last retry; payment history lists it first and staff can retry it", async () => {
    const id = await stored({ type: "payment.succeeded", orderId: "ord_does_not_exist", amount: 100, currency: "USD" });
    const last = await deliverPayments([id], { attempts: 5 });
    expect(last.retries).toEqual([1]);
    const dlq = createMessageBatch(PAYMENTS_DLQ, [{ id: unique("m-"), timestamp: new Date(), attempts: 1, body: { paymentEventId: id } }]);
    await worker.queue(dlq, env);
    expect(await eventRow(id)).toMatchObject({ status: "dead", attempts: 1 });
    expect((await eventRow(id))?.lastError).toMatch(/No order matches/);

    const staff = await createStaff();
    const token = (await signIn("localhost", staff.username)).access;
    const history = await call("localhost", "/api/payments/events/?limit=200", { token });
    expect(history.status).toBe(200);
    const statuses = history.body.results.map((e: { status: string }) => e.status);
    expect(statuses[0]).toBe("dead");
    expect(statuses.indexOf("processed") === -1 || statuses.lastIndexOf("dead") < statuses.indexOf("processed")).toBe(true);
    const retried = await post("localhost", `/api/payments/events/${id}/retry/`, {}, { token });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id, status: "received", attempts: 0 });
    expect((await post("localhost", `/api/payments/events/${id}/retry/`, {}, { token })).status).toBe(409);
  });

  it("drops malformed messages instead of retrying them forever", async () => {
    const batch = createMessageBatch(PAYMENTS_QUEUE, [{ id: unique("m-"), timestamp: new Date(), attempts: 1, body: { paymentEventId: "<script>" } }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);
  });
});

describe("payment history access", () => {
  it.each([
    ["anonymous", null, 401],
    ["a student", "student", 403],
    ["a school admin", "school_admin", 403],
  ] as const)("refuses %s", async (_label, role, status) => {
    const { tenant } = await givingWorld();
    let token: string | undefined;
    if (role) {
      const user = await createUser({ tenantId: tenant.id, role, email: role === "student" ? null : undefined });
      token = (await signIn(tenant.host, user.username)).access;
    }
    expect((await call(tenant.host, "/api/payments/events/", { token })).status).toBe(status);
  });
});
