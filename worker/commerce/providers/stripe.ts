import { z } from "zod";
import { CURRENCIES, CURRENCY_EXPONENTS } from "../../contracts/money";
import { linesTotal } from "./http";
import { createStripeClient } from "./stripe-api";
import { verifyStripeSignature } from "./stripe-webhook";
import {
  ProviderError,
  WebhookVerificationError,
  type CheckoutRequest,
  type PaymentEventType,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderEvent,
  type RefundResult,
} from "./types";

export { STRIPE_SIGNATURE_TOLERANCE_SECONDS } from "./stripe-webhook";

type StripeEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "PAYMENTS_MODE">;

/**
 * The platform's currencies Stripe Checkout takes (stripe.com/docs/currencies). Stripe charges the
 * three-decimal ones (KWD, BHD, JOD, OMR) only in steps of ten minor units, which prices here are
 * not held to, so they are not offered through Stripe.
 */
export const STRIPE_CURRENCIES: ReadonlySet<string> = new Set(CURRENCIES.filter((c) => CURRENCY_EXPONENTS[c] !== 3));

// The fields of Stripe's objects (API version STRIPE_API_VERSION) that are read here; the rest is dropped.
const expandable = z.union([z.string(), z.object({ id: z.string(), status: z.string().nullish() })]).nullish();
const metadata = z.record(z.string(), z.string()).nullish();
const sessionSchema = z.object({
  id: z.string(),
  url: z.string().nullish(),
  status: z.string().nullish(),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  metadata,
  payment_intent: expandable,
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
});
type Session = z.infer<typeof sessionSchema>;
const refundSchema = z.object({ id: z.string(), status: z.string().nullish() });
const chargeSchema = z.object({ metadata, payment_intent: expandable, amount_refunded: z.number().int(), currency: z.string() });
const disputeSchema = z.object({ metadata, payment_intent: expandable, amount: z.number().int(), currency: z.string(), status: z.string() });
const eventSchema = z.object({ id: z.string().min(1), type: z.string().min(1), created: z.number().int(), data: z.object({ object: z.record(z.string(), z.unknown()) }) });
type StripeEvent = z.infer<typeof eventSchema>;

/** An answer of another shape than Stripe documents is a provider failure, not a crash. */
function answer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError(`Stripe returned an unexpected ${what}`);
  return parsed.data;
}

/**
 * Stripe Checkout Sessions and refunds through a small fetch client (stripe-api.ts), webhooks
 * checked with WebCrypto (stripe-webhook.ts). The global fetch is looked up per call so tests can
 * answer at the fetch boundary.
 */
export function createStripeProvider(env: StripeEnv): PaymentProvider {
  // The key is checked per call, not at construction, so a misconfigured Stripe cannot break listing the others.
  const stripe = createStripeClient(env.STRIPE_SECRET_KEY, () => assertKeyMatchesMode(env.STRIPE_SECRET_KEY, env.PAYMENTS_MODE));

  return {
    name: "stripe",
    supportsCurrency: (currency) => STRIPE_CURRENCIES.has(currency.toUpperCase()),

    async startCheckout(req: CheckoutRequest) {
      if (linesTotal(req.lines) !== req.amount) {
        throw new Error(`Stripe charges the sum of the lines (${linesTotal(req.lines)}), which must equal the order total (${req.amount})`);
      }
      const currency = req.currency.toLowerCase();
      const body = await stripe.post(
        "/v1/checkout/sessions",
        {
          mode: "payment",
          line_items: req.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency, unit_amount: line.unitAmount, product_data: { name: line.name } },
          })),
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
          client_reference_id: req.orderId,
          customer_email: req.customerEmail,
          metadata: { order_id: req.orderId },
          // Copied onto the PaymentIntent so refund and dispute events map back to the order too.
          payment_intent_data: { description: req.description, metadata: { order_id: req.orderId } },
        },
        req.idempotencyKey,
      );
      const session = answer(sessionSchema, body, "Checkout Session");
      if (!session.url) throw new ProviderError("Stripe returned a Checkout Session without a URL");
      return { providerRef: session.id, redirectUrl: session.url };
    },

    async fetchStatus(providerRef, orderId) {
      const body = await stripe.get(`/v1/checkout/sessions/${encodeURIComponent(providerRef)}`, { expand: ["payment_intent"] });
      const session = answer(sessionSchema, body, "Checkout Session");
      if (session.client_reference_id !== orderId) {
        throw new ProviderError(`Stripe session ${providerRef} does not belong to order ${orderId}`);
      }
      const intent = session.payment_intent;
      const status: PaymentStatus = {
        state: sessionState(session, typeof intent === "object" && intent ? (intent.status ?? undefined) : undefined),
        providerRef: session.id,
        paymentRef: idOf(intent),
      };
      if (session.amount_total !== null && session.amount_total !== undefined) status.amount = session.amount_total;
      if (session.currency) status.currency = session.currency.toUpperCase();
      return status;
    },

    async verifyWebhook(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new WebhookVerificationError("Missing Stripe-Signature header");
      await verifyStripeSignature(rawBody, signature, env.STRIPE_WEBHOOK_SECRET);
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new WebhookVerificationError("Stripe webhook body is not JSON");
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) throw new WebhookVerificationError("Stripe webhook body is not an event");
      return stripeEvent(event.data);
    },

    async refund(paymentRef, amount, _currency, idempotencyKey): Promise<RefundResult> {
      const body = await stripe.post("/v1/refunds", { payment_intent: paymentRef, amount }, idempotencyKey);
      const refund = answer(refundSchema, body, "refund");
      return { refundRef: refund.id, state: refundState(refund.status ?? null) };
    },
  };
}

/** A test key in live mode (or the reverse) is a configuration mistake worth failing loudly on. */
function assertKeyMatchesMode(key: string, mode: string) {
  const live = /^(sk|rk)_live_/.test(key);
  if (mode === "live" && !live) throw new Error("PAYMENTS_MODE is live but STRIPE_SECRET_KEY is not a live key");
  if (mode !== "live" && live) throw new Error("PAYMENTS_MODE is sandbox but STRIPE_SECRET_KEY is a live key");
}

function sessionState(session: Session, intentStatus: string | undefined): PaymentStatus["state"] {
  if (session.status === "expired") return "cancelled";
  if (session.status !== "complete") return "pending";
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") return "paid";
  // Complete but unpaid: a delayed method (bank debit) is processing, or it failed and went back.
  return intentStatus === "requires_payment_method" || intentStatus === "canceled" ? "failed" : "pending";
}

function refundState(status: string | null): RefundResult["state"] {
  if (status === "succeeded") return "succeeded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending";
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? undefined));

/** The event's object in the shape its type documents; another shape is refused like a bad signature would be. */
function objectOf<T>(event: StripeEvent, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(event.data.object);
  if (!parsed.success) throw new WebhookVerificationError(`Stripe ${event.type} event carries an unexpected object`);
  return parsed.data;
}

function stripeEvent(event: StripeEvent): ProviderEvent {
  const base: ProviderEvent = {
    provider: "stripe",
    providerEventId: event.id,
    providerType: event.type,
    type: "ignored",
    occurredAt: new Date(event.created * 1000).toISOString(),
  };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = objectOf(event, sessionSchema);
      return {
        ...base,
        type: sessionEventType(event.type, session.payment_status),
        orderId: session.client_reference_id ?? session.metadata?.order_id ?? undefined,
        providerRef: session.id,
        paymentRef: idOf(session.payment_intent),
        ...money(session.amount_total, session.currency),
      };
    }
    case "charge.refunded": {
      const charge = objectOf(event, chargeSchema);
      // amount_refunded is the running total on the charge, so a replay or reordering cannot double count.
      return { ...base, type: "refund.succeeded", orderId: charge.metadata?.order_id, paymentRef: idOf(charge.payment_intent), ...money(charge.amount_refunded, charge.currency) };
    }
    case "charge.dispute.created":
    case "charge.dispute.closed": {
      const dispute = objectOf(event, disputeSchema);
      const type: PaymentEventType =
        event.type === "charge.dispute.created" ? "dispute.opened" : dispute.status === "won" ? "dispute.won" : dispute.status === "lost" ? "dispute.lost" : "ignored";
      return { ...base, type, orderId: dispute.metadata?.order_id, paymentRef: idOf(dispute.payment_intent), ...money(dispute.amount, dispute.currency) };
    }
    default:
      return base;
  }
}

function sessionEventType(type: string, paymentStatus: string): PaymentEventType {
  switch (type) {
    case "checkout.session.completed":
      // A delayed method completes the session unpaid; async_payment_succeeded follows.
      return paymentStatus === "paid" || paymentStatus === "no_payment_required" ? "payment.succeeded" : "ignored";
    case "checkout.session.async_payment_succeeded":
      return "payment.succeeded";
    case "checkout.session.async_payment_failed":
      return "payment.failed";
    default:
      return "payment.cancelled";
  }
}

function money(amount: number | null | undefined, currency: string | null | undefined) {
  return amount === null || amount === undefined || !currency ? {} : { amount, currency: currency.toUpperCase() };
}
