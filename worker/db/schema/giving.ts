import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  ATTRIBUTION_KINDS,
  CHARITY_STATUSES,
  DONATION_STATUSES,
  DONATION_TARGETS,
  LIBRARY_STATUSES,
  PROJECT_STATUSES,
} from "../../contracts/giving";
import { bool, epochMs, sortKey, tenantIdColumn, timestamps } from "./columns";
import { tenants } from "./tenants";
import { users } from "./users";
import { classes } from "./classes";

/*
 * Giving (owned by worker/giving). Amounts are INTEGER minor units with a currency column beside
 * them. tenant_id null on charities, projects and libraries means platform-wide (every school shows
 * it); donations carry the tenant whose host they were made on.
 */

export const charities = sqliteTable(
  "charities",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: sortKey("name_key"),
    /** Unique across the platform: /charities/{slug} resolves on every host. */
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    website: text("website"),
    country: text("country"),
    currency: text("currency").notNull().default("USD"),
    /** JSON array of minor-unit amounts offered as buttons. */
    suggestedAmounts: text("suggested_amounts").notNull().default("[1000,2500,5000,10000]"),
    /** JSON array of SDG numbers (1–17). */
    sdgs: text("sdgs").notNull().default("[]"),
    status: text("status", { enum: CHARITY_STATUSES }).notNull().default("active"),
    logoKey: text("logo_key"),
    coverKey: text("cover_key"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("charities_slug_unique").on(t.slug),
    index("charities_tenant_idx").on(t.tenantId, t.status, t.nameKey),
    index("charities_name_key_pending_idx").on(t.id).where(sql`${t.nameKey} = ''`),
  ],
);

export const projects = sqliteTable(
  "projects",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    charityId: text("charity_id").references(() => charities.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    goalAmount: integer("goal_amount").notNull(),
    currency: text("currency").notNull(),
    /** Kept by the payments consumer in the same batch that completes a donation (never by hand). */
    raisedAmount: integer("raised_amount").notNull().default(0),
    donorCount: integer("donor_count").notNull().default(0),
    suggestedAmounts: text("suggested_amounts").notNull().default("[1000,2500,5000,10000]"),
    sdgs: text("sdgs").notNull().default("[]"),
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("active"),
    coverKey: text("cover_key"),
    startsOn: text("starts_on"),
    endsOn: text("ends_on"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("projects_slug_unique").on(t.slug),
    index("projects_tenant_idx").on(t.tenantId, t.status, t.createdAt),
    index("projects_charity_idx").on(t.charityId),
  ],
);

/** Physical libraries that donations build or stock. */
export const libraries = sqliteTable(
  "libraries",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    charityId: text("charity_id").references(() => charities.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    description: text("description").notNull().default(""),
    goalAmount: integer("goal_amount").notNull(),
    currency: text("currency").notNull(),
    raisedAmount: integer("raised_amount").notNull().default(0),
    donorCount: integer("donor_count").notNull().default(0),
    booksGoal: integer("books_goal").notNull().default(0),
    booksStocked: integer("books_stocked").notNull().default(0),
    sdgs: text("sdgs").notNull().default("[]"),
    status: text("status", { enum: LIBRARY_STATUSES }).notNull().default("planned"),
    coverKey: text("cover_key"),
    ...timestamps,
  },
  (t) => [index("libraries_tenant_idx").on(t.tenantId, t.status, t.createdAt), index("libraries_charity_idx").on(t.charityId)],
);

/**
 * A gift. It is created pending when the giver puts it in the cart ("donation:{id}"), is tied
 * to an order at checkout, and completes only when the payments consumer applies the payment.
 */
export const donations = sqliteTable(
  "donations",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: DONATION_TARGETS }).notNull(),
    targetId: text("target_id").notNull(),
    /** The charity behind the target (itself, or the project's/library's charity), for reporting. */
    charityId: text("charity_id").references(() => charities.id, { onDelete: "set null" }),
    amount: integer("amount").notNull(),
    /**
     * The part of `amount` given back to the payer, kept by the payments consumer in the batch that
     * applies a refund (commerce allocates a partial refund of an order to its gift lines first).
     * Only amount − refunded_amount counts towards a cause; a gift refunded whole is `refunded`.
     */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    currency: text("currency").notNull(),
    message: text("message").notNull().default(""),
    anonymous: bool("anonymous").notNull().default(false),
    donorName: text("donor_name"),
    donorEmail: text("donor_email"),
    donorUserId: text("donor_user_id").references(() => users.id, { onDelete: "set null" }),
    attributionKind: text("attribution_kind", { enum: ATTRIBUTION_KINDS }).notNull().default("none"),
    attributedUserId: text("attributed_user_id").references(() => users.id, { onDelete: "set null" }),
    attributedClassId: text("attributed_class_id").references(() => classes.id, { onDelete: "set null" }),
    attributedTenantId: text("attributed_tenant_id").references(() => tenants.id, { onDelete: "set null" }),
    status: text("status", { enum: DONATION_STATUSES }).notNull().default("pending"),
    orderId: text("order_id"),
    completedAt: epochMs("completed_at"),
    ...timestamps,
  },
  (t) => [
    index("donations_tenant_status_idx").on(t.tenantId, t.status, t.completedAt),
    index("donations_target_idx").on(t.targetType, t.targetId, t.status),
    index("donations_order_idx").on(t.orderId),
    index("donations_charity_idx").on(t.charityId, t.status),
    index("donations_attributed_user_idx").on(t.attributedUserId, t.status),
    index("donations_attributed_class_idx").on(t.attributedClassId, t.status),
    index("donations_status_completed_idx").on(t.status, t.completedAt),
  ],
);

export type Charity = typeof charities.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type Library = typeof libraries.$inferSelect;
export type Donation = typeof donations.$inferSelect;
