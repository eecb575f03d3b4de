import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import type { CourseAccess } from "../../contracts/learning";
import { catalogItems, classStudents, courseAssignments, courseChapters, courseEnrollments, courseLessons, courses, entitlements, learningMedia, lessonProgress, quizAttempts, type Course, type CourseChapter, type CourseEnrollment, type CourseLesson, type LearningMedia } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { hostContentVersionSelect } from "../../lib/content-version";
import { outerColumn } from "../../lib/sql-filters";
import { readBatch, type DB } from "../../lib/db";
import { ReusableSelects } from "../../lib/reusable-selects";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { confirmSession, SIGN_IN_REQUIRED_MESSAGE } from "../../middleware/auth";
import { isManager, managedWhere, publishedOrManaged } from "../../lib/managed-rows";

export const COURSE_NOT_FOUND = "Course not found";
export const LESSON_NOT_FOUND = "Lesson not found";

/**
 * Courses the caller may see: published platform courses and this school's; `all` adds the drafts a
 * manager manages (staff on the platform host: every school's; a school's admins: their school's).
 */
export const courseReadable = (ctx: ServiceContext, all: boolean | undefined, ...conditions: (SQL | undefined)[]): SQL =>
  publishedOrManaged(ctx, courses, eq(courses.status, "published"), all, ...conditions);

const outerCourseId = outerColumn(courses.id);

/**
 * The id of the course a page names by its slug or id, as a scalar subquery, so that the statements
 * of a page's batch after the course's own find it by the same name (slugs and ids are unique); when
 * no course has that name they find nothing. The caller's visibility is the course's own statement's
 * business (courseReadable): its rows decide, the others' are not used without it.
 */
const courseIdByName = (name: string | Placeholder): SQL => sql`(select ${courses.id} from ${courses} where ${courses.slug} = ${name} or ${courses.id} = ${name} limit 1)`;

/** The catalogue item a course (its id, in SQL) is sold as, as a scalar subquery. */
const catalogItemOfCourse = (courseId: SQL): SQL => sql`(select ${courses.catalogItemId} from ${courses} where ${courses.id} = ${courseId})`;

/**
 * A course with what its card shows beside it, in the course's own query: its price (the catalogue
 * item it is sold as, left joined) and its size (chapters, lessons, minutes — correlated counts over
 * course_lessons_course_idx and course_chapters_position_idx). Lists select this so that a page of
 * courses is one query, not three (course-presenter.ts toCourseSummary presents it).
 */
export const withCourseCard = (db: DB) =>
  db
    .select({
      course: courses,
      price: { amount: catalogItems.price, currency: catalogItems.currency },
      lessons: sql<number>`(select count(*) from ${courseLessons} where ${courseLessons.courseId} = ${outerCourseId})`.mapWith(Number),
      minutes: sql<number>`(select coalesce(sum(${courseLessons.minutes}), 0) from ${courseLessons} where ${courseLessons.courseId} = ${outerCourseId})`.mapWith(Number),
      chapters: sql<number>`(select count(*) from ${courseChapters} where ${courseChapters.courseId} = ${outerCourseId})`.mapWith(Number),
    })
    .from(courses)
    .leftJoin(catalogItems, eq(catalogItems.id, courses.catalogItemId));

export type CourseCardRow = { course: Course; price: { amount: number; currency: string } | null; lessons: number; minutes: number; chapters: number };

/**
 * findCourse with what the course's card shows (course-presenter withCourseCard) and the host's
 * content version, in one round trip (with the deferred session check, when the route has one):
 * the first of the course page's two.
 */
export async function findCourseCard(ctx: ServiceContext, slugOrId: string): Promise<CourseCardRow> {
  // Built once per host and kind of caller, as findCourse (readVersioned's batch: the card, then the version).
  const [[row], [{ version }]] = await built.batch(
    ctx.db,
    `course-card|${callerShape(ctx)}`,
    () => {
      const course = sql.placeholder("course");
      return [withCourseCard(ctx.db).where(courseReadable(ctx, true, or(eq(courses.slug, course), eq(courses.id, course)))).limit(1), hostContentVersionSelect(ctx.db, ctx.scope.tenantId)] as const;
    },
    { course: slugOrId },
    ctx.sessionCheck,
  );
  ctx.seenVersion?.note(version);
  if (!row || (await hiddenDraft(ctx, row.course))) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
  return row;
}

/** What courseReadable's SQL depends on besides its values: the host, whether the caller is staff, their role. */
const callerShape = (ctx: ServiceContext) => JSON.stringify([ctx.scope.tenantId, ctx.user?.isStaff ?? false, ctx.user?.role ?? null]);

/** A course by slug (or id) that the caller may see; drafts only for those who manage them. 404 otherwise. */
export async function findCourse(ctx: ServiceContext, slugOrId: string): Promise<Course> {
  // Built once per host and kind of caller (courseReadable reads the host, whether the caller is
  // staff and their role), the course a placeholder: every course, lesson and progress route starts here.
  const [row] = await built.all(
    ctx.db,
    `course|${callerShape(ctx)}`,
    () => {
      const course = sql.placeholder("course");
      return ctx.db
        .select()
        .from(courses)
        .where(courseReadable(ctx, true, or(eq(courses.slug, course), eq(courses.id, course))))
        .limit(1);
    },
    { course: slugOrId },
  );
  if (!row || (await hiddenDraft(ctx, row))) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
  return row;
}

/** Learning's most asked selects, built once per isolate (lib/reusable-selects.ts). */
const built = new ReusableSelects();

/** A draft the caller does not manage: courseReadable(ctx, true) lets drafts through for managers' lists, and this keeps them from everyone else (a query only for drafts). */
export const hiddenDraft = async (ctx: ServiceContext, course: Course): Promise<boolean> => course.status === "draft" && !(await managesCourse(ctx, course));

/** Staff, and the admins of the school that owns the course (not of a platform course). */
export async function managesCourse(ctx: ServiceContext, course: Course): Promise<boolean> {
  if (!isManager(ctx)) return false;
  if (ctx.user?.isStaff) return true;
  const own = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(managedWhere(ctx, courses, eq(courses.id, course.id)))
    .get();
  return !!own;
}

/** A course's chapters and lessons in reading order; `L` is what is read of each lesson (all of it, blocks included, unless said). */
export interface Outline<L extends LessonHeading = CourseLesson> {
  chapters: CourseChapter[];
  lessons: L[];
}

/** What an outline shows of a lesson: everything but its blocks (a lesson's content, kilobytes each), for pages that list lessons. */
const lessonHeadingFields = {
  id: courseLessons.id,
  chapterId: courseLessons.chapterId,
  slug: courseLessons.slug,
  title: courseLessons.title,
  summary: courseLessons.summary,
  minutes: courseLessons.minutes,
  position: courseLessons.position,
};
export type LessonHeading = Pick<CourseLesson, keyof typeof lessonHeadingFields>;

/** A course's chapters and lessons (lessons carry their blocks), unordered: toOutline orders them. For a batch to carry (readBatch). */
const outlineSelects = (db: DB, courseId: string) =>
  [db.select().from(courseChapters).where(eq(courseChapters.courseId, courseId)), db.select().from(courseLessons).where(eq(courseLessons.courseId, courseId))] as const;

/** outlineSelects with lessons' headings only (LessonHeading). */
const headingSelects = (db: DB, courseId: string | Placeholder | SQL) =>
  [db.select().from(courseChapters).where(eq(courseChapters.courseId, courseId)), db.select(lessonHeadingFields).from(courseLessons).where(eq(courseLessons.courseId, courseId))] as const;

const byPositionThenId = (a: { position: number; id: string }, b: { position: number; id: string }) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Chapters by position, lessons in reading order (their chapter's place, then their position). */
export function toOutline<L extends LessonHeading>(chapters: CourseChapter[], lessons: L[]): Outline<L> {
  chapters.sort(byPositionThenId);
  const order = new Map(chapters.map((c, i) => [c.id, i]));
  lessons.sort((a, b) => (order.get(a.chapterId) ?? 0) - (order.get(b.chapterId) ?? 0) || byPositionThenId(a, b));
  return { chapters, lessons };
}

/**
 * headingSelects for every course whose id `inCourses` accepts (a condition on a course id column,
 * such as `inArray(column, subquery)`), for a batch: what "My courses" reads of all its courses'
 * outlines at once. outlinesByCourse splits the rows by course.
 */
export const headingSelectsOf = (db: DB, inCourses: (courseId: AnySQLiteColumn) => SQL) =>
  [
    db.select().from(courseChapters).where(inCourses(courseChapters.courseId)),
    db.select({ ...lessonHeadingFields, courseId: courseLessons.courseId }).from(courseLessons).where(inCourses(courseLessons.courseId)),
  ] as const;

/** headingSelectsOf's rows as each course's outline in reading order (a course without chapters: an empty one). */
export function outlinesByCourse(chapters: CourseChapter[], lessons: (LessonHeading & { courseId: string })[]): (courseId: string) => Outline<LessonHeading> {
  const byCourse = new Map<string, { chapters: CourseChapter[]; lessons: LessonHeading[] }>();
  const of = (courseId: string) => byCourse.get(courseId) ?? byCourse.set(courseId, { chapters: [], lessons: [] }).get(courseId)!;
  for (const c of chapters) of(c.courseId).chapters.push(c);
  for (const { courseId, ...l } of lessons) of(courseId).lessons.push(l);
  const outlines = new Map([...byCourse].map(([id, o]) => [id, toOutline(o.chapters, o.lessons)]));
  return (courseId) => outlines.get(courseId) ?? { chapters: [], lessons: [] };
}

/** A learner's progress in a course: its outline's headings and the lessons they finished, in one round trip. */
export async function progressReads(db: DB, userId: string, courseId: string): Promise<{ outline: Outline<LessonHeading>; done: Set<string> }> {
  const [chapters, lessons, done] = await readBatch(db, [...headingSelects(db, courseId), completedSelect(db, userId, [courseId])] as const);
  return { outline: toOutline(chapters, lessons), done: new Set(done.map((r) => r.lessonId)) };
}

/** Chapters and lessons in reading order, in one round trip. */
export async function loadOutline(db: DB, courseId: string): Promise<Outline> {
  const [chapters, lessons] = await readBatch(db, outlineSelects(db, courseId));
  return toOutline(chapters, lessons);
}

/** loadOutline without the lessons' blocks, for pages that list lessons (the course page, a chapter, "My courses"). */
export async function loadOutlineHeadings(db: DB, courseId: string): Promise<Outline<LessonHeading>> {
  const [chapters, lessons] = await readBatch(db, headingSelects(db, courseId));
  return toOutline(chapters, lessons);
}

/** Unrevoked entitlements (bought, not refunded) to the course: by the catalogue item that sells it, or naming the course. */
/** `course` as its catalogue item and id (a course not sold has none: "" matches no entitlement's item). */
type CourseRef = { catalogItem: string | Placeholder | SQL; id: string | Placeholder | SQL };
const refOf = (course: Course): CourseRef => ({ catalogItem: course.catalogItemId ?? "", id: course.id });
const entitlesTo = (course: CourseRef) => and(isNull(entitlements.revokedAt), or(eq(entitlements.catalogItemId, course.catalogItem), eq(entitlements.refId, course.id)));

/** The caller's unrevoked entitlements to the paid course (bought, not refunded): at most one row. Only a course sold in the catalogue can be owned. */
const entitlementSelect = (db: DB, userId: string | Placeholder, course: CourseRef) =>
  db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), entitlesTo(course)))
    .limit(1);

/**
 * Which of `userIds` (a subquery of user ids, such as a class's roster) own the paid course: the
 * only way a pupil opens one, since entitlements belong to the person who bought them (there is no
 * school or class licence). For a batch; a free course needs none of it.
 */
export const ownersSelect = (db: DB, userIds: SQLWrapper, course: Course) =>
  db
    .selectDistinct({ userId: entitlements.userId })
    .from(entitlements)
    .where(and(inArray(entitlements.userId, userIds), entitlesTo(refOf(course))));

/** The learner's unrevoked entitlements, for a list of courses (ownsCourseOf tells which they own). */
export const userEntitlementsSelect = (db: DB, userId: string | Placeholder) =>
  db
    .select({ catalogItemId: entitlements.catalogItemId, refId: entitlements.refId })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), isNull(entitlements.revokedAt)));

/** userEntitlementsSelect's rows as "does the learner own this course" (a free course is owned by nobody). */
export function ownsCourseOf(rows: { catalogItemId: string; refId: string | null }[]): (course: Course) => boolean {
  const items = new Set(rows.map((r) => r.catalogItemId));
  const refs = new Set(rows.map((r) => r.refId));
  return (course) => course.catalogItemId !== null && (items.has(course.catalogItemId) || refs.has(course.id));
}

/** The caller holds an unrevoked entitlement to the paid course (bought, not refunded). */
export async function ownsCourse(db: DB, userId: string, course: Course): Promise<boolean> {
  if (!course.catalogItemId) return false;
  return (await entitlementSelect(db, userId, refOf(course)).all()).length > 0;
}

const enrollmentSelect = (db: DB, userId: string | Placeholder, courseId: string | Placeholder | SQL) =>
  db
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
    .limit(1);

export async function findEnrollment(db: DB, userId: string, courseId: string): Promise<CourseEnrollment | undefined> {
  return enrollmentSelect(db, userId, courseId).get();
}

export interface AccessInfo {
  access: CourseAccess;
  enrollment: CourseEnrollment | null;
  owned: boolean;
  manager: boolean;
}

/**
 * What the caller may do with the course's lessons: open them (enrolled, and owning it when it is
 * paid), preview them (its managers), enrol, buy, or sign in first. A refund revokes the
 * entitlement, so a paid course locks again while its enrolment and progress are kept.
 */
export async function courseAccess(ctx: ServiceContext, course: Course): Promise<AccessInfo> {
  const user = ctx.user;
  if (!user) return { access: "sign_in", enrollment: null, owned: false, manager: false };
  const [enrollment, owned, manager] = await Promise.all([findEnrollment(ctx.db, user.id, course.id), ownsCourse(ctx.db, user.id, course), managesCourse(ctx, course)]);
  return accessOf(course, enrollment ?? null, owned, manager);
}

/**
 * A course a teacher gave to the caller's class is theirs to open: a learner whom it would ask to
 * enrol (a pupil who joined the class after it was given, or before giving enrolled the class) is
 * enrolled here, as `assignment`, when they open one of its lessons, instead of being sent back to
 * press "Enrol". Only on that path does it read anything (whether the course is given to one of
 * their classes); a paid course a learner does not own stays "buy".
 */
export async function enrolIfAssigned(ctx: ServiceContext, course: Course, info: AccessInfo): Promise<AccessInfo> {
  const user = ctx.user;
  if (info.access !== "enroll" || !user) return info;
  const given = await ctx.db
    .select({ one: sql<number>`1` })
    .from(courseAssignments)
    .innerJoin(classStudents, and(eq(classStudents.classId, courseAssignments.classId), eq(classStudents.studentId, user.id)))
    .where(eq(courseAssignments.courseId, course.id))
    .limit(1)
    .all();
  if (given.length === 0) return info;
  // A lesson's page checks the session in its reads (middleware/auth.ts GATED_ROUTE): the gate before writing.
  await confirmSession(ctx);
  const now = Date.now();
  const [enrollment] = await ctx.db
    .insert(courseEnrollments)
    .values(ctx.scope.values({ id: newId("enr"), userId: user.id, courseId: course.id, source: "assignment" as const, createdAt: now, lastActiveAt: now }))
    .onConflictDoUpdate({ target: [courseEnrollments.userId, courseEnrollments.courseId], set: { lastActiveAt: now } })
    .returning();
  return { ...info, access: "open", enrollment };
}

/** courseAccess's rule on what was read about the signed-in caller. */
function accessOf(course: Course, enrollment: CourseEnrollment | null, owned: boolean, manager: boolean): AccessInfo {
  const paid = course.catalogItemId !== null;
  let access: CourseAccess;
  if (paid && !owned) access = manager ? "preview" : "buy";
  else if (enrollment) access = "open";
  else access = manager ? "preview" : "enroll";
  return { access, enrollment, owned, manager };
}

/**
 * The course page in one round trip (whether a school's admin manages the course is a second query,
 * for them only): the course by its slug (or id) with its card (withCourseCard) and the host's
 * content version, as findCourseCard reads them, with the session check riding in it
 * (DEFERRED_SESSION_CHECK); its outline and programme file; and for a signed-in caller their
 * enrolment, entitlement and finished lessons. The statements after the first find the course by
 * the same name (slugs and ids are unique); when the first finds no course the caller may see,
 * their rows are not used: 404.
 */
export async function coursePageReads(
  ctx: ServiceContext,
  slugOrId: string,
): Promise<{ card: CourseCardRow; outline: Outline<LessonHeading>; program: ProgramFile | undefined; info: AccessInfo; done: Set<string> }> {
  // Built once per isolate, host and kind of caller (courseReadable reads them), the course and caller placeholders, like the lesson page's.
  const user = ctx.user;
  const values = { course: slugOrId, user: user?.id ?? null };
  const build = (db: DB) => {
    const name = sql.placeholder("course");
    const card = withCourseCard(db).where(courseReadable(ctx, true, or(eq(courses.slug, name), eq(courses.id, name)))).limit(1);
    const courseId = courseIdByName(name);
    // A course without a programme file names none (no row has a null id).
    const program = db
      .select({ id: learningMedia.id, name: learningMedia.name, size: learningMedia.size })
      .from(learningMedia)
      .where(eq(learningMedia.id, sql`(select ${courses.programMediaId} from ${courses} where ${courses.id} = ${courseId})`));
    const [chapters, lessons] = headingSelects(db, courseId);
    return { card, version: hostContentVersionSelect(db, ctx.scope.tenantId), courseId, program, chapters, lessons };
  };
  const settle = async (row: CourseCardRow | undefined, version: string) => {
    ctx.seenVersion?.note(version);
    if (!row) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
    // Whether the caller manages the course: a query for a school's admins only.
    const manager = await managesCourse(ctx, row.course);
    if (row.course.status === "draft" && !manager) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
    return { row, manager };
  };
  if (!user) {
    const [[row], [{ version }], ch, le, [file]] = await built.batch(
      ctx.db,
      `course-page|visitor|${callerShape(ctx)}`,
      () => {
        const { card, version, chapters, lessons, program } = build(ctx.db);
        return [card, version, chapters, lessons, program] as const;
      },
      values,
      ctx.sessionCheck,
    );
    const { row: card } = await settle(row, version);
    return { card, outline: toOutline(ch, le), program: file, info: { access: "sign_in", enrollment: null, owned: false, manager: false }, done: new Set() };
  }
  const [[row], [{ version }], ch, le, [file], [enrollment], owns, done] = await built.batch(
    ctx.db,
    `course-page|learner|${callerShape(ctx)}`,
    () => {
      const db = ctx.db;
      const { card, version, courseId, program, chapters, lessons } = build(db);
      const userId = sql.placeholder("user");
      const catalogItem = catalogItemOfCourse(courseId);
      return [
        card,
        version,
        chapters,
        lessons,
        program,
        enrollmentSelect(db, userId, courseId),
        entitlementSelect(db, userId, { catalogItem, id: courseId }),
        completedSelect(db, userId, courseId),
      ] as const;
    },
    values,
    ctx.sessionCheck,
  );
  const { row: card, manager } = await settle(row, version);
  const course = card.course;
  const owned = course.catalogItemId !== null && owns.length > 0;
  return { card, outline: toOutline(ch, le), program: file, info: accessOf(course, enrollment ?? null, owned, manager), done: new Set(done.map((r) => r.lessonId)) };
}

export type ProgramFile = { id: string; name: string; size: number };

type QuizAttempt = typeof quizAttempts.$inferSelect;

/** What a lesson's page reads after its course (lessonPageReads). */
export interface LessonPageReads {
  outline: Outline<LessonHeading>;
  /** The lesson with its blocks; undefined when the course has no such chapter and lesson. */
  lesson: CourseLesson | undefined;
  info: AccessInfo;
  /** Lessons of the course the caller finished. */
  done: Set<string>;
  /** Where the caller's video of this lesson stopped (seconds). */
  videoPosition: number;
  /** The caller's last quiz attempt at this lesson. */
  attempt: QuizAttempt | undefined;
  /** The files the lesson's blocks name (lesson-blocks.ts mediaIdsOf), read in the same batch. */
  media: LearningMedia[];
}

/**
 * The ids of the files the blocks of the lesson `where` finds name, in SQL (lesson-blocks.ts
 * mediaIdsOf: a video's file, poster and captions; an image's and a resource's file), so that they
 * are read in the lesson's own batch. Blocks that are not a JSON array (parseBlocks reads them as
 * none) name none.
 */
const lessonMediaIds = (where: SQL | undefined) =>
  sql`select ids.value from ${courseLessons} inner join ${courseChapters} on ${courseChapters.id} = ${courseLessons.chapterId}, json_each(case when json_valid(${courseLessons.blocks}) and json_type(${courseLessons.blocks}) = 'array' then ${courseLessons.blocks} else '[]' end) b, json_each(json_array(json_extract(b.value, '$.media'), json_extract(b.value, '$.poster'), json_extract(b.value, '$.captions'))) ids where ${where} and json_extract(b.value, '$.type') in ('video', 'image', 'resource') and ids.type = 'text'`;

/**
 * A lesson's page in one round trip (whether a school's admin manages the course is a second query,
 * for them only): the course by its slug (or id) as findCourse reads it, with the session check
 * riding in it (middleware/auth.ts GATED_ROUTE), the outline's headings, the lesson with its blocks by its
 * chapter's and its own slug (the other lessons' blocks stay unread), the files its blocks name,
 * and for a signed-in caller their enrolment, entitlement, progress in the course and last quiz
 * attempt at the lesson. The statements after the first find the course by the same name (slugs and
 * ids are unique); when the first finds no course the caller may see, their rows are not used: 404.
 */
export async function lessonPageReads(ctx: ServiceContext, courseSlug: string, chapterSlug: string, lessonSlug: string): Promise<LessonPageReads & { course: Course }> {
  // Built once per isolate, host and kind of caller (courseReadable reads them), the course, lesson
  // and caller placeholders: drizzle building these selects was a tenth of a pupil's lesson page in
  // the Worker (npm run bench).
  const user = ctx.user;
  const values = { course: courseSlug, chapter: chapterSlug, lesson: lessonSlug, user: user?.id ?? null };
  const build = (db: DB) => {
    const [name, userId] = [sql.placeholder("course"), sql.placeholder("user")];
    const courseSelect = db
      .select()
      .from(courses)
      .where(courseReadable(ctx, true, or(eq(courses.slug, name), eq(courses.id, name))))
      .limit(1);
    const courseId = courseIdByName(name);
    const bySlugs = and(eq(courseLessons.courseId, courseId), eq(courseChapters.slug, sql.placeholder("chapter")), eq(courseLessons.slug, sql.placeholder("lesson")));
    const lessonSelect = db.select({ lesson: courseLessons }).from(courseLessons).innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId)).where(bySlugs).limit(1);
    const [chapters, lessons] = headingSelects(db, courseId);
    return { courseSelect, bySlugs, courseId, userId, lessonSelect, chapters, lessons };
  };
  if (!user) {
    const [[course], ch, le, [row]] = await built.batch(
      ctx.db,
      `lesson-page|visitor|${callerShape(ctx)}`,
      () => {
        const { courseSelect, chapters, lessons, lessonSelect } = build(ctx.db);
        return [courseSelect, chapters, lessons, lessonSelect] as const;
      },
      values,
    );
    if (!course || (await hiddenDraft(ctx, course))) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
    return { course, outline: toOutline(ch, le), lesson: row?.lesson, info: { access: "sign_in", enrollment: null, owned: false, manager: false }, done: new Set(), videoPosition: 0, attempt: undefined, media: [] };
  }
  const [[course], ch, le, [row], [enrollment], owns, progress, [last], media] = await built.batch(
    ctx.db,
    `lesson-page|learner|${callerShape(ctx)}`,
    () => {
      const db = ctx.db;
      const { courseSelect, bySlugs, courseId, userId, lessonSelect, chapters, lessons } = build(db);
      const enrollment = enrollmentSelect(db, userId, courseId);
      const catalogItem = catalogItemOfCourse(courseId);
      const entitlement = entitlementSelect(db, userId, { catalogItem, id: courseId });
      const progress = db
        .select({ lessonId: lessonProgress.lessonId, completedAt: lessonProgress.completedAt, videoPosition: lessonProgress.videoPosition })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.courseId, courseId), eq(lessonProgress.userId, userId)));
      const attempt = db
        .select({ attempt: quizAttempts })
        .from(quizAttempts)
        .innerJoin(courseLessons, eq(courseLessons.id, quizAttempts.lessonId))
        .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
        .where(and(eq(quizAttempts.userId, userId), bySlugs))
        .orderBy(desc(quizAttempts.createdAt))
        .limit(1);
      const media = db.select().from(learningMedia).where(inArray(learningMedia.id, sql`(${lessonMediaIds(bySlugs)})`));
      return [courseSelect, chapters, lessons, lessonSelect, enrollment, entitlement, progress, attempt, media] as const;
    },
    values,
    ctx.sessionCheck,
  );
  if (!course) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
  // Whether the caller manages the course: a query for a school's admins only.
  const manager = await managesCourse(ctx, course);
  if (course.status === "draft" && !manager) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
  const owned = course.catalogItemId !== null && owns.length > 0;
  const lesson = row?.lesson;
  return {
    course,
    outline: toOutline(ch, le),
    lesson,
    info: accessOf(course, enrollment ?? null, owned, manager),
    done: new Set(progress.filter((p) => p.completedAt !== null).map((p) => p.lessonId)),
    videoPosition: (lesson && progress.find((p) => p.lessonId === lesson.id)?.videoPosition) ?? 0,
    attempt: last?.attempt,
    media,
  };
}

/**
 * A lesson by id with its course (visible to the caller on this host; a draft only to those who
 * manage it), and the caller's enrolment and entitlement to that course: one round trip, for the
 * writes a lesson takes (saving progress — the video's position every few seconds while it plays —
 * and a quiz attempt). Built once per host and kind of caller, the lesson and the caller
 * placeholders; the enrolment and entitlement find the course through the lesson.
 */
export async function lessonAccess(ctx: ServiceContext, lessonId: string): Promise<{ lesson: CourseLesson; course: Course; info: AccessInfo }> {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED_MESSAGE);
  const [[row], [enrollment], owns] = await built.batch(
    ctx.db,
    `lesson-access|${callerShape(ctx)}`,
    () => {
      const db = ctx.db;
      const [lesson, userId] = [sql.placeholder("lesson"), sql.placeholder("user")];
      const courseOf = sql`(select ${courseLessons.courseId} from ${courseLessons} where ${courseLessons.id} = ${lesson})`;
      const itemOf = catalogItemOfCourse(courseOf);
      return [
        db
          .select({ lesson: courseLessons, course: courses })
          .from(courseLessons)
          .innerJoin(courses, eq(courses.id, courseLessons.courseId))
          .where(courseReadable(ctx, true, eq(courseLessons.id, lesson)))
          .limit(1),
        enrollmentSelect(db, userId, courseOf),
        entitlementSelect(db, userId, { catalogItem: itemOf, id: courseOf }),
      ] as const;
    },
    { lesson: lessonId, user: user.id },
    ctx.sessionCheck,
  );
  // The gate of the writes that follow (middleware/auth.ts GATED_ROUTE): the session check rode in this batch.
  await confirmSession(ctx);
  if (!row || (await hiddenDraft(ctx, row.course))) throw new AppError("NOT_FOUND", LESSON_NOT_FOUND);
  const owned = row.course.catalogItemId !== null && owns.length > 0;
  // Whether the caller manages the course changes only what a caller who may not open it is told
  // (preview or buy, enrol): asked only then, so an enrolled learner's save reads nothing more.
  const learner = accessOf(row.course, enrollment ?? null, owned, false);
  const info = learner.access === "open" ? learner : await enrolIfAssigned(ctx, row.course, accessOf(row.course, enrollment ?? null, owned, await managesCourse(ctx, row.course)));
  return { ...row, info };
}

export const canOpenLessons = (access: CourseAccess) => access === "open" || access === "preview";

/** Lessons a user has finished in a set of courses. */
export async function completedLessonIds(db: DB, userId: string, courseIds: string[]): Promise<Set<string>> {
  if (courseIds.length === 0) return new Set();
  const rows = await completedSelect(db, userId, courseIds).all();
  return new Set(rows.map((r) => r.lessonId));
}

/** The lessons a user finished in some courses: their ids, or one course's id in SQL (courseIdByName). */
const completedSelect = (db: DB, userId: string | Placeholder, inCourses: (string | Placeholder)[] | SQL) =>
  db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), Array.isArray(inCourses) ? inArray(lessonProgress.courseId, inCourses) : eq(lessonProgress.courseId, inCourses), isNotNull(lessonProgress.completedAt)));
