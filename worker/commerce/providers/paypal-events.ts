import { toMinorUnits } from "./money";
import { WebhookVerificationError, type PaymentEventType, type ProviderEvent } from "./types";

/** PayPal REST shapes and the mapping of PayPal webhook events onto ProviderEvent. */

export interface Money {
  currency_code: string;
  value: string;
}
export interface Link {
  href: string;
  rel: string;
}
export interface Capture {
  id: string;
  status: string;
  amount?: Money;
  custom_id?: string;
  links?: Link[];
  supplementary_data?: { related_ids?: { order_id?: string } };
}
export interface Order {
  id: string;
  status: string;
  links?: Link[];
  purchase_units?: Array<{ reference_id?: string; custom_id?: string; amount?: Money; payments?: { captures?: Capture[] } }>;
}

interface PayPalEvent {
  id: string;
  event_type: string;
  create_time?: string;
  resource?: Record<string, unknown>;
}

export function parseEvent(rawBody: string): PayPalEvent {
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw new WebhookVerificationError("PayPal webhook body is not JSON");
  }
  const e = event as Partial<PayPalEvent> | null;
  if (!e || typeof e !== "object" || typeof e.id !== "string" || typeof e.event_type !== "string") {
    throw new WebhookVerificationError("PayPal webhook body is not an event");
  }
  return e as PayPalEvent;
}

const upLinkId = (links: unknown, kind: "orders" | "captures") => {
  const up = Array.isArray(links) ? (links as Link[]).find((link) => link.rel === "up") : undefined;
  const match = up && new RegExp(`/${kind === "orders" ? "checkout/orders" : "payments/captures"}/([^/?]+)`).exec(up.href);
  return match ? match[1] : undefined;
};

export function moneyOf(value: unknown) {
  const m = value as Money | undefined;
  return m?.value && m.currency_code ? { amount: toMinorUnits(m.value, m.currency_code), currency: m.currency_code } : {};
}

export function paypalEvent(event: PayPalEvent): ProviderEvent {
  const base: ProviderEvent = { provider: "paypal", providerEventId: event.id, providerType: event.event_type, type: "ignored", occurredAt: event.create_time };
  const r = event.resource ?? {};
  switch (event.event_type) {
    case "CHECKOUT.ORDER.APPROVED": {
      // Approved is not paid: nothing to apply yet, but it names the order so the consumer can
      // confirm with fetchStatus (which captures) when the buyer never came back.
      const unit = (r.purchase_units as Order["purchase_units"])?.[0];
      return { ...base, orderId: unit?.custom_id ?? unit?.reference_id, providerRef: r.id as string, ...moneyOf(unit?.amount) };
    }
    case "PAYMENT.CAPTURE.COMPLETED":
    case "PAYMENT.CAPTURE.DENIED":
    case "PAYMENT.CAPTURE.DECLINED": {
      const capture = r as unknown as Capture;
      const type: PaymentEventType = event.event_type === "PAYMENT.CAPTURE.COMPLETED" ? "payment.succeeded" : "payment.failed";
      const providerRef = capture.supplementary_data?.related_ids?.order_id ?? upLinkId(capture.links, "orders");
      return { ...base, type, orderId: capture.custom_id, providerRef, paymentRef: capture.id, ...moneyOf(capture.amount) };
    }
    case "PAYMENT.CAPTURE.REFUNDED":
    case "PAYMENT.CAPTURE.REVERSED": {
      // The resource is the refund; its total_refunded_amount is the running total on the capture.
      const total = (r.seller_payable_breakdown as { total_refunded_amount?: Money } | undefined)?.total_refunded_amount;
      return { ...base, type: "refund.succeeded", orderId: r.custom_id as string | undefined, paymentRef: upLinkId(r.links, "captures"), ...moneyOf(total ?? r.amount) };
    }
    case "CUSTOMER.DISPUTE.CREATED":
    case "CUSTOMER.DISPUTE.UPDATED":
    case "CUSTOMER.DISPUTE.RESOLVED": {
      const transaction = (r.disputed_transactions as Array<{ seller_transaction_id?: string; custom?: string }> | undefined)?.[0];
      const outcome = (r.dispute_outcome as { outcome_code?: string } | undefined)?.outcome_code;
      const type: PaymentEventType =
        event.event_type === "CUSTOMER.DISPUTE.CREATED" ? "dispute.opened" : event.event_type === "CUSTOMER.DISPUTE.RESOLVED" ? disputeOutcome(outcome) : "ignored";
      return { ...base, type, orderId: transaction?.custom, paymentRef: transaction?.seller_transaction_id, ...moneyOf(r.dispute_amount) };
    }
    default:
      return base;
  }
}

function disputeOutcome(code: string | undefined): PaymentEventType {
  if (code === "RESOLVED_SELLER_FAVOUR" || code === "CANCELED_BY_BUYER" || code === "DENIED") return "dispute.won";
  if (code === "RESOLVED_BUYER_FAVOUR" || code === "ACCEPTED") return "dispute.lost";
  // RESOLVED_WITH_PAYOUT (PayPal paid the buyer itself) and NONE take nothing from the merchant.
  return "ignored";
}
