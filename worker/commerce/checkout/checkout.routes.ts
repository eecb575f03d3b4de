import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { PAYMENT_PROVIDERS, checkoutStartSchema, orderAccessQuery } from "../../contracts/commerce";
import { serviceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { jsonBody, queryParams } from "../../lib/validate";
import { completeDemoPayment, demoSession, startCheckout } from "./checkout.service";

const providerParam = (value: string) => {
  const parsed = z.enum(PAYMENT_PROVIDERS).safeParse(value);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Unknown payment provider.");
  return parsed.data;
};

/** /api/checkout/…: start a payment with a provider; the demo provider's session endpoints. */
export const checkoutRoutes = new Hono<AppEnv>()
  .get("/demo/sessions/:ref", queryParams(orderAccessQuery), async (c) => c.json(await demoSession(serviceContext(c), c.req.param("ref"), c.req.valid("query").key)))
  .post("/demo/sessions/:ref/pay", queryParams(orderAccessQuery), async (c) => c.json(await completeDemoPayment(serviceContext(c), c.req.param("ref"), c.req.valid("query").key, "pay")))
  .post("/demo/sessions/:ref/cancel", queryParams(orderAccessQuery), async (c) =>
    c.json(await completeDemoPayment(serviceContext(c), c.req.param("ref"), c.req.valid("query").key, "cancel")),
  )
  .post("/:provider", jsonBody(checkoutStartSchema), async (c) => {
    const { order_id, access_key } = c.req.valid("json");
    return c.json(await startCheckout(serviceContext(c), providerParam(c.req.param("provider")), order_id, access_key));
  });
