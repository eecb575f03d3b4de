import { z } from "zod";
import { MAX_TEXT, paginationQuery } from "./common";

/** Every kind of change the staff action log records; the web shows `AUDIT_ACTION_LABELS`. */
export const AUDIT_ACTION_LABELS = {
  "user.create": "Created a user",
  "user.update": "Edited a user",
  "user.role_change": "Changed a user's role",
  "user.password_reset": "Reset a password",
  "user.archive": "Archived a student",
  "user.restore": "Restored a student",
  "user.erase": "Erased an archived student",
  "teacher.verify": "Verified a teacher",
  "teacher.unverify": "Removed a teacher's verification",
  "teacher.promote": "Made a teacher a school admin",
  "class.create": "Created a class",
  "class.update": "Edited a class",
  "class.archive": "Archived a class",
  "class.restore": "Restored a class",
  "class.new_code": "Gave a class a new code",
  "tenant.create": "Created a school",
  "tenant.update": "Edited a school",
  "tenant.features": "Changed a school's features",
  "invitation.create": "Sent an invitation",
  "invitation.resend": "Resent an invitation",
  "invitation.classes_added": "Added classes to a waiting invitation",
  "invitation.revoke": "Revoked an invitation",
  "parent_link.remove": "Unlinked a parent from a child",
  "book.approve": "Approved a book",
  "book.reject": "Sent a book back",
  "story.approve": "Approved a story",
  "story.reject": "Sent a story back",
  "order.refund": "Refunded an order",
  "order.release": "Released an order on hold",
  "email.retry": "Sent a failed email again",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

export const actionLogQuery = paginationQuery(50, 200).extend({
  /** The actor's name, email or id. */
  actor: z.string().trim().max(MAX_TEXT).optional().catch(undefined),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  /** Staff on the platform host: one school ("platform" for platform-wide rows). */
  tenant: z.string().trim().max(MAX_TEXT).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  format: z.enum(["json", "csv"]).optional().catch(undefined),
});
export type ActionLogQuery = z.infer<typeof actionLogQuery>;

export interface ActionLogEntryOut {
  id: string;
  created_at: string;
  action: AuditAction | string;
  actor: { id: string; name: string; email: string | null; role: string };
  school: { id: string; name: string } | null;
  target: { type: string | null; id: string | null; label: string | null };
  detail: Record<string, unknown> | null;
  ip: string | null;
  user_agent: string | null;
  host: string | null;
}
