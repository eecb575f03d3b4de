import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { donations } from "../../worker/db/schema";
import { ABANDONED_PLEDGE_MS, deleteAbandonedPledges } from "../../worker/giving/pledges";
import { call, newAddress, post } from "../helpers/api";
import { addStudents, createClass, createTenant, db, signIn, unique } from "../helpers/factories";
import { createCompletedDonation, createProject } from "../helpers/giving";

/*
 * Security finding 12: "Money I Have Raised" shows the child what they need — amounts, dates, the
 * cause, and donors only as the donors chose to be shown — never order ids or other children's
 * full names.
 */
describe("GET /api/donations/raised/ for a student", () => {
  it("shows amounts, dates and causes, a child donor as first name and initial, and no order ids", async () => {
    const tenant = await createTenant();
    const cls = await createClass(tenant.id);
    const [raiser, donorChild] = await addStudents(tenant.id, cls.id, [["Rae", "Raiser"], ["Bea", "Chandrasekhar"]]);
    const project = await createProject({ tenantId: tenant.id, title: "Rain barrels for the garden" });
    const target = { type: "project" as const, id: project.id };
    const base = { tenantId: tenant.id, attributionKind: "student" as const, attributedUserId: raiser.id };
    // A classmate gave from their account: the cart filled in their full name.
    await createCompletedDonation(target, { ...base, donorUserId: donorChild.id, donorName: "Bea Chandrasekhar", amount: 500 });
    await createCompletedDonation(target, { ...base, donorName: "Grandma Jo", amount: 2000 });
    await createCompletedDonation(target, { ...base, donorName: "Someone Private", anonymous: true, amount: 1500 });

    const token = (await signIn(tenant.host, raiser.username)).access;
    const res = await call(tenant.host, "/api/donations/raised/", { token });
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual([{ currency: "USD", amount: 4000, donations: 3 }]);
    const donors = res.body.recent.map((g: { donor_display_name: string }) => g.donor_display_name).sort();
    expect(donors).toEqual(["Anonymous", "Bea C.", "Grandma Jo"]);
    const body = JSON.stringify(res.body);
    expect(body).not.toContain("Chandrasekhar");
    expect(body).not.toContain("Someone Private");
    expect(body).not.toMatch(/ord_/);
    expect(body).not.toContain("Raiser");
    for (const gift of res.body.recent) {
      expect(Object.keys(gift).sort()).toEqual(["amount", "completed_at", "created_at", "currency", "donor_display_name", "id", "message", "refunded_amount", "target", "target_type"]);
      expect(gift.target.name).toBe("Rain barrels for the garden");
    }
  });
});

describe("POST /api/donations/ with a student's attribution (finding 3)", () => {
  it("answers a known and an unknown username alike, and says nothing about the child", async () => {
    const tenant = await createTenant();
    const cls = await createClass(tenant.id);
    const [child] = await addStudents(tenant.id, cls.id, [["Maya", "Rivers"]]);
    const project = await createProject({ tenantId: tenant.id });
    const pledgeFor = (ref: string) =>
      post(tenant.host, "/api/donations/", { target_type: "project", target_id: project.id, amount: 1000, currency: "USD", attribution: { kind: "student", ref } }, { address: newAddress() });
    const [known, unknown] = [await pledgeFor(child.username), await pledgeFor(unique("nobody."))];
    expect(known.status).toBe(201);
    expect(unknown.status).toBe(201);
    const shape = (b: any) => ({ ...b, id: "x", cart_item: "x", created_at: "x" });
    expect(shape(known.body)).toEqual(shape(unknown.body));
    expect(known.body.attribution).toEqual({ kind: "student", label: null });
    expect(JSON.stringify(known.body)).not.toContain("Rivers");
    expect(JSON.stringify(known.body)).not.toContain("Maya");

    const rows = await db().select().from(donations).where(inArray(donations.id, [known.body.id, unknown.body.id])).all();
    expect(rows.find((r) => r.id === known.body.id)!.attributedUserId).toBe(child.id);
    expect(rows.find((r) => r.id === unknown.body.id)!.attributedUserId).toBeNull();
  });

  it("does not keep unpaid pledges that no order holds beyond 48 hours", async () => {
    const project = await createProject({});
    const old = Date.now() - ABANDONED_PLEDGE_MS - 60_000;
    const abandoned = await createCompletedDonation({ type: "project", id: project.id }, { status: "pending", withOrder: false, createdAt: old });
    const inAnOrder = await createCompletedDonation({ type: "project", id: project.id }, { status: "pending", createdAt: old });
    const fresh = await createCompletedDonation({ type: "project", id: project.id }, { status: "pending", withOrder: false });
    expect(await deleteAbandonedPledges(db())).toBeGreaterThanOrEqual(1);
    const left = new Set((await db().select({ id: donations.id }).from(donations).where(inArray(donations.id, [abandoned.id, inAnOrder.id, fresh.id])).all()).map((r) => r.id));
    expect(left.has(abandoned.id)).toBe(false);
    expect(left.has(inAnOrder.id)).toBe(true);
    expect(left.has(fresh.id)).toBe(true);
  });
});
