import Stripe from "stripe";
import { CURRENCIES, CURRENCY_EXPONENTS } from "../../contracts/money";
import { linesTotal, PROVIDER_TIMEOUT_MS } from "./http";
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

type StripeEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "PAYMENTS_MODE">;

/** Stripe's documented default: a signature older than five minutes is a replay. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/**
 * Stripe Checkout Sessions through the official SDK with its fetch client (Workers have no Node
 * http). The global fetch is looked up per call so tests can answer at the fetch boundary.
 */
/**
 * The platform's currencies Stripe Checkout takes (stripe.com/docs/currencies). Stripe charges the
 * three-decimal ones (KWD, BHD, JOD, OMR) only in steps of ten minor units, which prices here are
 * not held to, so they are not offered through Stripe.
 */
export const STRIPE_CURRENCIES: ReadonlySet<string> = new Set(CURRENCIES.filter((c) => CURRENCY_EXPONENTS[c] !== 3));

export function createStripeProvider(env: StripeEnv): PaymentProvider {
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
    timeout: PROVIDER_TIMEOUT_MS,
    maxNetworkRetries: 1,
  });

  /** SDK errors become ProviderError with Stripe's own message and HTTP status. */
  async function call<T>(fn: () => Promise<T>): Promise<T> {
    // Checked per call, not at construction, so a misconfigured Stripe cannot break listing the others.
    assertKeyMatchesMode(env.STRIPE_SECRET_KEY, env.PAYMENTS_MODE);
    try {
      return await fn();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError) throw new ProviderError(`Stripe: ${err.message}`, err.statusCode);
      throw err;
    }
  }

  return {
    name: "stripe",
    supportsCurrency: (currency) => STRIPE_CURRENCIES.has(currency.toUpperCase()),

    async startCheckout(req: CheckoutRequest) {
      if (linesTotal(req.lines) !== req.amount) {
        throw new Error(`Stripe charges the sum of the lines (${linesTotal(req.lines)}), which must equal the order total (${req.amount})`);
      }
      const currency = req.currency.toLowerCase();
      const session = await call(() =>
        stripe.checkout.sessions.create(
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
          { idempotencyKey: req.idempotencyKey },
        ),
      );
      if (!session.url) throw new ProviderError("Stripe returned a Checkout Session without a URL");
      return { providerRef: session.id, redirectUrl: session.url };
    },

    async fetchStatus(providerRef, orderId) {
      const session = await call(() => stripe.checkout.sessions.retrieve(providerRef, { expand: ["payment_intent"] }));
      if (session.client_reference_id !== orderId) {
        throw new ProviderError(`Stripe session ${providerRef} does not belong to order ${orderId}`);
      }
      const intent = session.payment_intent;
      const status: PaymentStatus = {
        state: sessionState(session, typeof intent === "object" && intent ? intent.status : undefined),
        providerRef: session.id,
        paymentRef: typeof intent === "string" ? intent : intent?.id,
      };
      if (session.amount_total !== null) status.amount = session.amount_total;
      if (session.currency) status.currency = session.currency.toUpperCase();
      return status;
    },

    async verifyWebhook(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new WebhookVerificationError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          env.STRIPE_WEBHOOK_SECRET,
          STRIPE_SIGNATURE_TOLERANCE_SECONDS,
          cryptoProvider,
        );
      } catch (err) {
        throw new WebhookVerificationError(`Stripe signature verification failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      return stripeEvent(event);
    },

    async refund(paymentRef, amount, _currency, idempotencyKey): Promise<RefundResult> {
      const refund = await call(() => stripe.refunds.create({ payment_intent: paymentRef, amount }, { idempotencyKey }));
      return { refundRef: refund.id, state: refundState(refund.status) };
    },
  };
}

/** A test key in live mode (or the reverse) is a configuration mistake worth failing loudly on. */
function assertKeyMatchesMode(key: string, mode: string) {
  const live = /^(sk|rk)_live_/.test(key);
  if (mode === "live" && !live) throw new Error("PAYMENTS_MODE is live but STRIPE_SECRET_KEY is not a live key");
  if (mode !== "live" && live) throw new Error("PAYMENTS_MODE is sandbox but STRIPE_SECRET_KEY is a live key");
}

function sessionState(session: Stripe.Checkout.Session, intentStatus: string | undefined): PaymentStatus["state"] {
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

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

function stripeEvent(event: Stripe.Event): ProviderEvent {
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
      const session = event.data.object;
      return {
        ...base,
        type: sessionEventType(event.type, session.payment_status),
        orderId: session.client_reference_id ?? session.metadata?.order_id,
        providerRef: session.id,
        paymentRef: idOf(session.payment_intent),
        ...money(session.amount_total, session.currency),
      };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      // amount_refunded is the running total on the charge, so a replay or reordering cannot double count.
      return { ...base, type: "refund.succeeded", orderId: charge.metadata?.order_id, paymentRef: idOf(charge.payment_intent), ...money(charge.amount_refunded, charge.currency) };
    }
    case "charge.dispute.created":
    case "charge.dispute.closed": {
      const dispute = event.data.object;
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
