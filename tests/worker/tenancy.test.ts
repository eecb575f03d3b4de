import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call } from "../helpers/api";
import { createTenant, db, unique } from "../helpers/factories";
import { tenants } from "../../worker/db/schema";
import { isStagingHost, normalizeHost, resolveTenant } from "../../worker/lib/tenant-resolution";

describe("tenant resolution from the Host header", () => {
  it("serves a tenant on {subdomain}.{PLATFORM_DOMAIN}", async () => {
    const t = await createTenant({ schoolName: "Oak Hill School" });
    const res = await call(t.host, "/api/current-tenant");
    expect(res.status).toBe(200);
    expect(res.body.school_name).toBe("Oak Hill School");
    expect(res.body.subdomain).toBe(t.subdomain);
  });

  it("serves a tenant on its custom domain, ignoring case and port", async () => {
    const domain = `${unique("learn")}.example.com`;
    await createTenant({ domainUrl: domain, schoolName: "Custom Domain School" });
    const res = await call(`${domain.toUpperCase()}:8443`, "/api/current-tenant");
    expect(res.status).toBe(200);
    expect(res.body.school_name).toBe("Custom Domain School");
    expect(res.body.domain_url).toBe(domain);
  });

  it("prefers the custom domain over a subdomain match", async () => {
    const sub = unique("clash");
    await createTenant({ subdomain: sub, schoolName: "By Subdomain" });
    await createTenant({ subdomain: unique("other"), domainUrl: `${sub}.localhost`, schoolName: "By Domain" });
    const res = await call(`${sub}.localhost`, "/api/current-tenant");
    expect(res.body.school_name).toBe("By Domain");
  });

  it("treats the platform domain itself as the platform: current-tenant is 204", async () => {
    const res = await call("localhost:8787", "/api/current-tenant");
    expect(res.status).toBe(204);
    expect(res.body).toBe("");
  });

  it.each(["127.0.0.1", "preview.staging.example.net", "a.b.staging.example.net"])("treats staging host %s as the platform", async (host) => {
    const res = await call(host, "/api/current-tenant");
    expect(res.status).toBe(204);
  });

  it.each(["nosuchschool.localhost", "deep.nested.localhost", "unknown-host.example.com"])("answers %s with 404 TENANT_NOT_FOUND in the envelope", async (host) => {
    const res = await call(host, "/api/current-tenant");
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("TENANT_NOT_FOUND");
    expect(res.body.error.requestId).toMatch(/^req_/);
  });

  it("returns every colour field and the public fields only", async () => {
    const t = await createTenant({ primaryColor: "#abcdef", buttonColor: "#000111", switchboard: true });
    const res = await call(t.host, "/api/current-tenant");
    expect(Object.keys(res.body).sort()).toEqual(
      [
        "school_name", "subdomain", "domain_url", "switchboard", "logo", "country", "locale", "time_zone", "currency", "features", "address", "tax_id",
        "primary_color", "primary_color_light", "primary_color_dark", "bg_primary_color", "bg_secondary_color",
        "announcement_color", "button_color", "book_button_color", "text_primary_color", "text_secondary_color",
        "text_muted_color", "border_primary_color", "border_muted_color",
      ].sort(),
    );
    expect(res.body).toMatchObject({ primary_color: "#abcdef", button_color: "#000111", switchboard: true, logo: null });
    expect(JSON.stringify(res.body)).not.toContain("community");
    expect(JSON.stringify(res.body)).not.toContain("school_email");
  });
});

describe("tenant cache", () => {
  const config = { platformDomain: "localhost", stagingHosts: "" };

  it("answers repeated lookups from the isolate without D1 until the TTL passes", async () => {
    const t = await createTenant();
    const first = await resolveTenant(db(), config, t.host, 1_000);
    expect(first.kind).toBe("tenant");
    // Rename directly in D1 (bypassing the service): the cached answer stays until it expires.
    await db().update(tenants).set({ schoolName: "Renamed" }).where(eq(tenants.id, t.id));
    const cached = await resolveTenant(db(), config, t.host, 2_000);
    expect(cached.kind === "tenant" && cached.tenant.schoolName).toBe(t.schoolName);
    const fresh = await resolveTenant(db(), config, t.host, 1_000 + 31_000);
    expect(fresh.kind === "tenant" && fresh.tenant.schoolName).toBe("Renamed");
  });
});

describe("host helpers", () => {
  it("normalizes hosts", () => {
    expect(normalizeHost("Greenfield.LocalHost:8787")).toBe("greenfield.localhost");
    expect(normalizeHost("example.org.")).toBe("example.org");
    expect(normalizeHost(undefined)).toBe("");
  });

  it("matches STAGING_HOSTS wildcards label-wise", () => {
    expect(isStagingHost("x.workers.dev", "*.workers.dev")).toBe(true);
    expect(isStagingHost("a.b.workers.dev", "*.workers.dev")).toBe(true);
    expect(isStagingHost("workers.dev", "*.workers.dev")).toBe(false);
    expect(isStagingHost("evilworkers.dev", "*.workers.dev")).toBe(false);
    expect(isStagingHost("staging.example.org", "foo.com, staging.example.org")).toBe(true);
    expect(isStagingHost("anything", "")).toBe(false);
  });
});

describe("GET /api/public-config", () => {
  it("tells the web app whether signup is offered here and the Turnstile site key (none in tests)", async () => {
    const t = await createTenant();
    expect((await call("localhost", "/api/public-config")).body).toEqual({ turnstile_site_key: null, signup_enabled: true });
    expect((await call(t.host, "/api/public-config")).body).toEqual({ turnstile_site_key: null, signup_enabled: false });
  });
});
