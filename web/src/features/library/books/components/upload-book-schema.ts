import { z } from "zod";
import {
  BOOK_MIME_TYPES,
  BOOK_TOO_LARGE_MESSAGE,
  BOOK_VISIBILITIES,
  CLASS_CHOICE_MESSAGE,
  COVER_MAX_BYTES,
  COVER_TOO_LARGE_MESSAGE,
  DEFAULT_BOOK_MAX_BYTES,
  UNSUPPORTED_BOOK_MESSAGE,
  UNSUPPORTED_COVER_MESSAGE,
  bookCreateSchema,
  type BookCreateInput,
  type BookMimeType,
} from "@contracts/books";
import { IMAGE_MIME_TYPES } from "@contracts/uploads";
import { blankOr, contractField } from "@/lib/form-schema";
import { msg } from "@/lib/i18n";

const EXTENSION_TYPES: Record<string, BookMimeType> = { pdf: "application/pdf", epub: "application/epub+zip" };

/** The book type of a chosen file, from its declared type or (some systems leave EPUBs untyped) its name. */
export function bookMimeOf(file: File): BookMimeType | null {
  if (file.type in BOOK_MIME_TYPES) return file.type as BookMimeType;
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  return EXTENSION_TYPES[ext] ?? null;
}

export const coverMimeOf = (file: File): string | null => ((IMAGE_MIME_TYPES as readonly string[]).includes(file.type) ? file.type : null);

/* Messages written here are keys, shown translated under their fields (FieldMessage). */
export const CHOOSE_FILE_MESSAGE = msg("Choose the book file (PDF or EPUB)");

/** The book file as chosen in the browser (also where a draft's missing file is uploaded on its page). */
export const bookFileField = z.custom<File | null>().superRefine((file, ctx) => {
  if (!(file instanceof File)) return void ctx.addIssue({ code: "custom", message: CHOOSE_FILE_MESSAGE });
  if (!bookMimeOf(file)) return void ctx.addIssue({ code: "custom", message: UNSUPPORTED_BOOK_MESSAGE });
  if (file.size === 0) return void ctx.addIssue({ code: "custom", message: msg("The file is empty") });
  // A key with {{size}}: the form fills it in where it shows it (bookFileError).
  if (file.size > DEFAULT_BOOK_MAX_BYTES) ctx.addIssue({ code: "custom", message: BOOK_TOO_LARGE_MESSAGE });
});

const coverField = z.custom<File | null>().superRefine((file, ctx) => {
  if (!(file instanceof File)) return;
  if (!coverMimeOf(file)) return void ctx.addIssue({ code: "custom", message: UNSUPPORTED_COVER_MESSAGE });
  if (file.size > COVER_MAX_BYTES) ctx.addIssue({ code: "custom", message: COVER_TOO_LARGE_MESSAGE });
});

const shape = bookCreateSchema.shape;

/** The upload form: the contract's own fields and messages, plus the two files checked in the browser. */
export const uploadBookSchema = (classRequired: boolean) =>
  z.object({
      title: contractField(shape.title),
      author_name: contractField(shape.author_name),
      language: contractField(shape.language),
      description: z.string().trim().max(5000, { error: msg("At most 5000 characters") }),
      reading_level: blankOr(z.string().trim().max(50, { error: msg("At most 50 characters") })),
      visibility: z.enum(BOOK_VISIBILITIES, { error: msg("Choose public, community or private") }),
      class_id: classRequired ? z.string().min(1, { error: CLASS_CHOICE_MESSAGE }) : z.string(),
      category_ids: z.array(z.string()).max(10, { error: msg("Choose at most 10 categories") }),
      sdgs: shape.sdgs.unwrap(),
      file: bookFileField,
      cover: coverField,
    });

export type UploadBookInput = z.input<ReturnType<typeof uploadBookSchema>>;
export type UploadBookOutput = z.output<ReturnType<typeof uploadBookSchema>>;

export const uploadBookDefaults: UploadBookInput = {
  title: "",
  author_name: "",
  language: "en",
  description: "",
  reading_level: "",
  visibility: "public",
  class_id: "",
  category_ids: [],
  sdgs: [],
  file: null,
  cover: null,
};

export const UPLOAD_FORM_FIELDS = ["title", "author_name", "language", "description", "reading_level", "visibility", "class_id", "category_ids", "sdgs"] as const;

export function toCreateInput(v: UploadBookOutput): BookCreateInput {
  return {
    title: v.title,
    author_name: v.author_name,
    language: v.language,
    description: v.description || undefined,
    reading_level: v.reading_level ?? undefined,
    visibility: v.visibility,
    class_id: v.class_id || undefined,
    category_ids: v.category_ids.length ? v.category_ids : undefined,
    sdgs: v.sdgs.length ? v.sdgs : undefined,
  };
}
