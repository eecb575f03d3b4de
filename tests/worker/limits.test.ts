import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CART_MAX_ITEMS } from "../../worker/contracts/commerce";
import { donations, orderItems } from "../../worker/db/schema";
import { call } from "../helpers/api";
import { drainOrder, givingWorld, orderRow, payWithDemo, placeOrder, pledge } from "../helpers/checkout";
import { createStaff, createUser, db, signIn, unique } from "../helpers/factories";
import { createCompletedDonation, createProject } from "../helpers/giving";

/*
 * D1 binds at most 100 parameters per statement: writes and IN lists that grow with the data are
 * cut to fit (lib/d1-limits.ts). Each is tested at its maximum.
 */
describe("D1's parameter limit at the product's maximums", () => {
  it(`an order of ${CART_MAX_ITEMS} lines (a full cart) is created, paid and fulfilled`, async () => {
    const world = await givingWorld();
    const gifts = [];
    for (let i = 0; i < CART_MAX_ITEMS; i++) gifts.push(await pledge(world.host, world.project.id, 100 + i, { token: world.token }));
    const res = await placeOrder(world.host, gifts.map((g) => g.cart_item), { token: world.token });
    expect(res.status).toBe(201);
    expect(await db().select().from(orderItems).where(eq(orderItems.orderId, res.body.id)).all()).toHaveLength(CART_MAX_ITEMS);
    await payWithDemo(world.host, res.body, { token: world.token });
    await drainOrder(res.body.id);
    expect((await orderRow(res.body.id))!.status).toBe("paid");
    const completed = await db().select().from(donations).where(inArray(donations.id, gifts.map((g) => g.id))).all();
    expect(completed.every((d) => d.status === "completed")).toBe(true);
  }, 120_000);

  it("a page of 200 donations from 200 different donors, and their CSV, are labelled", async () => {
    const project = await createProject({ title: unique("Big page ") });
    const tag = unique("many-donors-");
    for (let i = 0; i < 200; i++) {
      const donor = await createUser({ username: `${tag}${i}`, firstName: `Donor${i}`, lastName: "Many" });
      await createCompletedDonation({ type: "project", id: project.id }, { donorUserId: donor.id, donorName: null, withOrder: false, message: tag });
    }
    const staff = await createStaff();
    const token = (await signIn("localhost", staff.username)).access;
    const page = await call("localhost", `/api/donations/?limit=200&search=${tag}`, { token });
    expect(page.status).toBe(200);
    expect(page.body.results).toHaveLength(200);
    expect(new Set(page.body.results.map((d: { donor_display_name: string }) => d.donor_display_name)).size).toBe(200);
    const csv = await call("localhost", `/api/donations/?format=csv&search=${tag}`, { token });
    expect(csv.status).toBe(200);
    expect(String(csv.body).trim().split("\n")).toHaveLength(201);
  }, 120_000);
});
