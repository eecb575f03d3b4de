/**
 * The contract between the orders/checkout code and the payment provider adapters. Amounts are
 * always integer minor units of an ISO 4217 currency (upper case).
 */
export type ProviderName = "stripe" | "paypal" | "phonepe" | "demo";

export interface CheckoutLine {
  name: string;
  quantity: number;
  /** Minor units. */
  unitAmount: number;
}

export interface CheckoutRequest {
  orderId: string;
  /** Minor units, the order total. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  description: string;
  lines: CheckoutLine[];
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CheckoutStart {
  /** Stripe Checkout Session id, PayPal order id, PhonePe merchantOrderId. */
  providerRef: string;
  redirectUrl: string;
}

export interface PaymentStatus {
  state: "paid" | "pending" | "failed" | "cancelled";
  providerRef: string;
  amount?: number;
  currency?: string;
  /** What refund() takes: Stripe PaymentIntent id, PayPal capture id, PhonePe merchantOrderId. */
  paymentRef?: string;
}

export type PaymentEventType =
  | "payment.succeeded"
  | "payment.failed"
  | "payment.cancelled"
  | "refund.succeeded"
  | "dispute.opened"
  | "dispute.won"
  | "dispute.lost"
  | "ignored";

export interface ProviderEvent {
  provider: ProviderName;
  /** Unique per provider: the key that makes a replayed webhook a no-op. */
  providerEventId: string;
  /** The provider's own event type, e.g. "checkout.session.completed". */
  providerType: string;
  type: PaymentEventType;
  orderId?: string;
  providerRef?: string;
  paymentRef?: string;
  amount?: number;
  currency?: string;
  occurredAt?: string;
}

export interface RefundResult {
  refundRef: string;
  state: "succeeded" | "pending" | "failed";
}

export interface PaymentProvider {
  name: ProviderName;
  /** PhonePe: INR only. */
  supportsCurrency(currency: string): boolean;
  startCheckout(req: CheckoutRequest): Promise<CheckoutStart>;
  /** Server-side confirmation of a payment (PayPal: captures an APPROVED order). */
  fetchStatus(providerRef: string, orderId: string): Promise<PaymentStatus>;
  /** Throws WebhookVerificationError when the request is unsigned, wrongly signed or malformed. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent>;
  refund(paymentRef: string, amount: number, currency: string, idempotencyKey: string): Promise<RefundResult>;
}

/** The webhook did not come from the provider (or is not a webhook): answer 400, change nothing. */
export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
}

/** A provider call failed or answered something unusable; `status` is the provider's HTTP status. */
export class ProviderError extends Error {
  override name = "ProviderError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
