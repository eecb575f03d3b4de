import type { BookStatus, BookVisibility } from "@contracts/books";

/** "en" → "English" in the reader's own language; the code itself when the browser cannot name it. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([navigator.language || "en"], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const VISIBILITY_LABELS: Record<BookVisibility, string> = { public: "Public", community: "Community", private: "Private" };

export const STATUS_LABELS: Record<BookStatus, string> = {
  draft: "Draft",
  uploading: "Uploading",
  processing: "Processing",
  pending_review: "Waiting for review",
  published: "Published",
  rejected: "Rejected",
  failed: "Processing failed",
};
