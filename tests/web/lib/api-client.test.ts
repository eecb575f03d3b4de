import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, BOOKMARK_HEADER, SESSION_EXPIRED_MESSAGE, api, setSessionExpiredHandler } from "@/lib/api-client";
import { requestBytes } from "@/lib/api-transfer";
import { SESSION_KEYS, getAccessToken, getStoredUser, setSession, userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { stubFetch } from "../render";

const user = { id: "usr_1", first_name: "Ada", last_name: "L", email: "ada@example.org", username: "ada", is_staff: false, country: "GB", avatar: null, role: "teacher" as const, tenant: null };
const unauthorized = { status: 401, body: { error: { code: "UNAUTHORIZED", message: "Your session has expired. Please sign in again.", requestId: "req_1" } } };

describe("API client session rule", () => {
  let expired: ReturnType<typeof vi.fn<(message: string) => void>>;
  beforeEach(() => {
    expired = vi.fn<(message: string) => void>();
    setSessionExpiredHandler(expired);
    store.set(userAtom, null);
  });

  it("sends the stored access token as a bearer token", async () => {
    setSession({ access: "acc-1", refresh: "ref-1", user });
    const calls = stubFetch({ "GET /api/user/profile/": () => ({ body: user }) });
    await api.get("/user/profile/");
    expect(calls[0].headers.get("Authorization")).toBe("Bearer acc-1");
  });

  it("on a 401 with a stored user, refreshes once and retries with the new token", async () => {
    setSession({ access: "old", refresh: "ref-1", user });
    let profileCalls = 0;
    const calls = stubFetch({
      "GET /api/modes/": (init) => {
        profileCalls++;
        return new Headers(init.headers).get("Authorization") === "Bearer new" ? { body: { results: [] } } : unauthorized;
      },
      "POST /api/auth/token/refresh/": () => ({ body: { access: "new", refresh: "ref-2" } }),
    });
    await expect(api.get("/modes/")).resolves.toEqual({ results: [] });
    expect(profileCalls).toBe(2);
    expect(calls.filter((c) => c.url.endsWith("/auth/token/refresh/"))).toHaveLength(1);
    expect(calls.find((c) => c.url.endsWith("/auth/token/refresh/"))!.body).toEqual({ refresh: "ref-1" });
    expect(getAccessToken()).toBe("new");
    expect(localStorage.getItem(SESSION_KEYS.refresh)).toBe("ref-2");
    expect(expired).not.toHaveBeenCalled();
  });

  it("shares one refresh between concurrent 401s (a refresh token works once)", async () => {
    setSession({ access: "old", refresh: "ref-1", user });
    const calls = stubFetch({
      "GET /api/modes/": (init) => (new Headers(init.headers).get("Authorization") === "Bearer new" ? { body: { ok: 1 } } : unauthorized),
      "POST /api/auth/token/refresh/": async () => {
        await new Promise((r) => setTimeout(r, 10));
        return { body: { access: "new", refresh: "ref-2" } };
      },
    });
    await Promise.all([api.get("/modes/"), api.get("/modes/"), api.get("/modes/")]);
    expect(calls.filter((c) => c.url.endsWith("/auth/token/refresh/"))).toHaveLength(1);
  });

  it("when the refresh fails, clears storage and reports 'You were signed out. Please sign in again.'", async () => {
    setSession({ access: "old", refresh: "ref-1", user });
    stubFetch({ "GET /api/modes/": () => unauthorized, "POST /api/auth/token/refresh/": () => unauthorized });
    await expect(api.get("/modes/")).rejects.toMatchObject({ status: 401, message: SESSION_EXPIRED_MESSAGE });
    expect(expired).toHaveBeenCalledWith("You were signed out. Please sign in again.");
    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.access)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.refresh)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
  });

  it("reports an ended session once, however many requests were waiting on the failed refresh", async () => {
    setSession({ access: "old", refresh: "ref-1", user });
    stubFetch({
      "GET /api/modes/": () => unauthorized,
      "GET /api/user/profile/": () => unauthorized,
      "POST /api/auth/token/refresh/": async () => {
        await new Promise((r) => setTimeout(r, 10));
        return unauthorized;
      },
    });
    const results = await Promise.allSettled([api.get("/modes/"), api.get("/user/profile/"), api.get("/modes/")]);
    expect(results.every((r) => r.status === "rejected" && (r.reason as ApiError).status === 401)).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(getStoredUser()).toBeNull();
  });

  it("does not try to refresh without a stored user", async () => {
    const calls = stubFetch({ "GET /api/modes/": () => unauthorized });
    await expect(api.get("/modes/")).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it("turns the error envelope into an ApiError with code, message and fields", async () => {
    stubFetch({
      "POST /api/signup/": () => ({ status: 400, body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { email: ["Invalid email"] }, requestId: "req_2" } } }),
    });
    const err = (await api.post("/signup/", {}).catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: "VALIDATION_FAILED", fields: { email: ["Invalid email"] }, requestId: "req_2" });
  });
});

describe("API client D1 bookmark (read your own writes on read replicas)", () => {
  // Fixed-width like D1's, so that they sort in commit order.
  const mark = (n: number) => `0000000a-${n.toString(16).padStart(8, "0")}-00004ff2-9f86d081884c7d659a2feaa0c55ad015`;
  function answerWith(bookmarks: (string | null)[]) {
    const sent: (string | null)[] = [];
    globalThis.fetch = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push(new Headers(init.headers).get(BOOKMARK_HEADER));
      const next = bookmarks.shift();
      return new Response("{}", { status: 200, headers: { "Content-Type": "application/json", ...(next ? { [BOOKMARK_HEADER]: next } : {}) } });
    }) as typeof fetch;
    return sent;
  }

  it("sends back the newest bookmark it was given, on every kind of call, and keeps it for the tab", async () => {
    const sent = answerWith([mark(10), null, mark(12), mark(11), "<script>", mark(13)]);
    await api.post("/contact/", {});
    await api.get("/books/");
    await api.patch("/user/profile/", {});
    // An older answer arriving late does not take the newer one's place; a malformed one is ignored.
    await api.get("/books/");
    await api.get("/books/");
    await requestBytes("/books/bk_1/file/");
    await api.get("/books/");
    expect(sent.slice(1)).toEqual([mark(10), mark(10), mark(12), mark(12), mark(12), mark(13)]);
    expect(sessionStorage.getItem("d1-bookmark")).toBe(mark(13));
  });
});
