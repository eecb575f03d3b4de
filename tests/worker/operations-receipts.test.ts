import { describe, expect, it } from "vitest";
import { call, newAddress } from "../helpers/api";
import { createTenant } from "../helpers/factories";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const forms = [
  { path: "/api/contact/", json: { name: "Asha Rao", email: "asha@example.org", topic: "general", message: "We would like to know more, please." } },
  { path: "/api/tour-requests/", json: { school_name: "Hilltop School", contact_name: "Asha Rao", email: "asha@example.org", role: "teacher", country: "IN", time_zone: "Asia/Kolkata", slots: [{ date: day(7), time: "10:00" }] } },
] as const;

// The page shows the receipt's message as it comes: it was English on Hindi and Arabic pages.
describe("a public form's receipt", () => {
  it.each(forms)("of $path is said in the reader's language, with its reference", async ({ path, json }) => {
    const school = await createTenant();
    const english = await call(school.host, path, { method: "POST", json, address: newAddress() });
    expect(english.status).toBe(201);
    // A contact message on a school's site is the school's: "Thank you. <school> received your message …".
    expect(english.body.message).toMatch(/^Thank you\. (We|.+) received your /);
    for (const locale of ["hi", "ar"]) {
      const sent = await call(school.host, path, { method: "POST", json, address: newAddress(), headers: { "Accept-Language": locale } });
      expect(sent.status).toBe(201);
      expect(sent.body.message).toContain(sent.body.reference);
      expect(sent.body.message).not.toContain("Thank you");
    }
  });

  it("of a problem report is said in the reader's language", async () => {
    const school = await createTenant();
    const form = new FormData();
    form.set("category", "library");
    form.set("description", "The book would not open on my tablet.");
    form.set("page", "/library");
    const sent = await call(school.host, "/api/problem-reports/", { method: "POST", form, address: newAddress(), headers: { "Accept-Language": "ar" } });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toContain(sent.body.reference);
    expect(sent.body.message).not.toContain("Thank you");
  });
});
