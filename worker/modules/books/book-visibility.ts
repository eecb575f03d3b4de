import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { AppEnv } from "../../env";
import { books, classStudents, classes, type Book } from "../../db/schema";
import { serviceContext, type ServiceContext } from "../../lib/context";
import { verifyCommunityToken } from "../../lib/jwt";
import { COMMUNITY_COOKIE } from "../community/community.routes";

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

const published = eq(books.status, "published");

/**
 * THE visibility rule of the library; every list, count, detail and file download filters by it.
 * - public + published: everyone, on every host;
 * - community + published: signed-in users of the book's school and its community-cookie holders;
 * - private + published: the uploader, teachers of the uploader's classes (or of the book's class),
 *   the school's admins and staff;
 * - not yet published: the uploader, the school's admins and staff.
 * Rows of another school that are not public never match, so they answer 404 like missing ones.
 * Staff on the platform host see every book; on a school's host, that school's.
 */
export function visibleBooks(ctx: LibraryContext): SQL | undefined {
  const { user, scope } = ctx;
  const everyone = and(published, eq(books.visibility, "public"));
  if (user?.isStaff && scope.tenantId === null) return undefined;
  if (user?.isStaff || user?.role === "school_admin") return or(everyone, scope.where(books));

  const own: (SQL | undefined)[] = [];
  if (user || ctx.community) own.push(and(published, eq(books.visibility, "community")));
  if (user) {
    own.push(eq(books.uploaderId, user.id));
    if (user.role === "teacher") {
      const taught = ctx.db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, user.id));
      const taughtStudents = ctx.db
        .select({ id: classStudents.studentId })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(eq(classes.teacherId, user.id));
      own.push(and(published, eq(books.visibility, "private"), or(inArray(books.classId, taught), inArray(books.uploaderId, taughtStudents))));
    }
  }
  return own.length ? or(everyone, scope.where(books, or(...own))) : everyone;
}

/** Books the caller may see that are in the library (published). */
export const visiblePublishedBooks = (ctx: LibraryContext) => and(visibleBooks(ctx), published);

/**
 * Who may change or delete a book they can see: staff (on the platform, or on the book's school's
 * host), the book's school admins, and its uploader while it is not published.
 */
export function canManageBook(ctx: ServiceContext, book: Book): boolean {
  const { user, scope } = ctx;
  if (!user) return false;
  const sameSchool = book.tenantId === scope.tenantId;
  if (user.isStaff) return scope.tenantId === null || sameSchool;
  if (!sameSchool) return false;
  if (user.role === "school_admin") return true;
  return book.uploaderId === user.id && book.status !== "published";
}

/** School admins of the book's school and staff: may feature books and replace published files. */
export function isLibrarian(ctx: ServiceContext, book: Pick<Book, "tenantId">): boolean {
  const { user, scope } = ctx;
  if (!user) return false;
  if (user.isStaff) return scope.tenantId === null || book.tenantId === scope.tenantId;
  return user.role === "school_admin" && book.tenantId === scope.tenantId;
}
