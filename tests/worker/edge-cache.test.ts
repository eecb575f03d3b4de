import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { insertBook } from "../helpers/books";
import { createViewerWorld } from "../helpers/viewers";

/** Issue #15: anonymous library answers come from the Cache API, keyed by content version. */
let world: Awaited<ReturnType<typeof createViewerWorld>>;
beforeAll(async () => {
  world = await createViewerWorld({ communityPassword: "community-edge-2026" });
});

const anonymous = (path: string, headers: Record<string, string> = {}) => call(world.viewers.anonymous.host, path, { headers });

describe("the edge cache of anonymous library answers", () => {
  it("serves the second anonymous GET from the cache with the same ETag, and 304 on If-None-Match", async () => {
    const path = `/api/books/?limit=5&language=en&level=edge-${crypto.randomUUID().slice(0, 6)}`;
    const first = await anonymous(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\d.]+-[A-Za-z0-9]+"$/);
    const second = await anonymous(path);
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(second.headers.get("ETag")).toBe(etag);
    expect(second.body).toEqual(first.body);
    const revalidated = await anonymous(path, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    const reload = await anonymous(path, { "Cache-Control": "no-cache" });
    expect(reload.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(reload.body).toEqual(first.body);
  });

  it("a new book, a changed book and a deleted book each make the next anonymous GET new", async () => {
    const { viewers, tenantA } = world;
    const path = "/api/books/?limit=50&search=edgecachecheck";
    const before = await anonymous(path);
    expect(before.body.count).toBe(0);
    expect((await anonymous(path)).headers.get("X-Edge-Cache")).toBe("HIT");

    const book = await insertBook({ tenantId: tenantA, uploaderId: viewers.author.id!, visibility: "public", title: "Edgecachecheck one" }, false);
    const added = await anonymous(path);
    expect(added.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(added.body.results.map((b: { id: string }) => b.id)).toEqual([book.id]);
    expect(added.headers.get("ETag")).not.toBe(before.headers.get("ETag"));
    // The old ETag no longer matches: the browser gets the new list.
    expect((await anonymous(path, { "If-None-Match": before.headers.get("ETag")! })).status).toBe(200);

    const detail = await anonymous(`/api/books/${book.id}/`);
    expect(detail.body.title).toBe("Edgecachecheck one");
    await env.DB.prepare("UPDATE books SET title = 'Edgecachecheck two' WHERE id = ?").bind(book.id).run();
    expect((await anonymous(`/api/books/${book.id}/`)).body.title).toBe("Edgecachecheck two");
    expect((await anonymous(path)).body.results[0].title).toBe("Edgecachecheck two");

    await env.DB.prepare("UPDATE books SET visibility = 'private' WHERE id = ?").bind(book.id).run();
    expect((await anonymous(path)).body.count).toBe(0);
    expect((await anonymous(`/api/books/${book.id}/`)).status).toBe(404);
  });

  it("never stores or serves a signed-in answer, nor a community-cookie holder's", async () => {
    const { viewers, tenantA } = world;
    await insertBook({ tenantId: tenantA, uploaderId: viewers.author.id!, visibility: "private", title: "Edgecacheprivate" }, false);
    const path = "/api/books/?limit=50&search=edgecacheprivate";
    expect((await anonymous(path)).body.count).toBe(0);
    expect((await anonymous(path)).headers.get("X-Edge-Cache")).toBe("HIT");

    const teacher = await call(viewers.teacher.host, path, { token: viewers.teacher.token });
    expect(teacher.body.count).toBe(1);
    expect(teacher.headers.get("Cache-Control")).toBe("private, no-store");
    expect(teacher.headers.get("X-Edge-Cache")).toBeNull();
    expect(teacher.headers.get("ETag")).toBeNull();
    // The teacher's answer was not stored: the next anonymous GET is still the anonymous one.
    const again = await anonymous(path);
    expect(again.body.count).toBe(0);
    expect(again.headers.get("X-Edge-Cache")).toBe("HIT");

    const community = await call(viewers.community.host, "/api/book-stats/", { headers: viewers.community.headers });
    expect(community.headers.get("Cache-Control")).toBe("private, no-store");
    expect(community.headers.get("X-Edge-Cache")).toBeNull();
  });

  it("a list sorted by popularity is not cached (reading counts have no version)", async () => {
    const res = await anonymous("/api/books/?limit=5&sort=popular");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Edge-Cache")).toBeNull();
  });
});
