import { count, eq, sql } from "drizzle-orm";
import type { BookReadOut } from "../../contracts/books";
import { storyReads } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { countEvent } from "../../lib/rate-limit";
import type { LibraryContext } from "../books/book-visibility";
import { findVisibleStory } from "./stories.service";

const HOUR = 60 * 60 * 1000;

/** POST /stories/{id}/read: counts an opening of a published story, once per reader per hour (as for books). */
export async function recordStoryRead(ctx: LibraryContext, id: string, now = Date.now()): Promise<BookReadOut> {
  if (!ctx.user && !ctx.community) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  const story = await findVisibleStory(ctx, id);
  let recorded = false;
  if (story.status === "published") {
    if (ctx.user) {
      const result = await ctx.db.run(sql`insert into ${storyReads} (id, story_id, user_id, tenant_id, created_at)
        select ${newId("srd")}, ${story.id}, ${ctx.user.id}, ${story.tenantId}, ${now}
        where not exists (select 1 from ${storyReads} where story_id = ${story.id} and user_id = ${ctx.user.id} and created_at > ${now - HOUR})`);
      recorded = (result.meta.changes ?? 0) > 0;
    } else {
      const counter = await countEvent(ctx.db, `story-read:${story.id}:${ctx.clientAddress}`, { limit: 1, windowMs: HOUR }, now);
      if (counter.count === 1) {
        await ctx.db.insert(storyReads).values({ id: newId("srd"), storyId: story.id, userId: null, tenantId: story.tenantId, createdAt: now });
        recorded = true;
      }
    }
  }
  const total = await ctx.db.select({ reads: count() }).from(storyReads).where(eq(storyReads.storyId, story.id)).get();
  return { recorded, reads: total?.reads ?? 0 };
}
