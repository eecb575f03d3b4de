import { describe, expect, it } from "vitest";
import { newAddress, post } from "../helpers/api";
import { placeOrder } from "../helpers/checkout";
import { createCatalogItem } from "../helpers/giving";
import { createTenant, createUser, unique } from "../helpers/factories";
import { linkIn, waitForMail } from "../helpers/mail";

/*
 * Security finding 8: absolute links (password reset, verification, payment return URLs) are
 * built from the site's configured host, never from a forged Host header. In tests the platform
 * domain is "localhost" and STAGING_HOSTS includes *.staging.example.net, so any such host is
 * served as the platform — exactly the attacker's workers.dev host of the finding.
 */
describe("absolute links come from the configured host", () => {
  it("a password reset asked for on a forged staging host links to the platform's own host", async () => {
    const user = await createUser({ tenantId: null, email: `${unique("reset")}@example.org` });
    const res = await post("attacker-preview.staging.example.net", "/api/password-reset/", { email: user.email }, { address: newAddress() });
    expect(res.status).toBe(200);
    const [message] = await waitForMail(user.email!);
    const link = linkIn(message, "/password-reset-confirm/");
    expect(link.host).toBe("localhost");
    expect(message.text).not.toContain("staging.example.net");
  });

  it("a school served on its own domain keeps that domain in its links; its subdomain is canonical elsewhere", async () => {
    const tenant = await createTenant();
    const user = await createUser({ tenantId: tenant.id, email: `${unique("own")}@example.org` });
    await post(tenant.domainUrl!, "/api/password-reset/", { email: user.email }, { address: newAddress() });
    const [onDomain] = await waitForMail(user.email!);
    expect(linkIn(onDomain, "/password-reset-confirm/").host).toBe(tenant.domainUrl);

    await post(tenant.host, "/api/password-reset/", { email: user.email }, { address: newAddress() });
    const [onSub] = await waitForMail(user.email!, { count: 2 });
    expect(linkIn(onSub, "/password-reset-confirm/").host).toBe(tenant.host);
  });

  it("payment return URLs and the receipt link on a forged staging host point at the platform's own host", async () => {
    // A printed book: a visitor may buy one (a course needs a signed-in buyer).
    const item = await createCatalogItem({ tenantId: null, kind: "printed_book", requiresShipping: true, price: 2900, currency: "USD", active: true });
    const order = await placeOrder("evil.staging.example.net", [`item:${item.id}`], { shipping: { line1: "1 High St", city: "Leeds", postal_code: "LS1 1AA", country: "GB" } });
    expect(order.status).toBe(201);
    const start = await post("evil.staging.example.net", "/api/checkout/demo/", { order_id: order.body.id, access_key: order.body.access_key });
    expect(start.status).toBe(200);
    const page = new URL(start.body.redirect_url);
    expect(page.host).toBe("localhost");
    expect(JSON.stringify(start.body)).not.toContain("staging.example.net");
  });
});
