import { z } from "zod";
import { MAX_TEXT, formBoolean, paginationQuery, requiredText } from "./common";

/*
 * Giving and commerce: charities, projects, physical libraries, donations, cart, orders,
 * checkout and payment events. Money is always an integer number of minor units (cents, paise)
 * next to an ISO 4217 currency code; nothing here ever holds a float amount.
 */

/* ---------- money ---------- */

/** Currencies the platform accepts, with their minor-unit exponent (ISO 4217). */
export const CURRENCY_EXPONENTS = { USD: 2, EUR: 2, GBP: 2, INR: 2 } as const;
export type Currency = keyof typeof CURRENCY_EXPONENTS;
export const CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as Currency[];
export const CURRENCY_MESSAGE = `Choose one of ${CURRENCIES.join(", ")}`;
export const currencyField = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .toUpperCase()
  .refine((v): v is Currency => v in CURRENCY_EXPONENTS, { error: CURRENCY_MESSAGE });

/** Smallest and largest single donation, in minor units (1.00 and 1,000,000.00). */
export const DONATION_MIN_MINOR = 100;
export const DONATION_MAX_MINOR = 100_000_000;
export const DEFAULT_SUGGESTED_AMOUNTS = [1000, 2500, 5000, 10000];
/** Flat shipping for an order with at least one physical item, per currency, in minor units. */
export const SHIPPING_FLAT_MINOR: Record<Currency, number> = { USD: 499, EUR: 499, GBP: 399, INR: 9900 };

/** "$12.50", "₹99.00": display only — never parse this back. */
export function formatMoney(amountMinor: number, currency: string, locale = "en"): string {
  const exponent = CURRENCY_EXPONENTS[currency as Currency] ?? 2;
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(
    amountMinor / 10 ** exponent,
  );
}

/** "12.5" → 1250 for a currency with two decimals, exactly (no floating point); null when malformed. */
export function parseMajorToMinor(text: string, currency: string): number | null {
  const exponent = CURRENCY_EXPONENTS[currency as Currency] ?? 2;
  const m = /^\s*(\d{1,12})(?:[.,](\d*))?\s*$/.exec(text);
  if (!m) return null;
  const frac = m[2] ?? "";
  if (frac.length > exponent) return null;
  return Number(m[1]) * 10 ** exponent + Number(frac.padEnd(exponent, "0") || "0");
}

const amountMessage = `Enter an amount between ${DONATION_MIN_MINOR / 100} and ${(DONATION_MAX_MINOR / 100).toLocaleString("en")}`;
export const donationAmountField = z
  .number({ error: amountMessage })
  .int({ error: "Amounts are whole minor units (cents)" })
  .min(DONATION_MIN_MINOR, { error: amountMessage })
  .max(DONATION_MAX_MINOR, { error: amountMessage });

/* ---------- Sustainable Development Goals ---------- */

export const SDGS = [
  "No Poverty",
  "Zero Hunger",
  "Good Health and Well-being",
  "Quality Education",
  "Gender Equality",
  "Clean Water and Sanitation",
  "Affordable and Clean Energy",
  "Decent Work and Economic Growth",
  "Industry, Innovation and Infrastructure",
  "Reduced Inequalities",
  "Sustainable Cities and Communities",
  "Responsible Consumption and Production",
  "Climate Action",
  "Life Below Water",
  "Life on Land",
  "Peace, Justice and Strong Institutions",
  "Partnerships for the Goals",
] as const;
export const sdgListField = z
  .array(z.number({ error: "Choose goals from the list" }).int().min(1).max(17), { error: "Choose goals from the list" })
  .max(17)
  .transform((v) => [...new Set(v)].sort((a, b) => a - b));

/* ---------- charities, projects, libraries ---------- */

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const optionalUrl = z.preprocess(blankToNull, z.url({ error: "Enter a full web address (https://…)" }).max(500).nullable());
const longText = (max: number) => z.string({ error: "Enter text" }).trim().max(max, { error: `At most ${max} characters` });
const suggestedAmountsField = z
  .array(donationAmountField, { error: amountMessage })
  .min(1, { error: "Give at least one suggested amount" })
  .max(6, { error: "At most 6 suggested amounts" });

export const CHARITY_STATUSES = ["active", "inactive"] as const;
export type CharityStatus = (typeof CHARITY_STATUSES)[number];

export const charityCreateSchema = z.object({
  name: requiredText(),
  summary: longText(300).optional(),
  description: longText(10_000).optional(),
  website: optionalUrl.optional(),
  country: z.preprocess(blankToNull, z.string().trim().length(2, { error: "Choose a country" }).toUpperCase().nullable()).optional(),
  currency: currencyField.optional(),
  suggested_amounts: suggestedAmountsField.optional(),
  sdgs: sdgListField.optional(),
  status: z.enum(CHARITY_STATUSES, { error: "Choose active or inactive" }).optional(),
  /** Staff only: make a platform-wide charity from a school host, or the reverse. */
  platform_wide: formBoolean.optional(),
});
export const charityUpdateSchema = charityCreateSchema.partial();
export type CharityCreateInput = z.infer<typeof charityCreateSchema>;
export type CharityUpdateInput = z.infer<typeof charityUpdateSchema>;

export const PROJECT_STATUSES = ["draft", "active", "funded", "closed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
const goalMessage = "Enter a goal of at least 1.00";
const goalField = z.number({ error: goalMessage }).int({ error: goalMessage }).min(100, { error: goalMessage }).max(10_000_000_000, { error: goalMessage });
const dateField = z.preprocess(blankToNull, z.iso.date({ error: "Enter a date as YYYY-MM-DD" }).nullable());

export const projectCreateSchema = z.object({
  title: requiredText(),
  charity_id: z.preprocess(blankToNull, z.string().max(MAX_TEXT).nullable()).optional(),
  summary: longText(300).optional(),
  description: longText(10_000).optional(),
  goal_amount: goalField,
  currency: currencyField,
  suggested_amounts: suggestedAmountsField.optional(),
  sdgs: sdgListField.optional(),
  status: z.enum(PROJECT_STATUSES, { error: "Choose a status" }).optional(),
  starts_on: dateField.optional(),
  ends_on: dateField.optional(),
  platform_wide: formBoolean.optional(),
});
export const projectUpdateSchema = projectCreateSchema.partial();
export type ProjectCreateInput = z.infer<typeof projectCreateSchema>;
export type ProjectUpdateInput = z.infer<typeof projectUpdateSchema>;

export const LIBRARY_STATUSES = ["planned", "building", "open"] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];
export const libraryCreateSchema = z.object({
  name: requiredText(),
  charity_id: z.preprocess(blankToNull, z.string().max(MAX_TEXT).nullable()).optional(),
  city: requiredText(),
  country: z.string({ error: "Choose a country" }).trim().length(2, { error: "Choose a country" }).toUpperCase(),
  description: longText(10_000).optional(),
  goal_amount: goalField,
  currency: currencyField,
  books_goal: z.number().int().min(0).max(1_000_000).optional(),
  books_stocked: z.number().int().min(0).max(1_000_000).optional(),
  status: z.enum(LIBRARY_STATUSES, { error: "Choose a status" }).optional(),
  sdgs: sdgListField.optional(),
  platform_wide: formBoolean.optional(),
});
export const libraryUpdateSchema = libraryCreateSchema.partial();
export type LibraryCreateInput = z.infer<typeof libraryCreateSchema>;
export type LibraryUpdateInput = z.infer<typeof libraryUpdateSchema>;

export const givingListQuery = paginationQuery(24, 100).extend({
  search: z.string().trim().max(100).optional().catch(undefined),
  sdg: z.coerce.number().int().min(1).max(17).optional().catch(undefined),
  charity: z.string().max(MAX_TEXT).optional().catch(undefined),
  /** Admin lists only: include inactive/draft rows. */
  all: formBoolean.optional().catch(undefined),
});
export type GivingListQuery = z.infer<typeof givingListQuery>;

export interface CharityOut {
  id: string;
  name: string;
  slug: string;
  summary: string;
  description: string;
  website: string | null;
  country: string | null;
  currency: Currency;
  suggested_amounts: number[];
  sdgs: number[];
  status: CharityStatus;
  logo_url: string | null;
  cover_url: string | null;
  /** null: platform-wide. */
  tenant_id: string | null;
  raised: { amount: number; currency: Currency; donations: number };
  created_at: string;
}

export interface ProjectOut {
  id: string;
  title: string;
  slug: string;
  summary: string;
  description: string;
  charity: { id: string; name: string; slug: string } | null;
  goal_amount: number;
  raised_amount: number;
  currency: Currency;
  donor_count: number;
  /** 0–100, rounded down; 100 when funded. */
  progress_percent: number;
  suggested_amounts: number[];
  sdgs: number[];
  status: ProjectStatus;
  cover_url: string | null;
  starts_on: string | null;
  ends_on: string | null;
  tenant_id: string | null;
  created_at: string;
}

export interface LibraryOut {
  id: string;
  name: string;
  charity: { id: string; name: string; slug: string } | null;
  city: string;
  country: string;
  description: string;
  goal_amount: number;
  raised_amount: number;
  currency: Currency;
  donor_count: number;
  progress_percent: number;
  books_goal: number;
  books_stocked: number;
  status: LibraryStatus;
  sdgs: number[];
  cover_url: string | null;
  tenant_id: string | null;
  created_at: string;
}

/* ---------- donations ---------- */

export const DONATION_TARGETS = ["charity", "project", "library"] as const;
export type DonationTarget = (typeof DONATION_TARGETS)[number];
export const DONATION_STATUSES = ["pending", "completed", "refunded", "cancelled"] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
/** Whose fundraising a gift counts towards ("Money I Have Raised"). */
export const ATTRIBUTION_KINDS = ["none", "student", "class", "school"] as const;
export type AttributionKind = (typeof ATTRIBUTION_KINDS)[number];

export const donationCreateSchema = z
  .object({
    target_type: z.enum(DONATION_TARGETS, { error: "Choose what to give to" }),
    target_id: z.string({ error: "Choose what to give to" }).min(1, { error: "Choose what to give to" }).max(MAX_TEXT),
    amount: donationAmountField,
    currency: currencyField,
    message: longText(500).optional(),
    anonymous: z.boolean().optional(),
    donor_name: z.preprocess(blankToNull, z.string().trim().max(MAX_TEXT, { error: "Characters too long" }).nullable()).optional(),
    attribution: z
      .object({
        kind: z.enum(ATTRIBUTION_KINDS, { error: "Choose who this gift counts for" }),
        /** A student's username, a class id; omitted for none/school. */
        ref: z.string().trim().max(MAX_TEXT).optional(),
      })
      .optional(),
  })
  .refine((v) => !v.attribution || v.attribution.kind === "none" || v.attribution.kind === "school" || !!v.attribution.ref, {
    error: "Choose the student or class this gift counts for",
    path: ["attribution", "ref"],
  });
export type DonationCreateInput = z.infer<typeof donationCreateSchema>;

export interface DonationOut {
  id: string;
  /** Cart item identifier of this pledge while it is pending: "donation:{id}". */
  cart_item: string;
  target_type: DonationTarget;
  target: { id: string; name: string; slug: string | null };
  amount: number;
  currency: Currency;
  message: string;
  anonymous: boolean;
  /** "Anonymous" when anonymous, else the donor's name. */
  donor_display_name: string;
  status: DonationStatus;
  attribution: { kind: AttributionKind; label: string | null };
  order_id: string | null;
  tenant_id: string | null;
  created_at: string;
  completed_at: string | null;
}

export const donationListQuery = paginationQuery(25, 200).extend({
  search: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(DONATION_STATUSES).optional().catch(undefined),
  target_type: z.enum(DONATION_TARGETS).optional().catch(undefined),
  target_id: z.string().max(MAX_TEXT).optional().catch(undefined),
  tenant: z.string().max(MAX_TEXT).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  format: z.enum(["json", "csv"]).optional().catch(undefined),
});
export type DonationListQuery = z.infer<typeof donationListQuery>;

export interface MoneyRaisedOut {
  /** Totals per currency of completed gifts attributed to the caller (as student, their classes as teacher, their school as admin). */
  totals: { currency: Currency; amount: number; donations: number }[];
  recent: DonationOut[];
}

/* ---------- cart ---------- */

/** A cart entry: "donation:{donationId}" (a pending pledge) or "item:{catalogItemId}" (course, training, printed book). */
export const CART_ITEM_PATTERN = /^(donation|item):[A-Za-z0-9_-]{1,64}$/;
export const CART_MAX_ITEMS = 50;
const cartItemField = z.string({ error: "Unknown cart item" }).regex(CART_ITEM_PATTERN, { error: "Unknown cart item" });
export const cartItemSchema = z.object({ item: cartItemField });
export const cartMergeSchema = z.object({ items: z.array(cartItemField).max(CART_MAX_ITEMS, { error: `A cart holds at most ${CART_MAX_ITEMS} items` }) });
export interface CartOut {
  cart: string[];
  count: number;
}

/* ---------- catalogue (paid items other than donations) ---------- */

export const CATALOG_KINDS = ["course", "teacher_training", "printed_book"] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
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

export const ORDER_STATUSES = ["pending", "paid", "on_hold", "refunded", "cancelled", "failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const FULFILMENT_STATUSES = ["not_required", "awaiting_payment", "paid", "packed", "shipped", "delivered", "cancelled"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];
export const ORDER_ITEM_KINDS = ["donation", ...CATALOG_KINDS] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];
export const PAYMENT_PROVIDERS = ["stripe", "paypal", "phonepe", "demo"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  stripe: "Card (Stripe)",
  paypal: "PayPal",
  phonepe: "PhonePe",
  demo: "Demo payment (no real money)",
};

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const contactSchema = z.object({
  name: requiredText("Please enter your name"),
  email: z.email({ error: "Invalid email" }).max(MAX_TEXT, { error: "Characters too long" }),
  phone: z.preprocess(blankToNull, z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, { error: "Enter a phone number" }).nullable()).optional(),
});
export const shippingAddressSchema = z.object({
  line1: requiredText("Please enter the street address"),
  line2: z.preprocess(blankToNull, z.string().trim().max(MAX_TEXT).nullable()).optional(),
  city: requiredText("Please enter the city"),
  region: z.preprocess(blankToNull, z.string().trim().max(MAX_TEXT).nullable()).optional(),
  postal_code: z.string({ error: "Please enter the postal code" }).trim().min(2, { error: "Please enter the postal code" }).max(20, { error: "Characters too long" }),
  country: z.string({ error: "Choose a country" }).trim().length(2, { error: "Choose a country" }).toUpperCase(),
});
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
export const refundSchema = z.object({
  /** Minor units; omitted = the whole remaining amount. */
  amount: z.number().int().min(1).optional(),
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

/* ---------- dashboards ---------- */

export const GIVING_PERIODS = ["day", "week", "month"] as const;
export const givingStatsQuery = z.object({
  period: z.enum(GIVING_PERIODS).catch("month"),
  /** How many periods back (including the current one). */
  periods: z.coerce.number().int().min(1).max(36).catch(12),
});
export interface GivingStatsOut {
  currency_totals: { currency: Currency; amount: number; donations: number }[];
  by_period: { period: string; currency: Currency; amount: number; donations: number }[];
  by_charity: { id: string; name: string; currency: Currency; amount: number; donations: number }[];
  by_tenant: { tenant_id: string | null; school_name: string; currency: Currency; amount: number; donations: number }[];
  projects: { active: number; funded: number };
  orders: { paid: number; on_hold: number; awaiting_fulfilment: number };
}

export interface ImpactsCountOut {
  total_impacts: number;
}

/** The giving groups GET /api/combined/?search= adds to CombinedSearchOut (best matches first, 10 each). */
export interface GivingSearchGroups {
  charities: CharityOut[];
  projects: ProjectOut[];
}
