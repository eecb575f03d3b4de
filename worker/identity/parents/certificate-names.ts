import type { BatchItem } from "drizzle-orm/batch";
import type { DB } from "../../lib/db";

/**
 * One change to a child's parent links, described before it is written: the link `linkId` is
 * added, has its choice set, or is removed. `show` is the link's choice once written (null when
 * removed).
 */
export type ParentLinkChange = { studentId: string; linkId: string } & ({ kind: "add" | "update"; show: boolean } | { kind: "remove"; show: null });

/**
 * Whether a child's certificates print the full name follows their parents' links (learning's
 * rule), and a credential signed with one name must stop verifying once the other is printed:
 * the statement that raises the certificates' version goes first in the link's own batch (it is
 * built after a read of the child's names: spread the awaited item into the batch). It is
 * learning's (learning owns `certificates`), and learning sits above identity, which may not
 * import it, so learning's door hands it in when it loads (worker/learning/index.ts).
 */
// In a one-item array: a query builder is thenable, so a promise resolving to one would run it.
export type ParentLinkChangeStatement = (db: DB, change: ParentLinkChange) => Promise<[BatchItem<"sqlite">]>;

let composed: ParentLinkChangeStatement | null = null;

export function composeIntoParentLinkChanges(statement: ParentLinkChangeStatement): void {
  composed = statement;
}

export function certificateNamesFollow(db: DB, change: ParentLinkChange): Promise<[BatchItem<"sqlite">]> {
  // Loud rather than silently leaving old credentials valid with a name a parent withdrew.
  if (!composed) throw new Error("Learning's certificate statement is not composed into parent links (worker/learning/index.ts)");
  return composed(db, change);
}
