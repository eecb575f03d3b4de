import { and, count, desc, eq, sql } from "drizzle-orm";
import { REACTIONS, type ReactionContributionsOut, type ReactionStatsOut, type ReactionStatsQuery, type ReactionToggleInput, type ReactionToggleOut } from "../../contracts/reactions";
import { bookCategories, bookCategoryLinks, books, reactions } from "../../db/schema";
import { tenantScope } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { visiblePublishedBooks, type LibraryContext } from "../books/book-visibility";
import { findReactableItem } from "./reactable-items";

const ofItem = (type: ReactionStatsQuery["item_type"], id: string) => and(eq(reactions.itemType, type), eq(reactions.itemId, id));

async function countsOf(ctx: LibraryContext, q: ReactionStatsQuery): Promise<ReactionStatsOut> {
  const me = ctx.user?.id ?? "";
  const rows = await ctx.db
    .select({ reaction: reactions.reaction, count: count(), mine: sql<number>`max(${reactions.userId} = ${me})` })
    .from(reactions)
    .where(ofItem(q.item_type, q.item_id))
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

/** GET /reactions/stats/: every reaction's count on an item the caller may see. */
export async function reactionStats(ctx: LibraryContext, q: ReactionStatsQuery): Promise<ReactionStatsOut> {
  await findReactableItem(ctx, q.item_type, q.item_id);
  return countsOf(ctx, q);
}

/** POST /reactions/: adds the caller's reaction, or takes it back when they had given it. */
export async function toggleReaction(ctx: LibraryContext, input: ReactionToggleInput): Promise<ReactionToggleOut> {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  const item = await findReactableItem(ctx, input.item_type, input.item_id);
  if (!item.published) throw new AppError("CONFLICT", `Reactions open once the ${input.item_type} is published.`);
  const added = await ctx.db
    .insert(reactions)
    .values(tenantScope(item.tenantId).values({ id: newId("rct"), itemType: input.item_type, itemId: input.item_id, userId: user.id, reaction: input.reaction }))
    .onConflictDoNothing()
    .returning({ id: reactions.id });
  if (added.length === 0) {
    await ctx.db.delete(reactions).where(and(ofItem(input.item_type, input.item_id), eq(reactions.userId, user.id), eq(reactions.reaction, input.reaction)));
  }
  return { reacted: added.length > 0, ...(await countsOf(ctx, input)) };
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
    .orderBy(desc(total), bookCategories.name)
    .all();
  return { categories: rows };
}
