import { and, eq, inArray, or } from "drizzle-orm";
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
  // Their books and stories by subquery, not by id: a pupil may have written hundreds, and a list of
  // ids would pass D1's 100 bound parameters. The reactions go before the books and stories (below).
  const theirBooks = db.select({ id: books.id }).from(books).where(eq(books.uploaderId, userId));
  const theirStories = db.select({ id: stories.id }).from(stories).where(eq(stories.authorId, userId));
  const uploads = await db
    .select({ key: bookUploads.objectKey })
    .from(bookUploads)
    .where(or(eq(bookUploads.createdBy, userId), inArray(bookUploads.bookId, theirBooks)))
    .all();
  const onItems = [
    ...(ownBooks.length ? [db.delete(reactions).where(and(eq(reactions.itemType, "book"), inArray(reactions.itemId, theirBooks)))] : []),
    ...(ownStories.length ? [db.delete(reactions).where(and(eq(reactions.itemType, "story"), inArray(reactions.itemId, theirStories)))] : []),
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
