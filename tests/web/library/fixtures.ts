import type { BookCategoryOut, BookOut } from "@contracts/books";

export const page = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });
export const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);

export const book = (n: number, patch: Partial<BookOut> = {}): BookOut => ({
  id: `bok_${n}`,
  title: `Book number ${n}`,
  slug: `book-number-${n}`,
  author_name: `Author ${n}`,
  description: `About book ${n}.`,
  language: "en",
  reading_level: "Level 2",
  cover: null,
  file: `/api/books/bok_${n}/file?v=abc`,
  file_type: "pdf",
  file_size: 1000,
  page_count: 3,
  visibility: "public",
  featured: false,
  status: "published",
  rejection_reason: null,
  processing_error: null,
  categories: [{ id: "cat_animals", name: "Animals", slug: "animals" }],
  sdgs: [],
  class_id: null,
  uploader: { id: "usr_t", first_name: "Tess", last_name: "Teacher" },
  tenant_id: "ten_green",
  created_at: "2026-03-01T10:00:00.000Z",
  updated_at: "2026-03-01T10:00:00.000Z",
  ...patch,
});

export const categories: BookCategoryOut[] = [
  { id: "cat_animals", name: "Animals", slug: "animals", image: null, sort_order: 0, platform: true },
  { id: "cat_space", name: "Space", slug: "space", image: null, sort_order: 1, platform: false },
];
