import type { User } from "../../db/schema";
import type { AuditEntryInput } from "../../platform";

/** The fields of a staff or school-admin user edit that the log names. */
type AuditedUserEdit = { first_name?: string; last_name?: string; role?: User["role"]; is_staff?: boolean; password?: string; archived?: boolean; tenant?: string } & Record<string, unknown>;

/** One entry per edit, named by its weightiest change; the fields changed go in the detail (never the password). */
export function userUpdateAudit(current: User, input: AuditedUserEdit, tenantId: string | null): AuditEntryInput {
  const fields = Object.entries(input)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  const roleChanged = (input.role !== undefined && input.role !== current.role) || (input.is_staff !== undefined && input.is_staff !== current.isStaff);
  const archiveChanged = input.archived !== undefined && input.archived !== current.archived;
  const action: AuditEntryInput["action"] = roleChanged
    ? "user.role_change"
    : input.password !== undefined
      ? "user.password_reset"
      : archiveChanged
        ? input.archived
          ? "user.archive"
          : "user.restore"
        : "user.update";
  const detail: Record<string, unknown> = { fields };
  if (roleChanged) Object.assign(detail, { role: { from: current.role, to: input.role ?? current.role }, is_staff: { from: current.isStaff, to: input.is_staff ?? current.isStaff } });
  if (input.tenant !== undefined && tenantId !== current.tenantId) detail.school = { from: current.tenantId, to: tenantId };
  return { action, tenantId: tenantId ?? current.tenantId, target: { type: "user", id: current.id, label: `${input.first_name ?? current.firstName} ${input.last_name ?? current.lastName}` }, detail };
}

