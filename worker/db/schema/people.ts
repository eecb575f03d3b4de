import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, epochMs, tenantIdColumn } from "./columns";
import { tenants } from "./tenants";
import { users } from "./users";

/** Roles a school may invite by email (students get accounts from their school, not invitations). */
export const INVITATION_ROLES = ["teacher", "school_admin", "parent"] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];
/** Stored states; "expired" is a pending invitation past expires_at, derived when read. */
export const INVITATION_STORED_STATES = ["pending", "accepted", "revoked"] as const;

/**
 * One invitation to one school in one role. The token is single-use and only its SHA-256 is kept;
 * a resend replaces the hash (the old link dies) and restarts the 7 days. Every replaced hash is kept
 * (invitationReplacedTokens), never accepted, only so that an earlier email's link can say a newer
 * one was sent.
 */
export const invitations = sqliteTable(
  "invitations",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn()
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** Lowercased. */
    email: text("email").notNull(),
    role: text("role", { enum: INVITATION_ROLES }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    /** JSON array of student user ids a parent invitation links on acceptance ([] otherwise). */
    childIds: text("child_ids").notNull().default("[]"),
    /** JSON array of class ids a teacher invitation makes its teacher's on acceptance ([] otherwise). */
    classIds: text("class_ids").notNull().default("[]"),
    tokenHash: text("token_hash").notNull(),
    /**
     * The hash of the link the latest resend replaced (null until the first resend). Superseded links
     * are read from invitation_replaced_tokens since migration 0047; this is still written so that
     * the release before it, if rolled back to, answers the latest replaced link as it did.
     */
    previousTokenHash: text("previous_token_hash"),
    state: text("state", { enum: INVITATION_STORED_STATES }).notNull().default("pending"),
    expiresAt: epochMs("expires_at").notNull(),
    createdAt: epochMs("created_at").notNull(),
    acceptedAt: epochMs("accepted_at"),
    acceptedUserId: text("accepted_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: epochMs("revoked_at"),
    sentCount: integer("sent_count").notNull().default(1),
    lastSentAt: epochMs("last_sent_at").notNull(),
  },
  (t) => [
    uniqueIndex("invitations_token_hash_unique").on(t.tokenHash),
    index("invitations_previous_token_hash_idx").on(t.previousTokenHash),
    index("invitations_tenant_idx").on(t.tenantId, t.state, t.createdAt),
    index("invitations_email_idx").on(t.email),
  ],
);

/**
 * The hashes of an invitation's links that resends replaced, every one of them: such a link is never
 * accepted and answers "superseded" (a newer email was sent) while the invitation is pending.
 */
export const invitationReplacedTokens = sqliteTable(
  "invitation_replaced_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    invitationId: text("invitation_id")
      .notNull()
      .references(() => invitations.id, { onDelete: "cascade" }),
    replacedAt: epochMs("replaced_at").notNull(),
  },
  (t) => [index("invitation_replaced_tokens_invitation_idx").on(t.invitationId)],
);

export const PARENT_LINK_SOURCES = ["invitation", "home_learning_code"] as const;

/** A parent's link to one child (a student of the link's school). A parent may have several, in several schools. */
export const parentLinks = sqliteTable(
  "parent_links",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn()
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: PARENT_LINK_SOURCES }).notNull(),
    /** The parent's choice: may the child's full name appear on certificates (else first name + last initial). */
    showFullNameOnCertificates: bool("show_full_name_on_certificates").notNull().default(false),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("parent_links_pair_unique").on(t.parentId, t.studentId),
    index("parent_links_student_idx").on(t.studentId),
    index("parent_links_tenant_idx").on(t.tenantId),
  ],
);

/**
 * A student's home-learning code, printed by a teacher for the family. Single-use: linking a
 * parent consumes it and a new one is issued; a teacher can rotate it at any time.
 */
export const homeLearningCodes = sqliteTable(
  "home_learning_codes",
  {
    studentId: text("student_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantId: tenantIdColumn()
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [uniqueIndex("home_learning_codes_code_unique").on(t.code), index("home_learning_codes_tenant_idx").on(t.tenantId)],
);

export type Invitation = typeof invitations.$inferSelect;
export type ParentLink = typeof parentLinks.$inferSelect;
