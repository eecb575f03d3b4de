import { getStoredUser } from "@/lib/session";
import { store } from "@/lib/store";
import { addCartItem } from "./api/add-cart-item";
import { clearServerCart } from "./api/clear-cart";
import { getCart } from "./api/get-cart";
import { mergeCart } from "./api/merge-cart";
import { removeCartItem } from "./api/remove-cart-item";
import { CART_OWNER_KEY, addToCart, cartAtom, clearCart, forgetOwnedCart, removeFromCart, setCartFromServer } from "./state";

// The cart lives in the browser for a visitor and on the server for a signed-in user (state.ts#CART_OWNER_KEY).
export { CART_OWNER_KEY };

const applyServer = (items: string[]) => store.set(cartAtom, (s) => setCartFromServer(s, items));

export async function addItem(item: string): Promise<void> {
  if (getStoredUser()) applyServer((await addCartItem(item)).cart);
  else store.set(cartAtom, (s) => addToCart(s, item));
}

export async function removeItem(item: string): Promise<void> {
  if (getStoredUser()) applyServer((await removeCartItem(item)).cart);
  else store.set(cartAtom, (s) => removeFromCart(s, item));
}

export async function clearItems(): Promise<void> {
  if (getStoredUser()) applyServer((await clearServerCart()).cart);
  else store.set(cartAtom, clearCart());
}

/**
 * After a payment the paid entries leave the cart and the rest stays (a cart paid one currency at
 * a time keeps the other currency's items). A signed-in user's server cart lost them in the same
 * batch that marked the order paid, so it is read again; a visitor's loses them here.
 */
export async function removePaidItems(paid: string[]): Promise<void> {
  if (getStoredUser()) applyServer((await getCart()).cart);
  else store.set(cartAtom, (s) => paid.reduce(removeFromCart, s));
}

/**
 * Brings the browser's cart in line with who is signed in: a new sign-in merges the visitor's
 * items into the server cart; a returning user's cart is read from the server; after sign-out the
 * copy of the previous user's cart is dropped (app/persist.ts already does so the moment the
 * session ends, on any page; this covers a store without it).
 */
export async function syncCart(userId: string | null): Promise<void> {
  if (!userId) {
    forgetOwnedCart(store);
    return;
  }
  const owner = localStorage.getItem(CART_OWNER_KEY);
  // Items saved while another user was signed in belong to that user's server cart, not to this one.
  const visitorItems = owner ? [] : store.get(cartAtom).items;
  const out = owner !== userId && visitorItems.length > 0 ? await mergeCart(visitorItems) : await getCart();
  if (getStoredUser()?.id !== userId) return;
  applyServer(out.cart);
  localStorage.setItem(CART_OWNER_KEY, userId);
}
