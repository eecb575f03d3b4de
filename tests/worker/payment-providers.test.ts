import { env } from "cloudflare:workers";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../../worker/lib/errors";
import { clearTokenCache } from "../../worker/commerce/providers/http";
import { fromMinorUnits, toMinorUnits } from "../../worker/commerce/providers/money";
import { createPayPalProvider } from "../../worker/commerce/providers/paypal";
import { createPhonePeProvider } from "../../worker/commerce/providers/phonepe";
import { configuredProviders, getProvider } from "../../worker/commerce/providers/providers";
import { createStripeProvider } from "../../worker/commerce/providers/stripe";
import { STRIPE_API_VERSION } from "../../worker/commerce/providers/stripe-api";
import { ProviderError, WebhookVerificationError, type CheckoutRequest } from "../../worker/commerce/providers/types";
import {
  STRIPE_API,
  answerProviderCalls,
  json,
  paypalBase,
  paypalCaptureResource,
  paypalError,
  paypalEvent,
  paypalOrder,
  paypalTokenRoute,
  paypalVerificationRoutes,
  paypalVerifyRoute,
  paypalWebhook,
  phonepeError,
  phonepeOrderCallback,
  phonepeOrderStatus,
  phonepeRefundCallback,
  phonepeTokenRoute,
  phonepeUrls,
  phonepeWebhook,
  stripeCharge,
  stripeDispute,
  stripeError,
  stripeEvent,
  stripeRefund,
  stripeSession,
  stripeWebhook,
} from "../helpers/payment-signing";
import { unique } from "../helpers/factories";

const live = (overrides: Partial<Env> = {}) => ({ ...env, PAYMENTS_MODE: "live", ...overrides }) as Env;
const orderId = () => unique("ord_").replace(/[^A-Za-z0-9_-]/g, "");

function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  const id = overrides.orderId ?? orderId();
  return {
    orderId: id,
    amount: 1010,
    currency: "USD",
    description: "Donation to the reading corner",
    lines: [
      { name: "Reading corner donation", quantity: 1, unitAmount: 760 },
      { name: "Bookmark", quantity: 2, unitAmount: 125 },
    ],
    customerEmail: "buyer@example.com",
    successUrl: `http://localhost/checkout/success?order=${id}`,
    cancelUrl: `http://localhost/checkout/cancel?order=${id}`,
    idempotencyKey: `idem-${id}`,
    ...overrides,
  };
}

beforeEach(() => clearTokenCache());
afterEach(() => vi.restoreAllMocks());

describe("money in minor units", () => {
  it.each([
    ["10.10", "USD", 1010],
    ["0.29", "USD", 29],
    ["19.99", "EUR", 1999],
    ["10.1", "USD", 1010],
    ["500", "JPY", 500],
    ["5.00", "JPY", 5],
    ["1.234", "KWD", 1234],
    ["1234567.89", "INR", 123456789],
  ])("%s %s → %i", (value, currency, minor) => {
    expect(toMinorUnits(value, currency)).toBe(minor);
  });

  it.each([
    ["10.101", "USD"],
    ["5.5", "JPY"],
    ["-1.00", "USD"],
    ["1e3", "USD"],
    ["", "USD"],
  ])("refuses %j %s", (value, currency) => {
    expect(() => toMinorUnits(value, currency)).toThrow(RangeError);
  });

  it.each([
    [1010, "USD", "10.10"],
    [5, "USD", "0.05"],
    [0, "EUR", "0.00"],
    [500, "JPY", "500"],
    [1234, "KWD", "1.234"],
    [123456789, "INR", "1234567.89"],
  ])("%i %s → %s", (minor, currency, value) => {
    expect(fromMinorUnits(minor, currency)).toBe(value);
    expect(toMinorUnits(value, currency)).toBe(minor);
  });

  it("refuses fractional minor units", () => {
    expect(() => fromMinorUnits(10.5, "USD")).toThrow(RangeError);
  });
});

describe("configured providers", () => {
  it("lists every provider whose secrets are set, and demo outside production", () => {
    expect(configuredProviders(env)).toEqual(["stripe", "paypal", "phonepe", "demo"]);
  });

  it("leaves out a provider with any secret missing", () => {
    expect(configuredProviders({ ...env, PHONEPE_WEBHOOK_PASSWORD: "" } as Env)).toEqual(["stripe", "paypal", "demo"]);
    expect(configuredProviders({ ...env, STRIPE_WEBHOOK_SECRET: " " } as Env)).toEqual(["paypal", "phonepe", "demo"]);
  });

  it("never lists demo in production or when it is not enabled", () => {
    expect(configuredProviders({ ...env, ENVIRONMENT: "production" } as Env)).not.toContain("demo");
    expect(configuredProviders({ ...env, PAYMENTS_DEMO_ENABLED: "false" } as Env)).not.toContain("demo");
  });

  it("builds the adapter for a configured provider", () => {
    expect(getProvider(env, "stripe").name).toBe("stripe");
    expect(getProvider(env, "paypal").name).toBe("paypal");
    expect(getProvider(env, "phonepe").name).toBe("phonepe");
  });

  it("answers BAD_REQUEST for a provider that is not configured", () => {
    const call = () => getProvider({ ...env, PAYPAL_CLIENT_SECRET: "" } as Env, "paypal");
    expect(call).toThrow(AppError);
    expect(call).toThrow("PayPal payments are not available.");
    expect(() => getProvider({ ...env, PHONEPE_CLIENT_ID: "" } as Env, "phonepe")).toThrow("PhonePe payments are not available.");
    expect(() => getProvider({ ...env, STRIPE_SECRET_KEY: "" } as Env, "stripe")).toThrow("Stripe payments are not available.");
  });

  it("points the caller to the orders module for demo", () => {
    expect(() => getProvider(env, "demo")).toThrow(/orders module/);
  });
});

describe("Stripe", () => {
  const stripe = () => createStripeProvider(env);
  const sessionsUrl = `${STRIPE_API}/v1/checkout/sessions`;

  it("starts a Checkout Session with the order's lines, id, URLs and idempotency key", async () => {
    const req = checkout();
    const session = stripeSession({ orderId: req.orderId, amount: req.amount });
    const { calls } = answerProviderCalls([{ method: "POST", url: sessionsUrl, respond: () => json(200, session) }]);

    const start = await stripe().startCheckout(req);

    expect(start).toEqual({ providerRef: session.id, redirectUrl: session.url });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.headers.get("authorization")).toBe(`Bearer ${env.STRIPE_SECRET_KEY}`);
    expect(call.headers.get("idempotency-key")).toBe(req.idempotencyKey);
    const form = call.form();
    expect(Object.fromEntries(form)).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "760",
      "line_items[0][price_data][product_data][name]": "Reading corner donation",
      "line_items[1][quantity]": "2",
      "line_items[1][price_data][unit_amount]": "125",
      success_url: req.successUrl,
      cancel_url: req.cancelUrl,
      client_reference_id: req.orderId,
      customer_email: "buyer@example.com",
      "metadata[order_id]": req.orderId,
      "payment_intent_data[metadata][order_id]": req.orderId,
    });
  });

  it("refuses lines that do not add up to the total, before calling Stripe", async () => {
    const { calls } = answerProviderCalls([]);
    await expect(stripe().startCheckout(checkout({ amount: 2000 }))).rejects.toThrow(/must equal the order total/);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ["open", "unpaid", "requires_payment_method", "pending"],
    ["complete", "paid", "succeeded", "paid"],
    ["complete", "no_payment_required", "succeeded", "paid"],
    ["complete", "unpaid", "processing", "pending"],
    ["complete", "unpaid", "requires_payment_method", "failed"],
    ["expired", "unpaid", "canceled", "cancelled"],
  ] as const)("fetchStatus: session %s / %s / intent %s → %s", async (status, paymentStatus, intentStatus, state) => {
    const id = orderId();
    const intent = { id: "pi_3TestIntent", object: "payment_intent", status: intentStatus, amount: 1010, currency: "usd" };
    const session = stripeSession({ orderId: id, amount: 1010, status, paymentStatus, paymentIntent: intent });
    const { calls } = answerProviderCalls([{ method: "GET", url: /\/v1\/checkout\/sessions\//, respond: () => json(200, session) }]);

    const result = await stripe().fetchStatus(session.id, id);

    expect(result).toEqual({ state, providerRef: session.id, amount: 1010, currency: "USD", paymentRef: "pi_3TestIntent" });
    const url = new URL(calls[0].url);
    expect(url.pathname).toBe(`/v1/checkout/sessions/${session.id}`);
    expect(url.searchParams.get("expand[0]")).toBe("payment_intent");
  });

  it("fetchStatus refuses a session of another order", async () => {
    const session = stripeSession({ orderId: "ord_someone_else", amount: 1010, status: "complete", paymentStatus: "paid" });
    answerProviderCalls([{ method: "GET", url: /\/v1\/checkout\/sessions\//, respond: () => json(200, session) }]);
    await expect(stripe().fetchStatus(session.id, orderId())).rejects.toThrow(ProviderError);
  });

  it("accepts a correctly signed checkout.session.completed", async () => {
    const id = orderId();
    const session = stripeSession({ orderId: id, amount: 1010, status: "complete", paymentStatus: "paid", paymentIntent: "pi_3Paid" });
    const event = stripeEvent("checkout.session.completed", session, { created: 1_790_000_000 });
    const { body, headers } = await stripeWebhook(event);
    const { calls } = answerProviderCalls([]);

    expect(await stripe().verifyWebhook(body, headers)).toEqual({
      provider: "stripe",
      providerEventId: event.id,
      providerType: "checkout.session.completed",
      type: "payment.succeeded",
      orderId: id,
      providerRef: session.id,
      paymentRef: "pi_3Paid",
      amount: 1010,
      currency: "USD",
      occurredAt: new Date(1_790_000_000_000).toISOString(),
    });
    expect(calls).toHaveLength(0);
  });

  it.each([
    ["checkout.session.completed", () => stripeSession({ orderId: "ord_x", amount: 500, status: "complete", paymentStatus: "unpaid" }), "ignored"],
    ["checkout.session.async_payment_succeeded", () => stripeSession({ orderId: "ord_x", amount: 500, status: "complete", paymentStatus: "paid" }), "payment.succeeded"],
    ["checkout.session.async_payment_failed", () => stripeSession({ orderId: "ord_x", amount: 500, status: "complete", paymentStatus: "unpaid" }), "payment.failed"],
    ["checkout.session.expired", () => stripeSession({ orderId: "ord_x", amount: 500, status: "expired" }), "payment.cancelled"],
  ] as const)("maps %s → %s", async (type, object, expected) => {
    const { body, headers } = await stripeWebhook(stripeEvent(type, object()));
    const event = await stripe().verifyWebhook(body, headers);
    expect(event).toMatchObject({ type: expected, providerType: type, orderId: "ord_x", amount: 500, currency: "USD" });
  });

  it("maps refunds and disputes back to the payment", async () => {
    const p = stripe();
    const refunded = await stripeWebhook(stripeEvent("charge.refunded", stripeCharge({ orderId: "ord_r", paymentIntent: "pi_r", amount: 1010, amountRefunded: 400 })));
    expect(await p.verifyWebhook(refunded.body, refunded.headers)).toMatchObject({ type: "refund.succeeded", orderId: "ord_r", paymentRef: "pi_r", amount: 400, currency: "USD" });

    const cases = [
      ["charge.dispute.created", "needs_response", "dispute.opened"],
      ["charge.dispute.closed", "won", "dispute.won"],
      ["charge.dispute.closed", "lost", "dispute.lost"],
      ["charge.dispute.closed", "warning_closed", "ignored"],
    ] as const;
    for (const [type, status, expected] of cases) {
      const signed = await stripeWebhook(stripeEvent(type, stripeDispute({ paymentIntent: "pi_d", amount: 1010, status })));
      expect(await p.verifyWebhook(signed.body, signed.headers)).toMatchObject({ type: expected, paymentRef: "pi_d", amount: 1010, currency: "USD" });
    }

    const other = await stripeWebhook(stripeEvent("customer.created", { id: "cus_1", object: "customer" }));
    expect(await p.verifyWebhook(other.body, other.headers)).toMatchObject({ type: "ignored", providerType: "customer.created" });
  });

  describe("rejects a webhook", () => {
    const signedEvent = () => stripeEvent("checkout.session.completed", stripeSession({ orderId: "ord_x", amount: 1010, status: "complete", paymentStatus: "paid" }));

    it("without a signature", async () => {
      const { body } = await stripeWebhook(signedEvent());
      await expect(stripe().verifyWebhook(body, new Headers())).rejects.toThrow(WebhookVerificationError);
    });

    it("signed with another secret", async () => {
      const { body, headers } = await stripeWebhook(signedEvent(), { secret: "whsec_not_the_right_one_000000000000" });
      await expect(stripe().verifyWebhook(body, headers)).rejects.toThrow(WebhookVerificationError);
    });

    it("with a tampered body", async () => {
      const { body, headers } = await stripeWebhook(signedEvent());
      await expect(stripe().verifyWebhook(body.replace('"amount_total": 1010', '"amount_total": 1'), headers)).rejects.toThrow(WebhookVerificationError);
    });

    it("signed more than five minutes ago", async () => {
      const { body, headers } = await stripeWebhook(signedEvent(), { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
      await expect(stripe().verifyWebhook(body, headers)).rejects.toThrow(WebhookVerificationError);
    });

    it("with a garbled signature header", async () => {
      const { body } = await stripeWebhook(signedEvent());
      await expect(stripe().verifyWebhook(body, new Headers({ "Stripe-Signature": "v1=deadbeef" }))).rejects.toThrow(WebhookVerificationError);
    });
  });

  describe("checks signatures as Stripe's own SDK makes them", () => {
    const sdk = Stripe.webhooks;
    const crypto = Stripe.createSubtleCryptoProvider();
    const payload = () =>
      JSON.stringify(stripeEvent("checkout.session.completed", stripeSession({ orderId: "ord_sdk", amount: 700, status: "complete", paymentStatus: "paid" })));
    const signed = (body: string, opts: { secret?: string; timestamp?: number } = {}) =>
      sdk.generateTestHeaderStringAsync({ payload: body, secret: opts.secret ?? env.STRIPE_WEBHOOK_SECRET, timestamp: opts.timestamp, cryptoProvider: crypto });

    it("accepts the SDK's header, and the SDK accepts what it signed (the same scheme)", async () => {
      const body = payload();
      const header = await signed(body);
      expect(await stripe().verifyWebhook(body, new Headers({ "Stripe-Signature": header }))).toMatchObject({ type: "payment.succeeded", orderId: "ord_sdk", amount: 700 });
      await expect(sdk.constructEventAsync(body, header, env.STRIPE_WEBHOOK_SECRET, 300, crypto)).resolves.toMatchObject({ type: "checkout.session.completed" });
    });

    it("accepts any one matching v1 among several (a secret being rolled) and ignores v0", async () => {
      const body = payload();
      const t = Math.floor(Date.now() / 1000);
      const old = (await signed(body, { secret: "whsec_the_secret_before_rolling_0000", timestamp: t })).match(/v1=([0-9a-f]+)/)![1];
      const current = (await signed(body, { timestamp: t })).match(/v1=([0-9a-f]+)/)![1];
      const header = `t=${t},v1=${old},v0=${"0".repeat(64)},v1=${current}`;
      expect((await stripe().verifyWebhook(body, new Headers({ "Stripe-Signature": header }))).orderId).toBe("ord_sdk");
      const onlyOld = `t=${t},v1=${old},v0=${current}`;
      await expect(stripe().verifyWebhook(body, new Headers({ "Stripe-Signature": onlyOld }))).rejects.toThrow(WebhookVerificationError);
    });

    it.each([
      ["six minutes in the future", 6 * 60],
      ["six minutes old", -6 * 60],
    ])("refuses a genuine signature %s", async (_label, offset) => {
      const body = payload();
      const header = await signed(body, { timestamp: Math.floor(Date.now() / 1000) + offset });
      await expect(stripe().verifyWebhook(body, new Headers({ "Stripe-Signature": header }))).rejects.toThrow(/tolerance/);
    });

    it.each([
      ["no timestamp", (h: string) => h.replace(/t=\d+,/, "")],
      ["a short signature", (h: string) => h.replace(/v1=([0-9a-f]+)/, (_m, sig: string) => `v1=${sig.slice(0, 63)}`)],
      ["a non-hex signature", (h: string) => h.replace(/v1=[0-9a-f]{2}/, "v1=zz")],
      ["an empty header", () => ","],
    ])("refuses a header with %s", async (_label, mangle) => {
      const body = payload();
      const header = mangle(await signed(body));
      await expect(stripe().verifyWebhook(body, new Headers({ "Stripe-Signature": header }))).rejects.toThrow(WebhookVerificationError);
    });

    it("refuses a signed body that is not a Stripe event", async () => {
      const body = JSON.stringify({ hello: "world" });
      await expect(stripe().verifyWebhook(body, new Headers({ "Stripe-Signature": await signed(body) }))).rejects.toThrow(/not an event/);
    });
  });

  it("still accepts a signature four minutes old", async () => {
    const { body, headers } = await stripeWebhook(stripeEvent("checkout.session.expired", stripeSession({ orderId: "ord_x", amount: 1, status: "expired" })), {
      timestamp: Math.floor(Date.now() / 1000) - 4 * 60,
    });
    expect((await stripe().verifyWebhook(body, headers)).type).toBe("payment.cancelled");
  });

  it("refunds a PaymentIntent with the idempotency key", async () => {
    const refund = stripeRefund({ paymentIntent: "pi_3Refund", amount: 505, status: "pending" });
    const { calls } = answerProviderCalls([{ method: "POST", url: `${STRIPE_API}/v1/refunds`, respond: () => json(200, refund) }]);

    expect(await stripe().refund("pi_3Refund", 505, "USD", "refund-key-1")).toEqual({ refundRef: refund.id, state: "pending" });
    expect(calls[0].headers.get("idempotency-key")).toBe("refund-key-1");
    expect(Object.fromEntries(calls[0].form())).toEqual({ payment_intent: "pi_3Refund", amount: "505" });
  });

  it("turns a Stripe 4xx into a ProviderError with Stripe's message", async () => {
    answerProviderCalls([{ method: "POST", url: sessionsUrl, respond: () => stripeError(400, "Invalid currency: xyz") }]);
    const failure = await stripe()
      .startCheckout(checkout({ currency: "XYZ" }))
      .catch((e) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure.status).toBe(400);
    expect(failure.message).toContain("Invalid currency: xyz");
  });

  it("turns a Stripe 5xx into a ProviderError after one retry", async () => {
    const { calls } = answerProviderCalls([{ method: "POST", url: `${STRIPE_API}/v1/refunds`, respond: () => stripeError(500, "Something went wrong", "api_error") }]);
    const failure = await stripe()
      .refund("pi_3x", 100, "USD", "k-500")
      .catch((e) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure.status).toBe(500);
    expect(calls).toHaveLength(2);
    expect(calls[1].headers.get("idempotency-key")).toBe("k-500");
  });

  it("pins the API version and sends GETs without a body or idempotency key", async () => {
    const id = orderId();
    const session = stripeSession({ orderId: id, amount: 1010, status: "open" });
    const { calls } = answerProviderCalls([{ method: "GET", url: /\/v1\/checkout\/sessions\//, respond: () => json(200, session) }]);
    await stripe().fetchStatus(session.id, id);
    expect(calls[0].headers.get("stripe-version")).toBe(STRIPE_API_VERSION);
    expect(calls[0].headers.get("idempotency-key")).toBeNull();
    expect(calls[0].body).toBe("");
  });

  it("retries a 409 once, but not when Stripe says Stripe-Should-Retry: false", async () => {
    const conflict = answerProviderCalls([{ method: "POST", url: `${STRIPE_API}/v1/refunds`, respond: (_c, n) => (n === 1 ? stripeError(409, "Lock timeout", "api_error") : json(200, stripeRefund({ paymentIntent: "pi_c", amount: 5 }))) }]);
    expect((await stripe().refund("pi_c", 5, "USD", "k-409")).state).toBe("succeeded");
    expect(conflict.calls).toHaveLength(2);
    vi.restoreAllMocks();

    const refused = answerProviderCalls([{ method: "POST", url: `${STRIPE_API}/v1/refunds`, respond: () => new Response(JSON.stringify({ error: { message: "Already refunded", type: "invalid_request_error" } }), { status: 500, headers: { "Stripe-Should-Retry": "false" } }) }]);
    const failure = await stripe().refund("pi_c", 5, "USD", "k-no").catch((e) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure.message).toBe("Stripe: Already refunded");
    expect(refused.calls).toHaveLength(1);
  });

  it("retries once after a network failure, then reports it as a ProviderError", async () => {
    const spy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    const failure = await stripe().refund("pi_n", 5, "USD", "k-net").catch((e) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure.message).toMatch(/Stripe could not be reached: Network connection lost/);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("refuses an answer that is not a Checkout Session", async () => {
    answerProviderCalls([{ method: "POST", url: sessionsUrl, respond: () => json(200, { id: 5 }) }]);
    await expect(stripe().startCheckout(checkout())).rejects.toThrow(/unexpected Checkout Session/);
  });

  it("refuses a test key in live mode and a live key in sandbox, without calling Stripe", async () => {
    const { calls } = answerProviderCalls([]);
    await expect(createStripeProvider(live()).startCheckout(checkout())).rejects.toThrow(/not a live key/);
    await expect(createStripeProvider({ ...env, STRIPE_SECRET_KEY: "sk_live_0000" } as Env).refund("pi_1", 1, "USD", "k")).rejects.toThrow(/is a live key/);
    expect(calls).toHaveLength(0);
    // Listing providers never fails because of it.
    expect(configuredProviders(live())).toContain("stripe");
  });
});

describe("PayPal", () => {
  const sandbox = paypalBase("sandbox");
  const paypal = (e: Env = env) => createPayPalProvider(e);
  const createRoute = (order: object, mode: "sandbox" | "live" = "sandbox") => ({
    method: "POST",
    url: `${paypalBase(mode)}/v2/checkout/orders`,
    respond: () => json(201, order),
  });

  it("creates a CAPTURE order with the amount, order id, URLs and PayPal-Request-Id", async () => {
    const req = checkout();
    const order = paypalOrder({ orderId: req.orderId, value: "10.10" });
    const { calls } = answerProviderCalls([paypalTokenRoute({ token: "A21AA-token-1" }), createRoute(order)]);

    const start = await paypal().startCheckout(req);

    expect(start).toEqual({ providerRef: order.id, redirectUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}` });
    const [tokenCall, createCall] = calls;
    expect(tokenCall.url).toBe(`${sandbox}/v1/oauth2/token`);
    expect(tokenCall.headers.get("authorization")).toBe(`Basic ${btoa(`${env.PAYPAL_CLIENT_ID}:${env.PAYPAL_CLIENT_SECRET}`)}`);
    expect(tokenCall.form().get("grant_type")).toBe("client_credentials");

    expect(createCall.method).toBe("POST");
    expect(createCall.headers.get("authorization")).toBe("Bearer A21AA-token-1");
    expect(createCall.headers.get("paypal-request-id")).toBe(req.idempotencyKey);
    const body = createCall.json();
    expect(body.intent).toBe("CAPTURE");
    expect(body.purchase_units).toEqual([
      {
        reference_id: req.orderId,
        custom_id: req.orderId,
        description: req.description,
        amount: { currency_code: "USD", value: "10.10", breakdown: { item_total: { currency_code: "USD", value: "10.10" } } },
        items: [
          { name: "Reading corner donation", quantity: "1", unit_amount: { currency_code: "USD", value: "7.60" } },
          { name: "Bookmark", quantity: "2", unit_amount: { currency_code: "USD", value: "1.25" } },
        ],
      },
    ]);
    expect(body.payment_source.paypal.experience_context).toMatchObject({ return_url: req.successUrl, cancel_url: req.cancelUrl, user_action: "PAY_NOW" });
  });

  it("sends zero-decimal currencies without decimals, and no items when the lines do not add up", async () => {
    const req = checkout({ currency: "JPY", amount: 500, lines: [{ name: "Gift", quantity: 1, unitAmount: 450 }] });
    const order = paypalOrder({ orderId: req.orderId, value: "500", currency: "JPY" });
    const { calls } = answerProviderCalls([paypalTokenRoute(), createRoute(order)]);

    await paypal().startCheckout(req);

    const unit = calls[1].json().purchase_units[0];
    expect(unit.amount).toEqual({ currency_code: "JPY", value: "500" });
    expect(unit.items).toBeUndefined();
  });

  it("cuts long names to PayPal's 127 characters without halving an emoji (a lone surrogate is refused)", async () => {
    const name = `${"Clean water for Kisumu ".repeat(6).slice(0, 126)}💧 and more`;
    const req = checkout({ description: name, amount: 500, lines: [{ name, quantity: 1, unitAmount: 500 }] });
    const { calls } = answerProviderCalls([paypalTokenRoute(), createRoute(paypalOrder({ orderId: req.orderId, value: "5.00" }))]);
    await paypal().startCheckout(req);
    const unit = calls[1].json().purchase_units[0];
    // Compared as JSON, where a lone surrogate is escaped (printed raw, it breaks the test runner's channel).
    for (const text of [unit.description, unit.items[0].name]) expect(JSON.stringify(text)).toBe(JSON.stringify(name.slice(0, 126)));
  });

  it("offer each provider only for the currencies it takes", () => {
    const stripe = createStripeProvider(env);
    for (const c of ["USD", "KES", "NGN", "ZAR", "BRL", "AUD", "JPY", "INR"]) expect(stripe.supportsCurrency(c), c).toBe(true);
    expect(stripe.supportsCurrency("KWD")).toBe(false);
    expect(paypal().supportsCurrency("AUD")).toBe(true);
    for (const c of ["KES", "NGN", "ZAR", "INR"]) expect(paypal().supportsCurrency(c), c).toBe(false);
  });

  it("offers only the currencies PayPal takes, and whole units where PayPal has no decimals", async () => {
    expect(paypal().supportsCurrency("usd")).toBe(true);
    expect(paypal().supportsCurrency("JPY")).toBe(true);
    expect(paypal().supportsCurrency("INR")).toBe(false);

    const req = checkout({ currency: "HUF", amount: 150_000, lines: [{ name: "Gift", quantity: 1, unitAmount: 150_000 }] });
    const { calls } = answerProviderCalls([paypalTokenRoute(), createRoute(paypalOrder({ orderId: req.orderId, value: "1500", currency: "HUF" }))]);
    await paypal().startCheckout(req);
    expect(calls[1].json().purchase_units[0].amount.value).toBe("1500");
    await expect(paypal().startCheckout({ ...req, amount: 150_050, lines: [] })).rejects.toThrow(ProviderError);
  });

  it("talks to api-m.paypal.com in live mode", async () => {
    const req = checkout();
    const order = paypalOrder({ orderId: req.orderId, value: "10.10", mode: "live" });
    const { calls } = answerProviderCalls([paypalTokenRoute({ mode: "live" }), createRoute(order, "live")]);

    const start = await paypal(live()).startCheckout(req);

    expect(calls.map((c) => c.url)).toEqual(["https://api-m.paypal.com/v1/oauth2/token", "https://api-m.paypal.com/v2/checkout/orders"]);
    expect(start.redirectUrl).toBe(`https://www.paypal.com/checkoutnow?token=${order.id}`);
  });

  it("reuses its OAuth token until shortly before it expires", async () => {
    const { to } = answerProviderCalls([paypalTokenRoute(), { method: "POST", url: `${sandbox}/v2/checkout/orders`, respond: (c) => json(201, paypalOrder({ orderId: c.json().purchase_units[0].custom_id, value: "10.10" })) }]);

    await paypal().startCheckout(checkout());
    await paypal().startCheckout(checkout());
    expect(to(/oauth2\/token/)).toHaveLength(1);
    const bearers = to(/checkout\/orders/).map((c) => c.headers.get("authorization"));
    expect(bearers[0]).toBe(bearers[1]);
  });

  it("fetches a new token when the cached one is about to expire", async () => {
    const { to } = answerProviderCalls([
      paypalTokenRoute({ expiresIn: 30 }),
      { method: "POST", url: `${sandbox}/v2/checkout/orders`, respond: () => json(201, paypalOrder({ orderId: "ord_t", value: "10.10" })) },
    ]);

    await paypal().startCheckout(checkout({ orderId: "ord_t" }));
    await paypal().startCheckout(checkout({ orderId: "ord_t" }));
    expect(to(/oauth2\/token/)).toHaveLength(2);
  });

  it("drops a token PayPal rejects", async () => {
    const { to } = answerProviderCalls([
      paypalTokenRoute(),
      { method: "POST", url: `${sandbox}/v2/checkout/orders`, respond: (_c, n) => (n === 1 ? paypalError(401, "AUTHENTICATION_FAILURE") : json(201, paypalOrder({ orderId: "ord_t", value: "10.10" }))) },
    ]);

    await expect(paypal().startCheckout(checkout({ orderId: "ord_t" }))).rejects.toBeInstanceOf(ProviderError);
    await paypal().startCheckout(checkout({ orderId: "ord_t" }));
    expect(to(/oauth2\/token/)).toHaveLength(2);
  });

  describe("fetchStatus", () => {
    const orderUrl = (id: string) => `${sandbox}/v2/checkout/orders/${id}`;

    it("captures an APPROVED order and reports it paid", async () => {
      const id = orderId();
      const approved = paypalOrder({ orderId: id, value: "10.10", status: "APPROVED" });
      const completed = paypalOrder({ id: approved.id, orderId: id, value: "10.10", status: "COMPLETED", captureId: "3C679366HH908993F" });
      const { calls } = answerProviderCalls([
        paypalTokenRoute(),
        { method: "GET", url: orderUrl(approved.id), respond: () => json(200, approved) },
        { method: "POST", url: `${orderUrl(approved.id)}/capture`, respond: () => json(201, completed) },
      ]);

      expect(await paypal().fetchStatus(approved.id, id)).toEqual({ state: "paid", providerRef: approved.id, amount: 1010, currency: "USD", paymentRef: "3C679366HH908993F" });
      const capture = calls.find((c) => c.url.endsWith("/capture"))!;
      expect(capture.headers.get("paypal-request-id")).toBe(`capture-${approved.id}`);
      expect(capture.headers.get("content-type")).toBe("application/json");
    });

    it.each([
      ["PAYER_ACTION_REQUIRED", undefined, "pending"],
      ["CREATED", undefined, "pending"],
      ["VOIDED", undefined, "cancelled"],
      ["COMPLETED", "COMPLETED", "paid"],
      ["COMPLETED", "PENDING", "pending"],
      ["COMPLETED", "DECLINED", "failed"],
      ["COMPLETED", "REFUNDED", "paid"],
    ] as const)("order %s, capture %s → %s (no capture call)", async (status, captureStatus, state) => {
      const id = orderId();
      const order = paypalOrder({ orderId: id, value: "25.00", status, captureStatus });
      const { calls } = answerProviderCalls([paypalTokenRoute(), { method: "GET", url: orderUrl(order.id), respond: () => json(200, order) }]);

      const result = await paypal().fetchStatus(order.id, id);
      expect(result).toMatchObject({ state, providerRef: order.id, amount: 2500, currency: "USD" });
      expect(calls.some((c) => c.url.endsWith("/capture"))).toBe(false);
    });

    it("reads the order again when it was already captured", async () => {
      const id = orderId();
      const approved = paypalOrder({ orderId: id, value: "10.10", status: "APPROVED" });
      const completed = paypalOrder({ id: approved.id, orderId: id, value: "10.10", status: "COMPLETED", captureId: "CAPTURED1" });
      answerProviderCalls([
        paypalTokenRoute(),
        { method: "GET", url: orderUrl(approved.id), respond: (_c, n) => json(200, n === 1 ? approved : completed) },
        { method: "POST", url: `${orderUrl(approved.id)}/capture`, respond: () => paypalError(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED") },
      ]);
      expect(await paypal().fetchStatus(approved.id, id)).toMatchObject({ state: "paid", paymentRef: "CAPTURED1" });
    });

    it("reports a declined funding source as failed", async () => {
      const id = orderId();
      const approved = paypalOrder({ orderId: id, value: "10.10", status: "APPROVED" });
      answerProviderCalls([
        paypalTokenRoute(),
        { method: "GET", url: orderUrl(approved.id), respond: () => json(200, approved) },
        { method: "POST", url: `${orderUrl(approved.id)}/capture`, respond: () => paypalError(422, "UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED") },
      ]);
      expect(await paypal().fetchStatus(approved.id, id)).toMatchObject({ state: "failed", providerRef: approved.id });
    });

    it("refuses a PayPal order made for another order", async () => {
      const order = paypalOrder({ orderId: "ord_other", value: "10.10", status: "APPROVED" });
      const { calls } = answerProviderCalls([paypalTokenRoute(), { method: "GET", url: orderUrl(order.id), respond: () => json(200, order) }]);
      await expect(paypal().fetchStatus(order.id, orderId())).rejects.toThrow(ProviderError);
      expect(calls.some((c) => c.url.endsWith("/capture"))).toBe(false);
    });
  });

  describe("webhooks", () => {
    const captureCompleted = (id = orderId()) =>
      paypalEvent("PAYMENT.CAPTURE.COMPLETED", paypalCaptureResource({ captureId: "29Y24445UY2083144", paypalOrderId: "89T257400V0473133", orderId: id, value: "10.10" }));

    it("accepts an event PayPal verifies, sending PayPal the headers, webhook id and the exact body", async () => {
      const id = orderId();
      const event = captureCompleted(id);
      const { body, headers } = paypalWebhook(event);
      const { calls } = answerProviderCalls(paypalVerificationRoutes());

      expect(await paypal().verifyWebhook(body, headers)).toEqual({
        provider: "paypal",
        providerEventId: event.id,
        providerType: "PAYMENT.CAPTURE.COMPLETED",
        type: "payment.succeeded",
        orderId: id,
        providerRef: "89T257400V0473133",
        paymentRef: "29Y24445UY2083144",
        amount: 1010,
        currency: "USD",
        occurredAt: event.create_time,
      });
      const verify = calls.find((c) => c.url.endsWith("/v1/notifications/verify-webhook-signature"))!;
      expect(verify.json()).toMatchObject({
        auth_algo: "SHA256withRSA",
        cert_url: headers.get("paypal-cert-url"),
        transmission_id: headers.get("paypal-transmission-id"),
        transmission_sig: headers.get("paypal-transmission-sig"),
        transmission_time: headers.get("paypal-transmission-time"),
        webhook_id: env.PAYPAL_WEBHOOK_ID,
      });
      expect(verify.body.endsWith(`"webhook_event":${body}}`)).toBe(true);
    });

    it("rejects an event PayPal answers FAILURE for", async () => {
      const { body, headers } = paypalWebhook(captureCompleted());
      answerProviderCalls([paypalTokenRoute(), paypalVerifyRoute({ status: "FAILURE" })]);
      await expect(paypal().verifyWebhook(body, headers)).rejects.toThrow(WebhookVerificationError);
    });

    it("rejects a tampered body", async () => {
      const { body, headers } = paypalWebhook(captureCompleted());
      answerProviderCalls([paypalTokenRoute(), paypalVerifyRoute()]);
      await expect(paypal().verifyWebhook(body.replace('"10.10"', '"0.01"'), headers)).rejects.toThrow(WebhookVerificationError);
    });

    it("rejects an event sent to another webhook", async () => {
      const { body, headers } = paypalWebhook(captureCompleted(), { webhookId: "WH-SOMEONE-ELSE" });
      answerProviderCalls([paypalTokenRoute(), paypalVerifyRoute()]);
      await expect(paypal().verifyWebhook(body, headers)).rejects.toThrow(WebhookVerificationError);
    });

    it("rejects an unsigned request without asking PayPal", async () => {
      const { body, headers } = paypalWebhook(captureCompleted());
      headers.delete("paypal-transmission-sig");
      const { calls } = answerProviderCalls([]);
      await expect(paypal().verifyWebhook(body, headers)).rejects.toThrow(WebhookVerificationError);
      await expect(paypal().verifyWebhook(body, new Headers())).rejects.toThrow(WebhookVerificationError);
      expect(calls).toHaveLength(0);
    });

    it("rejects a body that is not an event", async () => {
      const { body, headers } = paypalWebhook("not json at all");
      answerProviderCalls([]);
      await expect(paypal().verifyWebhook(body, headers)).rejects.toThrow(WebhookVerificationError);
    });

    it("reports PayPal's own failure to verify as a ProviderError, so the webhook is retried", async () => {
      const { body, headers } = paypalWebhook(captureCompleted());
      answerProviderCalls([paypalTokenRoute(), { method: "POST", url: /verify-webhook-signature/, respond: () => paypalError(503, "SERVICE_UNAVAILABLE") }]);
      const failure = await paypal()
        .verifyWebhook(body, headers)
        .catch((e) => e);
      expect(failure).toBeInstanceOf(ProviderError);
      expect(failure).not.toBeInstanceOf(WebhookVerificationError);
    });

    it("maps captures, refunds, approvals and disputes", async () => {
      answerProviderCalls([paypalTokenRoute(), paypalVerifyRoute()]);
      const p = paypal();
      const verify = (event: object) => {
        const { body, headers } = paypalWebhook(event);
        return p.verifyWebhook(body, headers);
      };

      const denied = paypalCaptureResource({ captureId: "DENIED1", paypalOrderId: "ORDER1", orderId: "ord_d", value: "10.10", status: "DECLINED" });
      expect(await verify(paypalEvent("PAYMENT.CAPTURE.DENIED", denied))).toMatchObject({ type: "payment.failed", orderId: "ord_d", paymentRef: "DENIED1", providerRef: "ORDER1" });

      const refund = {
        id: "1Y107995YT783435V",
        status: "COMPLETED",
        amount: { currency_code: "USD", value: "4.00" },
        seller_payable_breakdown: { total_refunded_amount: { currency_code: "USD", value: "6.00" } },
        links: [
          { rel: "self", method: "GET", href: `${sandbox}/v2/payments/refunds/1Y107995YT783435V` },
          { rel: "up", method: "GET", href: `${sandbox}/v2/payments/captures/29Y24445UY2083144` },
        ],
      };
      expect(await verify(paypalEvent("PAYMENT.CAPTURE.REFUNDED", refund, { resourceType: "refund" }))).toMatchObject({
        type: "refund.succeeded",
        paymentRef: "29Y24445UY2083144",
        amount: 600,
        currency: "USD",
      });

      const approved = paypalOrder({ orderId: "ord_a", value: "10.10", status: "APPROVED" });
      expect(await verify(paypalEvent("CHECKOUT.ORDER.APPROVED", approved, { resourceType: "checkout-order" }))).toMatchObject({
        type: "ignored",
        orderId: "ord_a",
        providerRef: approved.id,
        amount: 1010,
      });

      const dispute = (outcome?: string) => ({
        dispute_id: "PP-D-27803",
        disputed_transactions: [{ seller_transaction_id: "29Y24445UY2083144" }],
        dispute_amount: { currency_code: "USD", value: "10.10" },
        status: outcome ? "RESOLVED" : "WAITING_FOR_SELLER_RESPONSE",
        ...(outcome ? { dispute_outcome: { outcome_code: outcome } } : {}),
      });
      const cases = [
        ["CUSTOMER.DISPUTE.CREATED", undefined, "dispute.opened"],
        ["CUSTOMER.DISPUTE.RESOLVED", "RESOLVED_SELLER_FAVOUR", "dispute.won"],
        ["CUSTOMER.DISPUTE.RESOLVED", "RESOLVED_BUYER_FAVOUR", "dispute.lost"],
        ["CUSTOMER.DISPUTE.UPDATED", undefined, "ignored"],
      ] as const;
      for (const [type, outcome, expected] of cases) {
        expect(await verify(paypalEvent(type, dispute(outcome), { resourceType: "dispute" }))).toMatchObject({ type: expected, paymentRef: "29Y24445UY2083144", amount: 1010 });
      }
    });
  });

  it("refunds a capture with PayPal-Request-Id", async () => {
    const { calls } = answerProviderCalls([
      paypalTokenRoute(),
      { method: "POST", url: `${sandbox}/v2/payments/captures/3C679366HH908993F/refund`, respond: () => json(201, { id: "1JU08902781691411", status: "COMPLETED", links: [] }) },
    ]);

    expect(await paypal().refund("3C679366HH908993F", 505, "USD", "refund-key-2")).toEqual({ refundRef: "1JU08902781691411", state: "succeeded" });
    const refund = calls[1];
    expect(refund.headers.get("paypal-request-id")).toBe("refund-key-2");
    expect(refund.json()).toEqual({ amount: { currency_code: "USD", value: "5.05" } });
  });

  it("turns 4xx and 5xx answers into ProviderError with PayPal's message", async () => {
    answerProviderCalls([paypalTokenRoute(), { method: "POST", url: `${sandbox}/v2/checkout/orders`, respond: () => paypalError(422, "UNPROCESSABLE_ENTITY", "CURRENCY_NOT_SUPPORTED") }]);
    const unprocessable = await paypal()
      .startCheckout(checkout())
      .catch((e) => e);
    expect(unprocessable).toBeInstanceOf(ProviderError);
    expect(unprocessable.status).toBe(422);
    expect(unprocessable.message).toContain("CURRENCY_NOT_SUPPORTED");

    vi.restoreAllMocks();
    answerProviderCalls([paypalTokenRoute(), { method: "POST", url: `${sandbox}/v2/checkout/orders`, respond: () => paypalError(500, "INTERNAL_SERVER_ERROR") }]);
    await expect(paypal().startCheckout(checkout())).rejects.toMatchObject({ name: "ProviderError", status: 500 });
  });

  it("reports bad client credentials as a ProviderError", async () => {
    answerProviderCalls([{ method: "POST", url: `${sandbox}/v1/oauth2/token`, respond: () => json(401, { error: "invalid_client", error_description: "Client Authentication failed" }) }]);
    const failure = await paypal()
      .startCheckout(checkout())
      .catch((e) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure.message).toContain("invalid_client: Client Authentication failed");
  });

  it("reports a network failure as a ProviderError", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    await expect(paypal().startCheckout(checkout())).rejects.toThrow(/PayPal could not be reached/);
  });
});

describe("PhonePe", () => {
  const urls = phonepeUrls("sandbox");
  const phonepe = (e: Env = env) => createPhonePeProvider(e);
  const inr = (overrides: Partial<CheckoutRequest> = {}) =>
    checkout({ currency: "INR", amount: 49_900, lines: [{ name: "Library shelf", quantity: 1, unitAmount: 49_900 }], ...overrides });
  const payRoute = (redirectUrl = "https://mercury-uat.phonepe.com/transact/uat_v2?token=abc", base = urls.api) => ({
    method: "POST",
    url: `${base}/checkout/v2/pay`,
    respond: () => json(200, { orderId: `OMO${Date.now()}`, state: "PENDING", expireAt: Date.now() + 1_200_000, redirectUrl }),
  });

  it("accepts INR only", () => {
    expect(phonepe().supportsCurrency("INR")).toBe(true);
    expect(phonepe().supportsCurrency("inr")).toBe(true);
    expect(phonepe().supportsCurrency("USD")).toBe(false);
  });

  it("refuses a non-INR checkout before calling PhonePe", async () => {
    const { calls } = answerProviderCalls([]);
    const failure = await phonepe()
      .startCheckout(checkout({ currency: "USD" }))
      .catch((e) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: "BAD_REQUEST", message: "PhonePe accepts payments in Indian rupees (INR) only." });
    await expect(phonepe().startCheckout(inr({ amount: 99, lines: [{ name: "x", quantity: 1, unitAmount: 99 }] }))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(calls).toHaveLength(0);
  });

  it("starts a Standard Checkout payment in paise with the order id and return URL", async () => {
    const req = inr();
    const { calls } = answerProviderCalls([phonepeTokenRoute(), payRoute()]);

    expect(await phonepe().startCheckout(req)).toEqual({ providerRef: req.orderId, redirectUrl: "https://mercury-uat.phonepe.com/transact/uat_v2?token=abc" });

    const [tokenCall, payCall] = calls;
    expect(tokenCall.url).toBe("https://api-preprod.phonepe.com/apis/pg-sandbox/v1/oauth/token");
    expect(tokenCall.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(tokenCall.form())).toEqual({
      client_id: env.PHONEPE_CLIENT_ID,
      client_version: env.PHONEPE_CLIENT_VERSION,
      client_secret: env.PHONEPE_CLIENT_SECRET,
      grant_type: "client_credentials",
    });
    expect(payCall.url).toBe("https://api-preprod.phonepe.com/apis/pg-sandbox/checkout/v2/pay");
    expect(payCall.headers.get("authorization")).toMatch(/^O-Bearer eyJ/);
    expect(payCall.json()).toMatchObject({
      merchantOrderId: req.orderId,
      amount: 49_900,
      metaInfo: { udf1: req.orderId },
      paymentFlow: { type: "PG_CHECKOUT", merchantUrls: { redirectUrl: req.successUrl } },
    });
  });

  it("uses the production hosts in live mode", async () => {
    const { calls } = answerProviderCalls([phonepeTokenRoute({ mode: "live" }), payRoute("https://mercury-t2.phonepe.com/transact/pg?token=x", phonepeUrls("live").api)]);
    await phonepe(live()).startCheckout(inr());
    expect(calls.map((c) => c.url)).toEqual(["https://api.phonepe.com/apis/identity-manager/v1/oauth/token", "https://api.phonepe.com/apis/pg/checkout/v2/pay"]);
  });

  it("caches the token until shortly before expires_at", async () => {
    const fresh = answerProviderCalls([phonepeTokenRoute({ expiresInSeconds: 3600 }), payRoute()]);
    await phonepe().startCheckout(inr());
    await phonepe().startCheckout(inr());
    expect(fresh.to(/oauth\/token/)).toHaveLength(1);

    vi.restoreAllMocks();
    clearTokenCache();
    const expiring = answerProviderCalls([phonepeTokenRoute({ expiresInSeconds: 30 }), payRoute()]);
    await phonepe().startCheckout(inr());
    await phonepe().startCheckout(inr());
    expect(expiring.to(/oauth\/token/)).toHaveLength(2);
  });

  it.each([
    ["COMPLETED", "paid"],
    ["PENDING", "pending"],
    ["FAILED", "failed"],
    ["EXPIRED", "cancelled"],
  ] as const)("fetchStatus: %s → %s", async (phonepeState, state) => {
    const id = orderId();
    const { calls } = answerProviderCalls([phonepeTokenRoute(), { method: "GET", url: /\/checkout\/v2\/order\//, respond: () => json(200, phonepeOrderStatus({ amount: 49_900, state: phonepeState })) }]);

    expect(await phonepe().fetchStatus(id, id)).toEqual({ state, providerRef: id, paymentRef: id, amount: 49_900, currency: "INR" });
    const status = calls[1];
    expect(status.method).toBe("GET");
    expect(new URL(status.url).pathname).toBe(`/apis/pg-sandbox/checkout/v2/order/${id}/status`);
  });

  describe("webhooks", () => {
    it("accepts a callback with Authorization = SHA256(username:password)", async () => {
      const id = orderId();
      const callback = phonepeOrderCallback("checkout.order.completed", { orderId: id, amount: 49_900 });
      const { body, headers } = await phonepeWebhook(callback);
      const { calls } = answerProviderCalls([]);

      const event = await phonepe().verifyWebhook(body, headers);
      expect(event).toEqual({
        provider: "phonepe",
        providerEventId: `checkout.order.completed:${callback.payload.orderId}:COMPLETED`,
        providerType: "checkout.order.completed",
        type: "payment.succeeded",
        orderId: id,
        providerRef: id,
        paymentRef: id,
        amount: 49_900,
        currency: "INR",
        occurredAt: new Date(callback.payload.paymentDetails[0].timestamp).toISOString(),
      });
      expect(calls).toHaveLength(0);

      // The same callback delivered again carries the same event id, so it is applied once.
      expect((await phonepe().verifyWebhook(body, headers)).providerEventId).toBe(event.providerEventId);
    });

    it("maps failures, expiry and refunds", async () => {
      const verify = async (callback: object) => {
        const { body, headers } = await phonepeWebhook(callback);
        return phonepe().verifyWebhook(body, headers);
      };
      expect(await verify(phonepeOrderCallback("checkout.order.failed", { orderId: "ord_f", amount: 100 }))).toMatchObject({ type: "payment.failed", orderId: "ord_f" });
      expect(await verify(phonepeOrderCallback("checkout.order.failed", { orderId: "ord_e", amount: 100, state: "EXPIRED" }))).toMatchObject({ type: "payment.cancelled" });
      expect(await verify(phonepeRefundCallback("pg.refund.completed", { orderId: "ord_r", amount: 2500, refundId: "OMR1" }))).toMatchObject({
        type: "refund.succeeded",
        providerEventId: "pg.refund.completed:OMR1:COMPLETED",
        orderId: "ord_r",
        paymentRef: "ord_r",
        amount: 2500,
        currency: "INR",
      });
      expect(await verify(phonepeRefundCallback("pg.refund.failed", { orderId: "ord_r", amount: 2500 }))).toMatchObject({ type: "ignored" });
    });

    it.each([
      ["a wrong password", { password: "not-the-password" }],
      ["a wrong username", { username: "someone-else" }],
    ])("rejects %s", async (_label, credentials) => {
      const { body, headers } = await phonepeWebhook(phonepeOrderCallback("checkout.order.completed", { orderId: "ord_x", amount: 100 }), credentials);
      await expect(phonepe().verifyWebhook(body, headers)).rejects.toThrow(WebhookVerificationError);
    });

    it("rejects a callback without Authorization, or with the credentials in clear", async () => {
      const { body } = await phonepeWebhook(phonepeOrderCallback("checkout.order.completed", { orderId: "ord_x", amount: 100 }));
      await expect(phonepe().verifyWebhook(body, new Headers())).rejects.toThrow(WebhookVerificationError);
      const basic = new Headers({ Authorization: `Basic ${btoa(`${env.PHONEPE_WEBHOOK_USERNAME}:${env.PHONEPE_WEBHOOK_PASSWORD}`)}` });
      await expect(phonepe().verifyWebhook(body, basic)).rejects.toThrow(WebhookVerificationError);
    });

    it("rejects a malformed body even with the right Authorization", async () => {
      const { body, headers } = await phonepeWebhook("{not json");
      await expect(phonepe().verifyWebhook(body, headers)).rejects.toThrow(WebhookVerificationError);
      const noPayload = await phonepeWebhook({ event: "checkout.order.completed" });
      await expect(phonepe().verifyWebhook(noPayload.body, noPayload.headers)).rejects.toThrow(WebhookVerificationError);
    });
  });

  it("refunds against the merchant order id", async () => {
    const { calls } = answerProviderCalls([phonepeTokenRoute(), { method: "POST", url: `${urls.api}/payments/v2/refund`, respond: () => json(200, { refundId: "OMR2506201602", amount: 2500, state: "PENDING" }) }]);

    expect(await phonepe().refund("ord_paid_1", 2500, "INR", "refund:ord_paid_1:1")).toEqual({ refundRef: "OMR2506201602", state: "pending" });
    const body = calls[1].json();
    expect(body).toMatchObject({ originalMerchantOrderId: "ord_paid_1", amount: 2500 });
    // PhonePe allows [A-Za-z0-9_-] only: other keys are hashed into that shape, deterministically.
    expect(body.merchantRefundId).toMatch(/^rf_[0-9a-f]{40}$/);
    await phonepe().refund("ord_paid_1", 2500, "INR", "refund:ord_paid_1:1");
    expect(calls[2].json().merchantRefundId).toBe(body.merchantRefundId);
  });

  it("refuses a non-INR refund", async () => {
    answerProviderCalls([]);
    await expect(phonepe().refund("ord_1", 100, "USD", "k")).rejects.toThrow(ProviderError);
  });

  it("turns 4xx and 5xx answers into ProviderError with PhonePe's code and message", async () => {
    answerProviderCalls([phonepeTokenRoute(), { method: "POST", url: `${urls.api}/checkout/v2/pay`, respond: () => phonepeError(400, "BAD_REQUEST", "Duplicate merchantOrderId") }]);
    const failure = await phonepe()
      .startCheckout(inr())
      .catch((e) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure.status).toBe(400);
    expect(failure.message).toContain("BAD_REQUEST: Duplicate merchantOrderId");

    vi.restoreAllMocks();
    answerProviderCalls([phonepeTokenRoute(), { method: "GET", url: /\/status/, respond: () => new Response("<html>Bad gateway</html>", { status: 502 }) }]);
    await expect(phonepe().fetchStatus("ord_1", "ord_1")).rejects.toMatchObject({ name: "ProviderError", status: 502 });
  });
});
