import { eq } from "drizzle-orm";
import { contactMessages, contentPageVersions, contentPages, inboxEvents, problemReports } from "../../db/schema";
import type { DB } from "../../lib/db";
import type { ErasurePlan } from "../../lib/erasure";

/**
 * Operations' part of erasing a user: the messages and problem reports they sent (with screenshots)
 * go; pages, versions and inbox notes they wrote no longer name them.
 */
export async function operationsErasure(db: DB, userId: string): Promise<ErasurePlan> {
  const reports = await db.select({ key: problemReports.screenshotKey }).from(problemReports).where(eq(problemReports.userId, userId)).all();
  return {
    statements: [
      db.delete(contactMessages).where(eq(contactMessages.userId, userId)),
      db.delete(problemReports).where(eq(problemReports.userId, userId)),
      db.update(contentPages).set({ updatedBy: null }).where(eq(contentPages.updatedBy, userId)),
      db.update(contentPageVersions).set({ authorId: null }).where(eq(contentPageVersions.authorId, userId)),
      db.update(inboxEvents).set({ authorId: null }).where(eq(inboxEvents.authorId, userId)),
    ],
    objectKeys: reports.map((r) => r.key).filter((k): k is string => !!k),
  };
}
