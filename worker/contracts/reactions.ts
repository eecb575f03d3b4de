import { z } from "zod";
import { MAX_TEXT } from "./common";

import { REACTIONS, REACTION_ITEM_TYPES, type Reaction } from "./reaction-list";

export { REACTIONS, REACTION_EMOJI, REACTION_ITEM_TYPES, type Reaction, type ReactionItemType } from "./reaction-list";

/** An item id that is there but not text (a number, a list): said as such, not as "Required". */
export const ITEM_ID_TYPE_MESSAGE = "Give the book's or story's id as text";

const itemFields = {
  item_type: z.enum(REACTION_ITEM_TYPES, { error: "Choose book or story" }),
  item_id: z
    .string({ error: (issue) => (issue.input === undefined ? "Required" : ITEM_ID_TYPE_MESSAGE) })
    .trim()
    .min(1, { error: "Required" })
    .max(MAX_TEXT, { error: "Characters too long" }),
};

/** POST /reactions/: adds the reaction, or removes it when the caller already gave it. */
export const reactionToggleSchema = z.object({
  ...itemFields,
  reaction: z.enum(REACTIONS, { error: "Choose one of like, love, wow, laugh or clap" }),
});
export type ReactionToggleInput = z.infer<typeof reactionToggleSchema>;

/** One reactable item: a book or a story. */
export type ReactionItem = Pick<ReactionToggleInput, "item_type" | "item_id">;

/**
 * GET /reactions/stats/: one item's counts (`item_type` and `item_id` together), or, with neither,
 * the caller's default scope (the seed client calls it without parameters). One without the other
 * is an error on the missing one.
 */
export const reactionStatsQuery = z
  .object({ item_type: itemFields.item_type.optional(), item_id: itemFields.item_id.optional() })
  .superRefine((q, ctx) => {
    if (q.item_type !== undefined && q.item_id === undefined) ctx.addIssue({ code: "custom", path: ["item_id"], message: "Required" });
    if (q.item_id !== undefined && q.item_type === undefined) ctx.addIssue({ code: "custom", path: ["item_type"], message: "Choose book or story" });
  });
export type ReactionStatsQuery = z.infer<typeof reactionStatsQuery>;

export interface ReactionCount {
  reaction: Reaction;
  count: number;
  reacted_by_me: boolean;
}
/** Every reaction of the set, in order, zeros included. */
export interface ReactionStatsOut {
  results: ReactionCount[];
}
export interface ReactionToggleOut extends ReactionStatsOut {
  /** True when the toggle added the reaction, false when it removed it. */
  reacted: boolean;
}

/** GET /categories/reaction-contributions/: reactions on the caller's visible books, per category name. */
export interface ReactionContributionsOut {
  categories: { category: string; reactions: number }[];
}
