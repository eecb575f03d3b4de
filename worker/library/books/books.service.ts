import { and, eq, inArray } from "drizzle-orm";
import { CLASS_CHOICE_MESSAGE, type BookCreateInput, type BookOut, type BookUpdateInput } from "../../contracts/books";
import { nameKey } from "../../contracts/text";
import { bookCategories, bookCategoryLinks, books, classStudents, classes, type Book } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { tenantScope, type TenantScope } from "../../lib/db";
import { AppError, fieldError } from "../../lib/errors";
import { newId, randomToken } from "../../lib/ids";
import { serialiseIntList } from "../../lib/int-list";
import { bookObjectPrefix } from "./book-files";
import { deleteObjects, keysUnder } from "../../lib/storage";
import type { AuthUser } from "../../middleware/auth";
import { assertAuthorName } from "./author-name";
import { bookEvent } from "./book-events";
import { getBook, findVisibleBook } from "./book-queries.service";
import { canManageBook, isLibrarian, type LibraryContext } from "./book-visibility";

const FORBIDDEN = "You do not have permission to change this book.";
const CATEGORY_MESSAGE = "Choose categories from the list";

export function slugify(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "book"}-${randomToken(4)}`;
}

/** Students add their own books, teachers books of a class they teach, school admins and staff any. */
function assertMayCreate(user: AuthUser | null): AuthUser {
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  if (user.isStaff || user.role === "student" || user.role === "teacher" || user.role === "school_admin") return user;
  throw new AppError("FORBIDDEN", "You do not have permission to add books.");
}

/** The class a book is filed under must be one the actor may file under, in the book's school. */
export async function assertClass(ctx: ServiceContext, scope: TenantScope, user: AuthUser, classId: string | null | undefined) {
  if (!classId) {
    if (user.role === "teacher" && !user.isStaff) throw fieldError("class_id", CLASS_CHOICE_MESSAGE);
    return;
  }
  const cls = await ctx.db.select().from(classes).where(scope.where(classes, eq(classes.id, classId))).get();
  if (!cls) throw fieldError("class_id", CLASS_CHOICE_MESSAGE);
  if (user.isStaff || user.role === "school_admin") return;
  if (user.role === "teacher" && cls.teacherId === user.id) return;
  if (user.role === "student") {
    const member = await ctx.db.select().from(classStudents).where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, user.id))).get();
    if (member) return;
  }
  throw fieldError("class_id", CLASS_CHOICE_MESSAGE);
}

/** Categories of the book's school or platform-wide ones. */
async function assertCategories(ctx: ServiceContext, scope: TenantScope, ids: string[] | undefined): Promise<string[] | undefined> {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await ctx.db
    .select({ id: bookCategories.id, tenantId: bookCategories.tenantId })
    .from(bookCategories)
    .where(inArray(bookCategories.id, unique))
    .all();
  const allowed = found.filter((c) => c.tenantId === null || c.tenantId === scope.tenantId);
  if (allowed.length !== unique.length) throw fieldError("category_ids", CATEGORY_MESSAGE);
  return unique;
}

const linkQueries = (ctx: ServiceContext, bookId: string, categoryIds: string[]) => [
  ctx.db.delete(bookCategoryLinks).where(eq(bookCategoryLinks.bookId, bookId)),
  ...(categoryIds.length ? [ctx.db.insert(bookCategoryLinks).values(categoryIds.map((categoryId) => ({ bookId, categoryId })))] : []),
];

/** POST /books: a draft in the host's school (or the platform); the file comes through /upload. */
export async function createBook(ctx: LibraryContext, input: BookCreateInput): Promise<BookOut> {
  const user = assertMayCreate(ctx.user);
  if (input.featured && !(user.isStaff || user.role === "school_admin")) throw new AppError("FORBIDDEN", "Only school admins can feature books.");
  await assertAuthorName(ctx, ctx.scope, user, input.author_name);
  await assertClass(ctx, ctx.scope, user, input.class_id);
  const categoryIds = (await assertCategories(ctx, ctx.scope, input.category_ids)) ?? [];
  const id = newId("bk");
  const values = ctx.scope.values({
    id,
    title: input.title,
    titleKey: nameKey(input.title),
    slug: slugify(input.title),
    authorName: input.author_name,
    description: input.description ?? "",
    language: input.language,
    readingLevel: input.reading_level ?? null,
    visibility: input.visibility ?? "private",
    featured: input.featured ?? false,
    sdgs: serialiseIntList(input.sdgs ?? []),
    uploaderId: user.id,
    classId: input.class_id ?? null,
  });
  await ctx.db.batch([ctx.db.insert(books).values(values), ...linkQueries(ctx, id, categoryIds), bookEvent(ctx.db, values, "created", {}, user.id)]);
  return getBook(ctx, id);
}

/** A book the caller may see and change: 404 when invisible, 403 when visible but not theirs to change. */
export async function findManageableBook(ctx: LibraryContext, id: string): Promise<Book> {
  const book = await findVisibleBook(ctx, id);
  if (!canManageBook(ctx, book)) throw new AppError("FORBIDDEN", FORBIDDEN);
  return book;
}

export async function updateBook(ctx: LibraryContext, id: string, input: BookUpdateInput): Promise<BookOut> {
  const book = await findManageableBook(ctx, id);
  const user = ctx.user!;
  if (input.featured !== undefined && !isLibrarian(ctx, book)) throw new AppError("FORBIDDEN", "Only school admins can feature books.");
  const scope = tenantScope(book.tenantId);
  await assertAuthorName(ctx, scope, user, input.author_name);
  if (input.class_id !== undefined) await assertClass(ctx, scope, user, input.class_id);
  const categoryIds = await assertCategories(ctx, scope, input.category_ids);
  const set: Partial<typeof books.$inferInsert> = { updatedAt: Date.now() };
  if (input.title !== undefined) Object.assign(set, { title: input.title, titleKey: nameKey(input.title) });
  if (input.author_name !== undefined) set.authorName = input.author_name;
  if (input.description !== undefined) set.description = input.description;
  if (input.language !== undefined) set.language = input.language;
  if (input.reading_level !== undefined) set.readingLevel = input.reading_level;
  if (input.visibility !== undefined) set.visibility = input.visibility;
  if (input.featured !== undefined) set.featured = input.featured;
  if (input.sdgs !== undefined) set.sdgs = serialiseIntList(input.sdgs);
  if (input.class_id !== undefined) set.classId = input.class_id;
  await ctx.db.batch([
    ctx.db.update(books).set(set).where(scope.where(books, eq(books.id, id))),
    ...(categoryIds ? linkQueries(ctx, id, categoryIds) : []),
  ]);
  return getBook(ctx, id);
}

/** Deletes the row (links, events, reads and uploads cascade), then every object under its prefix. */
export async function deleteBook(ctx: LibraryContext, id: string): Promise<void> {
  const book = await findManageableBook(ctx, id);
  await ctx.db.delete(books).where(tenantScope(book.tenantId).where(books, eq(books.id, id)));
  await deleteObjects(ctx.env.FILES, [book.fileKey, book.coverKey, ...(await keysUnder(ctx.env.FILES, bookObjectPrefix(book)))]);
}
