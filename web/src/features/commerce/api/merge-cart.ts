import type { CartOut } from "@contracts/commerce";
import { api } from "@/lib/api-client";

/** POST /data/cart/merge/: the browser's anonymous cart merged into the server's at sign-in. */
export const mergeCart = (items: string[]) => api.post<CartOut>("/data/cart/merge/", { items });
