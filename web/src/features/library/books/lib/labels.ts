import type { BookStatus, BookVisibility } from "@contracts/books";
import { msg } from "@/lib/i18n";

/** "en" → "English" in the interface's language ("अंग्रेज़ी", "الإنجليزية"). */
export { languageName } from "@/lib/format";

export const VISIBILITY_LABELS: Record<BookVisibility, string> = { public: msg("Public"), community: msg("Community"), private: msg("Private") };

/** Labels are msg() keys: show them with t(label). */
export const STATUS_LABELS: Record<BookStatus, string> = {
  draft: msg("Draft"),
  uploading: msg("Uploading"),
  processing: msg("Processing"),
  pending_review: msg("Waiting for review"),
  published: msg("Published"),
  rejected: msg("Rejected"),
  failed: msg("Processing failed"),
};

/**
 * The same, to the book's own uploader (often a child): a book sent back reads as the review
 * queue's words, a next step, not a verdict. Moderators and other readers keep STATUS_LABELS.
 */
export const OWN_STATUS_LABELS: Record<BookStatus, string> = { ...STATUS_LABELS, rejected: msg("Sent back") };
