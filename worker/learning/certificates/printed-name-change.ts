import { and, eq, sql } from "drizzle-orm";
import { certificates, parentLinks, users } from "../../db/schema";
import type { DB } from "../../lib/db";
import { firstAndInitial } from "../../lib/people";
import type { AccountRename, ParentLinkChange } from "../../identity";
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

/**
 * Raises the version of a user's issued certificates whose printed name a rename (or a new role)
 * changes, in the rename's batch before the user is written. A child whose full name is not chosen
 * is printed as first name and initial from the account, so "Maya Okafor" renamed "Maya Adeyemi"
 * moves from "Maya O." to "Maya A." (and "Maya Okoro" changes nothing); a chosen full name and an
 * adult's name are the stored name, which a rename leaves as it is (a reissue changes it). When
 * the account no longer holds the names the rename read (a concurrent rename), it raises anyway:
 * a credential superseded once too often is harmless, one left valid with an old name is not.
 */
export function renamedPrintedName(db: DB, change: AccountRename) {
  const printed = (n: AccountRename["before"]) =>
    n.role === "student" ? sql`${firstAndInitial({ first: n.firstName, last: n.lastName })}` : sql`trim(${certificates.displayName})`;
  const { before: b } = change;
  const readStill = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${change.userId} AND ${users.firstName} = ${b.firstName} AND ${users.lastName} = ${b.lastName} AND ${users.role} IS ${b.role})`;
  return db
    .update(certificates)
    .set({ version: sql`${certificates.version} + 1`, updatedAt: Date.now() })
    .where(
      and(
        eq(certificates.userId, change.userId),
        eq(certificates.status, "issued"),
        sql`NOT (${fullNameChosenSql(sql`${change.userId}`)})`,
        sql`(${printed(b)} <> ${printed(change.after)} OR NOT ${readStill})`,
      ),
    );
}
