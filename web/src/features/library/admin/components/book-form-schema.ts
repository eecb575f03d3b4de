import type { z } from "zod";
import { bookUpdateSchema, type BookOut } from "@contracts/books";

/** The staff edit form: every editable field of a book except its class. */
export const bookFormSchema = bookUpdateSchema.required().omit({ class_id: true });
export type BookFormInput = z.input<typeof bookFormSchema>;
export type BookFormOutput = z.output<typeof bookFormSchema>;
export const BOOK_FORM_FIELDS = ["title", "author_name", "description", "language", "reading_level", "visibility", "featured", "category_ids", "sdgs"] as const;

export const bookFormValues = (b: BookOut): BookFormOutput => ({
  title: b.title,
  author_name: b.author_name,
  description: b.description,
  language: b.language,
  reading_level: b.reading_level,
  visibility: b.visibility,
  featured: b.featured,
  category_ids: b.categories.map((c) => c.id),
  sdgs: b.sdgs,
});

const sameIds = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");
const blank = (v: unknown) => (v === null || v === undefined ? "" : v);

/** Only the fields that differ from the loaded book (categories compared as a set). */
export function changedBookFields(next: BookFormOutput, book: BookOut): Partial<BookFormOutput> {
  const initial = bookFormValues(book);
  const changes: Partial<Record<keyof BookFormOutput, unknown>> = {};
  for (const key of BOOK_FORM_FIELDS) {
    const same =
      key === "category_ids"
        ? sameIds(next.category_ids, initial.category_ids)
        : key === "sdgs"
          ? next.sdgs.join() === initial.sdgs.join()
          : blank(next[key]) === blank(initial[key]);
    if (!same) changes[key] = next[key];
  }
  return changes as Partial<BookFormOutput>;
}
