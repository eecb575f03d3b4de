import { and, count, eq, inArray, max } from "drizzle-orm";
import type { ChapterInput, CourseCreateInput, CourseUpdateInput, LessonBlock, LessonEditOut, LessonInput, LessonUpdateInput, QuizQuestion } from "../../contracts/learning";
import { nameKey } from "../../contracts/text";
import { catalogItems, courseChapters, courseEnrollments, courseLessons, courses, learningMedia, type Course, type CourseChapter, type CourseLesson } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { isUniqueViolation } from "../../lib/d1-errors";
import { inChunks } from "../../lib/d1-limits";
import { AppError, fieldError } from "../../lib/errors";
import { said } from "../../lib/said";
import { newId } from "../../lib/ids";
import { serialiseIntList } from "../../lib/int-list";
import { creationScope, findManagedRow, managedWhere, platformWideUpdate } from "../../lib/managed-rows";
import { sanitizeHtml } from "../../lib/sanitize-html";
import { baseSlug, insertWithSlug, uniqueSlug } from "../../lib/slugs";
import { issueToNewlyComplete } from "../certificates/issue";
import { loadOutline } from "../courses/course-queries";
import { presentCourse } from "../courses/course-presenter";
import { mediaIdsOf, parseBlocks, quizQuestionsOf } from "../lessons/lesson-blocks";
import { rescoreLessonAttempts } from "../lessons/lessons.service";
import { signedMediaUrl } from "../media/media-links";
import { presentMedia } from "../media/media.service";

const LABELS = { notFound: "Course not found", what: said("courses") };

/** The course by id if the caller manages it: another school's is 404, a platform course 403 for a school admin. */
export const managedCourse = (ctx: ServiceContext, id: string) =>
  findManagedRow(ctx, courses, id, (where) => ctx.db.select().from(courses).where(where).get(), LABELS);

async function managedChapter(ctx: ServiceContext, id: string): Promise<{ chapter: CourseChapter; course: Course }> {
  const chapter = await ctx.db.select().from(courseChapters).where(eq(courseChapters.id, id)).get();
  if (!chapter) throw new AppError("NOT_FOUND", "Chapter not found");
  return { chapter, course: await managedCourse(ctx, chapter.courseId) };
}

async function managedLesson(ctx: ServiceContext, id: string): Promise<{ lesson: CourseLesson; course: Course }> {
  const lesson = await ctx.db.select().from(courseLessons).where(eq(courseLessons.id, id)).get();
  if (!lesson) throw new AppError("NOT_FOUND", "Lesson not found");
  return { lesson, course: await managedCourse(ctx, lesson.courseId) };
}

/** Only staff set prices: the item must be an active course or teacher-training item of the catalogue. */
async function checkCatalogItem(ctx: ServiceContext, id: string | null | undefined): Promise<void> {
  if (id === undefined || id === null) return;
  if (!ctx.user?.isStaff) throw new AppError("FORBIDDEN", "Only platform staff can set a course's price.");
  const item = await ctx.db.select({ kind: catalogItems.kind }).from(catalogItems).where(eq(catalogItems.id, id)).get();
  if (!item || item.kind === "printed_book") throw fieldError("catalog_item_id", "Choose a course or teacher-training item of the catalogue");
}

async function checkCourseMedia(ctx: ServiceContext, courseId: string, ids: (string | null | undefined)[], field: string): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return;
  // A lesson may name 120 files (40 video blocks with poster and captions): slices under D1's 100 bound parameters.
  const found = await inChunks(wanted, (part) =>
    ctx.db
      .select({ id: learningMedia.id })
      .from(learningMedia)
      .where(and(eq(learningMedia.courseId, courseId), inArray(learningMedia.id, part)))
      .all(),
  );
  if (found.length !== wanted.length) throw fieldError(field, "Use a file uploaded to this course");
}

export async function createCourse(ctx: ServiceContext, input: CourseCreateInput) {
  const scope = creationScope(ctx, input.platform_wide, LABELS.what);
  await checkCatalogItem(ctx, input.catalog_item_id);
  const status = input.status ?? "draft";
  const write = async (slug: string) =>
    (
      await ctx.db
        .insert(courses)
        .values(
          scope.values({
            id: newId("crs"),
            kind: input.kind,
            slug,
            title: input.title,
            titleKey: nameKey(input.title),
            intro: input.intro ?? "",
            description: input.description ?? "",
            subject: input.subject ?? "",
            ageMin: input.age_min ?? null,
            ageMax: input.age_max ?? null,
            sdgs: serialiseIntList(input.sdgs ?? []),
            language: input.language ?? null,
            catalogItemId: input.catalog_item_id ?? null,
            passMark: input.pass_mark ?? null,
            finalWork: input.final_work ?? "none",
            finalWorkGuidelines: input.final_work_guidelines ?? "",
            status,
            publishedAt: status === "published" ? Date.now() : null,
            createdBy: ctx.user!.id,
          }),
        )
        .returning()
    )[0];
  let row: Course;
  if (input.slug) {
    try {
      row = await write(input.slug);
    } catch (err) {
      if (isUniqueViolation(err, "slug")) throw fieldError("slug", "This address is taken; choose another");
      throw err;
    }
  } else {
    row = await insertWithSlug(() => uniqueSlug(ctx.db, courses, courses.slug, input.title, "course"), write);
  }
  return presentCourse(ctx.db, row);
}

export async function updateCourse(ctx: ServiceContext, id: string, input: CourseUpdateInput) {
  const current = await managedCourse(ctx, id);
  if (input.catalog_item_id !== undefined && input.catalog_item_id !== current.catalogItemId) await checkCatalogItem(ctx, input.catalog_item_id);
  await checkCourseMedia(ctx, current.id, [input.program_media_id, input.cover_media_id], input.program_media_id ? "program_media_id" : "cover_media_id");
  const ages = { min: input.age_min === undefined ? current.ageMin : input.age_min, max: input.age_max === undefined ? current.ageMax : input.age_max };
  if (ages.min !== null && ages.max !== null && ages.min > ages.max) throw fieldError("age_max", "The oldest age must be at least the youngest");
  const set: Partial<typeof courses.$inferInsert> = { updatedAt: Date.now(), ...platformWideUpdate(ctx, input.platform_wide, LABELS.what) };
  if (input.kind !== undefined) set.kind = input.kind;
  if (input.title !== undefined) Object.assign(set, { title: input.title, titleKey: nameKey(input.title) });
  if (input.slug !== undefined) set.slug = input.slug;
  if (input.intro !== undefined) set.intro = input.intro;
  if (input.description !== undefined) set.description = input.description;
  if (input.subject !== undefined) set.subject = input.subject ?? "";
  if (input.age_min !== undefined) set.ageMin = input.age_min;
  if (input.age_max !== undefined) set.ageMax = input.age_max;
  if (input.sdgs !== undefined) set.sdgs = serialiseIntList(input.sdgs);
  if (input.language !== undefined) set.language = input.language;
  if (input.catalog_item_id !== undefined) set.catalogItemId = input.catalog_item_id;
  if (input.program_media_id !== undefined) set.programMediaId = input.program_media_id;
  if (input.cover_media_id !== undefined) set.coverMediaId = input.cover_media_id;
  if (input.pass_mark !== undefined) set.passMark = input.pass_mark;
  if (input.final_work !== undefined) set.finalWork = input.final_work;
  if (input.final_work_guidelines !== undefined) set.finalWorkGuidelines = input.final_work_guidelines;
  if (input.status !== undefined) {
    set.status = input.status;
    if (input.status === "published" && current.publishedAt === null) set.publishedAt = Date.now();
  }
  try {
    const [row] = await ctx.db.update(courses).set(set).where(managedWhere(ctx, courses, eq(courses.id, current.id))).returning();
    return presentCourse(ctx.db, row);
  } catch (err) {
    if (isUniqueViolation(err, "slug")) throw fieldError("slug", "This address is taken; choose another");
    throw err;
  }
}

export async function deleteCourse(ctx: ServiceContext, id: string): Promise<void> {
  const current = await managedCourse(ctx, id);
  const [{ n }] = await ctx.db.select({ n: count() }).from(courseEnrollments).where(eq(courseEnrollments.courseId, current.id));
  if (n > 0) throw new AppError("CONFLICT", "Learners are enrolled in this course; unpublish it instead.");
  const media = await ctx.db.select({ key: learningMedia.key }).from(learningMedia).where(eq(learningMedia.courseId, current.id)).all();
  await ctx.db.delete(courses).where(managedWhere(ctx, courses, eq(courses.id, current.id)));
  ctx.waitUntil(Promise.all(media.map((m) => ctx.env.FILES.delete(m.key))));
}

/** The whole course as its editor needs it: outline, every lesson's stored blocks, the uploaded files. */
export async function courseForEditing(ctx: ServiceContext, id: string) {
  const course = await managedCourse(ctx, id);
  const [out, outline, media] = await Promise.all([
    presentCourse(ctx.db, course),
    loadOutline(ctx.db, course.id),
    ctx.db.select().from(learningMedia).where(eq(learningMedia.courseId, course.id)).all(),
  ]);
  return {
    ...out,
    description: course.description,
    catalog_item_id: course.catalogItemId,
    program_media_id: course.programMediaId,
    cover_media_id: course.coverMediaId,
    pass_mark: course.passMark,
    final_work: course.finalWork,
    final_work_guidelines: course.finalWorkGuidelines,
    chapters: outline.chapters.map((ch) => ({
      id: ch.id,
      slug: ch.slug,
      title: ch.title,
      position: ch.position,
      lessons: outline.lessons.filter((l) => l.chapterId === ch.id).map((l) => lessonForEditing(l, [])),
    })),
    media: await signedMedia(ctx, media),
  };
}

/** The editor's file links open in a new tab (no token there): signed for the author. */
const signedMedia = (ctx: ServiceContext, list: (typeof learningMedia.$inferSelect)[]) =>
  Promise.all(list.map(async (m) => ({ ...presentMedia(m), url: await signedMediaUrl(ctx.env, m.id, ctx.user!.id) })));

function lessonForEditing(l: CourseLesson, media: LessonEditOut["media"]): LessonEditOut {
  return { id: l.id, slug: l.slug, title: l.title, summary: l.summary, minutes: l.minutes, chapter_id: l.chapterId, position: l.position, blocks: parseBlocks(l.blocks), media };
}

/** A slug free within its parent: the title's, else "-2", "-3" … */
function freeSlug(taken: string[], wanted: string | undefined, title: string, fallback: string): string {
  if (wanted) {
    if (taken.includes(wanted)) throw fieldError("slug", "Another item here already has this address");
    return wanted;
  }
  const base = baseSlug(title, fallback);
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base}-${n}`)) return `${base}-${n}`;
}

export async function addChapter(ctx: ServiceContext, courseId: string, input: ChapterInput) {
  const course = await managedCourse(ctx, courseId);
  const existing = await ctx.db.select({ slug: courseChapters.slug, position: courseChapters.position }).from(courseChapters).where(eq(courseChapters.courseId, course.id)).all();
  const slug = freeSlug(
    existing.map((c) => c.slug),
    input.slug,
    input.title,
    "chapter",
  );
  const position = Math.max(0, ...existing.map((c) => c.position)) + 1;
  const [row] = await ctx.db.insert(courseChapters).values({ id: newId("chp"), courseId: course.id, slug, title: input.title, position }).returning();
  return { id: row.id, slug: row.slug, title: row.title, position: row.position, lessons: [] };
}

export async function updateChapter(ctx: ServiceContext, id: string, input: Partial<ChapterInput>) {
  const { chapter } = await managedChapter(ctx, id);
  if (input.slug !== undefined && input.slug !== chapter.slug) {
    const taken = await ctx.db.select({ slug: courseChapters.slug }).from(courseChapters).where(eq(courseChapters.courseId, chapter.courseId)).all();
    freeSlug(
      taken.map((t) => t.slug),
      input.slug,
      "",
      "chapter",
    );
  }
  const [row] = await ctx.db
    .update(courseChapters)
    .set({ ...(input.title === undefined ? {} : { title: input.title }), ...(input.slug === undefined ? {} : { slug: input.slug }), updatedAt: Date.now() })
    .where(eq(courseChapters.id, chapter.id))
    .returning();
  return { id: row.id, slug: row.slug, title: row.title, position: row.position };
}

export async function deleteChapter(ctx: ServiceContext, id: string): Promise<void> {
  const { chapter, course } = await managedChapter(ctx, id);
  await ctx.db.delete(courseChapters).where(eq(courseChapters.id, chapter.id));
  // What is left may be all done for some learners: their certificates now.
  await issueToNewlyComplete(ctx, course);
}

/** New order of every chapter of the course (ids in order); a list that is not exactly the course's chapters is refused. */
export async function reorderChapters(ctx: ServiceContext, courseId: string, ids: string[]) {
  const course = await managedCourse(ctx, courseId);
  const rows = await ctx.db.select({ id: courseChapters.id }).from(courseChapters).where(eq(courseChapters.courseId, course.id)).all();
  assertSameSet(
    rows.map((r) => r.id),
    ids,
  );
  await ctx.db.batch(ids.map((id, i) => ctx.db.update(courseChapters).set({ position: i + 1 }).where(and(eq(courseChapters.id, id), eq(courseChapters.courseId, course.id)))) as [never, ...never[]]);
  // With a pass mark, the final quiz may now be another lesson's: certificates its attempts earn now.
  if (course.passMark !== null) await issueToNewlyComplete(ctx, course);
  return { ids };
}

function assertSameSet(have: string[], given: string[]) {
  const a = new Set(have);
  if (a.size !== given.length || new Set(given).size !== given.length || !given.every((id) => a.has(id))) throw fieldError("ids", "Send every item of the list exactly once");
}

/** Text and teacher's-note blocks are sanitised; files must be this course's uploads. */
async function cleanBlocks(ctx: ServiceContext, courseId: string, blocks: LessonBlock[]): Promise<LessonBlock[]> {
  await checkCourseMedia(ctx, courseId, mediaIdsOf(blocks), "blocks");
  return Promise.all(blocks.map(async (b) => (b.type === "text" || b.type === "teacher_note" ? { ...b, html: await sanitizeHtml(b.html) } : b)));
}

export async function addLesson(ctx: ServiceContext, chapterId: string, input: LessonInput): Promise<LessonEditOut> {
  const { chapter, course } = await managedChapter(ctx, chapterId);
  const existing = await ctx.db.select({ slug: courseLessons.slug, position: courseLessons.position }).from(courseLessons).where(eq(courseLessons.chapterId, chapter.id)).all();
  const slug = freeSlug(
    existing.map((l) => l.slug),
    input.slug,
    input.title,
    "lesson",
  );
  const blocks = await cleanBlocks(ctx, course.id, input.blocks ?? []);
  const [row] = await ctx.db
    .insert(courseLessons)
    .values({
      id: newId("lsn"),
      courseId: course.id,
      chapterId: chapter.id,
      slug,
      title: input.title,
      summary: input.summary ?? "",
      minutes: input.minutes ?? 10,
      position: Math.max(0, ...existing.map((l) => l.position)) + 1,
      blocks: JSON.stringify(blocks),
    })
    .returning();
  return lessonForEditing(row, []);
}

export async function lessonEditView(ctx: ServiceContext, id: string): Promise<LessonEditOut> {
  const { lesson, course } = await managedLesson(ctx, id);
  const media = await ctx.db.select().from(learningMedia).where(eq(learningMedia.courseId, course.id)).all();
  return lessonForEditing(lesson, await signedMedia(ctx, media));
}

/** What scores a quiz: its questions' ids, kinds and right answers (not the wording). */
const scoringOf = (questions: QuizQuestion[]) => JSON.stringify(questions.map((q) => [q.id, q.kind, q.kind === "choice" ? q.answer : null]));

export async function updateLesson(ctx: ServiceContext, id: string, input: LessonUpdateInput): Promise<LessonEditOut> {
  const { lesson, course } = await managedLesson(ctx, id);
  const set: Partial<typeof courseLessons.$inferInsert> = { updatedAt: Date.now() };
  const chapterId = input.chapter_id ?? lesson.chapterId;
  if (chapterId !== lesson.chapterId) {
    const target = await ctx.db.select().from(courseChapters).where(and(eq(courseChapters.id, chapterId), eq(courseChapters.courseId, course.id))).get();
    if (!target) throw fieldError("chapter_id", "Choose a chapter of this course");
    const [{ last }] = await ctx.db.select({ last: max(courseLessons.position) }).from(courseLessons).where(eq(courseLessons.chapterId, chapterId));
    set.chapterId = chapterId;
    set.position = (last ?? 0) + 1;
  }
  if (input.slug !== undefined && (input.slug !== lesson.slug || chapterId !== lesson.chapterId)) {
    const taken = await ctx.db.select({ slug: courseLessons.slug, id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.chapterId, chapterId)).all();
    freeSlug(
      taken.filter((t) => t.id !== lesson.id).map((t) => t.slug),
      input.slug,
      "",
      "lesson",
    );
    set.slug = input.slug;
  }
  if (input.title !== undefined) set.title = input.title;
  if (input.summary !== undefined) set.summary = input.summary;
  if (input.minutes !== undefined) set.minutes = input.minutes;
  let questions: QuizQuestion[] | null = null;
  if (input.blocks !== undefined) {
    const blocks = await cleanBlocks(ctx, course.id, input.blocks);
    set.blocks = JSON.stringify(blocks);
    questions = quizQuestionsOf(blocks);
    if (scoringOf(questions) === scoringOf(quizQuestionsOf(parseBlocks(lesson.blocks)))) questions = null;
  }
  // Its attempts are scored against its questions as they are now: scored again below, or already
  // (a lesson from before saves scored them again keeps null for the cron's catch-up, until checked).
  if (questions || lesson.quizScoredAt !== null) set.quizScoredAt = set.updatedAt;
  try {
    const save = ctx.db.update(courseLessons).set(set).where(eq(courseLessons.id, lesson.id)).returning();
    // A quiz whose questions or right answers changed scores its attempts again with the lesson, in one batch.
    const [row] = questions ? (await ctx.db.batch([save, rescoreLessonAttempts(ctx.db, lesson, questions)]))[0] : await save;
    // The new figures (or a final quiz that moved) may complete the course for pupils: certificates now.
    if (questions) await issueToNewlyComplete(ctx, course);
    return lessonForEditing(row, []);
  } catch (err) {
    if (isUniqueViolation(err, "slug")) throw fieldError("slug", "Another lesson of this chapter already has this address");
    throw err;
  }
}

export async function deleteLesson(ctx: ServiceContext, id: string): Promise<void> {
  const { lesson, course } = await managedLesson(ctx, id);
  await ctx.db.delete(courseLessons).where(eq(courseLessons.id, lesson.id));
  // What is left may be all done for some learners: their certificates now.
  await issueToNewlyComplete(ctx, course);
}

export async function reorderLessons(ctx: ServiceContext, chapterId: string, ids: string[]) {
  const { chapter, course } = await managedChapter(ctx, chapterId);
  const rows = await ctx.db.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.chapterId, chapter.id)).all();
  assertSameSet(
    rows.map((r) => r.id),
    ids,
  );
  await ctx.db.batch(ids.map((id, i) => ctx.db.update(courseLessons).set({ position: i + 1 }).where(and(eq(courseLessons.id, id), eq(courseLessons.chapterId, chapter.id)))) as [never, ...never[]]);
  // With a pass mark, the final quiz may now be another lesson's: certificates its attempts earn now.
  if (course.passMark !== null) await issueToNewlyComplete(ctx, course);
  return { ids };
}
