import type { CartOut } from "@contracts/commerce";
import { api } from "@/lib/api-client";

/** POST /data/cart/remove/: filters one item out. */
export const removeCartItem = (item: string) => api.post<CartOut>("/data/cart/remove/", { item });
