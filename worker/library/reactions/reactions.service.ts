import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  REACTIONS,
  type ReactionContributionsOut,
  type ReactionItem,
  type ReactionStatsOut,
  type ReactionStatsQuery,
  type ReactionToggleInput,
  type ReactionToggleOut,
} from "../../contracts/reactions";
import { bookCategories, bookCategoryLinks, books, reactions, stories } from "../../db/schema";
import { tenantScope } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { said } from "../../lib/said";
import { newId } from "../../lib/ids";
import { staffView } from "../../lib/tenancy";
import { visiblePublishedBooks, visibleStories, type LibraryContext } from "../books/book-visibility";
import { findReactableItem } from "./reactable-items";

const ofItem = (item: ReactionItem) => and(eq(reactions.itemType, item.item_type), eq(reactions.itemId, item.item_id));

/**
 * The caller's default scope, when GET /reactions/stats/ names no item: the reactions on the
 * published books and stories of the host's school that the caller may see. staffView decides
 * the school (the host's school on a school's host, for its students, teachers, admins, community
 * and anonymous visitors alike — a signed-in user's token is bound to that host, so it is also
 * their own school; platform-wide items on the platform host; every school for platform staff
 * there), and the visibility rule decides the items (a teacher counts their classes' private
 * books, an anonymous visitor only public ones). Why the host and not everything visible: other
 * schools' public books show on every host, but a school's figures should be that school's.
 */
function defaultScope(ctx: LibraryContext): SQL {
  const bookIds = ctx.db.select({ id: books.id }).from(books).where(visiblePublishedBooks(ctx));
  const storyIds = ctx.db.select({ id: stories.id }).from(stories).where(and(visibleStories(ctx), eq(stories.status, "published")));
  return staffView(ctx).where(
    reactions,
    or(and(eq(reactions.itemType, "book"), inArray(reactions.itemId, bookIds)), and(eq(reactions.itemType, "story"), inArray(reactions.itemId, storyIds))),
  );
}

/** Each reaction's count over the rows `where` selects, and whether the caller gave it there. */
async function countsOf(ctx: LibraryContext, where: SQL | undefined): Promise<ReactionStatsOut> {
  const me = ctx.user?.id ?? "";
  const rows = await ctx.db
    .select({ reaction: reactions.reaction, count: count(), mine: sql<number>`max(${reactions.userId} = ${me})` })
    .from(reactions)
    .where(where)
    .groupBy(reactions.reaction)
    .all();
  const byReaction = new Map(rows.map((r) => [r.reaction, r]));
  return {
    results: REACTIONS.map((reaction) => ({
      reaction,
      count: byReaction.get(reaction)?.count ?? 0,
      reacted_by_me: Number(byReaction.get(reaction)?.mine ?? 0) === 1,
    })),
  };
}

/** GET /reactions/stats/: every reaction's count on an item the caller may see, or over their default scope. */
export async function reactionStats(ctx: LibraryContext, q: ReactionStatsQuery): Promise<ReactionStatsOut> {
  if (q.item_type === undefined || q.item_id === undefined) return countsOf(ctx, defaultScope(ctx));
  const item = { item_type: q.item_type, item_id: q.item_id };
  await findReactableItem(ctx, item.item_type, item.item_id);
  return countsOf(ctx, ofItem(item));
}

/** POST /reactions/: adds the caller's reaction, or takes it back when they had given it. */
export async function toggleReaction(ctx: LibraryContext, input: ReactionToggleInput): Promise<ReactionToggleOut> {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  const item = await findReactableItem(ctx, input.item_type, input.item_id);
  if (!item.published) throw new AppError("CONFLICT", input.item_type === "book" ? said("Reactions open once the book is published.") : said("Reactions open once the story is published."));
  const added = await ctx.db
    .insert(reactions)
    .values(tenantScope(item.tenantId).values({ id: newId("rct"), itemType: input.item_type, itemId: input.item_id, userId: user.id, reaction: input.reaction }))
    .onConflictDoNothing()
    .returning({ id: reactions.id });
  if (added.length === 0) {
    await ctx.db.delete(reactions).where(and(ofItem(input), eq(reactions.userId, user.id), eq(reactions.reaction, input.reaction)));
  }
  return { reacted: added.length > 0, ...(await countsOf(ctx, ofItem(input))) };
}

/** GET /categories/reaction-contributions/: reactions on the books the caller may see, per category name. */
export async function reactionContributions(ctx: LibraryContext): Promise<ReactionContributionsOut> {
  const total = count(reactions.id);
  const rows = await ctx.db
    .select({ category: bookCategories.name, reactions: total })
    .from(reactions)
    .innerJoin(books, and(eq(reactions.itemType, "book"), eq(reactions.itemId, books.id)))
    .innerJoin(bookCategoryLinks, eq(bookCategoryLinks.bookId, books.id))
    .innerJoin(bookCategories, eq(bookCategories.id, bookCategoryLinks.categoryId))
    .where(visiblePublishedBooks(ctx))
    .groupBy(bookCategories.name)
    .orderBy(desc(total), bookCategories.nameKey)
    .all();
  return { categories: rows };
}
