import { asc, count, eq } from "drizzle-orm";
import type { BookCategoryCreateInput, BookCategoryOut, BookCategoryUpdateInput } from "../../contracts/books";
import { nameKey } from "../../contracts/text";
import { bookCategories, type BookCategory } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { isUniqueViolation } from "../../lib/d1-errors";
import { PLATFORM } from "../../lib/tenancy";
import { AppError, fieldError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { deleteObjects, fileUrl, putStaged, stageImage } from "../../lib/storage";
import { slugify } from "./books.service";
import { readBatch } from "../../lib/db";

export const CATEGORY_NOT_FOUND = "Category not found";
const SLUG_TAKEN = "This slug is already used by another category";

const toOut = (c: BookCategory): BookCategoryOut => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  image: fileUrl(c.imageKey),
  sort_order: c.sortOrder,
  platform: c.tenantId === null,
});

/** The host's school's categories and the platform-wide ones (on the platform host: those only). */
const visibleCategories = (ctx: ServiceContext) => ctx.scope.withPlatform(bookCategories);

export async function listCategories(ctx: ServiceContext, q: { limit: number; offset: number }) {
  const where = visibleCategories(ctx);
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db.select().from(bookCategories).where(where).orderBy(asc(bookCategories.sortOrder), asc(bookCategories.nameKey), asc(bookCategories.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(bookCategories).where(where),
  ] as const, ctx.sessionCheck);
  return { total, results: rows.map(toOut) };
}

/**
 * Managers: a school's admins manage its categories on its host; staff manage platform-wide
 * categories on the platform host and a school's on that school's host.
 */
function assertManager(ctx: ServiceContext) {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  const allowed = user.isStaff || (ctx.scope.tenantId !== null && user.role === "school_admin");
  if (!allowed) throw new AppError("FORBIDDEN", "You do not have permission to manage categories.");
}

/** A category this host manages; a visible platform-wide one on a school's host is 403, others 404. */
async function findManaged(ctx: ServiceContext, id: string): Promise<BookCategory> {
  assertManager(ctx);
  const found = await ctx.db.select().from(bookCategories).where(ctx.scope.where(bookCategories, eq(bookCategories.id, id))).get();
  if (found) return found;
  const shared = await ctx.db.select({ id: bookCategories.id }).from(bookCategories).where(PLATFORM.where(bookCategories, eq(bookCategories.id, id))).get();
  if (shared) throw new AppError("FORBIDDEN", "Platform-wide categories are managed by platform staff.");
  throw new AppError("NOT_FOUND", CATEGORY_NOT_FOUND);
}

async function writeOrSlugTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError("slug", SLUG_TAKEN);
    throw err;
  }
}

export async function createCategory(ctx: ServiceContext, input: BookCategoryCreateInput, image?: File): Promise<BookCategoryOut> {
  assertManager(ctx);
  const staged = await stageImage(image, "image", ctx.scope.tenantId, "book-categories");
  const slug = input.slug ?? slugify(input.name).replace(/-[a-z0-9]+$/, "");
  await putStaged(ctx.env.FILES, staged);
  try {
    const [row] = await writeOrSlugTaken(() =>
      ctx.db
        .insert(bookCategories)
        .values(ctx.scope.values({ id: newId("bkc"), name: input.name, nameKey: nameKey(input.name), slug, imageKey: staged?.key ?? null, sortOrder: input.sort_order ?? 0 }))
        .returning(),
    );
    return toOut(row);
  } catch (err) {
    await deleteObjects(ctx.env.FILES, [staged?.key]);
    throw err;
  }
}

export async function updateCategory(ctx: ServiceContext, id: string, input: BookCategoryUpdateInput, image?: File): Promise<BookCategoryOut> {
  const current = await findManaged(ctx, id);
  const staged = await stageImage(image, "image", ctx.scope.tenantId, "book-categories");
  const set: Partial<typeof bookCategories.$inferInsert> = { updatedAt: Date.now() };
  if (input.name !== undefined) Object.assign(set, { name: input.name, nameKey: nameKey(input.name) });
  if (input.slug !== undefined) set.slug = input.slug;
  if (input.sort_order !== undefined) set.sortOrder = input.sort_order;
  if (staged) set.imageKey = staged.key;
  await putStaged(ctx.env.FILES, staged);
  try {
    const [row] = await writeOrSlugTaken(() => ctx.db.update(bookCategories).set(set).where(ctx.scope.where(bookCategories, eq(bookCategories.id, id))).returning());
    if (staged) await deleteObjects(ctx.env.FILES, [current.imageKey]);
    return toOut(row);
  } catch (err) {
    await deleteObjects(ctx.env.FILES, [staged?.key]);
    throw err;
  }
}

/** Books keep existing; they only lose the category (links cascade). */
export async function deleteCategory(ctx: ServiceContext, id: string): Promise<void> {
  const current = await findManaged(ctx, id);
  await ctx.db.delete(bookCategories).where(ctx.scope.where(bookCategories, eq(bookCategories.id, id)));
  await deleteObjects(ctx.env.FILES, [current.imageKey]);
}
