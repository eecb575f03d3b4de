import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, epochMs, tenantIdColumn } from "./columns";
import { users } from "./users";

/**
 * One row per refresh token. Tokens of one sign-in share a family; each use rotates the token
 * (usedAt is set on the old row). Presenting a used token again revokes the whole family.
 */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: text("id").primaryKey(),
    familyId: text("family_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Tenant of the host the family was issued on (null: platform host). */
    tenantId: tenantIdColumn(),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    remember: bool("remember").notNull().default(false),
    expiresAt: epochMs("expires_at").notNull(),
    usedAt: epochMs("used_at"),
    revokedAt: epochMs("revoked_at"),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_unique").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);

export const ONE_TIME_TOKEN_PURPOSES = ["verify_email", "password_reset", "invitation"] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

export const oneTimeTokens = sqliteTable(
  "one_time_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: epochMs("expires_at").notNull(),
    usedAt: epochMs("used_at"),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("one_time_tokens_hash_unique").on(t.tokenHash),
    index("one_time_tokens_user_idx").on(t.userId, t.purpose),
  ],
);

/** Fixed-window counters for throttling (login failures, class-code guesses, resets). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: epochMs("reset_at").notNull(),
});

/**
 * Two-factor sign-in (TOTP, RFC 6238) for staff and school admins. `secret` is the shared secret
 * sealed with AES-GCM under a key derived from JWT_SECRET ("v1.<iv>.<ciphertext>"), never returned
 * after enrolment; only the seeded demo staff's row may carry "demo.<base32>", which a Worker
 * accepts only when running locally (lib/totp-secrets.ts). `enabledAt` is null while an enrolment
 * waits for its first code. `lastStep` refuses a code used twice. Recovery codes are SHA-256
 * hashes, each removed when used.
 */
export const userTotp = sqliteTable("user_totp", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: epochMs("enabled_at"),
  lastStep: integer("last_step"),
  recoveryHashes: text("recovery_hashes", { mode: "json" }).$type<string[]>().notNull().default([]),
  createdAt: epochMs("created_at").notNull(),
});

/**
 * Sign-in history for the staff user dashboard: one row per finished sign-in (a session issued)
 * and per wrong password on an existing account. The address is kept only as a salted hash.
 */
export const signIns = sqliteTable(
  "sign_ins",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The host's school (null: the platform host). */
    tenantId: tenantIdColumn(),
    host: text("host"),
    ipHash: text("ip_hash"),
    success: bool("success").notNull(),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [index("sign_ins_user_idx").on(t.userId, t.createdAt), index("sign_ins_created_idx").on(t.createdAt)],
);
