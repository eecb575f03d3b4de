import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { cartItemSchema, cartMergeSchema } from "../../contracts/commerce";
import { serviceContext } from "../../lib/context";
import { jsonBody } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { addToCart, clearCart, getCart, mergeCart, removeFromCart } from "./cart.service";

/** /api/data/cart/: the signed-in user's cart (anonymous carts live in the browser). */
export const cartRoutes = new Hono<AppEnv>()
  .use("*", requireSignedIn)
  .get("/", async (c) => c.json(await getCart(serviceContext(c))))
  .post("/", jsonBody(cartItemSchema), async (c) => c.json(await addToCart(serviceContext(c), c.req.valid("json").item)))
  .post("/remove", jsonBody(cartItemSchema), async (c) => c.json(await removeFromCart(serviceContext(c), c.req.valid("json").item)))
  .post("/clear", async (c) => c.json(await clearCart(serviceContext(c))))
  .post("/merge", jsonBody(cartMergeSchema), async (c) => c.json(await mergeCart(serviceContext(c), c.req.valid("json").items)));
