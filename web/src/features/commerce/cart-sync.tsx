import { useEffect } from "react";
import { useAtomValue } from "jotai";
import { userAtom } from "@/lib/session";
import { syncCart } from "./actions";

/** Rendered once in the root layout: keeps the cart in step with sign-in and sign-out. */
export function CartSync() {
  const userId = useAtomValue(userAtom)?.id ?? null;
  useEffect(() => {
    syncCart(userId).catch((err: unknown) => console.error("Cart sync failed", err));
  }, [userId]);
  return null;
}
