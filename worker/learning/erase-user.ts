import { eq } from "drizzle-orm";
import {
  certificates,
  challengeSubmissions,
  comprehensionAttempts,
  courseAssignments,
  courseEnrollments,
  courses,
  entitlements,
  learningMedia,
  liveSessionRegistrations,
  liveSessions,
  lessonProgress,
  quizAttempts,
} from "../db/schema";
import type { DB } from "../lib/db";
import type { ErasurePlan } from "../lib/erasure";

/**
 * Learning's part of erasing a user: enrolments, progress, quiz and comprehension attempts,
 * entitlements, challenge entries and their files, certificates and their final work; their name on rows they marked, reviewed,
 * assigned or created is cleared.
 */
export async function learningErasure(db: DB, userId: string): Promise<ErasurePlan> {
  const entries = await db.select({ key: challengeSubmissions.fileKey }).from(challengeSubmissions).where(eq(challengeSubmissions.userId, userId)).all();
  const works = await db.select({ key: certificates.workKey }).from(certificates).where(eq(certificates.userId, userId)).all();
  return {
    statements: [
      db.delete(lessonProgress).where(eq(lessonProgress.userId, userId)),
      db.delete(quizAttempts).where(eq(quizAttempts.userId, userId)),
      db.update(quizAttempts).set({ markedBy: null }).where(eq(quizAttempts.markedBy, userId)),
      db.delete(comprehensionAttempts).where(eq(comprehensionAttempts.userId, userId)),
      db.update(comprehensionAttempts).set({ markedBy: null }).where(eq(comprehensionAttempts.markedBy, userId)),
      db.delete(courseEnrollments).where(eq(courseEnrollments.userId, userId)),
      db.delete(entitlements).where(eq(entitlements.userId, userId)),
      db.delete(challengeSubmissions).where(eq(challengeSubmissions.userId, userId)),
      db.update(challengeSubmissions).set({ reviewedBy: null }).where(eq(challengeSubmissions.reviewedBy, userId)),
      db.update(courseAssignments).set({ assignedBy: null }).where(eq(courseAssignments.assignedBy, userId)),
      db.update(courses).set({ createdBy: null }).where(eq(courses.createdBy, userId)),
      db.update(learningMedia).set({ createdBy: null }).where(eq(learningMedia.createdBy, userId)),
      // Their places (reminder rows go with them by cascade) and their name on sessions they scheduled.
      db.delete(liveSessionRegistrations).where(eq(liveSessionRegistrations.userId, userId)),
      db.update(liveSessions).set({ createdBy: null }).where(eq(liveSessions.createdBy, userId)),
      db.delete(certificates).where(eq(certificates.userId, userId)),
      db.update(certificates).set({ reviewedBy: null }).where(eq(certificates.reviewedBy, userId)),
      db.update(certificates).set({ revokedBy: null }).where(eq(certificates.revokedBy, userId)),
    ],
    objectKeys: [...entries, ...works].map((e) => e.key).filter((k): k is string => !!k),
  };
}
