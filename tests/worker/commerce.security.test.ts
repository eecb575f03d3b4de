import { describe, expect, it } from "vitest";
import { post } from "../helpers/api";
import { givingWorld, payWithDemo, placeOrder, pledge } from "../helpers/checkout";
import { createStaff, createUser, signIn, unique } from "../helpers/factories";

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
