import { type CharityOut, type DonationOut, type LibraryOut, type ProjectOut } from "@contracts/giving";
import type { OrderLineOut, OrderOut, OrderQuoteOut } from "@contracts/commerce";
import type { UserProfile } from "@contracts/users";
import { cartAtom, emptyCart } from "@/features/commerce/state";
import { userAtom } from "@/lib/session";
import { store } from "@/lib/store";

export const page = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

/** Every test starts signed out with an empty cart (the store outlives a test). */
export function resetState() {
  store.set(cartAtom, emptyCart);
  store.set(userAtom, null);
}

export function signIn(patch: Partial<UserProfile> = {}): UserProfile {
  const user: UserProfile = {
    id: "usr_stu",
    first_name: "Sam",
    last_name: "Student",
    email: "sam@example.org",
    username: "greenfield.student01",
    is_staff: false,
    country: null,
    avatar: null,
    role: "student",
    tenant: "ten_green",
    ...patch,
  };
  localStorage.setItem("access", "token");
  localStorage.setItem("user", JSON.stringify(user));
  store.set(userAtom, user);
  return user;
}

export const project = (patch: Partial<ProjectOut> = {}): ProjectOut => ({
  id: "prj_1",
  title: "Books for Riverside",
  slug: "books-for-riverside",
  summary: "Stock the Riverside reading room.",
  description: "First paragraph.\n\nSecond paragraph.",
  charity: { id: "cha_1", name: "Readers United", slug: "readers-united" },
  goal_amount: 500000,
  raised_amount: 210000,
  currency: "USD",
  donor_count: 12,
  progress_percent: 42,
  suggested_amounts: [1000, 2500, 5000],
  sdgs: [4],
  status: "active",
  cover_url: null,
  starts_on: null,
  ends_on: null,
  tenant_id: null,
  created_at: "2026-01-01T00:00:00.000Z",
  ...patch,
});

export const charity = (patch: Partial<CharityOut> = {}): CharityOut => ({
  id: "cha_1",
  name: "Readers United",
  slug: "readers-united",
  summary: "Books for every child.",
  description: "We build reading rooms.",
  website: null,
  country: "US",
  currency: "USD",
  suggested_amounts: [1000, 2500],
  sdgs: [4, 10],
  status: "active",
  logo_url: null,
  cover_url: null,
  tenant_id: null,
  raised: { amount: 123400, currency: "USD", donations: 7 },
  created_at: "2026-01-01T00:00:00.000Z",
  ...patch,
});

export const library = (patch: Partial<LibraryOut> = {}): LibraryOut => ({
  id: "lib_1",
  name: "Hilltop Library",
  charity: null,
  city: "Nairobi",
  country: "KE",
  description: "A library on the hill.",
  goal_amount: 200000,
  raised_amount: 50000,
  currency: "USD",
  donor_count: 3,
  progress_percent: 25,
  books_goal: 2000,
  books_stocked: 600,
  status: "building",
  sdgs: [4],
  cover_url: null,
  tenant_id: null,
  created_at: "2026-01-01T00:00:00.000Z",
  ...patch,
});

export const donation = (patch: Partial<DonationOut> = {}): DonationOut => ({
  id: "don_1",
  cart_item: "donation:don_1",
  target_type: "project",
  target: { id: "prj_1", name: "Books for Riverside", slug: "books-for-riverside" },
  amount: 2500,
  refunded_amount: 0,
  currency: "USD",
  message: "",
  anonymous: false,
  donor_display_name: "Sam Student",
  status: "pending",
  attribution: { kind: "none", label: null },
  order_id: null,
  tenant_id: null,
  created_at: "2026-03-01T10:00:00.000Z",
  completed_at: null,
  ...patch,
});

export const line = (n: number, patch: Partial<OrderLineOut> = {}): OrderLineOut => ({
  id: `oli_${n}`,
  cart_item: `donation:don_${n}`,
  kind: "donation",
  title: `Donation to cause ${n}`,
  quantity: 1,
  unit_amount: 2500,
  amount: 2500,
  requires_shipping: false,
  ...patch,
});

export const quote = (patch: Partial<OrderQuoteOut> = {}): OrderQuoteOut => ({
  currency: "USD",
  lines: [line(1)],
  subtotal: 2500,
  shipping: 0,
  total: 2500,
  requires_shipping: false,
  providers: ["stripe", "paypal", "demo"],
  unavailable: [],
  ...patch,
});

export const order = (patch: Partial<OrderOut> = {}): OrderOut => ({
  id: "ord_1",
  number: "GF-000123",
  status: "pending",
  fulfilment_status: "not_required",
  provider: "demo",
  contact: { name: "Sam Student", email: "sam@example.org", phone: null },
  shipping_address: null,
  currency: "USD",
  lines: [line(1)],
  subtotal: 2500,
  shipping: 0,
  total: 2500,
  requires_shipping: false,
  refunded_amount: 0,
  hold_reason: null,
  tracking_number: null,
  history: [{ status: "created", note: null, created_at: "2026-03-01T10:00:00.000Z" }],
  created_at: "2026-03-01T10:00:00.000Z",
  paid_at: null,
  issuer: "Greenfield Primary School",
  providers: ["demo"],
  ...patch,
});
