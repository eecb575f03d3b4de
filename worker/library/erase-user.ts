import { eq, inArray, or } from "drizzle-orm";
import { bookEvents, bookReads, bookUploads, books, dearWorldLetters, reactions, stories, storyReads } from "../db/schema";
import type { DB } from "../lib/db";
import type { ErasurePlan } from "../lib/erasure";
import { bookObjectPrefix } from "./books/book-files";

/**
 * Library's part of erasing a user: their books and stories with every file, upload, read and
 * reaction on them; their own reads, reactions and Dear World letters; their name on others' rows
 * (events they caused, uploads they started, letters they reviewed) is cleared.
 */
export async function libraryErasure(db: DB, userId: string): Promise<ErasurePlan> {
  const [ownBooks, ownStories] = await Promise.all([
    db.select({ id: books.id, tenantId: books.tenantId, coverKey: books.coverKey, fileKey: books.fileKey }).from(books).where(eq(books.uploaderId, userId)).all(),
    db.select({ id: stories.id, coverKey: stories.coverKey }).from(stories).where(eq(stories.authorId, userId)).all(),
  ]);
  const bookIds = ownBooks.map((b) => b.id);
  const storyIds = ownStories.map((s) => s.id);
  const uploads = await db
    .select({ key: bookUploads.objectKey })
    .from(bookUploads)
    .where(bookIds.length ? or(eq(bookUploads.createdBy, userId), inArray(bookUploads.bookId, bookIds)) : eq(bookUploads.createdBy, userId))
    .all();
  const onItems = [
    ...(bookIds.length ? [db.delete(reactions).where(inArray(reactions.itemId, bookIds))] : []),
    ...(storyIds.length ? [db.delete(reactions).where(inArray(reactions.itemId, storyIds))] : []),
  ];
  return {
    statements: [
      db.delete(reactions).where(eq(reactions.userId, userId)),
      ...onItems,
      db.delete(bookReads).where(eq(bookReads.userId, userId)),
      db.delete(storyReads).where(eq(storyReads.userId, userId)),
      db.update(bookEvents).set({ actorId: null }).where(eq(bookEvents.actorId, userId)),
      db.delete(bookUploads).where(eq(bookUploads.createdBy, userId)),
      db.delete(books).where(eq(books.uploaderId, userId)),
      db.delete(stories).where(eq(stories.authorId, userId)),
      db.delete(dearWorldLetters).where(eq(dearWorldLetters.authorId, userId)),
      db.update(dearWorldLetters).set({ reviewedBy: null }).where(eq(dearWorldLetters.reviewedBy, userId)),
    ],
    objectPrefixes: ownBooks.map(bookObjectPrefix),
    objectKeys: [...ownBooks.flatMap((b) => [b.coverKey, b.fileKey]), ...ownStories.map((s) => s.coverKey), ...uploads.map((u) => u.key)].filter((k): k is string => !!k),
  };
}
