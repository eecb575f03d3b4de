import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";

describe("health", () => {
  it("answers on any host before tenancy, having checked D1, R2, the queue producers and the document renderer", async () => {
    const res = await call("whatever.invalid", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", checks: { d1: "ok", r2: "ok", queues: "ok", email: "ok", documents: "ok", common_passwords: "ok" }, time: expect.any(String) });
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

  it("answers 503 naming the document renderer when it does not answer its ping (not deployed, failing or hung)", async () => {
    const { env } = await import("cloudflare:workers");
    const { app } = await import("../../worker/app");
    const ask = async (DOCUMENTS: unknown) => {
      const res = await app.request("http://localhost/api/health", { headers: { Host: "localhost" } }, { ...env, DOCUMENTS: DOCUMENTS as Env["DOCUMENTS"] });
      return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
    };
    const failing = await ask({ ping: () => Promise.reject(new Error("Worker \"schools-platform-documents\" not found")) });
    expect(failing.status).toBe(503);
    expect(failing.body.error).toMatchObject({ code: "UNAVAILABLE", message: "Not ready: documents did not answer." });
    const wrong = await ask({ ping: async () => "hello" });
    expect(wrong.body.error?.message).toBe("Not ready: documents did not answer.");
    const started = Date.now();
    const hung = await ask({ ping: () => new Promise(() => {}) });
    expect(hung.body.error?.message).toBe("Not ready: documents did not answer.");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("reports a production Worker without an email provider key as not ready", async () => {
    const { env } = await import("cloudflare:workers");
    const { app } = await import("../../worker/app");
    const ask = async (vars: Partial<Env>) => {
      const res = await app.request("http://localhost/api/health", { headers: { Host: "localhost" } }, { ...env, ...vars });
      return { status: res.status, body: (await res.json()) as { error?: { message: string }; checks?: Record<string, string> } };
    };
    const noKey = await ask({ ENVIRONMENT: "production", EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "" });
    expect(noKey.status).toBe(503);
    expect(noKey.body.error?.message).toBe("Not ready: email did not answer.");
    expect((await ask({ ENVIRONMENT: "production", EMAIL_TRANSPORT: "mailbox" })).status).toBe(503);
    expect((await ask({ ENVIRONMENT: "production", EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_live_key" })).body.checks?.email).toBe("ok");
  });
});

describe("test bindings", () => {
  it("run with the test environment, not a developer's .dev.vars", async () => {
    const { env } = await import("cloudflare:workers");
    expect(env.ENVIRONMENT).toBe("test");
    expect(env.JWT_SECRET).toMatch(/^test-only-secret/);
  });
});
