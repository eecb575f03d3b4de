import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deliverOutboxEmail, emailBrands } from "../../worker/platform/email/delivery";
import { prepareEmail } from "../../worker/platform/email/outbox";
import { TEMPLATE_SAMPLES } from "../../worker/platform/email/samples";
import { TEMPLATES, textOn } from "../../worker/platform/email/templates";
import { resendTransport } from "../../worker/platform/email/transports";
import { call } from "../helpers/api";
import { createStaff, createTenant, createUser, db, signIn, unique } from "../helpers/factories";

/* Emails in the sending school's brand, with its office as Reply-To; staff preview every template for any school. */

afterEach(() => vi.restoreAllMocks());

describe("branded email", () => {
  it("a school's email carries its name, colour, logo and site, and replies go to its office", async () => {
    const school = await createTenant({ schoolName: "Lakeside Primary", primaryColor: "#7c2d12", logoKey: "tenants/x/logo.png", schoolEmail: "office@lakeside.example.org" });
    const to = `${unique("rcpt")}@example.com`;
    const email = prepareEmail(db(), { template: "password_reset", to, tenantId: school.id, data: { school_name: "Lakeside Primary", first_name: "Aanya", link: "https://lakeside.example.org/reset/abc/" } });
    await email.insert;
    const requests: Request[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      requests.push(new Request(input, init));
      return Response.json({ id: "re_1" });
    });
    const outcome = await deliverOutboxEmail(db(), resendTransport("re_test"), env.EMAIL_FROM, email.outboxId, Date.now(), emailBrands(db(), env));
    expect(outcome).toEqual({ kind: "sent" });
    const sent = (await requests[0].json()) as { html: string; text: string; reply_to?: string };
    expect(sent.reply_to).toBe("office@lakeside.example.org");
    expect(sent.html).toContain("background:#7c2d12;color:#ffffff");
    expect(sent.html).toContain(`<img src="https://${school.subdomain}.localhost/api/files/tenants/x/logo.png"`);
    expect(sent.html).toContain("Lakeside Primary</td>");
    expect(sent.text).toContain(`— Lakeside Primary · https://${school.subdomain}.localhost`);
  });

  it("platform emails are in the platform's brand without a reply-to", async () => {
    const brand = await emailBrands(db(), env)(null);
    expect(brand).toMatchObject({ name: "Schools Platform", replyTo: null, logoUrl: null, siteUrl: "https://localhost" });
  });

  it("picks readable button text for any school colour", () => {
    expect(textOn("#1d4ed8")).toBe("#ffffff");
    expect(textOn("#fcc30b")).toBe("#111111");
    expect(textOn("not a colour")).toBe("#ffffff");
  });
});

describe("staff template preview", () => {
  it("renders every template with sample content in a chosen school's brand; nobody else may", async () => {
    const school = await createTenant({ schoolName: "Hillside", primaryColor: "#0a97d9", schoolEmail: "office@hillside.example.org" });
    const staff = await createStaff();
    const token = (await signIn("localhost", staff.username)).access;
    const names = (await call("localhost", "/api/super-admin/email-templates", { token })).body.results;
    expect(names).toEqual(Object.keys(TEMPLATES).sort());
    expect(Object.keys(TEMPLATE_SAMPLES).sort()).toEqual(names);
    for (const name of names) {
      const res = await call("localhost", `/api/super-admin/email-templates/${name}/preview?tenant=${school.id}`, { token });
      expect(res.status, name).toBe(200);
      expect(res.body).toMatchObject({ template: name, school: "Hillside", reply_to: "office@hillside.example.org" });
      expect(res.body.html).toContain("background:#0a97d9");
      expect(res.body.text.length).toBeGreaterThan(40);
    }
    const platform = await call("localhost", "/api/super-admin/email-templates/verification/preview", { token });
    expect(platform.body.school).toBe("Schools Platform");
    expect((await call("localhost", "/api/super-admin/email-templates/newsletter/preview", { token })).status).toBe(404);
    expect((await call("localhost", "/api/super-admin/email-templates/verification/preview?tenant=ten_nope", { token })).status).toBe(404);

    const admin = await createUser({ tenantId: school.id, role: "school_admin" });
    const adminToken = (await signIn(school.host, admin.username)).access;
    expect((await call(school.host, "/api/super-admin/email-templates/verification/preview", { token: adminToken })).status).toBe(403);
    expect((await call("localhost", "/api/super-admin/email-templates")).status).toBe(401);
  });
});
