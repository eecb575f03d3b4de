import type { CartOut } from "@contracts/commerce";
import { api } from "@/lib/api-client";

/** POST /data/cart/clear/: empties the server cart. */
export const clearServerCart = () => api.post<CartOut>("/data/cart/clear/");
