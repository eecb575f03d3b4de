import { z } from "zod";
import { MAX_TEXT, blankToNull, formBoolean, longText, paginationQuery, requiredText } from "./common";
import { currencyField, donationAmountField, DONATION_AMOUNT_MESSAGE, donationWithinLimits, suggestedAmountField, type Currency } from "./money";
import { sdgListField } from "./sdgs";
import { isCountryCode } from "./countries";

/* Giving: charities, projects, physical libraries and donations (amounts in minor units). */

/* ---------- charities, projects, libraries ---------- */

/** An http(s) address only: a charity's website is a link on its page, and z.url() alone takes javascript: and data: too. */
const optionalUrl = z.preprocess(blankToNull, z.httpUrl({ error: "Enter a full web address (https://…)" }).max(500).nullable());
const suggestedAmountsField = z
  .array(suggestedAmountField, { error: DONATION_AMOUNT_MESSAGE })
  .min(1, { error: "Give at least one suggested amount" })
  .max(6, { error: "At most 6 suggested amounts" });

export const CHARITY_STATUSES = ["active", "inactive"] as const;
export type CharityStatus = (typeof CHARITY_STATUSES)[number];

export const charityCreateSchema = z.object({
  name: requiredText(),
  summary: longText(300).optional(),
  description: longText(10_000).optional(),
  website: optionalUrl.optional(),
  country: z.preprocess(blankToNull, z.string().trim().toUpperCase().refine(isCountryCode, { error: "Select a country from the list" }).nullable()).optional(),
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
  country: z.string({ error: "Choose a country" }).trim().min(1, { error: "Choose a country", abort: true }).toUpperCase().refine(isCountryCode, { error: "Select a country from the list" }),
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
        /** A student's username; a class's name, class code or id; omitted for none/school. */
        ref: z.string().trim().max(MAX_TEXT).optional(),
      })
      .optional(),
  })
  .refine((v) => !v.attribution || v.attribution.kind === "none" || v.attribution.kind === "school" || !!v.attribution.ref, {
    error: "Choose the student or class this gift counts for",
    path: ["attribution", "ref"],
  })
  .refine((v) => donationWithinLimits(v.amount, v.currency), { error: DONATION_AMOUNT_MESSAGE, path: ["amount"] });
export type DonationCreateInput = z.infer<typeof donationCreateSchema>;

export interface DonationOut {
  id: string;
  /** Cart item identifier of this pledge while it is pending: "donation:{id}". */
  cart_item: string;
  target_type: DonationTarget;
  target: { id: string; name: string; slug: string | null };
  /** The gift as pledged and paid (minor units). */
  amount: number;
  /** The part of it refunded to the payer; only amount − refunded_amount counts towards the cause. */
  refunded_amount: number;
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

/**
 * A gift as "Money I Have Raised" shows it to the child it counts for: the amount, the date, the
 * cause, and the donor only as they chose to be shown (a child donor as first name and initial) —
 * no order, no attribution, no full names of other children.
 */
export type RaisedGiftOut = Pick<DonationOut, "id" | "target_type" | "target" | "amount" | "refunded_amount" | "currency" | "message" | "donor_display_name" | "completed_at" | "created_at">;

export interface MoneyRaisedOut {
  /** Totals per currency of completed gifts attributed to the caller (as student, their classes as teacher, their school as admin), less what was refunded of them. */
  totals: { currency: Currency; amount: number; donations: number }[];
  recent: RaisedGiftOut[];
}

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
