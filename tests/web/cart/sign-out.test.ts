import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STATE_KEY, startPersistence } from "@/app/persist";
import { CART_OWNER_KEY, cartAtom, emptyCart } from "@/features/commerce/state";
import { logout } from "@/features/identity/auth/api";
import { api, setSessionExpiredHandler } from "@/lib/api-client";
import { setSession, userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { stubFetch } from "../render";

// A pupil on a shared classroom computer: after they sign out nothing of theirs may stay behind.
const pupil = { id: "usr_pupil", first_name: "Ava", last_name: "F", email: null, username: "greenfield.ava", is_staff: false, country: null, avatar: null, role: "student" as const, tenant: "ten_green" };
const theirCart = { items: ["donation:don_pupil"], count: 1 };
const unauthorized = { status: 401, body: { error: { code: "UNAUTHORIZED", message: "Your session has expired. Please sign in again.", requestId: "req_1" } } };

const savedCart = () => (JSON.parse(localStorage.getItem(STATE_KEY) ?? "null") as { cart: unknown } | null)?.cart;

/** The browser as a signed-in pupil left it: session, their cart's copy and its owner's id. No page is rendered (the root layout's CartSync is not mounted, as on /logout and /login). */
function signedInWithCart() {
  setSession({ access: "acc", refresh: "ref", user: pupil });
  localStorage.setItem(CART_OWNER_KEY, pupil.id);
  localStorage.setItem(STATE_KEY, JSON.stringify({ cart: theirCart, search: { query: "" } }));
}

describe("sign-out leaves nothing of the user's cart in the browser", () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    store.set(userAtom, null);
    store.set(cartAtom, emptyCart);
    setSessionExpiredHandler(() => {});
  });
  afterEach(() => stop());

  it("signing out (/logout, the menu's and a pupil's way out) removes the owner's id and the cart's copy at once", async () => {
    signedInWithCart();
    stop = startPersistence(store);
    expect(store.get(cartAtom)).toEqual(theirCart);
    stubFetch({ "POST /api/auth/logout/": () => ({ status: 204 }), "POST /api/generic-password-logout": () => ({ status: 204 }) });
    await logout();
    expect(localStorage.getItem(CART_OWNER_KEY)).toBeNull();
    expect(store.get(cartAtom)).toEqual(emptyCart);
    // Saved without waiting for the throttle: items left in 'state' without their owner would pass for a visitor's.
    expect(savedCart()).toEqual(emptyCart);
  });

  it("a session that expires and clears itself does the same", async () => {
    signedInWithCart();
    stop = startPersistence(store);
    stubFetch({ "GET /api/modes/": () => unauthorized, "POST /api/auth/token/refresh/": () => unauthorized });
    await expect(api.get("/modes/")).rejects.toMatchObject({ status: 401 });
    expect(store.get(userAtom)).toBeNull();
    expect(localStorage.getItem(CART_OWNER_KEY)).toBeNull();
    expect(store.get(cartAtom)).toEqual(emptyCart);
    expect(savedCart()).toEqual(emptyCart);
  });

  it("a start with nobody signed in drops a cart whose owner's id was left behind", () => {
    localStorage.setItem(CART_OWNER_KEY, pupil.id);
    localStorage.setItem(STATE_KEY, JSON.stringify({ cart: theirCart, search: { query: "" } }));
    stop = startPersistence(store);
    expect(localStorage.getItem(CART_OWNER_KEY)).toBeNull();
    expect(store.get(cartAtom)).toEqual(emptyCart);
    expect(savedCart()).toEqual(emptyCart);
  });

  it("a visitor's own cart (no owner) is kept: it is theirs to merge at sign-in", () => {
    localStorage.setItem(STATE_KEY, JSON.stringify({ cart: theirCart, search: { query: "" } }));
    stop = startPersistence(store);
    store.set(userAtom, null);
    expect(store.get(cartAtom)).toEqual(theirCart);
  });
});
