import type { createStore } from "jotai";
import { cartAtom, emptyCart, forgetOwnedCart, type CartState } from "@/features/commerce/state";
import { emptySearch, searchAtom, type SearchState } from "@/features/search/state";
import { userAtom } from "@/lib/session";

/** The cart and the search state live in the browser under one key, saved at most once a second. */
export const STATE_KEY = "state";
export const SAVE_THROTTLE_MS = 1000;

export interface SavedState {
  cart: CartState;
  search: SearchState;
}

// Checked by hand rather than with zod: this runs at start-up, and zod would weigh on the entry chunk.
function isSavedState(value: unknown): value is SavedState {
  const v = value as SavedState | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.cart === "object" &&
    v.cart !== null &&
    Array.isArray(v.cart.items) &&
    v.cart.items.every((i) => typeof i === "string") &&
    Number.isInteger(v.cart.count) &&
    v.cart.count >= 0 &&
    typeof v.search === "object" &&
    v.search !== null &&
    typeof v.search.query === "string"
  );
}

/** Reads the saved state; anything unreadable or malformed is ignored. */
export function loadSavedState(storage: Pick<Storage, "getItem"> = localStorage): SavedState {
  try {
    const raw = storage.getItem(STATE_KEY);
    if (!raw) return { cart: emptyCart, search: emptySearch };
    const parsed: unknown = JSON.parse(raw);
    return isSavedState(parsed) ? { cart: parsed.cart, search: { query: parsed.search.query } } : { cart: emptyCart, search: emptySearch };
  } catch {
    return { cart: emptyCart, search: emptySearch };
  }
}

export function saveState(state: SavedState, storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(STATE_KEY, JSON.stringify(state));
  } catch (err) {
    console.error("Error saving state", err);
  }
}

/** Calls `fn` at most once per `ms`: the first call at once, later ones coalesced to the window's end. */
export function throttle<T>(fn: (value: T) => void, ms: number, now: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | undefined;
  return (value: T) => {
    const wait = last + ms - now();
    if (wait <= 0 && !timer) {
      last = now();
      fn(value);
      return;
    }
    pending = { value };
    timer ??= setTimeout(() => {
      timer = undefined;
      last = now();
      if (pending) fn(pending.value);
      pending = undefined;
    }, Math.max(wait, 0));
  };
}

/**
 * Restores the saved state into the store and keeps saving changes (throttled). When no one is
 * signed in (a sign-out from the menu, a session that expired, a start after either) the previous
 * user's cart and id are forgotten at once, on whatever page: the root layout's CartSync is not
 * mounted on /logout or /login. The emptied cart is saved without waiting for the throttle, so the
 * saved items never outlive their owner's id and pass for a visitor's at the next sign-in.
 */
export function startPersistence(store: ReturnType<typeof createStore>, storage: Storage = localStorage) {
  const saved = loadSavedState(storage);
  store.set(cartAtom, saved.cart);
  store.set(searchAtom, saved.search);
  const save = throttle((state: SavedState) => saveState(state, storage), SAVE_THROTTLE_MS);
  const current = () => ({ cart: store.get(cartAtom), search: store.get(searchAtom) });
  const snapshot = () => save(current());
  const forgetIfSignedOut = () => {
    if (!store.get(userAtom) && forgetOwnedCart(store, storage)) saveState(current(), storage);
  };
  forgetIfSignedOut();
  const unsubscribe = [store.sub(cartAtom, snapshot), store.sub(searchAtom, snapshot), store.sub(userAtom, forgetIfSignedOut)];
  return () => unsubscribe.forEach((u) => u());
}
