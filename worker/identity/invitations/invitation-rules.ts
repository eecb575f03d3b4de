import { eq, gt, inArray } from "drizzle-orm";
import type { InvitationRoleValue } from "../../contracts/people";
import { invitations, parentLinks, users, type User } from "../../db/schema";
import type { DB, TenantScope } from "../../lib/db";
import { inChunks } from "../../lib/d1-limits";
import type { FieldMessages } from "../../lib/errors";
import { said } from "../../lib/said";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const ROLE_WORDS: Record<InvitationRoleValue, string> = { teacher: "teacher", school_admin: "school admin", parent: "parent" };

/**
 * Whether an existing account may take an invitation: a parent gains children (in any school);
 * an adult of the school may change role (teacher → school admin); anything else would merge two
 * people or move an account between schools, which accounts here never do.
 */
export function existingAccountProblem(user: User, tenantId: string, role: InvitationRoleValue): string | null {
  if (user.isStaff) return "This email belongs to a platform staff account.";
  if (user.archived) return "This email belongs to an archived account.";
  if (role === "parent") return user.role === "parent" ? null : "This email belongs to an account that is not a parent's.";
  if (user.tenantId !== tenantId) return "This email already has an account at another school; invite another address.";
  if (user.role === "student" || user.role === "parent") return `This email belongs to a ${user.role}'s account.`;
  if (user.role === role) return `Already a ${ROLE_WORDS[role]} of this school.`;
  return null;
}

/** A parent invitation naming children the parent's account already follows (by first name, as the school knows them). */
/**
 * What the school's checks read of a row. A line of a pasted list whose email or role is unreadable
 * has them null: it is still checked for what it can be (its children, its email twice in the list).
 */
export interface CheckedRow {
  email: string | null;
  role: InvitationRoleValue | null;
  children: string[];
}

export const alreadyLinkedMessage = (firstNames: string[]) => said("This parent is already linked to {{names}}: leave them out of the invitation.", { names: firstNames.join(", ") });

/**
 * Checks every row against the database and the other rows; returns field errors keyed by the
 * row's fields under `prefix` ("rows.3.email", or "email" for one invitation), and the children.
 * A parent row naming a child the parent is already linked to is refused (an invitation would
 * only send an email that links nothing), unless `linked: "allow"` (a roster leaves those children
 * out itself, with `linkedChildren`).
 */
export async function checkInvitationRows(
  db: DB,
  scope: TenantScope & { tenantId: string },
  rows: CheckedRow[],
  prefix: (i: number) => string,
  now = Date.now(),
  options: { linked?: "refuse" | "allow" } = {},
) {
  const errors: FieldMessages = {};
  const add = (i: number, field: string, message: FieldMessages[string][number]) => (errors[`${prefix(i)}${field}`] ??= []).push(message);
  const emails = [...new Set(rows.flatMap((r) => (r.email === null ? [] : [r.email])))];
  const usernames = [...new Set(rows.flatMap((r) => r.children))];
  // A list may name 200 emails and 2,000 children: each IN list is cut to D1's 100 bound parameters.
  const [accounts, pending, children] = await Promise.all([
    inChunks(emails, (part) => db.select().from(users).where(inArray(users.email, part)).all()),
    inChunks(emails, (part) =>
      db.select({ email: invitations.email, role: invitations.role }).from(invitations).where(scope.where(invitations, inArray(invitations.email, part), eq(invitations.state, "pending"), gt(invitations.expiresAt, now))).all(),
    ),
    inChunks(usernames, (part) =>
      db
        .select({ id: users.id, username: users.username, firstName: users.firstName })
        .from(users)
        .where(scope.where(users, inArray(users.username, part), eq(users.role, "student"), eq(users.archived, false)))
        .all(),
    ),
  ]);
  const accountOf = new Map(accounts.map((u) => [u.email, u]));
  const childOf = new Map(children.map((c) => [c.username, c.id]));
  const parentOf = (row: CheckedRow) => (row.role === "parent" && row.email !== null && accountOf.get(row.email)?.role === "parent" ? accountOf.get(row.email) : undefined);
  const parentIds = [...new Set(rows.flatMap((r) => (r.children.length && parentOf(r) ? [parentOf(r)!.id] : [])))];
  const links = await inChunks(parentIds, (part) =>
    db.select({ parentId: parentLinks.parentId, studentId: parentLinks.studentId }).from(parentLinks).where(scope.where(parentLinks, inArray(parentLinks.parentId, part))).all(),
  );
  const linked = new Set(links.map((l) => `${l.parentId}|${l.studentId}`));
  /** The row's children its parent's account already follows. */
  const linkedChildren = (row: CheckedRow) => {
    const parent = parentOf(row);
    return parent ? children.filter((c) => row.children.includes(c.username) && linked.has(`${parent.id}|${c.id}`)) : [];
  };
  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    const first = row.email === null ? undefined : seen.get(row.email);
    if (first !== undefined) {
      add(i, "email", "This email appears twice in the list.");
      if (!errors[`${prefix(first)}email`]?.includes("This email appears twice in the list.")) add(first, "email", "This email appears twice in the list.");
    } else if (row.email !== null) seen.set(row.email, i);
    const account = row.email === null ? undefined : accountOf.get(row.email);
    const problem = account && row.role ? existingAccountProblem(account, scope.tenantId, row.role) : null;
    if (problem) add(i, "email", problem);
    if (pending.some((p) => p.email === row.email && p.role === row.role)) add(i, "email", "Already invited and waiting: resend that invitation from the list.");
    for (const username of row.children) if (!childOf.has(username)) add(i, "children", `No student of this school has the username ${username}.`);
    const already = options.linked === "allow" ? [] : linkedChildren(row);
    if (already.length) add(i, "children", alreadyLinkedMessage(already.map((c) => c.firstName)));
  });
  return { errors, childIds: (row: CheckedRow) => row.children.map((u) => childOf.get(u)!).filter(Boolean), accountOf, linkedChildren };
}
