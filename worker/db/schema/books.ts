import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { BOOK_EVENT_KINDS, BOOK_FILE_TYPES, BOOK_STATUSES, BOOK_UPLOAD_KINDS, BOOK_VISIBILITIES } from "../../contracts/books";
import { bool, epochMs, sortKey, tenantIdColumn, timestamps } from "./columns";
import { classes } from "./classes";
import { tenants } from "./tenants";
import { users } from "./users";

/** Library categories: tenant_id null is a platform-wide category every school sees. */
export const bookCategories = sqliteTable(
  "book_categories",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: sortKey("name_key"),
    slug: text("slug").notNull(),
    /** R2 object key of the category picture, or null. */
    imageKey: text("image_key"),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // Slugs are unique per tenant through the expression index book_categories_tenant_slug_unique
    // (coalesce(tenant_id, ''), slug) in migration 0002: drizzle-kit cannot quote expressions.
    index("book_categories_tenant_order_idx").on(t.tenantId, t.sortOrder),
    index("book_categories_name_key_pending_idx").on(t.id).where(sql`${t.nameKey} = ''`),
  ],
);

/**
 * Books of a school (tenant_id) or of the platform (null). The search index books_fts (FTS5,
 * external content on rowid) is kept in step by triggers in a hand-written migration.
 */
export const books = sqliteTable(
  "books",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    titleKey: sortKey("title_key"),
    slug: text("slug").notNull(),
    authorName: text("author_name").notNull(),
    description: text("description").notNull().default(""),
    /** BCP 47 language tag, lowercase ("en", "fr", "pt-br"). */
    language: text("language").notNull(),
    readingLevel: text("reading_level"),
    /** JSON list of the Sustainable Development Goals (1–17) the book serves, for /sdgs and ?sdg=. */
    sdgs: text("sdgs").notNull().default("[]"),
    coverKey: text("cover_key"),
    /** Set only once an upload is verified: a half-uploaded object is never referenced. */
    fileKey: text("file_key"),
    fileType: text("file_type", { enum: BOOK_FILE_TYPES }),
    fileSize: integer("file_size"),
    pageCount: integer("page_count"),
    visibility: text("visibility", { enum: BOOK_VISIBILITIES }).notNull().default("private"),
    featured: bool("featured").notNull().default(false),
    status: text("status", { enum: BOOK_STATUSES }).notNull().default("draft"),
    rejectionReason: text("rejection_reason"),
    /** Why processing failed, for the uploader; the full history is in book_events. */
    processingError: text("processing_error"),
    processingAttempts: integer("processing_attempts").notNull().default(0),
    /** A processing consumer holds the book until then, so two deliveries never process at once. */
    processingClaimedUntil: epochMs("processing_claimed_until"),
    uploaderId: text("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    classId: text("class_id").references(() => classes.id, { onDelete: "set null" }),
    publishedAt: epochMs("published_at"),
    ...timestamps,
  },
  (t) => [
    index("books_tenant_status_idx").on(t.tenantId, t.status, t.createdAt),
    // The library's lists walk these in their order (newest first, id breaking ties) and stop at
    // the page's end: the anonymous list by (visibility, status), a signed-in one by status with
    // the visibility rule checked per row (issue #15: no sort of the whole library, no full scan).
    index("books_visibility_order_idx").on(t.visibility, t.status, t.createdAt, t.id),
    index("books_status_order_idx").on(t.status, t.createdAt, t.id),
    // A signed-in count (memoised per content version, but paid again after every change) reads
    // every visible book: this index holds every column the visibility rule reads, so the count
    // never touches the table (1,000,000 books: 0.1 s instead of 0.26–0.29 s warm and 3–15 s cold).
    index("books_count_idx").on(t.status, t.visibility, t.tenantId, t.uploaderId, t.classId),
    // Title A–Z walks books_visibility_title_idx / books_status_title_idx, on the list's title
    // expression (book-queries.service.ts titleOrder), created by hand in migration 0042.
    index("books_uploader_idx").on(t.uploaderId),
    index("books_title_key_pending_idx").on(t.id).where(sql`${t.titleKey} = ''`),
    index("books_class_idx").on(t.classId),
    index("books_slug_idx").on(t.slug),
  ],
);

export const bookCategoryLinks = sqliteTable(
  "book_category_links",
  {
    bookId: text("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    categoryId: text("category_id")
      .notNull()
      .references(() => bookCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.categoryId] }), index("book_category_links_category_idx").on(t.categoryId)],
);

/** Book monitoring: every upload, processing and review step of a book, newest last. */
export const bookEvents = sqliteTable(
  "book_events",
  {
    id: text("id").primaryKey(),
    bookId: text("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    tenantId: tenantIdColumn(),
    kind: text("kind", { enum: BOOK_EVENT_KINDS }).notNull(),
    /** JSON object with the step's details (sizes, page count, failure reason). */
    detail: text("detail").notNull().default("{}"),
    /** Who caused it; null for the processing consumer. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("book_events_book_idx").on(t.bookId, t.createdAt), index("book_events_tenant_kind_idx").on(t.tenantId, t.kind, t.createdAt)],
);

/** Who opened which book, for stats and the "popular" sort. */
export const bookReads = sqliteTable(
  "book_reads",
  {
    id: text("id").primaryKey(),
    bookId: text("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    tenantId: tenantIdColumn(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("book_reads_book_idx").on(t.bookId), index("book_reads_tenant_idx").on(t.tenantId, t.createdAt), index("book_reads_user_idx").on(t.userId)],
);

/**
 * One row per issued upload URL. The token (local uploads) is stored as SHA-256 and used once;
 * objectKey is where the bytes go, referenced by the book only after completion verified them.
 */
export const bookUploads = sqliteTable(
  "book_uploads",
  {
    id: text("id").primaryKey(),
    bookId: text("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    tenantId: tenantIdColumn(),
    kind: text("kind", { enum: BOOK_UPLOAD_KINDS }).notNull(),
    contentType: text("content_type").notNull(),
    declaredSize: integer("declared_size").notNull(),
    objectKey: text("object_key").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: epochMs("expires_at").notNull(),
    usedAt: epochMs("used_at"),
    completedAt: epochMs("completed_at"),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex("book_uploads_token_unique").on(t.tokenHash),
    index("book_uploads_book_idx").on(t.bookId, t.kind, t.createdAt),
    // The cron's sweep of uploads nobody completed (book-uploads.service.ts sweepAbandonedBookUploads).
    index("book_uploads_open_idx").on(t.expiresAt).where(sql`${t.completedAt} is null`),
  ],
);

export type Book = typeof books.$inferSelect;
export type BookCategory = typeof bookCategories.$inferSelect;
export type BookUpload = typeof bookUploads.$inferSelect;
