import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { addStudents, createClass, createTenant, signIn } from "../helpers/factories";
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
      expect(Object.keys(gift).sort()).toEqual(["amount", "completed_at", "created_at", "currency", "donor_display_name", "id", "message", "target", "target_type"]);
      expect(gift.target.name).toBe("Rain barrels for the garden");
    }
  });
});
