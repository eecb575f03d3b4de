import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { demoEnabled } from "../../worker/commerce/providers/providers";
import { call, newAddress } from "../helpers/api";
import { createUser, unique } from "../helpers/factories";
import { waitForMail } from "../helpers/mail";

/*
 * Security finding 1: the dev mailbox holds password-reset links, so reading it is an account
 * takeover. It must answer only a request from this machine to a Worker running locally.
 */

const MAILBOX = "/api/dev/mailbox?limit=5";

/** A platform user asks for a password reset on the platform host; the link lands in the dev mailbox. */
async function resetRequested(): Promise<string> {
  const user = await createUser({ tenantId: null, email: `${unique("victim")}@example.org` });
  const res = await call("localhost", "/api/password-reset/", { json: { email: user.email }, address: newAddress() });
  expect(res.status).toBe(200);
  await waitForMail(user.email!);
  return user.email!;
}

describe("GET /api/dev/mailbox", () => {
  it("answers this machine on a local host name (how tests and developers read mail)", async () => {
    const email = await resetRequested();
    const res = await call("localhost", `/api/dev/mailbox?to=${encodeURIComponent(email)}`, { address: "127.0.0.1" });
    expect(res.status).toBe(200);
    expect(res.body.results[0].links.some((l: string) => l.includes("/password-reset-confirm/"))).toBe(true);
    expect((await call("localhost:8787", MAILBOX, { address: "::1" })).status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });

  it.each([
    ["a client on another machine", "localhost", "203.0.113.7", {}],
    ["a deployed staging host, even from loopback", "preview.staging.example.net", "127.0.0.1", {}],
    ["a host name that only resolves here through DNS rebinding", "attacker.example.com", "127.0.0.1", {}],
    ["a page of another site", "localhost", "127.0.0.1", { "Sec-Fetch-Site": "cross-site" }],
    ["a page of a sibling site", "localhost", "::1", { "Sec-Fetch-Site": "same-site" }],
  ])("is the ordinary 404 for %s", async (_who, host, address, headers) => {
    const res = await call(host, MAILBOX, { address, headers });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toMatch(/NOT_FOUND/);
    expect(JSON.stringify(res.body)).not.toContain("results");
  });

  it("cannot be used to take over an account from outside: the reset link never leaves the machine", async () => {
    const email = await resetRequested();
    const outside = await call("localhost", `/api/dev/mailbox?to=${encodeURIComponent(email)}`, { address: "198.51.100.23" });
    expect(outside.status).toBe(404);
  });

  it("is 404 in a Worker whose ENVIRONMENT is not local, whatever the client", async () => {
    for (const ENVIRONMENT of ["production", "staging", "preview"]) {
      const res = await app.request(`http://localhost${MAILBOX}`, { headers: { Host: "localhost", "CF-Connecting-IP": "127.0.0.1" } }, { ...env, ENVIRONMENT });
      expect(res.status).toBe(404);
    }
  });
});

describe("the demo payment provider", () => {
  it("is offered only in a local environment, even when switched on", () => {
    expect(demoEnabled({ PAYMENTS_DEMO_ENABLED: "true", ENVIRONMENT: "development" })).toBe(true);
    expect(demoEnabled({ PAYMENTS_DEMO_ENABLED: "true", ENVIRONMENT: "test" })).toBe(true);
    for (const ENVIRONMENT of ["production", "staging", "preview", ""]) expect(demoEnabled({ PAYMENTS_DEMO_ENABLED: "true", ENVIRONMENT })).toBe(false);
    expect(demoEnabled({ PAYMENTS_DEMO_ENABLED: "false", ENVIRONMENT: "development" })).toBe(false);
  });
});
