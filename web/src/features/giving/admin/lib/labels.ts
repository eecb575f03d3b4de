import { type CharityStatus, type DonationStatus, type DonationTarget, type ProjectStatus } from "@contracts/giving";
import { type FulfilmentStatus, type OrderStatus, type PaymentEventStatus } from "@contracts/commerce";

export type BadgeTone = "default" | "success" | "warning" | "danger" | "muted";
type Labels<K extends string> = Record<K, { label: string; variant: BadgeTone }>;

export const CHARITY_STATUS_BADGES: Labels<CharityStatus> = {
  active: { label: "Active", variant: "success" },
  inactive: { label: "Inactive", variant: "muted" },
};

export const PROJECT_STATUS_BADGES: Labels<ProjectStatus> = {
  draft: { label: "Draft", variant: "muted" },
  active: { label: "Active", variant: "success" },
  funded: { label: "Funded", variant: "default" },
  closed: { label: "Closed", variant: "muted" },
};

export const DONATION_STATUS_BADGES: Labels<DonationStatus> = {
  pending: { label: "Pending", variant: "warning" },
  completed: { label: "Completed", variant: "success" },
  refunded: { label: "Refunded", variant: "danger" },
  cancelled: { label: "Cancelled", variant: "muted" },
};

export const TARGET_LABELS: Record<DonationTarget, string> = { charity: "Charity", project: "Project", library: "Library" };

export const ORDER_STATUS_BADGES: Labels<OrderStatus> = {
  pending: { label: "Pending", variant: "warning" },
  paid: { label: "Paid", variant: "success" },
  on_hold: { label: "On hold", variant: "danger" },
  refunded: { label: "Refunded", variant: "muted" },
  cancelled: { label: "Cancelled", variant: "muted" },
  failed: { label: "Failed", variant: "danger" },
};

export const FULFILMENT_BADGES: Labels<FulfilmentStatus> = {
  not_required: { label: "Not required", variant: "muted" },
  awaiting_payment: { label: "Awaiting payment", variant: "warning" },
  paid: { label: "To pack", variant: "warning" },
  packed: { label: "Packed", variant: "default" },
  shipped: { label: "Shipped", variant: "default" },
  delivered: { label: "Delivered", variant: "success" },
  cancelled: { label: "Cancelled", variant: "muted" },
};

export const EVENT_STATUS_BADGES: Labels<PaymentEventStatus> = {
  dead: { label: "Dead-lettered", variant: "danger" },
  failed: { label: "Failed", variant: "danger" },
  received: { label: "Queued", variant: "warning" },
  processed: { label: "Processed", variant: "success" },
  ignored: { label: "Ignored", variant: "muted" },
};

/** Events a staff member may send back through the payments queue. */
export const isRetryable = (status: PaymentEventStatus) => status === "dead" || status === "failed";

const dateTime = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (isoDate: string) => dateOnly.format(new Date(isoDate.length === 10 ? `${isoDate}T00:00:00.000Z` : isoDate));

/** Minor units as the plain major-unit text an input shows ("12.50"). */
export function minorToMajorText(amountMinor: number, exponent = 2): string {
  const sign = amountMinor < 0 ? "-" : "";
  const abs = Math.abs(amountMinor);
  const unit = 10 ** exponent;
  const whole = Math.floor(abs / unit);
  const frac = String(abs % unit).padStart(exponent, "0");
  return exponent === 0 ? `${sign}${whole}` : `${sign}${whole}.${frac}`;
}

export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
