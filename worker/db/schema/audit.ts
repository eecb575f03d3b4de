import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { epochMs, tenantIdColumn } from "./columns";

/**
 * The staff action log (issue #14): who changed what, when and from where. Written by
 * platform's prepareAuditEntry in the same D1 batch as the change where practical. Rows are never
 * edited, except that erasing a child clears their id and name from the entries about them.
 */
export const staffActions = sqliteTable(
  "staff_actions",
  {
    id: text("id").primaryKey(),
    /** The school the change concerns (null: the platform), which school admins see. */
    tenantId: tenantIdColumn(),
    /** Who did it (a staff member or a school admin); names are joined on read. */
    actorId: text("actor_id").notNull(),
    /** What the actor was acting as: "staff" or their school role. */
    actorRole: text("actor_role").notNull(),
    /** Dotted verb from contracts/audit.ts#AUDIT_ACTIONS, e.g. "user.update". */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** A readable name of the target at the time (cleared when a child is erased). */
    targetLabel: text("target_label"),
    /** Short JSON of what changed (field names, old → new role; never passwords). */
    detail: text("detail"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    host: text("host"),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [
    index("staff_actions_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("staff_actions_created_idx").on(t.createdAt),
    index("staff_actions_actor_idx").on(t.actorId, t.createdAt),
    index("staff_actions_target_idx").on(t.targetId),
  ],
);

export type StaffAction = typeof staffActions.$inferSelect;
