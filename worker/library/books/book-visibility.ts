import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AppEnv } from "../../env";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { books, classStudents, classes, stories, type Book } from "../../db/schema";
import { serviceContext, type ServiceContext } from "../../lib/context";
import { isPlatformStaff, staffView } from "../../lib/tenancy";
import { verifyCommunityToken } from "../../lib/jwt";
import { COMMUNITY_COOKIE } from "../../identity";

/** Who is looking at the library, on which host: what every book query is filtered by. */
export interface LibraryContext extends ServiceContext {
  /** Holds this school's community cookie (always false on the platform host). */
  community: boolean;
}

export async function libraryContext(c: Context<AppEnv>): Promise<LibraryContext> {
  const ctx = serviceContext(c);
  const cookie = ctx.scope.tenantId ? getCookie(c, COMMUNITY_COOKIE) : undefined;
  const community = !!cookie && (await verifyCommunityToken(c.env, cookie, ctx.scope.tenantId!));
  return { ...ctx, community };
}

/** The columns of a library table (books, stories) that the visibility rule reads. */
export interface LibraryColumns {
  table: SQLiteTable & { tenantId: AnySQLiteColumn };
  id: AnySQLiteColumn;
  visibility: AnySQLiteColumn;
  status: AnySQLiteColumn;
  /** The uploader of a book, the author of a story. */
  ownerId: AnySQLiteColumn;
  classId: AnySQLiteColumn;
  /** Teachers review what the pupils of their classes send for review (stories; books stay with school admins). */
  teacherReviews?: boolean;
}

export const BOOK_COLUMNS: LibraryColumns = { table: books, id: books.id, visibility: books.visibility, status: books.status, ownerId: books.uploaderId, classId: books.classId };
export const STORY_COLUMNS: LibraryColumns = { table: stories, id: stories.id, visibility: stories.visibility, status: stories.status, ownerId: stories.authorId, classId: stories.classId, teacherReviews: true };

/**
 * THE visibility rule of the library (books and stories alike); every list, count, detail, search,
 * reaction and file download filters by it.
 * - public + published: everyone, on every host;
 * - community + published: signed-in users of the item's school and its community-cookie holders;
 * - private + published: the uploader/author, teachers of their classes (or of the item's class),
 *   the school's admins and staff;
 * - not yet published: the uploader/author, the school's admins and staff; a story sent for review
 *   (pending_review, never a draft) also the teachers of its author's classes, who review it.
 * Rows of another school that are not public never match, so they answer 404 like missing ones.
 * Staff on the platform host see every item; on a school's host, that school's.
 */
export function visibleRows(ctx: LibraryContext, t: LibraryColumns): SQL | undefined {
  const { user, scope } = ctx;
  const published = eq(t.status, "published");
  const everyone = and(published, eq(t.visibility, "public"));
  if (isPlatformStaff(ctx)) return undefined;
  if (user?.isStaff || user?.role === "school_admin") return or(everyone, scope.where(t.table));

  const own: (SQL | undefined)[] = [];
  if (user || ctx.community) own.push(and(published, eq(t.visibility, "community")));
  if (user) {
    own.push(eq(t.ownerId, user.id));
    if (user.role === "teacher") {
      const taught = ctx.db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, user.id));
      const taughtStudents = ctx.db
        .select({ id: classStudents.studentId })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(eq(classes.teacherId, user.id));
      own.push(and(published, eq(t.visibility, "private"), or(inArray(t.classId, taught), inArray(t.ownerId, taughtStudents))));
      if (t.teacherReviews) own.push(and(eq(t.status, "pending_review"), inArray(t.ownerId, taughtStudents)));
    }
  }
  return own.length ? or(everyone, scope.where(t.table, or(...own))) : everyone;
}

/**
 * The library context a reusable query is built with (lib/reusable-selects.ts), so that one built
 * list serves every viewer of the same kind on the same host:
 * - `shape` is everything the rule's SQL text depends on besides the viewer's id: the host, every
 *   other field of the viewer (role, staff, school) and the community cookie. A field added to
 *   AuthUser is part of it without anyone remembering to add it.
 * - the viewer's id is the placeholder `viewer`, whose value `values` gives. The rule only ever puts
 *   the id into SQL (never compares it in code), which is what makes this substitution sound;
 *   books.scale.test.ts holds every kind of viewer, two teachers and two pupils of one school
 *   included, to the answers of the rule built for them alone.
 */
export function viewerShape(ctx: LibraryContext): { ctx: LibraryContext; shape: string; values: { viewer: string | null } } {
  const { user } = ctx;
  const shape = JSON.stringify([ctx.scope.tenantId, user ? { ...user, id: undefined } : null, ctx.community]);
  const viewer = sql.placeholder("viewer") as unknown as string;
  return { ctx: { ...ctx, user: user && { ...user, id: viewer } }, shape, values: { viewer: user?.id ?? null } };
}

export const visibleBooks = (ctx: LibraryContext) => visibleRows(ctx, BOOK_COLUMNS);
export const visibleStories = (ctx: LibraryContext) => visibleRows(ctx, STORY_COLUMNS);
const published = eq(books.status, "published");

/** Books the caller may see that are in the library (published). */
export const visiblePublishedBooks = (ctx: LibraryContext) => and(visibleBooks(ctx), published);

/**
 * Who may change or delete a book they can see: staff (on the platform, or on the book's school's
 * host), the book's school admins, and its uploader while it is not published.
 */
export function canManageBook(ctx: ServiceContext, book: Book): boolean {
  return canManageItem(ctx, { tenantId: book.tenantId, ownerId: book.uploaderId, status: book.status });
}

/** The same rule for any library item (a story's owner is its author). */
export function canManageItem(ctx: ServiceContext, item: { tenantId: string | null; ownerId: string; status: string }): boolean {
  const { user, scope } = ctx;
  if (!user) return false;
  if (user.isStaff) return staffView(ctx).covers(item.tenantId);
  const sameSchool = item.tenantId === scope.tenantId;
  if (!sameSchool) return false;
  if (user.role === "school_admin") return true;
  return item.ownerId === user.id && item.status !== "published";
}

/** School admins of the book's school and staff: may feature books and replace published files. */
export function isLibrarian(ctx: ServiceContext, book: Pick<Book, "tenantId">): boolean {
  const { user, scope } = ctx;
  if (!user) return false;
  if (user.isStaff) return staffView(ctx).covers(book.tenantId);
  return user.role === "school_admin" && book.tenantId === scope.tenantId;
}
