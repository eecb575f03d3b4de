import { and, eq, or } from "drizzle-orm";
import { classes, tenants, users } from "../../db/schema";
import type { DB } from "../../lib/db";
import { nameKeys } from "../../lib/people";
import { foldSortKeys, inRounds } from "../../lib/sort-keys";
import { storedMatchKey } from "../school-admin/class-match-key";

/**
 * Cron: the sort keys of names saved before the keys existed (migrations 0039–0041 left '' for
 * every name that is not plain ASCII), folded with nameKey — up to 1,000 users, 1,000 classes and
 * 1,000 schools a run — and the match keys of classes saved before those (migration 0048 left ''
 * for every class name that is not plain ASCII), kept apart from an active class of the school that
 * already holds the key. The reads use the same expressions as the pending indexes, so those answer
 * them.
 */
export async function foldPendingNameKeys(db: DB): Promise<number> {
  const people = await inRounds(
    db,
    (limit) => db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(or(eq(users.firstNameKey, ""), eq(users.lastNameKey, ""))).limit(limit).all(),
    (u) => db.update(users).set(nameKeys(u.firstName, u.lastName)).where(and(eq(users.id, u.id), eq(users.firstName, u.firstName), eq(users.lastName, u.lastName))),
  );
  const classKeys = await inRounds(
    db,
    (limit) => db.select({ id: classes.id, tenantId: classes.tenantId, name: classes.name }).from(classes).where(eq(classes.matchKey, "")).limit(limit).all(),
    (c) => db.update(classes).set({ matchKey: storedMatchKey(c.tenantId, c.id, c.name) }).where(and(eq(classes.id, c.id), eq(classes.name, c.name))),
  );
  return (
    people +
    classKeys +
    (await foldSortKeys(db, [
      { table: classes, id: classes.id, text: classes.name, key: classes.nameKey },
      { table: tenants, id: tenants.id, text: tenants.schoolName, key: tenants.schoolNameKey },
    ]))
  );
}
