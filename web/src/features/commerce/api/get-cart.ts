import type { CartOut } from "@contracts/commerce";
import { api } from "@/lib/api-client";

/** GET /data/cart/: the signed-in user's cart, kept on the server. */
export const getCart = () => api.get<CartOut>("/data/cart/");
