import { basicAuth, cachedToken, callProvider, clearTokenCache, linesTotal, providerFailure, requestProvider } from "./http";
import { fromMinorUnits, toMinorUnits } from "./money";
import { parseEvent, paypalEvent, type Order } from "./paypal-events";
import {
  ProviderError,
  WebhookVerificationError,
  type CheckoutRequest,
  type PaymentProvider,
  type PaymentStatus,
  type RefundResult,
} from "./types";
import { cutText } from "../../contracts/text";

type PayPalEnv = Pick<Env, "PAYPAL_CLIENT_ID" | "PAYPAL_CLIENT_SECRET" | "PAYPAL_WEBHOOK_ID" | "PAYMENTS_MODE">;

export const PAYPAL_BASE_URLS = { sandbox: "https://api-m.sandbox.paypal.com", live: "https://api-m.paypal.com" } as const;

/**
 * Currencies the PayPal REST API takes payments in. INR is not one: PayPal stopped domestic
 * payments in India in 2021.
 */
export const PAYPAL_CURRENCIES = new Set([
  "AUD", "BRL", "CAD", "CNY", "CZK", "DKK", "EUR", "HKD", "HUF", "ILS", "JPY", "MYR",
  "MXN", "TWD", "NZD", "NOK", "PHP", "PLN", "GBP", "SGD", "SEK", "CHF", "THB", "USD",
]);
/** Two-decimal ISO currencies that PayPal takes in whole units only. */
const WHOLE_UNITS_AT_PAYPAL = new Set(["HUF", "TWD"]);

/** PayPal's decimal string for an amount in minor units. */
export function paypalValue(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  if (!WHOLE_UNITS_AT_PAYPAL.has(code)) return fromMinorUnits(amount, code);
  if (amount % 100 !== 0) throw new ProviderError(`PayPal takes whole ${code} amounts only`);
  return String(amount / 100);
}

/** The headers PayPal sends with every webhook; all go to verify-webhook-signature. */
export const PAYPAL_TRANSMISSION_HEADERS = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time",
} as const;

/** PayPal Orders v2 (create → buyer approves → capture) and postback webhook verification. */
export function createPayPalProvider(env: PayPalEnv): PaymentProvider {
  const base = env.PAYMENTS_MODE === "live" ? PAYPAL_BASE_URLS.live : PAYPAL_BASE_URLS.sandbox;
  const tokenKey = `paypal:${base}:${env.PAYPAL_CLIENT_ID}`;

  const token = () =>
    cachedToken(tokenKey, async () => {
      const body = await requestProvider<{ access_token: string; expires_in: number }>("PayPal", `${base}/v1/oauth2/token`, {
        method: "POST",
        headers: { Authorization: basicAuth(env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET), "Content-Type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials",
      });
      return { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    });

  /** An authorized call; a 401 drops the cached token so the next call fetches a new one. */
  async function api(path: string, init: { method: string; body?: string; requestId?: string }) {
    const headers: Record<string, string> = { Authorization: `Bearer ${await token()}`, "Content-Type": "application/json", Prefer: "return=representation" };
    if (init.requestId) headers["PayPal-Request-Id"] = init.requestId;
    const answer = await callProvider("PayPal", `${base}${path}`, { method: init.method, headers, body: init.body });
    if (answer.status === 401) clearTokenCache(tokenKey);
    return answer;
  }

  async function getOrder(id: string): Promise<Order> {
    const answer = await api(`/v2/checkout/orders/${encodeURIComponent(id)}`, { method: "GET" });
    if (!answer.ok) throw providerFailure("PayPal", answer);
    return answer.body as Order;
  }

  /** Captures an approved order; PayPal-Request-Id makes a repeated capture return the first result. */
  async function capture(order: Order): Promise<Order> {
    const answer = await api(`/v2/checkout/orders/${encodeURIComponent(order.id)}/capture`, { method: "POST", body: "{}", requestId: `capture-${order.id}` });
    if (answer.ok) return answer.body as Order;
    const issue = firstIssue(answer.body);
    if (issue === "ORDER_ALREADY_CAPTURED") return getOrder(order.id);
    // The buyer's funding source was refused: this attempt failed (they can start a new checkout).
    if (issue === "INSTRUMENT_DECLINED" || issue === "PAYER_ACTION_REQUIRED") return { ...order, status: "DECLINED" };
    throw providerFailure("PayPal", answer);
  }

  return {
    name: "paypal",
    supportsCurrency: (currency) => PAYPAL_CURRENCIES.has(currency.toUpperCase()),

    async startCheckout(req: CheckoutRequest) {
      const currency = req.currency.toUpperCase();
      const amount: Record<string, unknown> = { currency_code: currency, value: paypalValue(req.amount, currency) };
      const unit: Record<string, unknown> = { reference_id: req.orderId, custom_id: req.orderId, description: cutText(req.description, 127), amount };
      // Items are shown to the buyer, but PayPal rejects them unless they add up to the total.
      if (req.lines.length > 0 && linesTotal(req.lines) === req.amount) {
        amount.breakdown = { item_total: { currency_code: currency, value: paypalValue(req.amount, currency) } };
        unit.items = req.lines.map((line) => ({
          name: cutText(line.name, 127),
          quantity: String(line.quantity),
          unit_amount: { currency_code: currency, value: paypalValue(line.unitAmount, currency) },
        }));
      }
      const answer = await api("/v2/checkout/orders", {
        method: "POST",
        requestId: req.idempotencyKey,
        body: JSON.stringify({
          intent: "CAPTURE",
          purchase_units: [unit],
          payment_source: {
            paypal: {
              ...(req.customerEmail ? { email_address: req.customerEmail } : {}),
              experience_context: {
                return_url: req.successUrl,
                cancel_url: req.cancelUrl,
                user_action: "PAY_NOW",
                shipping_preference: "NO_SHIPPING",
                payment_method_preference: "IMMEDIATE_PAYMENT_REQUIRED",
              },
            },
          },
        }),
      });
      if (!answer.ok) throw providerFailure("PayPal", answer);
      const order = answer.body as Order;
      const approve = order.links?.find((link) => link.rel === "payer-action" || link.rel === "approve");
      if (!approve) throw new ProviderError(`PayPal order ${order.id} has no approval link`);
      return { providerRef: order.id, redirectUrl: approve.href };
    },

    async fetchStatus(providerRef, orderId) {
      let order = await getOrder(providerRef);
      const unit = order.purchase_units?.[0];
      if ((unit?.custom_id ?? unit?.reference_id) !== orderId) {
        throw new ProviderError(`PayPal order ${providerRef} does not belong to order ${orderId}`);
      }
      if (order.status === "APPROVED") order = await capture(order);
      return orderStatus(order);
    },

    async verifyWebhook(rawBody, headers) {
      const transmission: Record<string, string> = {};
      for (const [field, header] of Object.entries(PAYPAL_TRANSMISSION_HEADERS)) {
        const value = headers.get(header);
        if (!value) throw new WebhookVerificationError(`Missing ${header} header`);
        transmission[field] = value;
      }
      const event = parseEvent(rawBody);
      // The event goes back byte for byte: PayPal's signature covers the body exactly as it was sent.
      const body = `{${Object.entries({ ...transmission, webhook_id: env.PAYPAL_WEBHOOK_ID })
        .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
        .join(",")},"webhook_event":${rawBody}}`;
      const answer = await api("/v1/notifications/verify-webhook-signature", { method: "POST", body });
      // PayPal could not tell us: not a verdict on the webhook, so it is retried rather than refused.
      if (!answer.ok) throw providerFailure("PayPal", answer);
      const verdict = (answer.body as { verification_status?: string } | null)?.verification_status;
      if (verdict !== "SUCCESS") throw new WebhookVerificationError(`PayPal verification_status: ${verdict ?? "missing"}`);
      return paypalEvent(event);
    },

    async refund(paymentRef, amount, currency, idempotencyKey): Promise<RefundResult> {
      const answer = await api(`/v2/payments/captures/${encodeURIComponent(paymentRef)}/refund`, {
        method: "POST",
        requestId: idempotencyKey,
        body: JSON.stringify({ amount: { currency_code: currency.toUpperCase(), value: paypalValue(amount, currency) } }),
      });
      if (!answer.ok) throw providerFailure("PayPal", answer);
      const refund = answer.body as { id: string; status: string };
      const state = refund.status === "COMPLETED" ? "succeeded" : refund.status === "PENDING" ? "pending" : "failed";
      return { refundRef: refund.id, state };
    },
  };
}

function firstIssue(body: unknown): string | undefined {
  const details = (body as { details?: Array<{ issue?: string }> } | null)?.details;
  return Array.isArray(details) ? details[0]?.issue : undefined;
}

function orderStatus(order: Order): PaymentStatus {
  const unit = order.purchase_units?.[0];
  const captured = unit?.payments?.captures?.[0];
  const status: PaymentStatus = { state: "pending", providerRef: order.id };
  const money = captured?.amount ?? unit?.amount;
  if (money) Object.assign(status, { amount: toMinorUnits(money.value, money.currency_code), currency: money.currency_code });
  if (captured) status.paymentRef = captured.id;
  if (order.status === "VOIDED") status.state = "cancelled";
  else if (order.status === "DECLINED") status.state = "failed";
  else if (order.status === "COMPLETED" && captured) {
    // A capture that was later refunded was still paid; refunds arrive as their own events.
    if (["COMPLETED", "PARTIALLY_REFUNDED", "REFUNDED"].includes(captured.status)) status.state = "paid";
    else if (captured.status === "DECLINED" || captured.status === "FAILED") status.state = "failed";
  }
  return status;
}
