import { z } from "zod";
import { MAX_TEXT, formBoolean, requiredText } from "./common";
import { emailField } from "./auth";
import { isCountryCode } from "./countries";
import type { FeatureFlags } from "./features";
import { regionSettingsSchema } from "./regions";

/** The thirteen colour fields of a tenant; the web app applies each as a CSS variable. */
export const COLOR_FIELDS = [
  "primary_color",
  "primary_color_light",
  "primary_color_dark",
  "bg_primary_color",
  "bg_secondary_color",
  "announcement_color",
  "button_color",
  "book_button_color",
  "text_primary_color",
  "text_secondary_color",
  "text_muted_color",
  "border_primary_color",
  "border_muted_color",
] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

export const RESERVED_SUBDOMAINS = ["www", "api", "admin", "app", "staging", "mail"] as const;

export interface PublicTenant extends Record<ColorField, string | null> {
  school_name: string;
  subdomain: string | null;
  domain_url: string;
  switchboard: boolean;
  logo: string | null;
  /** ISO alpha-2, or null when not set. */
  country: string | null;
  /** The school's default language, time zone and currency (contracts/regions.ts). */
  locale: string;
  time_zone: string;
  currency: string;
  /** The school's postal address (multi-line) and tax id, printed on its invoices and receipts. */
  address: string | null;
  tax_id: string | null;
  /** The school's feature flags (contracts/features.ts): the web hides a switched-off feature's entry points. */
  features: FeatureFlags;
}

export interface AdminTenant extends PublicTenant {
  id: string;
  school_email: string;
  has_community_password: boolean;
  created_at: string;
  updated_at: string;
}

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const HEX_MESSAGE = "Enter a hex colour such as #1d4ed8";
const hexColor = z
  .string()
  .trim()
  .regex(HEX, { error: HEX_MESSAGE })
  .transform((v) => v.toLowerCase());
const optionalHexColor = z
  // Without its own message a failed union reports zod's generic "Invalid input".
  .union([z.literal(""), hexColor], { error: HEX_MESSAGE })
  .transform((v) => (v === "" ? null : v))
  .nullable();

/** RFC 1123 label: letters, digits, inner hyphens, at most 63 characters. */
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$|^[a-z0-9-]+\.localhost$/;

export const subdomainField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(DNS_LABEL, { error: "Use letters, digits and hyphens (a valid DNS label)" })
  .refine((v) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(v), {
    error: "This subdomain is reserved",
  });

export const domainUrlField = requiredText()
  .transform((v) => v.toLowerCase().replace(/^https?:\/\//, "").replace(/\/.*$/, "").replace(/:\d+$/, ""))
  .pipe(z.string().regex(HOSTNAME, { error: "Enter a domain name such as school.example.org" }));

const colorShape = Object.fromEntries(
  COLOR_FIELDS.map((f) => [f, f === "primary_color" ? requiredText().pipe(hexColor) : optionalHexColor.optional()]),
) as unknown as { primary_color: z.ZodType<string> } & Record<Exclude<ColorField, "primary_color">, z.ZodOptional<typeof optionalHexColor>>;

/** A school's country: ISO 3166-1 alpha-2 from the list, or "" to clear it. */
export const tenantCountryField = z
  .string({ error: "Select a country from the list" })
  .trim()
  .toUpperCase()
  .refine((v): boolean => v === "" || isCountryCode(v), { error: "Select a country from the list" })
  .transform((v) => (v === "" ? null : v))
  .nullable();

const tenantFields = {
  school_name: requiredText(),
  school_email: emailField,
  domain_url: domainUrlField,
  subdomain: z
    .union([z.literal(""), subdomainField])
    .transform((v) => (v === "" ? null : v))
    .optional(),
  switchboard: formBoolean,
  country: tenantCountryField.optional(),
  locale: regionSettingsSchema.shape.locale.optional(),
  time_zone: regionSettingsSchema.shape.time_zone.optional(),
  currency: regionSettingsSchema.shape.currency.optional(),
  /** Write-only: sets the shared community password (empty string clears it). */
  community_password: z.string().max(MAX_TEXT).optional(),
  ...colorShape,
};

export const tenantCreateSchema = z.object(tenantFields);
export const tenantUpdateSchema = z.object(tenantFields).partial();
export type TenantCreateInput = z.infer<typeof tenantCreateSchema>;
export type TenantUpdateInput = z.infer<typeof tenantUpdateSchema>;
