import { DEFAULT_SUGGESTED_AMOUNTS, type Currency } from "@contracts/money";
import { SDGS } from "@contracts/sdgs";
import { type FulfilmentStatus, type OrderStatus } from "@contracts/commerce";

export const sdgName = (n: number) => SDGS[n - 1] ?? `Goal ${n}`;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  on_hold: "On hold for review",
  refunded: "Refunded",
  cancelled: "Cancelled",
  failed: "Payment failed",
};

export const FULFILMENT_LABELS: Record<FulfilmentStatus, string> = {
  not_required: "Nothing to ship",
  awaiting_payment: "Awaiting payment",
  paid: "Paid",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const orderStatusVariant = (s: OrderStatus) =>
  s === "paid" ? "success" : s === "on_hold" || s === "pending" ? "warning" : s === "refunded" ? "muted" : "danger";

/** History entries are free-form status words ("paid", "packed", "order_created"…): made readable. */
export const historyLabel = (status: string) => {
  const known = (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? (FULFILMENT_LABELS as Record<string, string>)[status];
  if (known) return known;
  const words = status.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const formatDate = (iso: string) => new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString("en", { dateStyle: "medium" });

/** Suggested gifts for a cause that has none of its own (libraries): rupee amounts are larger. */
export const defaultSuggestedAmounts = (currency: Currency) => (currency === "INR" ? [50_000, 100_000, 250_000, 500_000] : DEFAULT_SUGGESTED_AMOUNTS);
