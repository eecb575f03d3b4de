import { and, asc, count, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { MAX_HUB_LESSONS, type HubCreateInput, type HubLessonOut, type HubOut, type HubSummaryOut, type HubUpdateInput } from "../../contracts/learning";
import { nameKey } from "../../contracts/text";
import { catalogItems, courseChapters, courseLessons, courses, hubLessons, hubs, lessonProgress, type Hub } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { type TenantScope, readBatch, tenantScope } from "../../lib/db";
import { isUniqueViolation } from "../../lib/d1-errors";
import { inChunks } from "../../lib/d1-limits";
import { AppError, fieldError } from "../../lib/errors";
import { said } from "../../lib/said";
import { newId } from "../../lib/ids";
import { parseIntList, serialiseIntList } from "../../lib/int-list";
import { creationScope, findManagedRow, isManager, managedWhere, platformWideUpdate, publishedOrManaged } from "../../lib/managed-rows";
import { insertWithSlug, uniqueSlug } from "../../lib/slugs";
import { goalCountSelect, hasSdg, outerColumn } from "../../lib/sql-filters";
import { PLATFORM } from "../../lib/tenancy";

const LABELS = { notFound: "Hub not found", what: said("hubs") };

const readable = (ctx: ServiceContext, all: boolean | undefined, ...conditions: (SQL | undefined)[]): SQL => publishedOrManaged(ctx, hubs, eq(hubs.status, "published"), all, ...conditions);

/** A hub's lessons that belong to published courses (what its card counts), over hub_lessons' primary key. */
const hubLessonsPublished = sql`from ${hubLessons} inner join ${courseLessons} on ${courseLessons.id} = ${hubLessons.lessonId} inner join ${courses} on ${courses.id} = ${courseLessons.courseId} where ${hubLessons.hubId} = ${outerColumn(hubs.id)} and ${courses.status} = 'published'`;

/** A hub with its card's size (lessons and minutes) beside it, in the hub's own query. */
const hubCard = {
  hub: hubs,
  lessons: sql<number>`(select count(*) ${hubLessonsPublished})`.mapWith(Number),
  minutes: sql<number>`(select coalesce(sum(${courseLessons.minutes}), 0) ${hubLessonsPublished})`.mapWith(Number),
};

const summary = (h: Hub, size?: { lessons: number; minutes: number }): HubSummaryOut => ({
  id: h.id,
  slug: h.slug,
  title: h.title,
  summary: h.summary,
  sdgs: parseIntList(h.sdgs),
  status: h.status,
  platform_wide: h.tenantId === null,
  lesson_count: size?.lessons ?? 0,
  minutes: Number(size?.minutes ?? 0),
});

export async function listHubs(ctx: ServiceContext, q: { limit: number; offset: number; all?: boolean; sdg?: number }) {
  const where = readable(ctx, q.all, hasSdg(hubs.sdgs, q.sdg));
  const [rows, [{ total }]] = await readBatch(
    ctx.db,
    [ctx.db.select(hubCard).from(hubs).where(where).orderBy(asc(hubs.titleKey), asc(hubs.id)).limit(q.limit).offset(q.offset), ctx.db.select({ total: count() }).from(hubs).where(where)] as const,
    ctx.sessionCheck,
  );
  return { total, results: rows.map((r) => summary(r.hub, r)) };
}

/** The scope whose courses a hub may draw from: a platform hub the platform's, a school's hub its own and the platform's. */
const hubCourseScope = (hub: Hub): TenantScope => (hub.tenantId === null ? PLATFORM : tenantScope(hub.tenantId));

/** A hub with its lessons in order: only lessons of published courses the hub (and this host) show. */
export async function getHub(ctx: ServiceContext, slug: string): Promise<HubOut> {
  // The session check rides here (middleware/auth.ts DEFERRED_SESSION_CHECK).
  const [[hub]] = await readBatch(ctx.db, [ctx.db.select().from(hubs).where(readable(ctx, true, or(eq(hubs.slug, slug), eq(hubs.id, slug)))).limit(1)] as const, ctx.sessionCheck);
  if (!hub || (hub.status === "draft" && !isManager(ctx))) throw new AppError("NOT_FOUND", "Hub not found");
  const lessonsOfHub = ctx.db
    .select({
      id: courseLessons.id,
      title: courseLessons.title,
      summary: courseLessons.summary,
      minutes: courseLessons.minutes,
      lesson_slug: courseLessons.slug,
      chapter_slug: courseChapters.slug,
      course_id: courses.id,
      course_slug: courses.slug,
      course_title: courses.title,
      course_kind: courses.kind,
      language: courses.language,
      // A paid course's price, from the catalogue item that sells it (left joined, as course cards do).
      price_amount: catalogItems.price,
      price_currency: catalogItems.currency,
    })
    .from(hubLessons)
    .innerJoin(courseLessons, eq(courseLessons.id, hubLessons.lessonId))
    .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .leftJoin(catalogItems, eq(catalogItems.id, courses.catalogItemId))
    .where(and(eq(hubLessons.hubId, hub.id), hubCourseScope(hub).withPlatform(courses, eq(courses.status, "published")), ctx.scope.withPlatform(courses)))
    .orderBy(asc(hubLessons.position), asc(hubLessons.lessonId))
    .limit(MAX_HUB_LESSONS);
  // The lessons and, for a signed-in caller, which of the hub's lessons they finished: one round trip.
  const [rows, finished] = ctx.user
    ? await readBatch(ctx.db, [
        lessonsOfHub,
        ctx.db
          .select({ lessonId: lessonProgress.lessonId })
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, ctx.user.id), isNotNull(lessonProgress.completedAt), inArray(lessonProgress.lessonId, ctx.db.select({ id: hubLessons.lessonId }).from(hubLessons).where(eq(hubLessons.hubId, hub.id))))),
      ] as const)
    : [await lessonsOfHub.all(), []];
  const done = new Set(finished.map((r) => r.lessonId));
  const lessons: HubLessonOut[] = rows.map(({ course_id: _course, price_amount, price_currency, ...r }) => ({
    ...r,
    completed: done.has(r.id),
    price: price_amount !== null && price_currency !== null ? { amount: price_amount, currency: price_currency } : null,
  }));
  return { ...summary(hub, { lessons: lessons.length, minutes: lessons.reduce((n, l) => n + l.minutes, 0) }), lessons };
}

const managedHub = (ctx: ServiceContext, id: string) => findManagedRow(ctx, hubs, id, (where) => ctx.db.select().from(hubs).where(where).get(), LABELS);

export async function createHub(ctx: ServiceContext, input: HubCreateInput): Promise<HubOut> {
  const scope = creationScope(ctx, input.platform_wide, LABELS.what);
  const write = async (slug: string) =>
    (
      await ctx.db
        .insert(hubs)
        .values(scope.values({ id: newId("hub"), slug, title: input.title, titleKey: nameKey(input.title), summary: input.summary ?? "", sdgs: serialiseIntList(input.sdgs ?? []), status: input.status ?? "draft" }))
        .returning()
    )[0];
  let row: Hub;
  try {
    row = input.slug ? await write(input.slug) : await insertWithSlug(() => uniqueSlug(ctx.db, hubs, hubs.slug, input.title, "hub"), write);
  } catch (err) {
    if (isUniqueViolation(err, "slug")) throw fieldError("slug", "This address is taken; choose another");
    throw err;
  }
  return { ...summary(row), lessons: [] };
}

export async function updateHub(ctx: ServiceContext, id: string, input: HubUpdateInput): Promise<HubOut> {
  const current = await managedHub(ctx, id);
  const set: Partial<typeof hubs.$inferInsert> = { updatedAt: Date.now(), ...platformWideUpdate(ctx, input.platform_wide, LABELS.what) };
  if (input.title !== undefined) Object.assign(set, { title: input.title, titleKey: nameKey(input.title) });
  if (input.slug !== undefined) set.slug = input.slug;
  if (input.summary !== undefined) set.summary = input.summary;
  if (input.sdgs !== undefined) set.sdgs = serialiseIntList(input.sdgs);
  if (input.status !== undefined) set.status = input.status;
  try {
    await ctx.db.update(hubs).set(set).where(managedWhere(ctx, hubs, eq(hubs.id, current.id)));
  } catch (err) {
    if (isUniqueViolation(err, "slug")) throw fieldError("slug", "This address is taken; choose another");
    throw err;
  }
  return getHub(ctx, current.id);
}

/** Replaces a hub's lessons (in order). Each must be a lesson of a course the hub may draw from. */
export async function setHubLessons(ctx: ServiceContext, id: string, lessonIds: string[]): Promise<HubOut> {
  const hub = await managedHub(ctx, id);
  const unique = [...new Set(lessonIds)];
  if (unique.length) {
    const found = await inChunks(unique, (part) =>
      ctx.db
        .select({ id: courseLessons.id })
        .from(courseLessons)
        .innerJoin(courses, eq(courses.id, courseLessons.courseId))
        .where(and(inArray(courseLessons.id, part), hubCourseScope(hub).withPlatform(courses)))
        .all(),
    );
    if (found.length !== unique.length) throw fieldError("lessons", "Choose lessons of courses this hub can show");
  }
  await ctx.db.batch([ctx.db.delete(hubLessons).where(eq(hubLessons.hubId, hub.id)), ...unique.map((lessonId, i) => ctx.db.insert(hubLessons).values({ hubId: hub.id, lessonId, position: i + 1 }))]);
  return getHub(ctx, hub.id);
}

export async function deleteHub(ctx: ServiceContext, id: string): Promise<void> {
  const hub = await managedHub(ctx, id);
  await ctx.db.delete(hubs).where(managedWhere(ctx, hubs, eq(hubs.id, hub.id)));
}


/** Published hubs this host shows, per goal (/api/sdgs), as a select (goalCountSelect). */
export const hubGoalCountSelect = (ctx: ServiceContext) => goalCountSelect(ctx.db, hubs, hubs.sdgs, readable(ctx, false));
