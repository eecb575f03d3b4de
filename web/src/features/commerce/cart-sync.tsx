import { useEffect } from "react";
import { useAtomValue } from "jotai";
import { userAtom } from "@/lib/session";
import { CART_OWNER_KEY } from "./state";

/**
 * Rendered once in the root layout: keeps the cart in step with sign-in and sign-out. A visitor
 * with no signed-in user's cart left in this browser has nothing to sync, and the cart's calls
 * (./actions) are not loaded for them.
 */
export function CartSync() {
  const userId = useAtomValue(userAtom)?.id ?? null;
  useEffect(() => {
    if (!userId && !localStorage.getItem(CART_OWNER_KEY)) return;
    import("./actions")
      .then((m) => m.syncCart(userId))
      .catch((err: unknown) => console.error("Cart sync failed", err));
  }, [userId]);
  return null;
}
