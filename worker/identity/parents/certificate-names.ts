import type { BatchItem } from "drizzle-orm/batch";
import { users } from "../../db/schema";
import type { DB } from "../../lib/db";

/**
 * One change to a child's parent links, described before it is written: the link `linkId` is
 * added, has its choice set, or is removed. `show` is the link's choice once written (null when
 * removed).
 */
export type ParentLinkChange = { studentId: string; linkId: string; child: ChildNames } & ({ kind: "add" | "update"; show: boolean } | { kind: "remove"; show: null });

/** The child's names and role as the link's own read found them (what their certificates print depends on them). */
export type ChildNames = { firstName: string; lastName: string; role: string | null };

/** An account's names or role changed by an adult (school admin, staff): as read before the update, and as written. */
export type AccountRename = { userId: string; before: ChildNames; after: ChildNames };

/** The columns of users a link's read selects for its ParentLinkChange. */
export const childNameColumns = { firstName: users.firstName, lastName: users.lastName, role: users.role };

/**
 * What a child's certificates print follows their parents' links and their account's names
 * (learning's rule: first name and initial unless the full name is chosen), and a credential
 * signed with one name must stop verifying once another is printed: the statement that raises the
 * certificates' version goes in the link's or the rename's own batch. It is learning's (learning
 * owns `certificates`), and learning sits above identity, which may not import it, so learning's
 * door hands both in when it loads (worker/learning/index.ts).
 */
export type CertificateNameStatements = {
  linkChange: (db: DB, change: ParentLinkChange) => BatchItem<"sqlite">;
  rename: (db: DB, change: AccountRename) => BatchItem<"sqlite">;
};

let composed: CertificateNameStatements | null = null;

export function composeCertificateNames(statements: CertificateNameStatements): void {
  composed = statements;
}

// Loud rather than silently leaving old credentials valid with a name that is no longer printed.
function statements(): CertificateNameStatements {
  if (!composed) throw new Error("Learning's certificate statements are not composed into identity (worker/learning/index.ts)");
  return composed;
}

export const certificateNamesFollow = (db: DB, change: ParentLinkChange): BatchItem<"sqlite"> => statements().linkChange(db, change);

/**
 * The statements a user update adds to its batch: none unless a name or the role changes. `current`
 * is the account as the update read it, `set` what the update writes (a field it leaves is undefined).
 */
export function certificateNamesFollowRename(db: DB, userId: string, current: ChildNames, set: Partial<ChildNames>): BatchItem<"sqlite">[] {
  const b: ChildNames = { firstName: current.firstName, lastName: current.lastName, role: current.role };
  const a: ChildNames = { firstName: set.firstName ?? b.firstName, lastName: set.lastName ?? b.lastName, role: set.role ?? b.role };
  const change: AccountRename = { userId, before: b, after: a };
  if (b.firstName === a.firstName && b.lastName === a.lastName && b.role === a.role) return [];
  return [statements().rename(db, change)];
}
