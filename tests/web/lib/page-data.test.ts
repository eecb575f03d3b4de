import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../render";

/**
 * Issue #15: the answers the Worker put in the page's HTML (worker/lib/page-hints.ts) stand in for
 * the first call to the same path, once, and only for a visitor without a token.
 */
const tenant = { id: "ten_1", name: "Green Valley", subdomain: "green" };
const books = { count: 1, next: null, previous: null, results: [{ id: "bk_1", title: "</script> Trees" }] };

function putPageData(data: Record<string, unknown>) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "page-data";
  script.textContent = JSON.stringify(data).replace(/</g, "\\u003c");
  document.head.append(script);
}

async function freshClient() {
  vi.resetModules();
  const client = await import("@/lib/api-client");
  const session = await import("@/lib/session");
  return { api: client.api, request: client.request, session };
}

describe("answers inlined in the page", () => {
  beforeEach(() => {
    localStorage.clear();
    putPageData({ "/api/current-tenant": tenant, "/api/books/?limit=24": books, "/api/books/?featured=true&limit=6": null });
  });
  afterEach(() => document.getElementById("page-data")?.remove());

  it("answer the first call to their exact path and query without the network, then the network answers", async () => {
    const { api } = await freshClient();
    const calls = stubFetch({ "GET /api/current-tenant": () => ({ body: { ...tenant, name: "From the network" } }), "GET /api/books/": () => ({ body: { ...books, count: 2 } }) });
    await expect(api.get("/current-tenant")).resolves.toEqual(tenant);
    await expect(api.get("/books/", { limit: 24 })).resolves.toEqual(books);
    expect(calls).toHaveLength(0);
    // A null stands for the Worker's 204 (no school on this host).
    await expect(api.get("/books/", { featured: true, limit: 6 })).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);

    await expect(api.get("/current-tenant")).resolves.toMatchObject({ name: "From the network" });
    await expect(api.get("/books/", { limit: 24, offset: 24 })).resolves.toMatchObject({ count: 2 });
    expect(calls.map((c) => c.url)).toEqual(["/api/current-tenant", "/api/books/?limit=24&offset=24"]);
  });

  it("are not used by a signed-in user, whose answers differ", async () => {
    const { api, session } = await freshClient();
    session.setTokens({ access: "acc-1", refresh: "ref-1" });
    const calls = stubFetch({ "GET /api/books/": () => ({ body: { ...books, count: 7 } }) });
    await expect(api.get("/books/", { limit: 24 })).resolves.toMatchObject({ count: 7 });
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get("Authorization")).toBe("Bearer acc-1");
  });

  it("are not used for a call with headers of its own, nor for a write", async () => {
    const { api, request } = await freshClient();
    const calls = stubFetch({ "GET /api/current-tenant": () => ({ body: { ...tenant, name: "Asked" } }), "POST /api/books/": () => ({ body: { ok: true } }) });
    await expect(request("GET", "/current-tenant", { headers: { "Idempotency-Key": "k1" } })).resolves.toMatchObject({ name: "Asked" });
    await expect(api.post("/books/", { limit: 24 })).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    // The inlined answer is still there for the plain first call.
    await expect(api.get("/current-tenant")).resolves.toEqual(tenant);
  });
});
