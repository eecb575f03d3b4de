import { sql } from "drizzle-orm";
import { index, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, tenantIdColumn, timestamps } from "./columns";
import { tenants } from "./tenants";
import { users } from "./users";

export const classes = sqliteTable(
  "classes",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn()
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /**
     * The name as it sorts (contracts/text.ts nameKey, like users' name keys): "Étoiles" among the E's,
     * "year 3" before "Year 4". Required on every insert and set again on a rename; '' marks a row
     * saved before the key (migration 0040), which the cron job
     * "names and titles: sort keys saved before they existed" folds.
     */
    nameKey: text("name_key").notNull(),
    /**
     * The name as a reader tells two classes apart (contracts/text.ts matchKey), which is unique
     * among a school's active classes (classes_tenant_match_key_unique), so two simultaneous
     * creations, renames or restores cannot both take one name. Required on every insert and set
     * again on a rename or restore. '' marks a row saved before it (migration 0048), which the cron
     * job folds; a pair of active classes that already shared a name keeps its key on the older and
     * `key + "\n" + id` on the other (classes/match-key.ts), until one is renamed or archived.
     */
    matchKey: text("match_key").notNull(),
    /** Uppercase login code, globally unique so a code never means two classes. */
    code: text("code").notNull(),
    teacherId: text("teacher_id").references(() => users.id, { onDelete: "set null" }),
    archived: bool("archived").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("classes_code_unique").on(t.code),
    index("classes_tenant_idx").on(t.tenantId),
    index("classes_teacher_idx").on(t.teacherId),
    index("classes_name_key_pending_idx").on(t.id).where(sql`${t.nameKey} = ''`),
    uniqueIndex("classes_tenant_match_key_unique").on(t.tenantId, t.matchKey).where(sql`${t.archived} = 0 AND ${t.matchKey} <> ''`),
    index("classes_match_key_pending_idx").on(t.id).where(sql`${t.matchKey} = ''`),
  ],
);

export const classStudents = sqliteTable(
  "class_students",
  {
    tenantId: tenantIdColumn()
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.studentId] }),
    index("class_students_tenant_idx").on(t.tenantId),
    index("class_students_student_idx").on(t.studentId),
  ],
);

/**
 * The classes an archived student was in: archiving moves their class_students rows here (so they
 * leave every class list) and restoring moves them back.
 */
export const archivedClassStudents = sqliteTable(
  "archived_class_students",
  {
    tenantId: tenantIdColumn()
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.studentId, t.classId] }), index("archived_class_students_tenant_idx").on(t.tenantId)],
);

export type SchoolClass = typeof classes.$inferSelect;
