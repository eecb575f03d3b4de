import { AppError } from "../../lib/errors";
import { sha256Hex } from "../../lib/ids";
import { cachedToken, callProvider, clearTokenCache, providerFailure, requestProvider } from "./http";
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
import { cutText } from "../../contracts/text";

type PhonePeEnv = Pick<
  Env,
  "PHONEPE_CLIENT_ID" | "PHONEPE_CLIENT_SECRET" | "PHONEPE_CLIENT_VERSION" | "PHONEPE_WEBHOOK_USERNAME" | "PHONEPE_WEBHOOK_PASSWORD" | "PAYMENTS_MODE"
>;

/** Standard Checkout v2 hosts: the OAuth token lives on a different host in production. */
export const PHONEPE_URLS = {
  sandbox: { api: "https://api-preprod.phonepe.com/apis/pg-sandbox", token: "https://api-preprod.phonepe.com/apis/pg-sandbox/v1/oauth/token" },
  live: { api: "https://api.phonepe.com/apis/pg", token: "https://api.phonepe.com/apis/identity-manager/v1/oauth/token" },
} as const;

/** PhonePe's limits: merchant ids up to 63 of [A-Za-z0-9_-]; at least ₹1 (100 paise). */
const MERCHANT_ID = /^[A-Za-z0-9_-]{1,63}$/;
const MIN_AMOUNT = 100;
/** Seconds the hosted page stays payable (PhonePe allows 300–3600). */
const EXPIRE_AFTER_SECONDS = 1200;

interface OrderStatus {
  orderId?: string;
  state: string;
  amount?: number;
  paymentDetails?: Array<{ transactionId?: string; timestamp?: number; state?: string }>;
}

/** PhonePe Standard Checkout v2: OAuth token, hosted payment page, status check, refunds. */
export function createPhonePeProvider(env: PhonePeEnv): PaymentProvider {
  const urls = env.PAYMENTS_MODE === "live" ? PHONEPE_URLS.live : PHONEPE_URLS.sandbox;
  const tokenKey = `phonepe:${urls.token}:${env.PHONEPE_CLIENT_ID}`;

  const token = () =>
    cachedToken(tokenKey, async () => {
      const body = await requestProvider<{ access_token: string; expires_at: number }>("PhonePe", urls.token, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          client_id: env.PHONEPE_CLIENT_ID,
          client_version: env.PHONEPE_CLIENT_VERSION,
          client_secret: env.PHONEPE_CLIENT_SECRET,
          grant_type: "client_credentials",
        }).toString(),
      });
      // expires_at is epoch seconds.
      return { token: body.access_token, expiresAt: body.expires_at * 1000 };
    });

  async function api<T>(path: string, init: { method: string; body?: unknown }): Promise<T> {
    const answer = await callProvider("PhonePe", `${urls.api}${path}`, {
      method: init.method,
      headers: { Authorization: `O-Bearer ${await token()}`, "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (answer.status === 401) clearTokenCache(tokenKey);
    if (!answer.ok) throw providerFailure("PhonePe", answer);
    return answer.body as T;
  }

  return {
    name: "phonepe",
    supportsCurrency: (currency) => currency.toUpperCase() === "INR",

    async startCheckout(req: CheckoutRequest) {
      if (req.currency.toUpperCase() !== "INR") throw new AppError("BAD_REQUEST", "PhonePe accepts payments in Indian rupees (INR) only.");
      if (req.amount < MIN_AMOUNT) throw new AppError("BAD_REQUEST", "PhonePe payments must be at least ₹1.00.");
      if (!MERCHANT_ID.test(req.orderId)) throw new Error(`Order id "${req.orderId}" cannot be a PhonePe merchantOrderId`);
      // The order id is the merchantOrderId, which PhonePe keeps unique: a repeated request cannot
      // create a second payment (PhonePe has no idempotency header).
      const body = await api<{ orderId: string; state: string; redirectUrl?: string }>("/checkout/v2/pay", {
        method: "POST",
        body: {
          merchantOrderId: req.orderId,
          amount: req.amount,
          expireAfter: EXPIRE_AFTER_SECONDS,
          metaInfo: { udf1: req.orderId },
          paymentFlow: {
            type: "PG_CHECKOUT",
            message: cutText(req.description, 100),
            // One return URL for every outcome: the success page confirms with fetchStatus.
            merchantUrls: { redirectUrl: req.successUrl },
          },
        },
      });
      if (!body?.redirectUrl) throw new ProviderError("PhonePe returned no redirectUrl");
      return { providerRef: req.orderId, redirectUrl: body.redirectUrl };
    },

    async fetchStatus(providerRef, orderId) {
      if (providerRef !== orderId) throw new ProviderError(`PhonePe order ${providerRef} does not belong to order ${orderId}`);
      const body = await api<OrderStatus>(`/checkout/v2/order/${encodeURIComponent(providerRef)}/status?details=false`, { method: "GET" });
      const status: PaymentStatus = { state: orderState(body.state) ?? "pending", providerRef, paymentRef: providerRef };
      if (typeof body.amount === "number") Object.assign(status, { amount: body.amount, currency: "INR" });
      return status;
    },

    async verifyWebhook(rawBody, headers) {
      const authorization = headers.get("authorization")?.trim().toLowerCase();
      if (!authorization) throw new WebhookVerificationError("Missing Authorization header");
      const expected = await sha256Hex(`${env.PHONEPE_WEBHOOK_USERNAME}:${env.PHONEPE_WEBHOOK_PASSWORD}`);
      if (!(await constantTimeEqual(authorization, expected))) throw new WebhookVerificationError("PhonePe Authorization does not match");
      return phonepeEvent(parseCallback(rawBody));
    },

    async refund(paymentRef, amount, currency, idempotencyKey): Promise<RefundResult> {
      if (currency.toUpperCase() !== "INR") throw new ProviderError("PhonePe refunds are in INR only");
      const body = await api<{ refundId: string; state: string }>("/payments/v2/refund", {
        method: "POST",
        body: { merchantRefundId: await merchantRefundId(idempotencyKey), originalMerchantOrderId: paymentRef, amount },
      });
      const state = body.state === "COMPLETED" ? "succeeded" : body.state === "FAILED" ? "failed" : "pending";
      return { refundRef: body.refundId, state };
    },
  };
}

/** PhonePe refuses ids outside [A-Za-z0-9_-]{1,63}; any other key is hashed into that shape. */
async function merchantRefundId(key: string): Promise<string> {
  return MERCHANT_ID.test(key) ? key : `rf_${(await sha256Hex(key)).slice(0, 40)}`;
}

/** Compares digests of both sides so timing says nothing about the expected value. */
async function constantTimeEqual(a: string, b: string): Promise<boolean> {
  const [da, db] = await Promise.all([a, b].map((s) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(s))));
  return crypto.subtle.timingSafeEqual(da, db);
}

function orderState(state: string | undefined): PaymentStatus["state"] | undefined {
  switch (state) {
    case "COMPLETED":
      return "paid";
    case "FAILED":
      return "failed";
    case "EXPIRED":
      return "cancelled";
    case "PENDING":
    case "CREATED":
      return "pending";
    default:
      return undefined;
  }
}

interface Callback {
  event: string;
  payload: Record<string, unknown> & OrderStatus;
}

function parseCallback(rawBody: string): Callback {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookVerificationError("PhonePe callback body is not JSON");
  }
  const b = body as Partial<Callback> | null;
  if (!b || typeof b.event !== "string" || !b.payload || typeof b.payload !== "object") {
    throw new WebhookVerificationError("PhonePe callback has no event and payload");
  }
  return b as Callback;
}

function phonepeEvent({ event, payload }: Callback): ProviderEvent {
  const str = (key: string) => (typeof payload[key] === "string" ? (payload[key] as string) : undefined);
  const amount = typeof payload.amount === "number" ? { amount: payload.amount, currency: "INR" } : {};
  const timestamp = typeof payload.timestamp === "number" ? payload.timestamp : payload.paymentDetails?.[0]?.timestamp;
  // PhonePe callbacks carry no event id; the event, the object and its state identify one exactly.
  const base = { provider: "phonepe" as const, providerType: event, occurredAt: timestamp ? new Date(timestamp).toISOString() : undefined };

  if (/^(checkout|pg)\.order\./.test(event)) {
    // PhonePe: rely on payload.state, not on the event name.
    const state = orderState(payload.state);
    const type: PaymentEventType =
      state === "paid" ? "payment.succeeded" : state === "failed" ? "payment.failed" : state === "cancelled" ? "payment.cancelled" : "ignored";
    const merchantOrderId = str("merchantOrderId");
    return {
      ...base,
      providerEventId: `${event}:${str("orderId") ?? merchantOrderId}:${payload.state}`,
      type,
      orderId: merchantOrderId,
      providerRef: merchantOrderId,
      paymentRef: merchantOrderId,
      ...amount,
    };
  }
  if (/^pg\.refund\./.test(event)) {
    const original = str("originalMerchantOrderId");
    return {
      ...base,
      providerEventId: `${event}:${str("refundId") ?? str("merchantRefundId")}:${payload.state}`,
      type: event === "pg.refund.completed" && payload.state === "COMPLETED" ? "refund.succeeded" : "ignored",
      orderId: original,
      providerRef: original,
      paymentRef: original,
      ...amount,
    };
  }
  return { ...base, providerEventId: `${event}:${str("orderId") ?? str("refundId") ?? "unknown"}:${payload.state}`, type: "ignored" };
}
