import { VALIDATION_MESSAGE } from "../../contracts/errors";
import { invitationField, invitationInputSchema, type InvitationInput, type InvitationOut } from "../../contracts/people";
import { AppError, type FieldMessages } from "../../lib/errors";
import type { SchoolContext } from "../school-admin/school-context";
import { checkInvitationRows, type CheckedRow } from "./invitation-rules";
import { writeInvitations } from "./invitations.service";

/** A row's fields in the order a line names them, so its problems read left to right. */
const FIELD_ORDER = ["", "email", "role", "first_name", "last_name", "children"];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** What the school's checks can still read of a row that is not right as a whole. */
function checkable(raw: unknown): CheckedRow {
  const row = isRecord(raw) ? raw : {};
  const email = invitationField("email").safeParse(row.email);
  const role = invitationField("role").safeParse(row.role);
  const children = invitationField("children").safeParse(row.children);
  return { email: email.success ? email.data : null, role: role.success ? role.data : null, children: children.success ? children.data : [] };
}

/** "rows.3.email" → [3, 1]: by line, then by the field's place in the line. */
function place(key: string): [number, number] {
  const [, row, field = ""] = key.split(".");
  return [Number(row), FIELD_ORDER.indexOf(field)];
}

function byLine(errors: FieldMessages): FieldMessages {
  return Object.fromEntries(
    Object.entries(errors).sort(([a], [b]) => {
      const [rowA, fieldA] = place(a);
      const [rowB, fieldB] = place(b);
      return rowA - rowB || fieldA - fieldB;
    }),
  );
}

/**
 * A pasted list (school admins' "Invite a list"): every row is read on its own (its fields) and,
 * for what can be read of it, against the school and the other rows (an account, a waiting
 * invitation, the same email twice, unknown or already-linked children), so one answer names every
 * problem of every line, sorted by line. Any problem refuses the whole list: nothing is written.
 */
export async function createBulkInvitations(ctx: SchoolContext, raw: unknown[]): Promise<InvitationOut[]> {
  const now = Date.now();
  const errors: FieldMessages = {};
  const add = (key: string, message: FieldMessages[string][number]) => {
    const messages = (errors[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  const rows = raw.map((value, i) => {
    const parsed = invitationInputSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) add(issue.path.length ? `rows.${i}.${String(issue.path[0])}` : `rows.${i}`, issue.message);
    return null;
  });
  const school = await checkInvitationRows(ctx.db, ctx.scope, raw.map(checkable), (i) => `rows.${i}.`, now);
  for (const [key, messages] of Object.entries(school.errors)) for (const m of messages) add(key, m);
  if (Object.keys(errors).length) throw new AppError("VALIDATION_FAILED", VALIDATION_MESSAGE, byLine(errors));
  return writeInvitations(ctx, rows as InvitationInput[], school.childIds, true, now);
}
