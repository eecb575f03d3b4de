import type { CartOut } from "@contracts/commerce";
import { api } from "@/lib/api-client";

/** POST /data/cart/: adds one item (already present → unchanged). */
export const addCartItem = (item: string) => api.post<CartOut>("/data/cart/", { item });
