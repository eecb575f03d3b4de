/**
 * Webhook requests signed the way each payment provider signs them, and the providers' HTTP
 * answers in their documented shapes, for answering outbound calls at the fetch boundary.
 *
 *   const calls = answerProviderCalls([paypalTokenRoute(), { method: "POST", url: /\/v2\/checkout\/orders$/, respond: () => json(201, paypalOrder({...})) }]);
 *   const { body, headers } = await stripeWebhook(stripeEvent("checkout.session.completed", stripeSession({...})));
 */
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { sha256Hex } from "../../worker/lib/ids";
import { PAYPAL_BASE_URLS } from "../../worker/commerce/providers/paypal";
import { PHONEPE_URLS } from "../../worker/commerce/providers/phonepe";

export interface SignedWebhook {
  body: string;
  headers: Headers;
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
const randomHex = (bytes: number) => hex(crypto.getRandomValues(new Uint8Array(bytes)).buffer);

// ---------------------------------------------------------------------------------------------
// Signing

/**
 * Stripe: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" keyed with the
 * whole whsec_… secret>` — computed here independently of the SDK that verifies it.
 */
export async function stripeWebhook(event: object | string, opts: { secret?: string; timestamp?: number } = {}): Promise<SignedWebhook> {
  const body = typeof event === "string" ? event : JSON.stringify(event, null, 2);
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(opts.secret ?? env.STRIPE_WEBHOOK_SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${body}`)));
  return { body, headers: new Headers({ "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": `t=${timestamp},v1=${signature}` }) };
}

/** What PayPal signed, by transmission signature: the fake verify endpoint checks against it. */
const paypalTransmissions = new Map<string, { transmissionId: string; transmissionTime: string; webhookId: string; body: string }>();

/**
 * PayPal: the transmission headers PayPal sends with a webhook. PayPal's signature is checked by
 * PayPal itself (POST /v1/notifications/verify-webhook-signature); paypalVerifyRoute plays that
 * part and answers SUCCESS only for a transmission made here, unchanged, for this webhook id.
 */
export function paypalWebhook(
  event: object | string,
  opts: { transmissionId?: string; transmissionTime?: string; webhookId?: string } = {},
): SignedWebhook {
  const body = typeof event === "string" ? event : JSON.stringify(event);
  const transmissionId = opts.transmissionId ?? crypto.randomUUID();
  const transmissionTime = opts.transmissionTime ?? new Date().toISOString();
  const signature = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(256))));
  paypalTransmissions.set(signature, { transmissionId, transmissionTime, webhookId: opts.webhookId ?? env.PAYPAL_WEBHOOK_ID, body });
  return {
    body,
    headers: new Headers({
      "Content-Type": "application/json",
      "PAYPAL-AUTH-ALGO": "SHA256withRSA",
      "PAYPAL-CERT-URL": "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77",
      "PAYPAL-TRANSMISSION-ID": transmissionId,
      "PAYPAL-TRANSMISSION-SIG": signature,
      "PAYPAL-TRANSMISSION-TIME": transmissionTime,
    }),
  };
}

/** PayPal's verdict on a verify-webhook-signature request body, as PayPal would give it. */
export function paypalVerdict(request: any): "SUCCESS" | "FAILURE" {
  const sent = paypalTransmissions.get(request.transmission_sig);
  const genuine =
    sent !== undefined &&
    request.auth_algo === "SHA256withRSA" &&
    typeof request.cert_url === "string" &&
    request.transmission_id === sent.transmissionId &&
    request.transmission_time === sent.transmissionTime &&
    request.webhook_id === sent.webhookId &&
    JSON.stringify(request.webhook_event) === JSON.stringify(JSON.parse(sent.body));
  return genuine ? "SUCCESS" : "FAILURE";
}

/** PhonePe: `Authorization: <hex SHA-256 of "username:password">` as configured in the dashboard. */
export async function phonepeWebhook(callback: object | string, opts: { username?: string; password?: string } = {}): Promise<SignedWebhook> {
  const body = typeof callback === "string" ? callback : JSON.stringify(callback);
  const authorization = await sha256Hex(`${opts.username ?? env.PHONEPE_WEBHOOK_USERNAME}:${opts.password ?? env.PHONEPE_WEBHOOK_PASSWORD}`);
  return { body, headers: new Headers({ "Content-Type": "application/json", Authorization: authorization }) };
}

// ---------------------------------------------------------------------------------------------
// Answering outbound calls

export interface ProviderCall {
  method: string;
  url: string;
  headers: Headers;
  body: string;
  json(): any;
  form(): URLSearchParams;
}

export interface ProviderRoute {
  method?: string;
  /** A full URL, or a pattern tested against it. */
  url: string | RegExp;
  respond: (call: ProviderCall, callsSoFar: number) => Response | Promise<Response>;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/**
 * Spies on the global fetch and answers each call with the first matching route; an unmatched
 * call fails the test. Returns every call made, in order.
 */
export function answerProviderCalls(routes: ProviderRoute[]) {
  const calls: ProviderCall[] = [];
  const hits = new Map<ProviderRoute, number>();
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    // arrayBuffer, not text(): workerd warns when text() reads a form-encoded body.
    const body = new TextDecoder().decode(await request.arrayBuffer());
    const call: ProviderCall = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body,
      json: () => JSON.parse(body),
      form: () => new URLSearchParams(body),
    };
    calls.push(call);
    const route = routes.find((r) => (!r.method || r.method === call.method) && (typeof r.url === "string" ? r.url === call.url : r.url.test(call.url)));
    if (!route) throw new Error(`unexpected outbound fetch: ${call.method} ${call.url}`);
    const n = (hits.get(route) ?? 0) + 1;
    hits.set(route, n);
    return route.respond(call, n);
  });
  return { calls, spy, to: (pattern: RegExp) => calls.filter((c) => pattern.test(c.url)) };
}

// ---------------------------------------------------------------------------------------------
// Stripe shapes (API objects as the API and events carry them)

let seq = 0;
const nextId = (prefix: string) => `${prefix}_test${Date.now().toString(36)}${(seq++).toString(36)}${randomHex(4)}`;

export const STRIPE_API = "https://api.stripe.com";

export function stripeSession(opts: {
  id?: string;
  orderId: string;
  amount: number;
  currency?: string;
  status?: "open" | "complete" | "expired";
  paymentStatus?: "paid" | "unpaid" | "no_payment_required";
  paymentIntent?: string | object | null;
}) {
  const id = opts.id ?? nextId("cs_test");
  return {
    id,
    object: "checkout.session",
    amount_subtotal: opts.amount,
    amount_total: opts.amount,
    cancel_url: "http://localhost/stripe-payment/cancel",
    client_reference_id: opts.orderId,
    created: Math.floor(Date.now() / 1000),
    currency: (opts.currency ?? "usd").toLowerCase(),
    customer_email: "buyer@example.com",
    expires_at: Math.floor(Date.now() / 1000) + 86_400,
    livemode: false,
    metadata: { order_id: opts.orderId },
    mode: "payment",
    payment_intent: opts.paymentIntent === undefined ? nextId("pi") : opts.paymentIntent,
    payment_status: opts.paymentStatus ?? "unpaid",
    status: opts.status ?? "open",
    success_url: "http://localhost/stripe-payment/success?session_id={CHECKOUT_SESSION_ID}",
    ui_mode: "hosted_page",
    url: opts.status && opts.status !== "open" ? null : `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
  };
}

export function stripeCharge(opts: { orderId?: string; paymentIntent: string; amount: number; amountRefunded?: number; currency?: string }) {
  return {
    id: nextId("ch"),
    object: "charge",
    amount: opts.amount,
    amount_captured: opts.amount,
    amount_refunded: opts.amountRefunded ?? 0,
    currency: (opts.currency ?? "usd").toLowerCase(),
    metadata: opts.orderId ? { order_id: opts.orderId } : {},
    paid: true,
    payment_intent: opts.paymentIntent,
    refunded: (opts.amountRefunded ?? 0) >= opts.amount,
    status: "succeeded",
  };
}

export function stripeDispute(opts: { paymentIntent: string; amount: number; currency?: string; status?: string }) {
  return {
    id: nextId("dp"),
    object: "dispute",
    amount: opts.amount,
    charge: nextId("ch"),
    currency: (opts.currency ?? "usd").toLowerCase(),
    metadata: {},
    payment_intent: opts.paymentIntent,
    reason: "fraudulent",
    status: opts.status ?? "needs_response",
  };
}

export function stripeRefund(opts: { paymentIntent: string; amount: number; currency?: string; status?: string }) {
  return {
    id: nextId("re"),
    object: "refund",
    amount: opts.amount,
    currency: (opts.currency ?? "usd").toLowerCase(),
    payment_intent: opts.paymentIntent,
    status: opts.status ?? "succeeded",
  };
}

/** A Stripe Event envelope around an API object. */
export function stripeEvent(type: string, object: object, opts: { id?: string; created?: number } = {}) {
  return {
    id: opts.id ?? nextId("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: opts.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Stripe's error envelope. */
export const stripeError = (status: number, message: string, type = "invalid_request_error") => json(status, { error: { message, type } });

// ---------------------------------------------------------------------------------------------
// PayPal shapes

export const paypalBase = (mode: "sandbox" | "live" = "sandbox") => PAYPAL_BASE_URLS[mode];

/** POST /v1/oauth2/token → client-credentials token. */
export function paypalTokenRoute(opts: { mode?: "sandbox" | "live"; expiresIn?: number; token?: string } = {}): ProviderRoute {
  return {
    method: "POST",
    url: `${paypalBase(opts.mode)}/v1/oauth2/token`,
    respond: (_call, n) =>
      json(200, {
        scope: "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks",
        access_token: opts.token ?? `A21AA${n}${randomHex(12)}`,
        token_type: "Bearer",
        app_id: "APP-80W284485P519543T",
        expires_in: opts.expiresIn ?? 32_400,
        nonce: `${new Date().toISOString()}${randomHex(8)}`,
      }),
  };
}

/**
 * POST /v1/notifications/verify-webhook-signature → { verification_status }: PayPal's verdict on
 * the transmission (see paypalVerdict), or a fixed answer.
 */
export function paypalVerifyRoute(opts: { status?: "SUCCESS" | "FAILURE"; mode?: "sandbox" | "live" } = {}): ProviderRoute {
  return {
    method: "POST",
    url: `${paypalBase(opts.mode)}/v1/notifications/verify-webhook-signature`,
    respond: (call) => json(200, { verification_status: opts.status ?? paypalVerdict(call.json()) }),
  };
}

/** Everything PayPal webhook verification calls: the OAuth token and verify-webhook-signature. */
export const paypalVerificationRoutes = (opts: { status?: "SUCCESS" | "FAILURE"; mode?: "sandbox" | "live" } = {}): ProviderRoute[] => [
  paypalTokenRoute({ mode: opts.mode }),
  paypalVerifyRoute(opts),
];

export function paypalOrder(opts: {
  id?: string;
  orderId: string;
  value: string;
  currency?: string;
  status?: "CREATED" | "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED" | "VOIDED";
  captureId?: string;
  captureStatus?: "COMPLETED" | "PENDING" | "DECLINED" | "FAILED" | "REFUNDED" | "PARTIALLY_REFUNDED";
  mode?: "sandbox" | "live";
}) {
  const id = opts.id ?? `5O190127TN${randomHex(4).toUpperCase()}`;
  const currency = opts.currency ?? "USD";
  const status = opts.status ?? "PAYER_ACTION_REQUIRED";
  const web = opts.mode === "live" ? "https://www.paypal.com" : "https://www.sandbox.paypal.com";
  const api = paypalBase(opts.mode);
  const captured = status === "COMPLETED";
  return {
    id,
    intent: "CAPTURE",
    status,
    payment_source: { paypal: { email_address: "buyer@example.com", account_id: "QYR5Z8XDVJNXQ", name: { given_name: "Ada", surname: "Buyer" } } },
    purchase_units: [
      {
        reference_id: opts.orderId,
        custom_id: opts.orderId,
        amount: { currency_code: currency, value: opts.value },
        ...(captured
          ? {
              payments: {
                captures: [
                  {
                    id: opts.captureId ?? `3C679366HH${randomHex(4).toUpperCase()}`,
                    status: opts.captureStatus ?? "COMPLETED",
                    amount: { currency_code: currency, value: opts.value },
                    final_capture: true,
                    custom_id: opts.orderId,
                    create_time: new Date().toISOString(),
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { href: `${api}/v2/checkout/orders/${id}`, rel: "self", method: "GET" },
      ...(status === "PAYER_ACTION_REQUIRED" ? [{ href: `${web}/checkoutnow?token=${id}`, rel: "payer-action", method: "GET" }] : []),
      ...(status === "APPROVED" ? [{ href: `${api}/v2/checkout/orders/${id}/capture`, rel: "capture", method: "POST" }] : []),
    ],
  };
}

/** PayPal's error envelope, e.g. paypalError(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED"). */
export function paypalError(status: number, name: string, issue?: string, message = "The requested action could not be performed.") {
  return json(status, {
    name,
    message,
    debug_id: randomHex(7),
    ...(issue ? { details: [{ issue, description: `${issue} description` }] } : {}),
    links: [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue ?? name}`, rel: "information_link", method: "GET" }],
  });
}

/** A PayPal webhook event envelope (v1 notifications, resource_version 2.0). */
export function paypalEvent(eventType: string, resource: object, opts: { id?: string; resourceType?: string } = {}) {
  return {
    id: opts.id ?? `WH-${randomHex(8).toUpperCase()}-${randomHex(8).toUpperCase()}`,
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: opts.resourceType ?? "capture",
    resource_version: "2.0",
    event_type: eventType,
    summary: `${eventType} notification`,
    resource,
    links: [{ href: `${paypalBase()}/v1/notifications/webhooks-events/WH-0000`, rel: "self", method: "GET" }],
  };
}

/** The capture resource of PAYMENT.CAPTURE.* events. */
export function paypalCaptureResource(opts: { captureId?: string; paypalOrderId: string; orderId: string; value: string; currency?: string; status?: string }) {
  const id = opts.captureId ?? `29Y24445UY${randomHex(4).toUpperCase()}`;
  return {
    id,
    status: opts.status ?? "COMPLETED",
    amount: { currency_code: opts.currency ?? "USD", value: opts.value },
    custom_id: opts.orderId,
    final_capture: true,
    supplementary_data: { related_ids: { order_id: opts.paypalOrderId } },
    links: [
      { method: "GET", rel: "self", href: `${paypalBase()}/v2/payments/captures/${id}` },
      { method: "POST", rel: "refund", href: `${paypalBase()}/v2/payments/captures/${id}/refund` },
      { method: "GET", rel: "up", href: `${paypalBase()}/v2/checkout/orders/${opts.paypalOrderId}` },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// PhonePe shapes

export const phonepeUrls = (mode: "sandbox" | "live" = "sandbox") => PHONEPE_URLS[mode];

/** POST /v1/oauth/token → O-Bearer token with expires_at in epoch seconds. */
export function phonepeTokenRoute(opts: { mode?: "sandbox" | "live"; expiresInSeconds?: number } = {}): ProviderRoute {
  return {
    method: "POST",
    url: phonepeUrls(opts.mode).token,
    respond: (_call, n) => {
      const now = Math.floor(Date.now() / 1000);
      const token = `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ n, at: now }))}.${randomHex(8)}`;
      return json(200, {
        access_token: token,
        encrypted_access_token: token,
        expires_in: null,
        issued_at: now,
        expires_at: now + (opts.expiresInSeconds ?? 3600),
        session_expires_at: now + (opts.expiresInSeconds ?? 3600),
        token_type: "O-Bearer",
      });
    },
  };
}

export function phonepeOrderStatus(opts: { amount: number; state: "PENDING" | "COMPLETED" | "FAILED" | "EXPIRED"; transactionId?: string }) {
  return {
    orderId: `OMO${Date.now()}${randomHex(3)}`,
    state: opts.state,
    amount: opts.amount,
    expireAt: Date.now() + 1_200_000,
    ...(opts.state === "FAILED" ? { errorCode: "PAYMENT_ERROR", detailedErrorCode: "XC" } : {}),
    paymentDetails:
      opts.state === "PENDING"
        ? []
        : [
            {
              paymentMode: "UPI_QR",
              transactionId: opts.transactionId ?? `OM${Date.now()}${randomHex(3)}`,
              timestamp: Date.now(),
              amount: opts.amount,
              state: opts.state === "EXPIRED" ? "FAILED" : opts.state,
              rail: { type: "UPI", utr: "000000000000", upiTransactionId: "YBL0000000000", vpa: "buyer@ybl" },
              instrument: { type: "ACCOUNT", maskedAccountNumber: "XXXXXXX20000", accountType: "SAVINGS" },
            },
          ],
  };
}

/** A Standard Checkout order callback (event + payload, as PhonePe posts it). */
export function phonepeOrderCallback(event: "checkout.order.completed" | "checkout.order.failed", opts: { orderId: string; amount: number; state?: string }) {
  const status = phonepeOrderStatus({ amount: opts.amount, state: event === "checkout.order.completed" ? "COMPLETED" : "FAILED" });
  return {
    event,
    payload: { ...status, merchantId: "PGTESTPAYUAT", merchantOrderId: opts.orderId, state: opts.state ?? status.state, metaInfo: { udf1: opts.orderId } },
  };
}

export function phonepeRefundCallback(event: "pg.refund.completed" | "pg.refund.failed" | "pg.refund.accepted", opts: { orderId: string; amount: number; refundId?: string }) {
  const state = event === "pg.refund.completed" ? "COMPLETED" : event === "pg.refund.failed" ? "FAILED" : "CONFIRMED";
  return {
    event,
    payload: {
      merchantId: "PGTESTPAYUAT",
      merchantRefundId: `refund-${opts.orderId}`,
      originalMerchantOrderId: opts.orderId,
      refundId: opts.refundId ?? `OMR${Date.now()}${randomHex(3)}`,
      amount: opts.amount,
      state,
      timestamp: Date.now(),
    },
  };
}

/** PhonePe's error envelope. */
export const phonepeError = (status: number, code: string, message: string) => json(status, { success: false, code, message, data: {} });
