import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";

describe("health", () => {
  it("answers on any host before tenancy", async () => {
    const res = await call("whatever.invalid", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });
});

describe("test bindings", () => {
  it("run with the test environment, not a developer's .dev.vars", async () => {
    const { env } = await import("cloudflare:workers");
    expect(env.ENVIRONMENT).toBe("test");
    expect(env.JWT_SECRET).toMatch(/^test-only-secret/);
  });
});
