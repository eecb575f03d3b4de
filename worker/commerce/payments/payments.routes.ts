import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { PAYMENT_PROVIDERS, paymentEventListQuery } from "../../contracts/commerce";
import { serviceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { demoEnabled } from "../providers/providers";
import { queryParams } from "../../lib/validate";
import { requireStaff } from "../../middleware/require-role";
import { listPaymentEvents, retryPaymentEvent } from "./payment-history.service";
import { receiveWebhook } from "./receive-webhook";

/** Provider events are small JSON documents; anything larger is not a provider's. */
const webhookLimit = bodyLimit({
  maxSize: 512 * 1024,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
  },
});

/**
 * POST /api/webhooks/{stripe|paypal|phonepe|demo}: verify, store once, enqueue, answer fast.
 * The body is read as raw text: signatures are over the exact bytes the provider sent.
 */
export const webhookRoutes = new Hono<AppEnv>().post("/:provider", webhookLimit, async (c) => {
  const parsed = z.enum(PAYMENT_PROVIDERS).safeParse(c.req.param("provider"));
  if (!parsed.success || (parsed.data === "demo" && !demoEnabled(c.env))) throw new AppError("NOT_FOUND", "No webhook endpoint at this path.");
  const raw = await c.req.text();
  const { duplicate } = await receiveWebhook(c.get("db"), c.env, parsed.data, raw, c.req.raw.headers);
  return c.json({ received: true, duplicate });
});

/** /api/payments/events/: payment history for staff, with a retry for failed and dead events. */
export const paymentEventRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .get("/events", queryParams(paymentEventListQuery), async (c) => c.json(await listPaymentEvents(serviceContext(c), c.req.url, c.req.valid("query"))))
  .post("/events/:id/retry", async (c) => c.json(await retryPaymentEvent(serviceContext(c), c.req.param("id"))));
