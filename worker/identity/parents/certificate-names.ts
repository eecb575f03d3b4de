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

/** The columns of users a link's read selects for its ParentLinkChange. */
export const childNameColumns = { firstName: users.firstName, lastName: users.lastName, role: users.role };

/**
 * Whether a child's certificates print the full name follows their parents' links (learning's
 * rule), and a credential signed with one name must stop verifying once the other is printed:
 * the statement that raises the certificates' version goes first in the link's own batch. It is
 * learning's (learning owns `certificates`), and learning sits above identity, which may not
 * import it, so learning's door hands it in when it loads (worker/learning/index.ts).
 */
export type ParentLinkChangeStatement = (db: DB, change: ParentLinkChange) => BatchItem<"sqlite">;

let composed: ParentLinkChangeStatement | null = null;

export function composeIntoParentLinkChanges(statement: ParentLinkChangeStatement): void {
  composed = statement;
}

export function certificateNamesFollow(db: DB, change: ParentLinkChange): BatchItem<"sqlite"> {
  // Loud rather than silently leaving old credentials valid with a name a parent withdrew.
  if (!composed) throw new Error("Learning's certificate statement is not composed into parent links (worker/learning/index.ts)");
  return composed(db, change);
}
