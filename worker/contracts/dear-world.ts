import { z } from "zod";
import { MAX_TEXT } from "./common";

/** Dear World: letters to the world that teachers curate into their school's class book. */
export const LETTER_STATUSES = ["pending", "included", "excluded"] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export const LETTER_TITLE_MAX = 120;
export const LETTER_BODY_MAX = 2000;
export const LETTER_BODY_REQUIRED = "Write your letter";
export const LETTER_BODY_TOO_LONG = `Keep your letter to ${LETTER_BODY_MAX} characters or fewer`;
export const LETTER_TITLE_TOO_LONG = `Keep the title to ${LETTER_TITLE_MAX} characters or fewer`;
export const LETTER_CLASS_MESSAGE = "Choose one of your classes";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** POST /dear-world/letters/: plain text only; a teacher may name which of their classes it is for. */
export const letterCreateSchema = z.object({
  title: z.preprocess(blankToUndefined, z.string({ error: LETTER_TITLE_TOO_LONG }).trim().max(LETTER_TITLE_MAX, { error: LETTER_TITLE_TOO_LONG }).optional()),
  body: z.string({ error: LETTER_BODY_REQUIRED }).trim().min(1, { error: LETTER_BODY_REQUIRED }).max(LETTER_BODY_MAX, { error: LETTER_BODY_TOO_LONG }),
  class_id: z.preprocess(blankToUndefined, z.string({ error: LETTER_CLASS_MESSAGE }).max(MAX_TEXT, { error: LETTER_CLASS_MESSAGE }).optional()),
});
export type LetterCreateInput = z.infer<typeof letterCreateSchema>;

export const LETTER_MOVES = ["up", "down"] as const;
export const letterMoveSchema = z.object({
  direction: z.enum(LETTER_MOVES, { error: "Choose up or down" }),
});
export type LetterMoveInput = z.infer<typeof letterMoveSchema>;

export const curationQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(LETTER_STATUSES).optional()).catch(undefined),
});
export type CurationQuery = z.infer<typeof curationQuery>;

export interface LetterOut {
  id: string;
  title: string | null;
  body: string;
  status: LetterStatus;
  /** Place in its class's chapter of the book (1 first); null unless included. */
  position: number | null;
  /** Only the first name is ever shown with a letter. */
  author: { first_name: string };
  class: { id: string; name: string } | null;
  created_at: string;
  reviewed_at: string | null;
}

/** GET /dear-world/book/: the included letters of this school, one chapter per class, in order. */
export interface DearWorldBookOut {
  school_name: string;
  chapters: { class: { id: string; name: string } | null; letters: LetterOut[] }[];
}

export interface LetterListOut {
  results: LetterOut[];
}
