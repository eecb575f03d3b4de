import { type TFunction } from "i18next";
import { DEFAULT_SUGGESTED_AMOUNTS, type Currency } from "@contracts/currencies";
import { SDGS } from "@contracts/sdg-list";
import { type FulfilmentStatus, type OrderStatus, type PaymentProviderName } from "@contracts/commerce";
import { msg } from "@/lib/i18n";

/** The goals' names as catalogue keys (the English names of contracts/sdgs.ts), translated where shown. */
const SDG_LABELS: Record<(typeof SDGS)[number], string> = {
  "No Poverty": msg("No Poverty"),
  "Zero Hunger": msg("Zero Hunger"),
  "Good Health and Well-being": msg("Good Health and Well-being"),
  "Quality Education": msg("Quality Education"),
  "Gender Equality": msg("Gender Equality"),
  "Clean Water and Sanitation": msg("Clean Water and Sanitation"),
  "Affordable and Clean Energy": msg("Affordable and Clean Energy"),
  "Decent Work and Economic Growth": msg("Decent Work and Economic Growth"),
  "Industry, Innovation and Infrastructure": msg("Industry, Innovation and Infrastructure"),
  "Reduced Inequalities": msg("Reduced Inequalities"),
  "Sustainable Cities and Communities": msg("Sustainable Cities and Communities"),
  "Responsible Consumption and Production": msg("Responsible Consumption and Production"),
  "Climate Action": msg("Climate Action"),
  "Life Below Water": msg("Life Below Water"),
  "Life on Land": msg("Life on Land"),
  "Peace, Justice and Strong Institutions": msg("Peace, Justice and Strong Institutions"),
  "Partnerships for the Goals": msg("Partnerships for the Goals"),
};

/** A goal's name in the reader's language ("Goal 18" for a number outside the 17). */
export const sdgName = (n: number, t: TFunction) => {
  const name = SDGS[n - 1];
  return name ? t(SDG_LABELS[name]) : t("Goal {{n}}", { n });
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: msg("Awaiting payment"),
  paid: msg("Paid"),
  on_hold: msg("On hold for review"),
  refunded: msg("Refunded"),
  cancelled: msg("Cancelled"),
  failed: msg("Payment failed"),
};

export const FULFILMENT_LABELS: Record<FulfilmentStatus, string> = {
  not_required: msg("Nothing to ship"),
  awaiting_payment: msg("Awaiting payment"),
  paid: msg("Paid"),
  packed: msg("Packed"),
  shipped: msg("Shipped"),
  delivered: msg("Delivered"),
  cancelled: msg("Cancelled"),
};

/** A paid order with part of its money refunded (the order's status stays "paid"). */
export const PARTIALLY_REFUNDED = msg("Partially refunded");

/** Other words the order history records besides the statuses above. */
const HISTORY_LABELS: Record<string, string> = {
  // Not "Created": the library's "Created" (a book) is another word in Hindi and Arabic, and every
  // namespace shares one catalogue at run time.
  created: msg("Order created"),
  payment_started: msg("Payment started"),
  refund_requested: msg("Refund requested"),
  awaiting_fulfilment: msg("Released to fulfilment"),
  partially_refunded: PARTIALLY_REFUNDED,
};

export const orderStatusVariant = (s: OrderStatus) =>
  s === "paid" ? "success" : s === "on_hold" || s === "pending" ? "warning" : s === "refunded" ? "muted" : "danger";

/** History entries are free-form status words ("paid", "packed", "order_created"…): made readable, translated when known. */
export const historyLabel = (status: string, t: TFunction) => {
  const known = (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? (FULFILMENT_LABELS as Record<string, string>)[status] ?? HISTORY_LABELS[status];
  if (known) return t(known);
  const words = status.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Suggested gifts for a cause that has none of its own (libraries): rupee amounts are larger. */
export const defaultSuggestedAmounts = (currency: Currency) => (currency === "INR" ? [50_000, 100_000, 250_000, 500_000] : DEFAULT_SUGGESTED_AMOUNTS);

/** The payment providers' names (contracts' PROVIDER_LABELS), translated where shown. */
export const PROVIDER_NAMES: Record<PaymentProviderName, string> = {
  stripe: msg("Card (Stripe)"),
  paypal: msg("PayPal"),
  phonepe: msg("PhonePe"),
  demo: msg("Demo payment (no real money)"),
};

export const isOrderStatus = (s: string): s is OrderStatus => Object.hasOwn(ORDER_STATUS_LABELS, s);
