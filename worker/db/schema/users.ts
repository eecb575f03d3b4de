import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, epochMs, tenantIdColumn, timestamps } from "./columns";
import { tenants } from "./tenants";

export const USER_ROLES = ["student", "teacher", "parent", "school_admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** null for platform users (staff and accounts created on the platform host). */
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "restrict" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /**
     * The names as they sort (lib/people.ts nameKeys: accents dropped, any case), since SQLite's
     * ORDER BY compares code units and D1 has no language-aware collation: without them "émile" and
     * "de la Cruz" came after "Zoe". Required on every insert (no default here; the migration's
     * default '' marks rows saved before the keys, which a cron job folds).
     */
    firstNameKey: text("first_name_key").notNull(),
    lastNameKey: text("last_name_key").notNull(),
    /** Lowercased; optional for students, who sign in with their username. */
    email: text("email"),
    /** Lowercased, globally unique. */
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    isStaff: bool("is_staff").notNull().default(false),
    /** ISO 3166-1 alpha-2 code. */
    country: text("country"),
    /** R2 object key of the avatar, or null. */
    avatarKey: text("avatar_key"),
    /** null only for platform staff without a school role. */
    role: text("role", { enum: USER_ROLES }),
    canvaAccount: bool("canva_account").notNull().default(false),
    emailVerifiedAt: epochMs("email_verified_at"),
    archived: bool("archived").notNull().default(false),
    /** When the account was archived (null while active). */
    archivedAt: epochMs("archived_at"),
    /** When platform staff verified this teacher (null: not verified). */
    teacherVerifiedAt: epochMs("teacher_verified_at"),
    /** The user's own interface and email language (contracts/regions.ts LOCALES); null follows the school. */
    locale: text("locale"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_unique").on(t.username),
    // A school's people by role, and its pupils by first name (a book's author name is checked
    // against the namesakes among them: library/books/author-name.ts).
    index("users_tenant_role_first_name_idx").on(t.tenantId, t.role, t.firstNameKey),
    // Rows saved before the name keys existed (the migration left '' where a name is not ASCII),
    // which the cron job "names and titles: sort keys saved before they existed" folds.
    index("users_name_key_pending_idx").on(t.id).where(sql`${t.firstNameKey} = '' OR ${t.lastNameKey} = ''`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
