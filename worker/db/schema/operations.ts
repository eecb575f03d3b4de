import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONTACT_TOPICS, CONTENT_PAGE_SLUGS, INBOX_KINDS, PROBLEM_CATEGORIES, TOUR_ROLES, type ContactStatus, type ProblemStatus, type TourStatus } from "../../contracts/operations";
import { bool, epochMs, tenantIdColumn, timestamps } from "./columns";
import { tenants } from "./tenants";
import { users } from "./users";

/*
 * Operations (owned by worker/operations): the information pages and their versions, and the
 * public forms (contact, problem reports, tour requests) with the staff's notes and replies.
 */

/**
 * An information page for one scope: tenant_id null is the platform's copy (every host shows it
 * unless a school overrides it); a school's row is its own override. `scope_key` is the tenant id
 * or "platform", so one unique index covers both (SQLite treats NULLs as distinct).
 */
export const contentPages = sqliteTable(
  "content_pages",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    scopeKey: text("scope_key").notNull(),
    slug: text("slug", { enum: CONTENT_PAGE_SLUGS }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull(),
    /** The language the copy is written in (a BCP 47 code, as books' and stories'), whatever the reader's: its words carry it and the reader is told. */
    lang: text("lang").notNull().default("en"),
    /** The current version's number (content_page_versions keeps every one). */
    version: integer("version").notNull().default(1),
    /** A school's override switched off shows the platform's page again (its history stays). */
    enabled: bool("enabled").notNull().default(true),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("content_pages_scope_slug_unique").on(t.scopeKey, t.slug)],
);

export const contentPageVersions = sqliteTable(
  "content_page_versions",
  {
    id: text("id").primaryKey(),
    pageId: text("page_id")
      .notNull()
      .references(() => contentPages.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull(),
    lang: text("lang").notNull().default("en"),
    note: text("note").notNull().default(""),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: epochMs("created_at")
      .notNull()
      .$defaultFn(() => Date.now()),
  },
  (t) => [uniqueIndex("content_page_versions_unique").on(t.pageId, t.version)],
);

/** A message from the contact form, for the host's school (or the platform). */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic", { enum: CONTACT_TOPICS }).notNull(),
    message: text("message").notNull(),
    status: text("status").$type<ContactStatus>().notNull().default("new"),
    ...timestamps,
  },
  (t) => [uniqueIndex("contact_messages_reference_unique").on(t.reference), index("contact_messages_inbox_idx").on(t.status, t.createdAt), index("contact_messages_tenant_idx").on(t.tenantId, t.status, t.createdAt)],
);

export const problemReports = sqliteTable(
  "problem_reports",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    category: text("category", { enum: PROBLEM_CATEGORIES }).notNull(),
    description: text("description").notNull(),
    page: text("page").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    email: text("email"),
    screenshotKey: text("screenshot_key"),
    screenshotType: text("screenshot_type"),
    status: text("status").$type<ProblemStatus>().notNull().default("new"),
    ...timestamps,
  },
  (t) => [uniqueIndex("problem_reports_reference_unique").on(t.reference), index("problem_reports_inbox_idx").on(t.status, t.createdAt), index("problem_reports_tenant_idx").on(t.tenantId, t.status, t.createdAt)],
);

/** A school asking for a guided tour: a lead staff work through. */
export const tourRequests = sqliteTable(
  "tour_requests",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    schoolName: text("school_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    role: text("role", { enum: TOUR_ROLES }).notNull(),
    country: text("country").notNull(),
    students: integer("students"),
    timeZone: text("time_zone").notNull(),
    /** JSON [{date, time}] in the requester's time zone. */
    slots: text("slots").notNull(),
    message: text("message").notNull().default(""),
    status: text("status").$type<TourStatus>().notNull().default("new"),
    ...timestamps,
  },
  (t) => [uniqueIndex("tour_requests_reference_unique").on(t.reference), index("tour_requests_inbox_idx").on(t.status, t.createdAt), index("tour_requests_tenant_idx").on(t.tenantId, t.status, t.createdAt)],
);

/** The history of an inbox item: staff notes, replies emailed to the sender, status changes. */
export const inboxEvents = sqliteTable(
  "inbox_events",
  {
    id: text("id").primaryKey(),
    itemKind: text("item_kind", { enum: INBOX_KINDS }).notNull(),
    itemId: text("item_id").notNull(),
    kind: text("kind", { enum: ["note", "reply", "status"] }).notNull(),
    body: text("body").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: epochMs("created_at")
      .notNull()
      .$defaultFn(() => Date.now()),
  },
  (t) => [index("inbox_events_item_idx").on(t.itemKind, t.itemId, t.createdAt)],
);

export type ContentPage = typeof contentPages.$inferSelect;
export type ContentPageVersion = typeof contentPageVersions.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type ProblemReport = typeof problemReports.$inferSelect;
export type TourRequest = typeof tourRequests.$inferSelect;
export type InboxEvent = typeof inboxEvents.$inferSelect;
