import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CERTIFICATE_STATUSES } from "../../contracts/certificates";
import { epochMs, tenantIdColumn, timestamps } from "./columns";
import { courses } from "./learning";
import { tenants } from "./tenants";
import { users } from "./users";

/* Certificates (owned by worker/learning/certificates). */

/**
 * One per learner and course (UNIQUE user_id, course_id: whatever retries happen, completing a
 * course inserts it once). tenant_id is the learner's school (null: a platform account), so a
 * school's admins list their learners' certificates, platform courses included. The course title
 * and the issuer's name are copied when it is issued, so verification shows what was printed.
 * A reissue (name correction) keeps the id and raises `version`; credentials of an older version
 * verify as superseded.
 */
export const certificates = sqliteTable(
  "certificates",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    status: text("status", { enum: CERTIFICATE_STATUSES }).notNull(),
    displayName: text("display_name").notNull(),
    country: text("country"),
    workLink: text("work_link"),
    workKey: text("work_key"),
    workType: text("work_type"),
    workName: text("work_name"),
    workSize: integer("work_size"),
    reviewNote: text("review_note").notNull().default(""),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: epochMs("reviewed_at"),
    courseTitle: text("course_title").notNull(),
    issuerName: text("issuer_name").notNull(),
    completedAt: epochMs("completed_at").notNull(),
    issuedAt: epochMs("issued_at"),
    revokedAt: epochMs("revoked_at"),
    revocationReason: text("revocation_reason"),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("certificates_user_course_unique").on(t.userId, t.courseId),
    index("certificates_tenant_idx").on(t.tenantId, t.status, t.issuedAt),
    index("certificates_course_idx").on(t.courseId, t.status),
  ],
);

export type Certificate = typeof certificates.$inferSelect;
