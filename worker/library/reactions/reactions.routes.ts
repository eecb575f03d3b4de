import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { reactionStatsQuery, reactionToggleSchema } from "../../contracts/reactions";
import { jsonBody, queryParams } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { libraryContext } from "../books/book-visibility";
import { reactionContributions, reactionStats, toggleReaction } from "./reactions.service";

/** /api/reactions/…: emoji reactions on books and stories, through their visibility rule. */
export const reactionRoutes = new Hono<AppEnv>()
  .post("/", requireSignedIn, jsonBody(reactionToggleSchema), async (c) => c.json(await toggleReaction(await libraryContext(c), c.req.valid("json"))))
  .get("/stats", queryParams(reactionStatsQuery), async (c) => {
    c.header("Cache-Control", "private, no-cache");
    return c.json(await reactionStats(await libraryContext(c), c.req.valid("query")));
  });

/** /api/categories/reaction-contributions/: which categories collect the most reactions. */
export const categoryContributionRoutes = new Hono<AppEnv>().get("/reaction-contributions", async (c) =>
  c.json(await reactionContributions(await libraryContext(c))),
);
