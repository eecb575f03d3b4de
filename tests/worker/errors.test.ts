import { describe, expect, it, vi } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { env, exports } from "cloudflare:workers";
import { API_SECURITY_HEADERS } from "../../worker/middleware/security-headers";
import { app } from "../../worker/app";
import { Hono } from "hono";
import { AppError, errorBody, renderError } from "../../worker/lib/errors";
import { said } from "../../worker/lib/said";

describe("the error envelope", () => {
  it("answers unknown /api paths with a JSON 404, never the SPA", async () => {
    for (const path of ["/api/nope", "/api/auth/nope/", "/api/v2/whatever"]) {
      const res = await call("localhost", path);
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(res.body).toEqual({ error: { code: "NOT_FOUND", message: "No API endpoint at this path.", requestId: expect.stringMatching(/^req_/) } });
      expect(res.headers.get("X-Request-Id")).toBe(res.body.error.requestId);
    }
  });

  it("turns malformed JSON into 400 BAD_REQUEST", async () => {
    const raw = await exports.default.fetch(
      new Request("http://localhost/api/auth/token/", { method: "POST", headers: { Host: "localhost", "Content-Type": "application/json" }, body: "{not json" }),
    );
    expect(raw.status).toBe(400);
    const body = (await raw.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message).toMatch(/could not be read/);
  });

  it("refuses JSON bodies over 64 KB with 413 PAYLOAD_TOO_LARGE before parsing them", async () => {
    const res = await call("localhost", "/api/auth/token/", { json: { username: "x".repeat(70 * 1024), password: "y" } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers an unexpected failure (here: a missing JWT secret) with a plain INTERNAL 500 and no stack", async () => {
    const u = await createUser();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await app.request(
        "http://localhost/api/auth/token/",
        { method: "POST", headers: { Host: "localhost", "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.50" }, body: JSON.stringify({ username: u.username, password: u.password }) },
        { ...env, JWT_SECRET: "" },
      );
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again.", requestId: expect.any(String) } });
      expect(text).not.toContain("JWT_SECRET");
      expect(text).not.toContain(".ts");
      // The details go to the log, tagged with the request id.
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("JWT_SECRET"));
    } finally {
      errors.mockRestore();
    }
  });
});

describe("messages with values, in the reader's language (lib/said.ts)", () => {
  const refund = () =>
    new AppError("CONFLICT", said("This book is {{state}}; only books pending review can be {{verb}}.", { state: said("already published"), verb: said("approved") }), {
      amount: [said("At most {{amount}} can be refunded", { amount: "₹10.00" }), "Enter an amount"],
    });

  it("writes the message and its field messages in the envelope's language, the values and the words among them too", () => {
    expect(errorBody(refund(), "req_1").error).toMatchObject({
      message: "This book is already published; only books pending review can be approved.",
      fields: { amount: ["At most ₹10.00 can be refunded", "Enter an amount"] },
    });
    expect(errorBody(refund(), "req_1", "hi").error).toMatchObject({
      message: "यह किताब पहले से प्रकाशित है; केवल समीक्षा के लिए लंबित किताबें स्वीकृत की जा सकती हैं।",
      // A plain message stays the key the web app translates.
      fields: { amount: ["अधिकतम ₹10.00 रिफ़ंड किया जा सकता है", "Enter an amount"] },
    });
    // The error's own message (logs, stored events) is English.
    expect(refund().message).toBe("This book is already published; only books pending review can be approved.");
  });

  it("answers in the language Accept-Language asks for among those the app speaks, else English", async () => {
    const route = new Hono().get("/x", () => {
      throw new AppError("CONFLICT", said("This challenge closed on {{date}}.", { date: "2026-11-01" }));
    });
    route.onError((err, c) => renderError(c, err as AppError));
    const ask = async (language?: string) => ((await (await route.request("/x", { headers: language ? { "Accept-Language": language } : {} })).json()) as { error: { message: string } }).error.message;
    expect(await ask()).toBe("This challenge closed on 2026-11-01.");
    expect(await ask("ar")).toBe("أُغلق هذا التحدي في 2026-11-01.");
    expect(await ask("hi-IN,en;q=0.5")).toBe("यह चुनौती 2026-11-01 को बंद हो गई।");
    expect(await ask("fr-FR")).toBe("This challenge closed on 2026-11-01.");
  });
});

describe("security headers", () => {
  it.each(["/api/health", "/api/current-tenant", "/api/nope", "/api/user/profile/"])("are set on %s", async (path) => {
    const res = await call("localhost", path);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("the request log", () => {
  it("writes one structured line per request with the route pattern, never the raw path or query", async () => {
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      // The test runtime turns the log off (INFO_LOG=off); a deployed Worker has it on.
      const raw = await app.request("http://localhost/api/books/no-such-book/?token=secret-token", { headers: { Host: "localhost" } }, { ...env, INFO_LOG: "on" });
      const res = { status: raw.status, headers: raw.headers };
      const lines = logs.mock.calls.map((args) => String(args[0])).filter((line) => line.includes('"msg":"request"'));
      expect(lines).toHaveLength(1);
      const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
      expect(entry).toMatchObject({ method: "GET", tenant: "platform", status: res.status, requestId: res.headers.get("X-Request-Id") });
      expect(entry.route).toMatch(/^\/api\//);
      expect(entry.route).not.toContain("no-such-book");
      expect(lines[0]).not.toContain("secret-token");
      expect(typeof entry.ms).toBe("number");
    } finally {
      logs.mockRestore();
    }
  });
});
