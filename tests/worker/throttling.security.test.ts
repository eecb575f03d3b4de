import { describe, expect, it } from "vitest";
import { LOGIN_LIMITS } from "../../worker/identity/auth/auth.service";
import { newAddress, post } from "../helpers/api";
import { createStaff, createTenant } from "../helpers/factories";

/* Security finding 5: the per-account counter counts per account, not per host. */
describe("sign-in throttling per account", () => {
  it("counts a staff account's failures across every host, so more hosts do not mean more guesses", async () => {
    const staff = await createStaff();
    const hosts = ["localhost", ...(await Promise.all([createTenant(), createTenant(), createTenant()])).map((t) => t.host)];
    for (let i = 0; i < LOGIN_LIMITS.account.limit; i++) {
      const res = await post(hosts[i % hosts.length], "/api/auth/token/", { username: staff.username, password: `guess-${i}-xyz` }, { address: newAddress() });
      expect(res.status).toBe(401);
    }
    for (const host of hosts) {
      const res = await post(host, "/api/auth/token/", { username: staff.username, password: "guess-once-more" }, { address: newAddress() });
      expect(res.status, host).toBe(429);
      expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    }
  }, 60_000);
});
