/** The last page (PDF) or chapter (EPUB) read, per book, in this browser. */
const key = (bookId: string) => `library.reader.${bookId}`;

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
