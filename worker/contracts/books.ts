import { z } from "zod";
import { sdgListField } from "./sdgs";
import { MAX_TEXT, formBoolean, paginationQuery, requiredText, blankToNull } from "./common";
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from "./uploads";

/* ---------- enums ---------- */

export const BOOK_VISIBILITIES = ["public", "community", "private"] as const;
export type BookVisibility = (typeof BOOK_VISIBILITIES)[number];
export const BOOK_STATUSES = ["draft", "uploading", "processing", "pending_review", "published", "rejected", "failed"] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];
export const BOOK_FILE_TYPES = ["pdf", "epub"] as const;
export type BookFileType = (typeof BOOK_FILE_TYPES)[number];
export const BOOK_UPLOAD_KINDS = ["file", "cover"] as const;
export type BookUploadKind = (typeof BOOK_UPLOAD_KINDS)[number];
export const BOOK_EVENT_KINDS = [
  "created",
  "upload_started",
  "upload_completed",
  "upload_rejected",
  "upload_abandoned",
  "processing_started",
  "processing_succeeded",
  "processing_failed",
  "approved",
  "rejected",
] as const;
export type BookEventKind = (typeof BOOK_EVENT_KINDS)[number];
export const BOOK_SORTS = ["newest", "title", "popular"] as const;

/* ---------- upload limits (shared with the upload form) ---------- */

export const BOOK_MIME_TYPES = { "application/pdf": "pdf", "application/epub+zip": "epub" } as const satisfies Record<string, BookFileType>;
export type BookMimeType = keyof typeof BOOK_MIME_TYPES;
/** Default of the BOOK_MAX_BYTES var. */
export const DEFAULT_BOOK_MAX_BYTES = 100 * 1024 * 1024;
export const COVER_MAX_BYTES = IMAGE_MAX_BYTES;
export const UNSUPPORTED_BOOK_MESSAGE = "Only PDF or EPUB files are accepted.";
export const UNSUPPORTED_COVER_MESSAGE = "Only PNG, JPEG or WebP images are accepted as covers.";
/** A catalogue key: the web shows it with t(BOOK_TOO_LARGE_MESSAGE, { size }); the API fills it in (English). */
export const BOOK_TOO_LARGE_MESSAGE = "The book file must be {{size}} MB or smaller.";
export const bookMaxMegabytes = (maxBytes: number) => Math.floor(maxBytes / (1024 * 1024));
export const bookTooLargeMessage = (maxBytes: number) => BOOK_TOO_LARGE_MESSAGE.replace("{{size}}", String(bookMaxMegabytes(maxBytes)));
export const COVER_TOO_LARGE_MESSAGE = "The cover must be 2 MB or smaller.";

/* ---------- fields ---------- */

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const LANGUAGE_MESSAGE = "Enter a language code such as en or pt-br";
export const languageField = z
  .string({ error: LANGUAGE_MESSAGE })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/, { error: LANGUAGE_MESSAGE })
  .max(35, { error: LANGUAGE_MESSAGE });
/** A story's or course's own language: optional, blank means unknown (null). */
export const contentLanguageField = z.preprocess(blankToNull, languageField.nullable());
const readingLevelField = z.preprocess(blankToNull, z.string().trim().max(50, { error: "At most 50 characters" }).nullable());
const descriptionField = z.string({ error: "Enter text" }).trim().max(5000, { error: "At most 5000 characters" });
const idList = (message: string) => z.array(z.string({ error: message }).max(MAX_TEXT, { error: message }), { error: message }).max(10, { error: "Choose at most 10 categories" });

export const CLASS_CHOICE_MESSAGE = "Choose a class you teach";
/** A pupil's book shows its author's name to everyone it is shared with: their first name and an initial, never their surname (children's privacy). */
export const PUPIL_AUTHOR_NAME_MESSAGE = "Write your first name and the first letter of your surname, like Maya M.: the author's name is shown to everyone who can read the book.";
/** Any uploader, pupil or adult: no pupil of the school is credited by their full name (first name and surname). */
export const PUPIL_FULL_NAME_MESSAGE = 'A pupil\'s full name is not shown in the library: write their first name and the first letter of their surname, like "Amara A."';

const bookFields = {
  title: requiredText(),
  author_name: requiredText(),
  description: descriptionField,
  language: languageField,
  reading_level: readingLevelField,
  visibility: z.enum(BOOK_VISIBILITIES, { error: "Choose public, community or private" }),
  featured: formBoolean,
  category_ids: idList("Choose categories from the list"),
  sdgs: sdgListField,
  class_id: z.preprocess(blankToNull, z.string({ error: CLASS_CHOICE_MESSAGE }).max(MAX_TEXT, { error: CLASS_CHOICE_MESSAGE }).nullable()),
};

export const bookCreateSchema = z.object({
  title: bookFields.title,
  author_name: bookFields.author_name,
  description: bookFields.description.optional(),
  language: bookFields.language,
  reading_level: bookFields.reading_level.optional(),
  visibility: bookFields.visibility.optional(),
  featured: bookFields.featured.optional(),
  category_ids: bookFields.category_ids.optional(),
  sdgs: bookFields.sdgs.optional(),
  class_id: bookFields.class_id.optional(),
});
export type BookCreateInput = z.infer<typeof bookCreateSchema>;

export const bookUpdateSchema = z.object(bookFields).partial();
export type BookUpdateInput = z.infer<typeof bookUpdateSchema>;

const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional()).catch(undefined);

export const bookListQuery = paginationQuery(24, 50).extend({
  /** A category id or slug. */
  category: optionalParam(z.string().max(MAX_TEXT)),
  language: optionalParam(z.string().trim().toLowerCase().max(35)),
  level: optionalParam(z.string().trim().max(50)),
  featured: optionalParam(formBoolean),
  search: optionalParam(z.string().trim().max(200)),
  class: optionalParam(z.string().max(MAX_TEXT)),
  uploader: optionalParam(z.string().max(MAX_TEXT)),
  /** A Sustainable Development Goal (1–17) the book serves. */
  sdg: optionalParam(z.coerce.number().int().min(1).max(17)),
  /** Absent: published books only. "any": every status the caller may see. */
  status: optionalParam(z.enum([...BOOK_STATUSES, "any"])),
  /** Absent: best match first when searching, else newest. */
  sort: optionalParam(z.enum(BOOK_SORTS)),
});
export type BookListQuery = z.infer<typeof bookListQuery>;

/* ---------- uploads ---------- */

export const bookUploadRequestSchema = z
  .object({
    kind: z.enum(BOOK_UPLOAD_KINDS, { error: "Choose file or cover" }),
    content_type: z.string({ error: "Required" }).trim().toLowerCase().max(100),
    size: z.number({ error: "Enter the file size in bytes" }).int({ error: "Enter the file size in bytes" }).min(1, { error: "The file is empty" }),
  })
  .superRefine((v, ctx) => {
    const ok = v.kind === "file" ? v.content_type in BOOK_MIME_TYPES : (IMAGE_MIME_TYPES as readonly string[]).includes(v.content_type);
    if (!ok) ctx.addIssue({ code: "custom", path: ["content_type"], message: v.kind === "file" ? UNSUPPORTED_BOOK_MESSAGE : UNSUPPORTED_COVER_MESSAGE });
  });
export type BookUploadRequest = z.infer<typeof bookUploadRequestSchema>;

export const bookUploadCompleteSchema = z.object({ kind: z.enum(BOOK_UPLOAD_KINDS, { error: "Choose file or cover" }) });

export interface BookUploadTarget {
  method: "PUT";
  url: string;
  /** Headers the client must send with the PUT. */
  headers: Record<string, string>;
  expires_at: string;
}

/* ---------- categories ---------- */

const SORT_ORDER_MESSAGE = "Enter a whole number from 0 to 10000";
const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Use lowercase letters, digits and dashes" })
  .max(80, { error: "At most 80 characters" });
const sortOrderField = z.coerce.number({ error: SORT_ORDER_MESSAGE }).int({ error: SORT_ORDER_MESSAGE }).min(0, { error: SORT_ORDER_MESSAGE }).max(10000, { error: SORT_ORDER_MESSAGE });

/** Category form (multipart, optional `image` file). */
export const bookCategoryCreateSchema = z.object({
  name: requiredText(),
  slug: z.preprocess(blankToUndefined, slugField.optional()),
  sort_order: z.preprocess(blankToUndefined, sortOrderField.optional()),
});
export const bookCategoryUpdateSchema = z.object({ name: requiredText(), slug: slugField, sort_order: sortOrderField }).partial();
export type BookCategoryCreateInput = z.infer<typeof bookCategoryCreateSchema>;
export type BookCategoryUpdateInput = z.infer<typeof bookCategoryUpdateSchema>;
export const bookCategoryListQuery = paginationQuery(100, 200);

export interface BookCategoryOut {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  sort_order: number;
  /** True for platform-wide categories (shared by every school). */
  platform: boolean;
}

/* ---------- responses ---------- */

export interface BookOut {
  id: string;
  title: string;
  slug: string;
  author_name: string;
  description: string;
  language: string;
  reading_level: string | null;
  /** Download paths (visibility-checked); null until uploaded. */
  cover: string | null;
  file: string | null;
  file_type: BookFileType | null;
  file_size: number | null;
  page_count: number | null;
  visibility: BookVisibility;
  featured: boolean;
  status: BookStatus;
  rejection_reason: string | null;
  processing_error: string | null;
  categories: { id: string; name: string; slug: string }[];
  /** The Sustainable Development Goals it serves (1–17). */
  sdgs: number[];
  class_id: string | null;
  /** A child outside their school: no id, last name as an initial ("B."). */
  uploader: { id: string | null; first_name: string; last_name: string };
  /** null: a platform book. */
  tenant_id: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /books/facets: what the library's Language and Reading level menus offer. */
export interface BookFacets {
  languages: { code: string; count: number }[];
  levels: { level: string; count: number }[];
}

export interface BookStats {
  book_stats: { all_book: number; featured_book: number };
}

/** POST /books/{id}/read: whether this opening was counted (once per reader per hour) and the book's total. */
export interface BookReadOut {
  recorded: boolean;
  reads: number;
}
