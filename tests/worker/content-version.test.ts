import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/lib/db";
import { hostContentVersion, SeenVersion } from "../../worker/lib/content-version";
import { countingD1 } from "../helpers/d1-trips";
import { createTenant } from "../helpers/factories";

/** lib/content-version.ts: the host's content version, read at most once per request. */
describe("hostContentVersion", () => {
  it("asks D1 once when two parts of one request want the version at the same time (GET /book-stats counts two things at once)", async () => {
    const tenant = await createTenant();
    const { d1, trips } = countingD1(env.DB);
    const db = createDb(d1);
    const seen = new SeenVersion();
    const [a, b] = await Promise.all([hostContentVersion(db, tenant.id, seen), hostContentVersion(db, tenant.id, seen)]);
    expect(a).toMatch(/^\d+\.\d+\.\d+$/);
    expect(b).toBe(a);
    expect(trips).toHaveLength(1);
    // Once read, the request's later readers take it from memory.
    expect(await hostContentVersion(db, tenant.id, seen)).toBe(a);
    expect(trips).toHaveLength(1);
  });

  it("without a request's SeenVersion, every call reads D1 (nothing is shared between requests)", async () => {
    const tenant = await createTenant();
    const { d1, trips } = countingD1(env.DB);
    const db = createDb(d1);
    const [a, b] = await Promise.all([hostContentVersion(db, tenant.id), hostContentVersion(db, tenant.id)]);
    expect(b).toBe(a);
    expect(trips).toHaveLength(2);
  });

  it("a failed read is not kept: the next reader of the same request asks again", async () => {
    const tenant = await createTenant();
    let fail = true;
    const flaky = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "prepare") return (query: string) => (fail ? target.prepare("select * from no_such_table") : target.prepare(query));
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const db = createDb(flaky);
    const seen = new SeenVersion();
    await expect(hostContentVersion(db, tenant.id, seen)).rejects.toThrow();
    fail = false;
    expect(await hostContentVersion(db, tenant.id, seen)).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
