import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LIVE_AUDIENCES, LIVE_STATUSES, REGISTRATION_STATUSES, REMINDER_KINDS } from "../../contracts/live-sessions";
import { classes } from "./classes";
import { epochMs, tenantIdColumn, timestamps } from "./columns";
import { tenants } from "./tenants";
import { users } from "./users";

/* Live sessions and webinars (owned by worker/learning). */

/**
 * A live session (a school's, for the whole school or one class) or a platform webinar
 * (tenant_id null). starts_at is UTC epoch ms; time_zone the IANA zone it was scheduled in.
 * sequence rises with every change a calendar must see (RFC 5545 SEQUENCE).
 */
export const liveSessions = sqliteTable(
  "live_sessions",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    hostName: text("host_name").notNull(),
    startsAt: epochMs("starts_at").notNull(),
    timeZone: text("time_zone").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    capacity: integer("capacity").notNull(),
    audience: text("audience", { enum: LIVE_AUDIENCES }).notNull(),
    classId: text("class_id").references(() => classes.id, { onDelete: "cascade" }),
    meetingUrl: text("meeting_url").notNull(),
    posterKey: text("poster_key"),
    sdgs: text("sdgs").notNull().default("[]"),
    recordingUrl: text("recording_url"),
    /** JSON list of { title, url }. */
    materials: text("materials").notNull().default("[]"),
    status: text("status", { enum: LIVE_STATUSES }).notNull().default("scheduled"),
    sequence: integer("sequence").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("live_sessions_slug_unique").on(t.slug), index("live_sessions_tenant_idx").on(t.tenantId, t.startsAt), index("live_sessions_starts_idx").on(t.startsAt)],
);

/**
 * One place per (session, user), or per (session, email) for a visitor of a public webinar
 * (pending until the emailed link confirms it).
 */
export const liveSessionRegistrations = sqliteTable(
  "live_session_registrations",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    name: text("name"),
    status: text("status", { enum: REGISTRATION_STATUSES }).notNull(),
    /**
     * A per-registration capability (128 random bits): a visitor's confirmation and way in, and
     * the registrant's calendar link in emails. Kept in clear because reminders re-send it.
     */
    accessKey: text("access_key").notNull(),
    promotedAt: epochMs("promoted_at"),
    joinedAt: epochMs("joined_at"),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex("live_registrations_user_unique").on(t.sessionId, t.userId),
    uniqueIndex("live_registrations_email_unique").on(t.sessionId, t.email),
    index("live_registrations_status_idx").on(t.sessionId, t.status, t.createdAt),
    index("live_registrations_user_idx").on(t.userId),
    uniqueIndex("live_registrations_key_unique").on(t.accessKey),
  ],
);

/** A reminder sent: at most one per registration and kind, whatever the retries. */
export const liveSessionReminders = sqliteTable(
  "live_session_reminders",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    registrationId: text("registration_id")
      .notNull()
      .references(() => liveSessionRegistrations.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REMINDER_KINDS }).notNull(),
    outboxId: text("outbox_id").notNull(),
    sentAt: epochMs("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.kind] }), index("live_reminders_session_idx").on(t.sessionId)],
);

export type LiveSession = typeof liveSessions.$inferSelect;
export type LiveSessionRegistration = typeof liveSessionRegistrations.$inferSelect;
