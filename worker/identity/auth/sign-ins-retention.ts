import { lt } from "drizzle-orm";
import { signIns } from "../../db/schema";
import type { DB } from "../../lib/db";

/** Sign-in history is kept for two years, like the action log (SECURITY.md). */
export const SIGN_IN_RETENTION_MS = 2 * 365 * 24 * 60 * 60 * 1000;

export async function deleteExpiredSignIns(db: DB, now = Date.now()): Promise<number> {
  const gone = await db.delete(signIns).where(lt(signIns.createdAt, now - SIGN_IN_RETENTION_MS)).returning({ id: signIns.id });
  return gone.length;
}
