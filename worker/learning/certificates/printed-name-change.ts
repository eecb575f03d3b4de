import { and, eq, sql } from "drizzle-orm";
import { certificates, parentLinks } from "../../db/schema";
import type { DB } from "../../lib/db";
import { firstAndInitial } from "../../lib/people";
import type { ParentLinkChange } from "../../identity";
import { fullNameChosenSql } from "./certificate-queries";

/**
 * Raises the version of a child's issued certificates whose printed name a change to their parent
 * links changes, so a credential signed before verifies as superseded (a new one carries the name
 * printed now). It goes in the link's batch BEFORE the link is written: it compares the rule as
 * the links are with the rule as they will be (fullNameChosenSql with the change). A certificate
 * prints its stored name while the full name is chosen and the child's first name and initial
 * otherwise (printedName), so only those whose stored name is not that short name change; "Maya O."
 * stays "Maya O." either way. The short name comes from the child's names the link's own read
 * found (change.child): SQL cannot take an initial as initialOf does (NFC, whole code points).
 */
export function printedNameChange(db: DB, change: ParentLinkChange) {
  const { child } = change;
  const printsShort = child.role === "student" ? sql`trim(${certificates.displayName}) <> ${firstAndInitial({ first: child.firstName, last: child.lastName })}` : sql`0`;
  const before = fullNameChosenSql(sql`${change.studentId}`);
  const after = fullNameChosenSql(sql`${change.studentId}`, change);
  const linkThere = change.kind === "add" ? sql`1` : sql`EXISTS (SELECT 1 FROM ${parentLinks} WHERE ${parentLinks.id} = ${change.linkId} AND ${parentLinks.studentId} = ${change.studentId})`;
  return db
    .update(certificates)
    .set({ version: sql`${certificates.version} + 1`, updatedAt: Date.now() })
    .where(and(eq(certificates.userId, change.studentId), eq(certificates.status, "issued"), linkThere, sql`(${before}) <> (${after})`, printsShort));
}
