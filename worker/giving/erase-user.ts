import { eq } from "drizzle-orm";
import { donations } from "../db/schema";
import type { DB } from "../lib/db";
import type { ErasurePlan } from "../lib/erasure";

/**
 * Giving's part of erasing a user: gifts stay (they are the charities' money) but no longer name
 * the user, as donor or as the student a gift was made in honour of.
 */
export function givingErasure(db: DB, userId: string): ErasurePlan {
  return {
    statements: [
      db.update(donations).set({ donorUserId: null, donorName: null, donorEmail: null, anonymous: true }).where(eq(donations.donorUserId, userId)),
      db.update(donations).set({ attributedUserId: null }).where(eq(donations.attributedUserId, userId)),
    ],
    objectKeys: [],
  };
}
