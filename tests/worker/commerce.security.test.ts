import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentEvents } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { call, post } from "../helpers/api";
import { givingWorld, payWithDemo, placeOrder, pledge } from "../helpers/checkout";
import { createStaff, createUser, db, signIn, unique } from "../helpers/factories";

/*
 * Security finding 10: starting a payment answers a redirect URL that carries the order's access
 * key, so only the buyer may start one. Managers still see and refund orders.
 */
describe("POST /api/checkout/{provider}: only the buyer starts a payment", () => {
  async function boughtOrder() {
    const world = await givingWorld();
    const gift = await pledge(world.host, world.project.id, 2500, { token: world.token });
    const res = await placeOrder(world.host, [gift.cart_item], { token: world.token });
    expect(res.status).toBe(201);
    return { ...world, order: res.body as { id: string; access_key?: string } };
  }

  it("refuses the school's admin and staff as if the order did not exist, and leaks no key", async () => {
    const { tenant, host, order } = await boughtOrder();
    const admin = await createUser({ tenantId: tenant.id, role: "school_admin", username: unique("admin") });
    const staff = await createStaff();
    for (const [who, token] of [
      ["school admin", (await signIn(host, admin.username)).access],
      ["staff on the school's host", (await signIn(host, staff.username)).access],
    ] as const) {
      const res = await post(host, "/api/checkout/demo/", { order_id: order.id }, { token });
      expect(res.status, who).toBe(404);
      expect(JSON.stringify(res.body), who).not.toContain("key=");
    }
    // Managers still see the order (GET) — only paying is the buyer's.
  });

  it("refuses another signed-in user of the same school", async () => {
    const { tenant, host, order } = await boughtOrder();
    const other = await createUser({ tenantId: tenant.id, role: "student", email: null, username: unique("other") });
    const res = await post(host, "/api/checkout/demo/", { order_id: order.id }, { token: (await signIn(host, other.username)).access });
    expect(res.status).toBe(404);
  });

  it("lets the signed-in buyer, and a guest holding the access key, pay", async () => {
    const { host, token, order } = await boughtOrder();
    const paid = await payWithDemo(host, order, { token });
    expect(paid.redirect.pathname).toBe("/demo-payment/success");

    const world = await givingWorld();
    const gift = await pledge(world.host, world.project.id, 1000);
    const guest = await placeOrder(world.host, [gift.cart_item]);
    expect(guest.status).toBe(201);
    expect(guest.body.access_key).toBeTruthy();
    expect((await post(world.host, "/api/checkout/demo/", { order_id: guest.body.id })).status).toBe(404);
    expect((await post(world.host, "/api/checkout/demo/", { order_id: guest.body.id, access_key: guest.body.access_key })).status).toBe(200);
  });
});

describe("GET /api/payments/events: payment history", () => {
  async function paidOrderAt() {
    const world = await givingWorld();
    const gift = await pledge(world.host, world.project.id, 1500, { token: world.token });
    const res = await placeOrder(world.host, [gift.cart_item], { token: world.token });
    await payWithDemo(world.host, res.body, { token: world.token });
    return { ...world, orderId: res.body.id as string };
  }

  it("shows staff on a school's host that school's events only (finding 13), every school's on the platform host", async () => {
    const [a, b] = await Promise.all([paidOrderAt(), paidOrderAt()]);
    const staff = await createStaff();
    const onA = (await signIn(a.host, staff.username)).access;
    const listA = await call(a.host, "/api/payments/events?limit=200", { token: onA });
    expect(listA.status).toBe(200);
    const orderIds = listA.body.results.map((e: { order_id: string }) => e.order_id);
    expect(orderIds).toContain(a.orderId);
    expect(orderIds).not.toContain(b.orderId);

    const onPlatform = (await signIn("localhost", staff.username)).access;
    const both = await call("localhost", `/api/payments/events?limit=200&search=${a.orderId}`, { token: onPlatform });
    expect(both.body.results.map((e: { order_id: string }) => e.order_id)).toContain(a.orderId);
    // Another school's event cannot be retried from school A's host either.
    const bEvent = (await call("localhost", `/api/payments/events?search=${b.orderId}`, { token: onPlatform })).body.results[0];
    expect((await post(a.host, `/api/payments/events/${bEvent.id}/retry`, {}, { token: onA })).status).toBe(404);
  });

  it("finds an order by its id, underscore included (issue 13: search dropped the underscore)", async () => {
    const { orderId } = await paidOrderAt();
    const staff = await createStaff();
    const token = (await signIn("localhost", staff.username)).access;
    const res = await call("localhost", `/api/payments/events?search=${encodeURIComponent(orderId)}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeGreaterThan(0);
    expect(res.body.results.every((e: { order_id: string }) => e.order_id === orderId)).toBe(true);
  });

  it("stores one provider event when Pay is pressed twice (finding 13)", async () => {
    const world = await givingWorld();
    const gift = await pledge(world.host, world.project.id, 1500, { token: world.token });
    const order = (await placeOrder(world.host, [gift.cart_item], { token: world.token })).body;
    const start = await post(world.host, "/api/checkout/demo/", { order_id: order.id }, { token: world.token });
    const page = new URL(start.body.redirect_url);
    const ref = page.pathname.split("/").pop()!;
    const key = page.searchParams.get("key")!;
    const pay = () => post(world.host, `/api/checkout/demo/sessions/${ref}/pay/?key=${encodeURIComponent(key)}`, {}, { token: world.token });
    const [first, second] = await Promise.all([pay(), pay()]);
    expect([first.status, second.status]).toContain(200);
    const events = (await db().select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id)).all()).filter((e) => e.type === "payment.succeeded");
    expect(events).toHaveLength(1);
  });
});

describe("GET /api/payments/events?search=: what was typed is matched literally", () => {
  // LIKE's wildcards are escaped, not stripped (issue 13: the old sanitiser dropped "_" and "%", so
  // "ord_…" never matched) and not left live (an unescaped "_" or "%" would match any character).
  async function events(tag: string) {
    const row = (providerEventId: string, type = "payment.succeeded") => ({
      id: newId("pev"),
      provider: "demo" as const,
      providerEventId,
      providerType: `demo.${type}`,
      type,
      payload: "{}",
      status: "processed" as const,
    });
    const rows = {
      percent: row(`${tag}_50%_off`),
      underscore: row(`${tag}_50x_off`),
      lookalike: row(`${tag}A50B_off`),
      backslash: row(`${tag}\\path`),
      refund: row(`${tag}_refund`, "refund.succeeded"),
    };
    await db().insert(paymentEvents).values(Object.values(rows));
    return rows;
  }

  it("escapes % and _ and \\, and ignores case", async () => {
    const tag = unique("lit");
    const rows = await events(tag);
    const staff = await createStaff();
    const token = (await signIn("localhost", staff.username)).access;
    const found = async (search: string) => {
      const res = await call("localhost", `/api/payments/events?limit=200&search=${encodeURIComponent(search)}`, { token });
      expect(res.status).toBe(200);
      return res.body.results.map((e: { provider_event_id: string }) => e.provider_event_id).sort();
    };
    expect(await found(`${tag}_50%`)).toEqual([rows.percent.providerEventId]);
    expect(await found(`${tag}_50`)).toEqual([rows.percent.providerEventId, rows.underscore.providerEventId].sort());
    expect(await found(`${tag}\\`)).toEqual([rows.backslash.providerEventId]);
    expect(await found(`${tag.toUpperCase()}A50B`)).toEqual([rows.lookalike.providerEventId]);
    expect(await found(`${tag}_`)).toEqual([rows.percent.providerEventId, rows.underscore.providerEventId, rows.refund.providerEventId].sort());
  });

  it("also searches the event's type, as the search box says", async () => {
    const tag = unique("typ");
    const rows = await events(tag);
    const staff = await createStaff();
    const token = (await signIn("localhost", staff.username)).access;
    const res = await call("localhost", "/api/payments/events?limit=200&search=refund.succeeded", { token });
    expect(res.body.results.map((e: { provider_event_id: string }) => e.provider_event_id)).toContain(rows.refund.providerEventId);
    expect(res.body.results.every((e: { type: string }) => e.type === "refund.succeeded")).toBe(true);
  });
});
