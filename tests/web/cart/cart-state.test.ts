import { describe, expect, it } from "vitest";
import { addToCart, clearCart, emptyCart, removeFromCart, setCartFromServer } from "@/features/commerce/state";

describe("cart rules", () => {
  it("adding an item already present changes nothing", () => {
    const one = addToCart(emptyCart, "book_1");
    expect(addToCart(one, "book_1")).toBe(one);
    expect(one).toEqual({ items: ["book_1"], count: 1 });
  });

  it("adding a new item appends it and the count rises", () => {
    const two = addToCart(addToCart(emptyCart, "a"), "b");
    expect(two).toEqual({ items: ["a", "b"], count: 2 });
  });

  it("removing filters the item out and sets the count to the list length", () => {
    const state = { items: ["a", "b", "c"], count: 7 };
    expect(removeFromCart(state, "b")).toEqual({ items: ["a", "c"], count: 2 });
    expect(removeFromCart(state, "zzz")).toEqual({ items: ["a", "b", "c"], count: 3 });
  });

  it("clearing empties it", () => {
    expect(clearCart()).toEqual({ items: [], count: 0 });
  });

  it("setting from the server replaces the items and sets the count to their number", () => {
    expect(setCartFromServer({ items: ["old"], count: 1 }, ["x", "y", "z"])).toEqual({ items: ["x", "y", "z"], count: 3 });
  });
});
