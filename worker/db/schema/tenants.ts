import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, sortKey, timestamps } from "./columns";

export const tenants = sqliteTable(
  "tenants",
  {
    id: text("id").primaryKey(),
    schoolName: text("school_name").notNull(),
    schoolNameKey: sortKey("school_name_key"),
    schoolEmail: text("school_email").notNull(),
    /** Custom domain (hostname, lowercase) that serves this tenant. */
    domainUrl: text("domain_url").notNull(),
    /** DNS label served as {subdomain}.{PLATFORM_DOMAIN}; optional when a custom domain is used. */
    subdomain: text("subdomain"),
    switchboard: bool("switchboard").notNull().default(false),
    /** R2 object key of the logo, or null. */
    logoKey: text("logo_key"),
    primaryColor: text("primary_color").notNull(),
    primaryColorLight: text("primary_color_light"),
    primaryColorDark: text("primary_color_dark"),
    bgPrimaryColor: text("bg_primary_color"),
    bgSecondaryColor: text("bg_secondary_color"),
    announcementColor: text("announcement_color"),
    buttonColor: text("button_color"),
    bookButtonColor: text("book_button_color"),
    textPrimaryColor: text("text_primary_color"),
    textSecondaryColor: text("text_secondary_color"),
    textMutedColor: text("text_muted_color"),
    borderPrimaryColor: text("border_primary_color"),
    borderMutedColor: text("border_muted_color"),
    /** scrypt hash of the shared community password; null disables community access. */
    communityPasswordHash: text("community_password_hash"),
    /** When true, books teachers upload wait for a school admin's approval (school admins and staff are always trusted). */
    reviewTeacherUploads: bool("review_teacher_uploads").notNull().default(false),
    /** ISO 3166-1 alpha-2 country of the school (upper case), or null; counted on /global-reach. */
    country: text("country"),
    /** The school's default interface language (contracts/regions.ts LOCALES), its time zone (IANA) and currency (ISO 4217). */
    locale: text("locale").notNull().default("en"),
    timeZone: text("time_zone").notNull().default("UTC"),
    currency: text("currency").notNull().default("USD"),
    /** The school's postal address (multi-line, ≤ 300) and tax id (≤ 40), printed on its invoices and receipts; null when not given. */
    address: text("address"),
    taxId: text("tax_id"),
    /**
     * The school's choices in the feature catalogue (contracts/features.ts), JSON `{flag: boolean}`;
     * a flag not in it takes the catalogue's default. Read through lib/features.ts.
     */
    featureFlags: text("feature_flags").notNull().default("{}"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("tenants_domain_url_unique").on(t.domainUrl),
    uniqueIndex("tenants_subdomain_unique").on(t.subdomain),
    index("tenants_school_name_key_pending_idx").on(t.id).where(sql`${t.schoolNameKey} = ''`),
  ],
);

export type Tenant = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;
