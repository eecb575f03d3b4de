import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { SessionWatcher } from "@/features/identity/auth/session-watcher";
import { SESSION_KEYS, genericAccessAtom, setGenericAccess, userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";

describe("community access at start", () => {
  it("drops the local flag when the community cookie has ended, so the header stops showing a signed-in visitor", async () => {
    store.set(userAtom, null);
    setGenericAccess(true);
    const calls = stubFetch({ "GET /api/check-generic-access": () => ({ body: { authenticated: false } }) });
    renderPage(<SessionWatcher />);
    await waitFor(() => expect(store.get(genericAccessAtom)).toBe(false));
    expect(localStorage.getItem(SESSION_KEYS.genericAccess)).toBeNull();
    expect(calls.filter((c) => c.url.endsWith("/api/check-generic-access"))).toHaveLength(1);
  });

  it("keeps the flag while the cookie is valid, and when the check cannot be made", async () => {
    store.set(userAtom, null);
    setGenericAccess(true);
    const calls = stubFetch({ "GET /api/check-generic-access": () => ({ body: { authenticated: true } }) });
    const { unmount } = renderPage(<SessionWatcher />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(store.get(genericAccessAtom)).toBe(true);
    unmount();

    stubFetch({ "GET /api/check-generic-access": () => ({ status: 500, body: { error: { code: "INTERNAL", message: "Something went wrong", requestId: "req_1" } } }) });
    renderPage(<SessionWatcher />);
    await new Promise((r) => setTimeout(r, 50));
    expect(store.get(genericAccessAtom)).toBe(true);
  });

  it("does not ask when there is no community flag", async () => {
    store.set(userAtom, null);
    setGenericAccess(false);
    const calls = stubFetch({});
    renderPage(<SessionWatcher />);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
  });
});
