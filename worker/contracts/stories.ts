import { z } from "zod";
import { MAX_TEXT, paginationQuery, requiredText, blankToNull } from "./common";
import { BOOK_VISIBILITIES, contentLanguageField, type BookVisibility } from "./books";

export const STORY_STATUSES = ["draft", "pending_review", "published", "rejected"] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];
/** What an author may set: write a draft, or submit it for review. Publishing is a review decision. */
export const STORY_AUTHOR_STATUSES = ["draft", "pending_review"] as const;
/** Largest story body accepted, in characters of HTML. */
export const STORY_BODY_MAX = 100_000;

/** Messages written once, shown by the story writer and answered by the API. */
export const STORY_MESSAGES = {
  bodyRequired: "Write your story",
  bodyTooLong: "The story is too long (at most 100,000 characters)",
  emptySubmission: "Write your story before sending it for review",
} as const;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional()).catch(undefined);

const storyFields = {
  title: requiredText(),
  /** Rich text; the server keeps only an allow-list of tags and attributes. */
  body_html: z.string({ error: STORY_MESSAGES.bodyRequired }).max(STORY_BODY_MAX, { error: STORY_MESSAGES.bodyTooLong }),
  visibility: z.enum(BOOK_VISIBILITIES, { error: "Choose public, community or private" }),
  class_id: z.preprocess(blankToNull, z.string({ error: "Choose a class you teach" }).max(MAX_TEXT).nullable()),
  status: z.enum(STORY_AUTHOR_STATUSES, { error: "Choose draft or pending_review" }),
  /** The story's own language (BCP 47); null: unknown. */
  language: contentLanguageField,
};

export const storyCreateSchema = z.object({
  title: storyFields.title,
  body_html: storyFields.body_html,
  visibility: storyFields.visibility.optional(),
  class_id: storyFields.class_id.optional(),
  status: storyFields.status.optional(),
  language: storyFields.language.optional(),
});
export type StoryCreateInput = z.infer<typeof storyCreateSchema>;
export const storyUpdateSchema = z.object(storyFields).partial();
export type StoryUpdateInput = z.infer<typeof storyUpdateSchema>;

export const storyListQuery = paginationQuery(24, 50).extend({
  search: optionalParam(z.string().trim().max(200)),
  class: optionalParam(z.string().max(MAX_TEXT)),
  author: optionalParam(z.string().max(MAX_TEXT)),
  /** Absent: published stories only. "any": every status the caller may see. */
  status: optionalParam(z.enum([...STORY_STATUSES, "any"])),
  /** Absent: each story whole (StoryOut). "card": without its body, its first words instead (StoryCardOut). */
  view: optionalParam(z.enum(["card"])),
});
export type StoryListQuery = z.infer<typeof storyListQuery>;

export interface StoryOut {
  id: string;
  title: string;
  slug: string;
  body_html: string;
  cover: string | null;
  visibility: BookVisibility;
  status: StoryStatus;
  /** The story's own language (BCP 47), null when unknown: the web marks its title and body with it. */
  language: string | null;
  rejection_reason: string | null;
  class_id: string | null;
  /** A child outside their school: no id, last name as an initial ("B."). */
  author: { id: string | null; first_name: string; last_name: string };
  tenant_id: string | null;
  /** When it was last sent for review (the review queue's date); null: never sent. */
  submitted_at: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Characters of a card's excerpt (a story's first words), cut at a word. */
export const STORY_EXCERPT_MAX = 160;

/**
 * A story as a card shows it (GET /stories/?view=card: the library's shelf, the review queue, an
 * author's list): no body, which is a story's largest part, but its first words as plain text.
 */
export type StoryCardOut = Omit<StoryOut, "body_html"> & { excerpt: string };
