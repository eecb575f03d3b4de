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
