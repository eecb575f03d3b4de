import { z } from "zod";
import { PAYMENT_PROVIDERS } from "./payment-providers";
export { PAYMENT_PROVIDERS } from "./payment-providers";
import { MAX_TEXT, blankToNull, formBoolean, longText, paginationQuery, requiredText } from "./common";
import { DONATION_MAX_MINOR, currencyField, type Currency } from "./money";
import { isCountryCode } from "./countries";
import { ORDER_STATUSES, type OrderStatus } from "./order-statuses";

/* Commerce: cart, catalogue, orders, checkout and payment events (amounts in minor units). */

/* ---------- cart ---------- */

/** A cart entry: "donation:{donationId}" (a pending pledge) or "item:{catalogItemId}" (course, training, printed book). */
export const CART_ITEM_PATTERN = /^(donation|item):[A-Za-z0-9_-]{1,64}$/;
export const CART_MAX_ITEMS = 50;
const cartItemField = z.string({ error: "Unknown cart item" }).regex(CART_ITEM_PATTERN, { error: "Unknown cart item" });
export const cartItemSchema = z.object({ item: cartItemField });
export const cartMergeSchema = z.object({ items: z.array(cartItemField, { error: "Send the cart's items as a list" }).max(CART_MAX_ITEMS, { error: `A cart holds at most ${CART_MAX_ITEMS} items` }) });
export interface CartOut {
  cart: string[];
  count: number;
}

/* ---------- catalogue (paid items other than donations) ---------- */

export const CATALOG_KINDS = ["course", "teacher_training", "printed_book"] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
/**
 * Items that open on the buyer's account (an entitlement and an enrolment): only a signed-in buyer
 * can have them, so a visitor's quote and order containing one are refused (sign in first).
 */
export const ACCOUNT_ITEM_KINDS = ["course", "teacher_training"] as const satisfies readonly CatalogKind[];
export const needsAccount = (kind: string): boolean => (ACCOUNT_ITEM_KINDS as readonly string[]).includes(kind);
export interface CatalogItemOut {
  id: string;
  cart_item: string;
  kind: CatalogKind;
  title: string;
  description: string;
  price: number;
  currency: Currency;
  requires_shipping: boolean;
  /** The library book a printed edition prints, or the course a course item enrols in. */
  ref_id: string | null;
  active: boolean;
  tenant_id: string | null;
}

const priceMessage = "Enter a price of at least 1.00";
/** Staff: POST /api/catalog/ (a printed book needs shipping; a course or training does not). */
export const catalogItemCreateSchema = z.object({
  kind: z.enum(CATALOG_KINDS, { error: "Choose course, teacher training or printed book" }),
  title: requiredText(),
  description: longText(10_000).optional(),
  price: z.number({ error: priceMessage }).int({ error: "Amounts are whole minor units (cents)" }).min(100, { error: priceMessage }).max(DONATION_MAX_MINOR, { error: "Enter a smaller price" }),
  currency: currencyField,
  requires_shipping: formBoolean.optional(),
  ref_id: z.preprocess(blankToNull, z.string().trim().max(MAX_TEXT, { error: "Characters too long" }).nullable()).optional(),
  active: formBoolean.optional(),
  platform_wide: formBoolean.optional(),
});
export const catalogItemUpdateSchema = catalogItemCreateSchema.partial();
export type CatalogItemCreateInput = z.infer<typeof catalogItemCreateSchema>;
export type CatalogItemUpdateInput = z.infer<typeof catalogItemUpdateSchema>;
export const catalogListQuery = z.object({
  kind: z.enum(CATALOG_KINDS).optional().catch(undefined),
  ref_id: z.string().max(MAX_TEXT).optional().catch(undefined),
  /** Staff only: include inactive items (platform staff: every school's). */
  all: formBoolean.optional().catch(undefined),
});
export type CatalogListQuery = z.infer<typeof catalogListQuery>;

/* ---------- orders ---------- */

export { ORDER_STATUSES, type OrderStatus } from "./order-statuses";
export { isGiftsOnly } from "./order-lines";
export const FULFILMENT_STATUSES = ["not_required", "awaiting_payment", "paid", "packed", "shipped", "delivered", "cancelled"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];
export const ORDER_ITEM_KINDS = ["donation", ...CATALOG_KINDS] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  stripe: "Card (Stripe)",
  paypal: "PayPal",
  phonepe: "PhonePe",
  demo: "Demo payment (no real money)",
};

/**
 * A gift's order line is titled "Gift to {cause}" when priced (commerce/orders/pricing.ts) and kept
 * so on the order; the web shows it in the reader's language from this prefix and the cause's name.
 */
export const GIFT_LINE_PREFIX = "Gift to ";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const contactSchema = z.object({
  name: requiredText("Please enter your name"),
  email: z.email({ error: "Invalid email" }).max(MAX_TEXT, { error: "Characters too long" }),
  phone: z.preprocess(blankToNull, z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, { error: "Enter a phone number" }).nullable()).optional(),
}, { error: "Enter your name and email" });
export const shippingAddressSchema = z.object({
  line1: requiredText("Please enter the street address"),
  line2: z.preprocess(blankToNull, z.string().trim().max(MAX_TEXT).nullable()).optional(),
  city: requiredText("Please enter the city"),
  region: z.preprocess(blankToNull, z.string().trim().max(MAX_TEXT).nullable()).optional(),
  postal_code: z.string({ error: "Please enter the postal code" }).trim().min(2, { error: "Please enter the postal code" }).max(20, { error: "Characters too long" }),
  country: z
    .string({ error: "Choose a country" })
    .trim()
    .min(1, { error: "Choose a country", abort: true })
    .toUpperCase()
    .refine(isCountryCode, { error: "Select a country from the list" }),
}, { error: "Enter the delivery address" });
export type Contact = z.infer<typeof contactSchema>;
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const orderQuoteSchema = z.object({ items: cartMergeSchema.shape.items.min(1, { error: "Your cart is empty" }) });
export const orderCreateSchema = orderQuoteSchema.extend({
  contact: contactSchema,
  shipping_address: shippingAddressSchema.nullable().optional(),
});
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;

export interface OrderLineOut {
  id: string;
  cart_item: string;
  kind: OrderItemKind;
  title: string;
  quantity: number;
  unit_amount: number;
  amount: number;
  requires_shipping: boolean;
}

export interface OrderQuoteOut {
  currency: Currency;
  lines: OrderLineOut[];
  subtotal: number;
  shipping: number;
  total: number;
  requires_shipping: boolean;
  /** Providers that can take this order (PhonePe only for INR; demo only in local development). */
  providers: PaymentProviderName[];
  /** Cart entries that no longer exist or cannot be bought (removed from the quote). */
  unavailable: string[];
}

export interface OrderEventOut {
  status: string;
  note: string | null;
  created_at: string;
}

export interface OrderOut extends Omit<OrderQuoteOut, "unavailable" | "providers"> {
  id: string;
  number: string;
  status: OrderStatus;
  fulfilment_status: FulfilmentStatus;
  provider: PaymentProviderName | null;
  contact: Contact;
  shipping_address: ShippingAddress | null;
  refunded_amount: number;
  hold_reason: string | null;
  tracking_number: string | null;
  history: OrderEventOut[];
  created_at: string;
  paid_at: string | null;
  /** Who issued the order — its school (the platform for the platform's own) — as its PDF and receipt email name it. */
  issuer: string;
  /** Returned once to a guest who created the order: proves ownership for tracking and invoices. */
  access_key?: string;
  providers: PaymentProviderName[];
}

/** An order in the admin lists, with the school it was placed at ("Platform" for the platform host). */
export interface AdminOrderOut extends OrderOut {
  school_name: string;
}

export const checkoutStartSchema = z.object({
  order_id: z.string({ error: "Unknown order" }).min(1).max(MAX_TEXT),
  access_key: z.string().max(200).optional(),
});
export interface CheckoutStartOut {
  provider: PaymentProviderName;
  redirect_url: string;
  provider_ref: string;
}
export const orderAccessQuery = z.object({ key: z.string().max(200).optional().catch(undefined) });

export const orderListQuery = paginationQuery(25, 200).extend({
  search: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  fulfilment_status: z.enum(FULFILMENT_STATUSES).optional().catch(undefined),
  tenant: z.string().max(MAX_TEXT).optional().catch(undefined),
});
export const fulfilmentUpdateSchema = z.object({
  fulfilment_status: z.enum(["packed", "shipped", "delivered", "cancelled"], { error: "Choose packed, shipped, delivered or cancelled" }),
  tracking_number: z.preprocess(blankToNull, z.string().trim().max(100).nullable()).optional(),
  note: longText(500).optional(),
});
const REFUND_AMOUNT_MESSAGE = "Enter an amount to refund greater than zero";
export const refundSchema = z.object({
  /** Minor units; omitted = the whole remaining amount (more than remains is refused by the service). */
  amount: z
    .number({ error: REFUND_AMOUNT_MESSAGE })
    .int({ error: "Amounts are whole minor units (cents)" })
    .min(1, { error: REFUND_AMOUNT_MESSAGE })
    .optional(),
  reason: requiredText("Please give a reason"),
});
export const holdResolutionSchema = z.object({
  action: z.enum(["release", "refund"], { error: "Choose release or refund" }),
  note: longText(500).optional(),
});

/* ---------- payment events (payment history) ---------- */

export const PAYMENT_EVENT_STATUSES = ["received", "processed", "ignored", "failed", "dead"] as const;
export type PaymentEventStatus = (typeof PAYMENT_EVENT_STATUSES)[number];
export interface PaymentEventOut {
  id: string;
  provider: PaymentProviderName;
  provider_event_id: string;
  provider_type: string;
  type: string;
  order_id: string | null;
  order_number: string | null;
  amount: number | null;
  currency: string | null;
  status: PaymentEventStatus;
  attempts: number;
  last_error: string | null;
  received_at: string;
  processed_at: string | null;
}
export const paymentEventListQuery = paginationQuery(50, 200).extend({
  provider: z.enum(PAYMENT_PROVIDERS).optional().catch(undefined),
  status: z.enum(PAYMENT_EVENT_STATUSES).optional().catch(undefined),
  search: z.string().trim().max(100).optional().catch(undefined),
});
