import type { BookCreateInput, BookOut, BookUploadKind, BookUploadTarget } from "@contracts/books";
import { api } from "@/lib/api-client";
import { uploadWithProgress } from "@/lib/api-transfer";

/** POST /books/: a draft book that files are then uploaded to. */
export const createBook = (input: BookCreateInput) => api.post<BookOut>("/books/", input);

/**
 * One file of a book, in the API's three steps: ask for an upload target (the server checks who,
 * what type and how big), PUT the bytes there with progress, then complete (the server checks the
 * bytes; a book file then goes to the processing queue).
 */
export async function uploadBookFile(bookId: string, kind: BookUploadKind, file: File, contentType: string, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<BookOut> {
  const target = await api.post<BookUploadTarget>(`/books/${encodeURIComponent(bookId)}/upload`, { kind, content_type: contentType, size: file.size });
  await uploadWithProgress(target, file, onProgress, signal);
  return api.post<BookOut>(`/books/${encodeURIComponent(bookId)}/upload/complete`, { kind });
}
