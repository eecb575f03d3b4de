import { type CharityOut, type DonationOut, type GivingStatsOut } from "@contracts/giving";
import type { OrderOut, PaymentEventOut } from "@contracts/commerce";

export const page = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });
export const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);

export const charity = (patch: Partial<CharityOut> = {}): CharityOut => ({
  id: "cha_books",
  name: "Books for All",
  slug: "books-for-all",
  summary: "Books in every classroom.",
  description: "We stock school libraries.",
  website: "https://books.example.org",
  country: "KE",
  currency: "USD",
  suggested_amounts: [1000, 2500],
  sdgs: [4],
  status: "active",
  logo_url: null,
  cover_url: null,
  tenant_id: null,
  raised: { amount: 125_000, currency: "USD", donations: 12 },
  created_at: "2026-01-05T10:00:00.000Z",
  ...patch,
});

export const stats: GivingStatsOut = {
  currency_totals: [
    { currency: "USD", amount: 1_234_550, donations: 40 },
    { currency: "INR", amount: 990_000, donations: 7 },
  ],
  by_period: [
    { period: "2026-10", currency: "USD", amount: 400_000, donations: 15 },
    { period: "2026-11", currency: "USD", amount: 834_550, donations: 25 },
    { period: "2026-11", currency: "INR", amount: 990_000, donations: 7 },
  ],
  by_charity: [
    { id: "cha_books", name: "Books for All", currency: "USD", amount: 900_000, donations: 30 },
    { id: "cha_water", name: "Clean Water Now", currency: "USD", amount: 334_550, donations: 10 },
  ],
  by_tenant: [
    { tenant_id: "ten_green", school_name: "Greenfield Primary School", currency: "USD", amount: 1_000_000, donations: 32 },
    { tenant_id: null, school_name: "Platform", currency: "USD", amount: 234_550, donations: 8 },
  ],
  projects: { active: 5, funded: 2 },
  orders: { paid: 31, on_hold: 1, awaiting_fulfilment: 3 },
};

export const donation = (n: number, patch: Partial<DonationOut> = {}): DonationOut => ({
  id: `don_${n}`,
  cart_item: `donation:don_${n}`,
  target_type: "project",
  target: { id: "prj_well", name: "A well for Kisumu", slug: "a-well-for-kisumu" },
  amount: 2500,
  refunded_amount: 0,
  currency: "USD",
  message: "Good luck!",
  anonymous: false,
  donor_display_name: `Donor ${n}`,
  status: "completed",
  attribution: { kind: "none", label: null },
  order_id: `ord_${n}`,
  tenant_id: "ten_green",
  created_at: "2026-11-20T09:30:00.000Z",
  completed_at: "2026-11-20T09:31:00.000Z",
  ...patch,
});

export const event = (n: number, patch: Partial<PaymentEventOut> = {}): PaymentEventOut => ({
  id: `pev_${n}`,
  provider: "stripe",
  provider_event_id: `evt_${n}`,
  provider_type: "checkout.session.completed",
  type: "payment.succeeded",
  order_id: "ord_1",
  order_number: "ORD-0001",
  amount: 2500,
  currency: "USD",
  status: "processed",
  attempts: 1,
  last_error: null,
  received_at: "2026-11-20T09:31:00.000Z",
  processed_at: "2026-11-20T09:31:01.000Z",
  ...patch,
});

export const order = (patch: Partial<OrderOut> = {}): OrderOut => ({
  id: "ord_1",
  number: "ORD-0001",
  status: "paid",
  fulfilment_status: "paid",
  provider: "demo",
  contact: { name: "Pat Parent", email: "pat@example.org", phone: null },
  shipping_address: { line1: "1 Lane", line2: null, city: "Leeds", region: null, postal_code: "LS1 1AA", country: "GB" },
  refunded_amount: 0,
  hold_reason: null,
  tracking_number: null,
  history: [{ status: "paid", note: null, created_at: "2026-11-20T09:31:00.000Z" }],
  created_at: "2026-11-20T09:30:00.000Z",
  paid_at: "2026-11-20T09:31:00.000Z",
  issuer: "Greenfield Primary School",
  currency: "USD",
  lines: [{ id: "oli_1", cart_item: "item:cat_book", kind: "printed_book", title: "The Brave Fox (printed)", quantity: 1, unit_amount: 3500, amount: 3500, requires_shipping: true }],
  subtotal: 3500,
  shipping: 499,
  total: 3999,
  requires_shipping: true,
  providers: ["demo"],
  ...patch,
});

export const validationFailed = (fields: Record<string, string[]>) => ({
  status: 400,
  body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields, requestId: "req_test" } },
});
