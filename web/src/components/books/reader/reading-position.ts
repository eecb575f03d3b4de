import { userAtom } from "@/lib/session";
import { store } from "@/lib/store";

/**
 * The last page (PDF) or chapter (EPUB) read, per book and per reader, in this browser. Per reader:
 * on a classroom's shared computer the next pupil opened a book at the previous pupil's page (and
 * so learned what they had read); a visitor's positions are their own too.
 */
const key = (bookId: string) => `library.reader.${store.get(userAtom)?.id ?? "visitor"}.${bookId}`;

export function loadPosition(bookId: string): number {
  try {
    const n = Number.parseInt(localStorage.getItem(key(bookId)) ?? "", 10);
    return Number.isInteger(n) && n > 0 ? n : 1;
  } catch {
    return 1;
  }
}

export function savePosition(bookId: string, position: number): void {
  try {
    localStorage.setItem(key(bookId), String(position));
  } catch {
    // Private mode or a full quota: reading still works, it just starts at the beginning next time.
  }
}
