import { and, eq, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { nameKey } from "../../contracts/text";
import { classes, users } from "../../db/schema";
import type { DB } from "../../lib/db";
import { nameKeys } from "../../lib/people";

const ROUND = 200;
const ROUNDS = 5;

/** Up to ROUNDS batches of ROUND rows: `read` answers rows still waiting, `write` their update. */
async function inRounds<T>(db: DB, read: () => Promise<T[]>, write: (row: T) => BatchItem<"sqlite">): Promise<number> {
  let done = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const rows = await read();
    const [first, ...rest] = rows.map(write);
    if (!first) break;
    await db.batch([first, ...rest]);
    done += rows.length;
    if (rows.length < ROUND) break;
  }
  return done;
}

/**
 * Cron: the sort keys of names saved before the keys existed (migrations 0039 and 0040 left '' for
 * every name that is not plain ASCII), folded with nameKey — up to 1,000 users and 1,000 classes a
 * run. The reads use the same expressions as the pending indexes, so those answer them. An update
 * lands only if the name is still the one read, so a rename between the read and the write keeps its
 * own key. A key of '' cannot come back (names are required and nameKey never answers '' for one),
 * so no row is read twice.
 */
export async function foldPendingNameKeys(db: DB): Promise<number> {
  const people = await inRounds(
    db,
    () => db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(or(eq(users.firstNameKey, ""), eq(users.lastNameKey, ""))).limit(ROUND).all(),
    (u) => db.update(users).set(nameKeys(u.firstName, u.lastName)).where(and(eq(users.id, u.id), eq(users.firstName, u.firstName), eq(users.lastName, u.lastName))),
  );
  const groups = await inRounds(
    db,
    () => db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.nameKey, "")).limit(ROUND).all(),
    (c) => db.update(classes).set({ nameKey: nameKey(c.name) }).where(and(eq(classes.id, c.id), eq(classes.name, c.name))),
  );
  return people + groups;
}
