import type { BookOut } from "@contracts/books";

/**
 * Which of the uploader's panels a book needs on its page (components/finish-upload.tsx), if any:
 * "finish" for a book without its file (a draft, or an upload that stopped), "replace" for a book
 * whose file failed processing or was rejected, or whose replacement did not finish.
 */
export function uploadPanelFor(book: Pick<BookOut, "file" | "status">): "finish" | "replace" | null {
  if (!book.file) return book.status === "draft" || book.status === "uploading" ? "finish" : null;
  return book.status === "failed" || book.status === "rejected" || book.status === "uploading" ? "replace" : null;
}
