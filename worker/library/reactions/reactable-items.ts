import type { ReactionItemType } from "../../contracts/reactions";
import { findVisibleBook } from "../books/book-queries.service";
import type { LibraryContext } from "../books/book-visibility";
import { findVisibleStory } from "../stories/stories.service";

export interface ReactableItem {
  tenantId: string | null;
  published: boolean;
}

/** The item a reaction is about, through its visibility rule: 404 when the caller may not see it. */
export async function findReactableItem(ctx: LibraryContext, type: ReactionItemType, id: string): Promise<ReactableItem> {
  if (type === "book") {
    const book = await findVisibleBook(ctx, id);
    return { tenantId: book.tenantId, published: book.status === "published" };
  }
  const story = await findVisibleStory(ctx, id);
  return { tenantId: story.tenantId, published: story.status === "published" };
}
