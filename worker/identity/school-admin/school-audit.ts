import { prepareAuditEntry } from "../../platform";
import type { AuditAction } from "../../contracts/audit";
import type { SchoolContext } from "./school-context";

/*
 * The action log entries of a school's classes and of the pupils' accounts made in bulk (roster
 * import, a class's "new students"), each composed into the batch that makes the change.
 */

export const classEntry = (ctx: SchoolContext, action: AuditAction, cls: { id: string; name: string }, detail?: Record<string, unknown>) =>
  prepareAuditEntry(ctx, { action, tenantId: ctx.scope.tenantId, target: { type: "class", id: cls.id, label: cls.name }, detail });

/** Logged as Add user's accounts are (user.create), with how and where the pupil was enrolled. */
export const studentCreatedEntry = (
  ctx: SchoolContext,
  student: { id: string; first_name: string; last_name: string },
  cls: { id: string; name: string },
  via: "roster_import" | "class_roster",
) =>
  prepareAuditEntry(ctx, {
    action: "user.create",
    tenantId: ctx.scope.tenantId,
    target: { type: "user", id: student.id, label: `${student.first_name} ${student.last_name}` },
    detail: { role: "student", via, class: { id: cls.id, name: cls.name } },
  });
