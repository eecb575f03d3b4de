import { atom, type createStore } from "jotai";

/**
 * The cart lives in the browser for a visitor and on the server for a signed-in user. The browser
 * copy of a server cart is marked with its owner, so a sign-in merges only a visitor's own items
 * and a sign-out does not leave one user's cart behind for the next.
 */
export const CART_OWNER_KEY = "cart.owner";

/** Cart items are identifiers; count is kept beside them exactly as the original rules state. */
export interface CartState {
  items: string[];
  count: number;
}

export const emptyCart: CartState = { items: [], count: 0 };

/** Adding an item already present changes nothing; otherwise it is appended and the count rises. */
export function addToCart(state: CartState, id: string): CartState {
  if (state.items.includes(id)) return state;
  return { items: [...state.items, id], count: state.count + 1 };
}

/** Removing filters the item out and sets the count to the list's length. */
export function removeFromCart(state: CartState, id: string): CartState {
  const items = state.items.filter((item) => item !== id);
  return { items, count: items.length };
}

export function clearCart(): CartState {
  return emptyCart;
}

/** Setting from the server replaces the items and sets the count to their number. */
export function setCartFromServer(_state: CartState, items: string[]): CartState {
  return { items: [...items], count: items.length };
}

export const cartAtom = atom<CartState>(emptyCart);
export const cartCountAtom = atom((get) => get(cartAtom).count);

/**
 * Forgets a signed-in user's cart in this browser: the copy and the owner's id both go, so the next
 * person at a shared computer sees an empty cart and their sign-in merges nothing of the last one's.
 * A visitor's own cart (no owner) is kept. Returns whether there was anything to forget.
 */
export function forgetOwnedCart(store: ReturnType<typeof createStore>, storage: Pick<Storage, "getItem" | "removeItem"> = localStorage): boolean {
  if (!storage.getItem(CART_OWNER_KEY)) return false;
  store.set(cartAtom, emptyCart);
  storage.removeItem(CART_OWNER_KEY);
  return true;
}
