import { and, eq, sql } from "drizzle-orm";
import { certificates, parentLinks, users } from "../../db/schema";
import type { DB } from "../../lib/db";
import type { ParentLinkChange } from "../../identity";
import { fullNameChosenSql } from "./certificate-queries";

/**
 * Raises the version of a child's issued certificates whose printed name a change to their parent
 * links changes, so a credential signed before verifies as superseded (a new one carries the name
 * printed now). It goes in the link's batch BEFORE the link is written: it compares the rule as
 * the links are (fullNameChosenSql) with the rule as they will be. Only certificates whose name is
 * the learner's full name print differently (printedName); "Maya O." stays "Maya O." either way.
 */
export function printedNameChange(db: DB, change: ParentLinkChange) {
  const others = (chosen: boolean) =>
    sql`EXISTS (SELECT 1 FROM ${parentLinks} WHERE ${parentLinks.studentId} = ${change.studentId} AND ${parentLinks.id} <> ${change.linkId}
      AND ${parentLinks.showFullNameOnCertificates} = ${sql.raw(chosen ? "1" : "0")})`;
  // Printed in full only when at least one parent is linked and every linked parent chose it.
  const after = change.show === false ? sql`0` : change.show === true ? sql`(NOT ${others(false)})` : sql`(${others(true)} AND NOT ${others(false)})`;
  const before = fullNameChosenSql(sql`${change.studentId}`);
  const linkThere = change.kind === "add" ? sql`1` : sql`EXISTS (SELECT 1 FROM ${parentLinks} WHERE ${parentLinks.id} = ${change.linkId} AND ${parentLinks.studentId} = ${change.studentId})`;
  const printsFullName = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${certificates.userId} AND ${users.role} = 'student' AND trim(${users.lastName}) <> ''
    AND trim(${certificates.displayName}) = trim(${users.firstName} || ' ' || ${users.lastName}))`;
  return db
    .update(certificates)
    .set({ version: sql`${certificates.version} + 1`, updatedAt: Date.now() })
    .where(and(eq(certificates.userId, change.studentId), eq(certificates.status, "issued"), linkThere, sql`(${before}) <> ${after}`, printsFullName));
}
