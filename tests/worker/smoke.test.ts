import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";

describe("health", () => {
  it("answers on any host before tenancy, having checked D1, R2 and the queue producers", async () => {
    const res = await call("whatever.invalid", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", checks: { d1: "ok", r2: "ok", queues: "ok" }, time: expect.any(String) });
    // The server's clock, for the /test page's skew check.
    expect(Math.abs(Date.parse(res.body.time) - Date.now())).toBeLessThan(60_000);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect((await call("whatever.invalid", "/api/health/live")).body).toEqual({ status: "ok" });
  });

  it("answers 503 naming the part that failed", async () => {
    const { env } = await import("cloudflare:workers");
    const { app } = await import("../../worker/app");
    const brokenD1 = { prepare: () => ({ first: async () => Promise.reject(new Error("D1 is down")) }) } as unknown as D1Database;
    const noQueue = { ...env, DB: brokenD1, BOOKS_QUEUE: undefined as unknown as Queue };
    const res = await app.request("http://localhost/api/health", { headers: { Host: "localhost" } }, noQueue);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("UNAVAILABLE");
    expect(body.error.message).toBe("Not ready: d1, queues did not answer.");
  });
});

describe("test bindings", () => {
  it("run with the test environment, not a developer's .dev.vars", async () => {
    const { env } = await import("cloudflare:workers");
    expect(env.ENVIRONMENT).toBe("test");
    expect(env.JWT_SECRET).toMatch(/^test-only-secret/);
  });
});
