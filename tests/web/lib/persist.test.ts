import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStore } from "jotai";
import { SAVE_THROTTLE_MS, STATE_KEY, loadSavedState, saveState, startPersistence, throttle } from "@/app/persist";
import { cartAtom } from "@/features/commerce/state";
import { searchAtom } from "@/features/search/state";

describe("saved state", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("restores the cart and search from the 'state' key at start", () => {
    localStorage.setItem(STATE_KEY, JSON.stringify({ cart: { items: ["a"], count: 1 }, search: { query: "owls" } }));
    const store = createStore();
    startPersistence(store);
    expect(store.get(cartAtom)).toEqual({ items: ["a"], count: 1 });
    expect(store.get(searchAtom)).toEqual({ query: "owls" });
  });

  it.each(["{not json", JSON.stringify({ cart: { items: [1], count: 1 }, search: { query: "" } }), JSON.stringify({ cart: null }), JSON.stringify("x")])(
    "ignores unreadable saved state %s",
    (raw) => {
      localStorage.setItem(STATE_KEY, raw);
      expect(loadSavedState()).toEqual({ cart: { items: [], count: 0 }, search: { query: "" } });
    },
  );

  it("saves at most once per second, keeping the latest change", () => {
    const store = createStore();
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    startPersistence(store);
    store.set(cartAtom, { items: ["a"], count: 1 });
    store.set(cartAtom, { items: ["a", "b"], count: 2 });
    store.set(searchAtom, { query: "frogs" });
    expect(setItem).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SAVE_THROTTLE_MS - 1);
    expect(setItem).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(JSON.parse(localStorage.getItem(STATE_KEY)!)).toEqual({ cart: { items: ["a", "b"], count: 2 }, search: { query: "frogs" } });
    setItem.mockRestore();
  });

  it("logs 'Error saving state' when the browser refuses to store", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    saveState({ cart: { items: [], count: 0 }, search: { query: "" } }, { setItem: () => { throw new Error("QuotaExceededError"); } });
    expect(error).toHaveBeenCalledWith("Error saving state", expect.any(Error));
    error.mockRestore();
  });

  it("throttle calls at once, then once at the end of the window", () => {
    const fn = vi.fn();
    const t = throttle(fn, 1000);
    t(1);
    t(2);
    t(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });
});
