import { type AttributionKind, type CharityStatus, type DonationStatus, type DonationTarget, type ProjectStatus } from "@contracts/giving";
import { type FulfilmentStatus, type OrderStatus, type PaymentEventStatus } from "@contracts/commerce";
import { msg } from "@/lib/i18n";

export type BadgeTone = "default" | "success" | "warning" | "danger" | "muted";
/** `label` is a catalogue key (msg): show it with t(label). */
type Labels<K extends string> = Record<K, { label: string; variant: BadgeTone }>;

export const CHARITY_STATUS_BADGES: Labels<CharityStatus> = {
  active: { label: msg("Active"), variant: "success" },
  inactive: { label: msg("Inactive"), variant: "muted" },
};

export const PROJECT_STATUS_BADGES: Labels<ProjectStatus> = {
  draft: { label: msg("Draft"), variant: "muted" },
  active: { label: msg("Active"), variant: "success" },
  funded: { label: msg("Funded"), variant: "default" },
  closed: { label: msg("Closed"), variant: "muted" },
};

export const DONATION_STATUS_BADGES: Labels<DonationStatus> = {
  pending: { label: msg("Pending"), variant: "warning" },
  completed: { label: msg("Completed"), variant: "success" },
  refunded: { label: msg("Refunded"), variant: "danger" },
  cancelled: { label: msg("Cancelled"), variant: "muted" },
};

export const TARGET_LABELS: Record<DonationTarget, string> = { charity: msg("Charity"), project: msg("Project"), library: msg("Library") };

/** Whose fundraising a gift counts for, when the gift names no one by label. */
export const ATTRIBUTION_LABELS: Record<AttributionKind, string> = { none: msg("No one in particular"), student: msg("A student"), class: msg("A class"), school: msg("The school") };

export const ORDER_STATUS_BADGES: Labels<OrderStatus> = {
  pending: { label: msg("Pending"), variant: "warning" },
  paid: { label: msg("Paid"), variant: "success" },
  on_hold: { label: msg("On hold"), variant: "danger" },
  refunded: { label: msg("Refunded"), variant: "muted" },
  cancelled: { label: msg("Cancelled"), variant: "muted" },
  failed: { label: msg("Failed"), variant: "danger" },
};

export const FULFILMENT_BADGES: Labels<FulfilmentStatus> = {
  not_required: { label: msg("Not required"), variant: "muted" },
  awaiting_payment: { label: msg("Awaiting payment"), variant: "warning" },
  paid: { label: msg("To pack"), variant: "warning" },
  packed: { label: msg("Packed"), variant: "default" },
  shipped: { label: msg("Shipped"), variant: "default" },
  delivered: { label: msg("Delivered"), variant: "success" },
  cancelled: { label: msg("Cancelled"), variant: "muted" },
};

export const EVENT_STATUS_BADGES: Labels<PaymentEventStatus> = {
  dead: { label: msg("Dead-lettered"), variant: "danger" },
  failed: { label: msg("Failed"), variant: "danger" },
  received: { label: msg("Queued"), variant: "warning" },
  processed: { label: msg("Processed"), variant: "success" },
  ignored: { label: msg("Ignored"), variant: "muted" },
};

/** Events a staff member may send back through the payments queue. */
export const isRetryable = (status: PaymentEventStatus) => status === "dead" || status === "failed";

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
