import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { LibraryItemCounts, TeacherItemStatsOut } from "../../contracts/teacher-stats";
import { bookReads, books, classStudents, classes, reactions, stories, storyReads, users } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import type { SchoolScope } from "../../lib/db";
import { BOOK_COLUMNS, STORY_COLUMNS, type LibraryColumns } from "../books/book-visibility";

interface ItemKind {
  columns: LibraryColumns;
  itemType: "book" | "story";
  /** Recorded reads of one row. */
  reads: SQL<number>;
}

const BOOKS: ItemKind = {
  columns: BOOK_COLUMNS,
  itemType: "book",
  reads: sql<number>`(select count(*) from ${bookReads} where ${bookReads.bookId} = ${books.id})`,
};
const STORIES: ItemKind = {
  columns: STORY_COLUMNS,
  itemType: "story",
  reads: sql<number>`(select count(*) from ${storyReads} sr where sr.story_id = ${stories}.id)`,
};

function aggregates(kind: ItemKind) {
  const t = kind.columns;
  return {
    uploads: sql<number>`count(*)`,
    published: sql<number>`coalesce(sum(${t.status} = 'published'), 0)`,
    pending: sql<number>`coalesce(sum(${t.status} = 'pending_review'), 0)`,
    reads: sql<number>`coalesce(sum(${kind.reads}), 0)`,
    // Qualified by hand: drizzle leaves columns unqualified in a one-table select, and "id" would
    // then mean reactions.id inside the subquery.
    reactions: sql<number>`coalesce(sum((select count(*) from ${reactions} r where r.item_type = ${kind.itemType} and r.item_id = ${t.table}.id)), 0)`,
  };
}

const counts = (row: LibraryItemCounts | undefined): LibraryItemCounts => ({
  uploads: Number(row?.uploads ?? 0),
  published: Number(row?.published ?? 0),
  pending: Number(row?.pending ?? 0),
  reads: Number(row?.reads ?? 0),
  reactions: Number(row?.reactions ?? 0),
});

/**
 * Per class (items filed under it) and per student of those classes (the items they uploaded or
 * wrote): teachers see their own classes, school admins and staff every class of the school.
 * Three grouped queries whatever the number of classes; ids are selected by subqueries, never bound
 * one by one (D1 allows 100 parameters).
 */
async function itemStats(ctx: ServiceContext, scope: SchoolScope, kind: ItemKind): Promise<TeacherItemStatsOut> {
  const user = ctx.user!;
  const mine = user.isStaff || user.role === "school_admin" ? undefined : eq(classes.teacherId, user.id);
  const classWhere = scope.where(classes, eq(classes.archived, false), mine);
  const classIds = ctx.db.select({ id: classes.id }).from(classes).where(classWhere);
  const studentIds = ctx.db.select({ id: classStudents.studentId }).from(classStudents).where(inArray(classStudents.classId, classIds));
  const t = kind.columns;
  const [classRows, memberRows, byClass, byStudent] = await Promise.all([
    ctx.db.select({ id: classes.id, name: classes.name }).from(classes).where(classWhere).orderBy(asc(classes.nameKey), asc(classes.id)).all(),
    ctx.db
      .select({ classId: classStudents.classId, id: users.id, first_name: users.firstName, last_name: users.lastName })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(inArray(classStudents.classId, classIds))
      .orderBy(asc(users.lastNameKey), asc(users.firstNameKey))
      .all(),
    ctx.db.select({ key: t.classId, ...aggregates(kind) }).from(t.table).where(scope.where(t.table, inArray(t.classId, classIds))).groupBy(t.classId).all(),
    ctx.db.select({ key: t.ownerId, ...aggregates(kind) }).from(t.table).where(scope.where(t.table, inArray(t.ownerId, studentIds))).groupBy(t.ownerId).all(),
  ]);
  const classCounts = new Map(byClass.map((r) => [r.key as string, r as LibraryItemCounts]));
  const studentCounts = new Map(byStudent.map((r) => [r.key as string, r as LibraryItemCounts]));
  return {
    classes: classRows.map((cls) => ({
      class_id: cls.id,
      class_name: cls.name,
      ...counts(classCounts.get(cls.id)),
      students: memberRows
        .filter((m) => m.classId === cls.id)
        .map((m) => ({ student_id: m.id, first_name: m.first_name, last_name: m.last_name, ...counts(studentCounts.get(m.id)) })),
    })),
  };
}

export const teacherBookStats = (ctx: ServiceContext, scope: SchoolScope) => itemStats(ctx, scope, BOOKS);
export const teacherStoryStats = (ctx: ServiceContext, scope: SchoolScope) => itemStats(ctx, scope, STORIES);
