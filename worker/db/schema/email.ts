import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { EMAIL_STATUSES } from "../../contracts/email";
import { epochMs, tenantIdColumn, timestamps } from "./columns";

export { EMAIL_STATUSES };
export type { EmailStatus } from "../../contracts/email";

/** Every email the platform sends, written before it is enqueued (transactional outbox). */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    /** Tenant whose branding the email carries (null: platform). Not a scope: staff read all. */
    tenantId: tenantIdColumn(),
    template: text("template").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /** JSON data the template renders with. */
    payload: text("payload").notNull(),
    /** The language the email was asked for (a visitor's, from the request); null: decided at delivery (the recipient's, else the school's). */
    locale: text("locale"),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    /** A consumer holds the row until then, so two deliveries never send at once. */
    claimedUntil: epochMs("claimed_until"),
    sentAt: epochMs("sent_at"),
    ...timestamps,
  },
  (t) => [
    index("email_outbox_status_idx").on(t.status, t.updatedAt),
    index("email_outbox_created_idx").on(t.createdAt),
  ],
);

/** Messages delivered by the local-development mailbox transport (never used in production). */
export const devMailbox = sqliteTable(
  "dev_mailbox",
  {
    id: text("id").primaryKey(),
    outboxId: text("outbox_id").notNull(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [
    // One stored message per outbox row: a redelivered queue message cannot store a second copy.
    uniqueIndex("dev_mailbox_outbox_unique").on(t.outboxId),
    index("dev_mailbox_to_idx").on(t.toAddress, t.createdAt),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
