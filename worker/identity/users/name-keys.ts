import { and, eq, or } from "drizzle-orm";
import { users } from "../../db/schema";
import type { DB } from "../../lib/db";
import { nameKeys } from "../../lib/people";

const ROUND = 200;
const ROUNDS = 5;

/** Rows still waiting for their keys: the same expression as users_name_key_pending_idx's, so that index answers it. */
const pending = or(eq(users.firstNameKey, ""), eq(users.lastNameKey, ""));

/**
 * Cron: the sort keys of names saved before the keys existed (migration 0039 left '' for every name
 * that is not plain ASCII), folded with nameKey — up to 1,000 users a run. An update lands only if
 * the names are still the ones read, so a rename between the read and the write keeps its own keys.
 * A name whose key is '' cannot occur (names are required and nameKey never answers '' for one).
 */
export async function foldPendingNameKeys(db: DB): Promise<number> {
  let done = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(pending).limit(ROUND).all();
    const [first, ...rest] = rows.map((u) =>
      db
        .update(users)
        .set(nameKeys(u.firstName, u.lastName))
        .where(and(eq(users.id, u.id), eq(users.firstName, u.firstName), eq(users.lastName, u.lastName))),
    );
    if (!first) break;
    await db.batch([first, ...rest]);
    done += rows.length;
    if (rows.length < ROUND) break;
  }
  return done;
}
