import { countDistinct, desc, eq } from "drizzle-orm";
import type { ParentChildDashboardOut } from "../../contracts/people";
import { bookReads, books, stories, storyReads } from "../../db/schema";
import type { DB } from "../../lib/db";

/**
 * One child's reading and writing for a parent's dashboard: how many different books and stories
 * they opened, and what they uploaded or wrote with its status (drafts and rejections included:
 * the family sees the child's own work, whatever its state).
 */
export async function childLibrarySummary(db: DB, studentId: string): Promise<Pick<ParentChildDashboardOut, "reading" | "uploads">> {
  const [[bookCount], [storyCount], ownBooks, ownStories] = await Promise.all([
    db.select({ n: countDistinct(bookReads.bookId) }).from(bookReads).where(eq(bookReads.userId, studentId)),
    db.select({ n: countDistinct(storyReads.storyId) }).from(storyReads).where(eq(storyReads.userId, studentId)),
    db.select({ id: books.id, title: books.title, status: books.status, createdAt: books.createdAt }).from(books).where(eq(books.uploaderId, studentId)).orderBy(desc(books.createdAt)).limit(50).all(),
    db.select({ id: stories.id, title: stories.title, status: stories.status, createdAt: stories.createdAt }).from(stories).where(eq(stories.authorId, studentId)).orderBy(desc(stories.createdAt)).limit(50).all(),
  ]);
  const uploads = [
    ...ownBooks.map((b) => ({ kind: "book" as const, id: b.id, title: b.title, status: b.status, created_at: new Date(b.createdAt).toISOString() })),
    ...ownStories.map((s) => ({ kind: "story" as const, id: s.id, title: s.title, status: s.status, created_at: new Date(s.createdAt).toISOString() })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return { reading: { books_read: bookCount.n, stories_read: storyCount.n }, uploads };
}
