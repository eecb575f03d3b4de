import { z } from "zod";
import type { BookOut } from "./books";
import type { StoryCardOut } from "./stories";

/** Results per group of the combined search. */
export const COMBINED_GROUP_LIMIT = 10;

export const combinedSearchQuery = z.object({
  search: z.string({ error: "Enter something to search for" }).trim().min(1, { error: "Enter something to search for" }).max(200, { error: "At most 200 characters" }),
});

/** A story in search results: a story card (no body), its excerpt taken around the match. */
export type StoryHit = StoryCardOut;

/**
 * A book in search results: what a suggestion shows and links (its page has the rest). No
 * uploader (a pupil's name has no place in a search box's suggestions), no categories, no file.
 */
export type BookHit = Pick<BookOut, "id" | "title" | "slug" | "author_name" | "language" | "reading_level" | "cover">;

/** GET /combined/?search=: best matches first in each group; courses, charities and projects come later. */
export interface CombinedSearchOut {
  books: BookHit[];
  stories: StoryHit[];
}
