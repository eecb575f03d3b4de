/*
 * The reactions without zod, so a book page loads no validation code (issue #15); reactions.ts
 * holds the validation and re-exports these.
 */

/** The fixed set of reactions, in the order the UI shows them. */
export const REACTIONS = ["like", "love", "wow", "laugh", "clap"] as const;
export type Reaction = (typeof REACTIONS)[number];
export const REACTION_EMOJI: Record<Reaction, string> = { like: "👍", love: "❤️", wow: "😮", laugh: "😂", clap: "👏" };
export const REACTION_ITEM_TYPES = ["book", "story"] as const;
export type ReactionItemType = (typeof REACTION_ITEM_TYPES)[number];
