import type { BookStatus, BookVisibility } from "@contracts/books";
import { currentLocale, msg } from "@/lib/i18n";

/** "en" → "English" in the interface's language ("अंग्रेज़ी", "الإنجليزية"); the code itself when Intl cannot name it. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([currentLocale()], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

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
