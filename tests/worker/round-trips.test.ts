import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { insertBook } from "../helpers/books";
import { countingD1 } from "../helpers/d1-trips";
import { challenges, courseEnrollments, courseLessons, hubLessons, hubs, liveSessionRegistrations, liveSessions } from "../../worker/db/schema";
import { createDb } from "../../worker/lib/db";
import { newId } from "../../worker/lib/ids";
import { createTenant, createUser, signIn, unique } from "../helpers/factories";
import { createCharity, createProject } from "../helpers/giving";
import { createCourse, createMedia } from "../helpers/learning";
import { eq } from "drizzle-orm";

/** The round trips of `path` on its second call (per-isolate memos warm), as a browser reloading it (Cache-Control: no-cache skips the edge cache); with `put`, of a PUT of that body. */
async function tripsOf(host: string, path: string, token?: string, put?: unknown): Promise<number> {
  let trips: string[] = [];
  for (let call = 0; call < 2; call++) {
    const counting = countingD1(env.DB);
    const headers: Record<string, string> = { Host: host, "Cache-Control": "no-cache" };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (put !== undefined) headers["Content-Type"] = "application/json";
    const ctx = createExecutionContext();
    const init: RequestInit = put === undefined ? { headers } : { method: "PUT", headers, body: JSON.stringify(put) };
    const res = await worker.fetch(new Request(`http://${host}${path}`, init), { ...env, DB: counting.d1 } as Env, ctx);
    await res.arrayBuffer();
    await waitOnExecutionContext(ctx);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    trips = counting.trips;
  }
  return trips.length;
}

/**
 * D1 round trips per request (issue #15): each costs more than the small indexed query it carries —
 * under `npm run bench` an endpoint doing one `select 1` answers at ~60 % of the trivial endpoint's
 * rate, and one doing two in a row at ~41 % — and in production every one is a trip to the database
 * or its replica. This pins how many the pages' most asked reads make, so that a change which adds
 * one (two reads that could share a batch, a value read twice) shows here.
 */
describe("D1 round trips of the pages' reads", () => {
  it("the library, the catalogues and the search ask D1 as few times as they can", async () => {
    const tenant = await createTenant();
    const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
    const book = await insertBook({ tenantId: tenant.id, uploaderId: teacher.id, title: "River Song" }, false);
    const charity = await createCharity({ tenantId: tenant.id });
    const project = await createProject({ tenantId: tenant.id, charityId: charity.id });
    const { course, lessons } = await createCourse({ tenantId: tenant.id });
    const db = createDb(env.DB);
    const [hub] = await db.insert(hubs).values({ id: newId("hub"), tenantId: tenant.id, slug: unique("hub-"), title: "Water week", titleKey: "water week", status: "published" }).returning();
    await db.insert(hubLessons).values(lessons.map((l, i) => ({ hubId: hub.id, lessonId: l.id, position: i + 1 })));
    const [challenge] = await db
      .insert(challenges)
      .values({ id: newId("chl"), tenantId: tenant.id, slug: unique("challenge-"), title: "Dear World", sdg: 4, submission: "text", deadline: Date.now() + 86_400_000, status: "published" })
      .returning();
    // A platform webinar (every host's visitors see it) with the teacher registered and a school's class session.
    const [webinar] = await db
      .insert(liveSessions)
      .values({ id: newId("lvs"), tenantId: null, slug: unique("webinar-"), title: "Reading together", hostName: "Ada", startsAt: Date.now() + 86_400_000, timeZone: "UTC", durationMinutes: 45, capacity: 30, audience: "public", meetingUrl: "https://meet.example.com/x" })
      .returning();
    await db.insert(liveSessionRegistrations).values({ id: newId("lvr"), sessionId: webinar.id, userId: teacher.id, status: "registered", accessKey: unique("key-") });
    const token = (await signIn(tenant.host, teacher.username)).access;

    const anonymous: Record<string, number> = {};
    const signedIn: Record<string, number> = {};
    const paths = [
      "/api/books/?limit=24",
      "/api/books/?search=river",
      "/api/book-stats/",
      "/api/books/facets",
      "/api/combined/?search=river",
      "/api/charities/",
      "/api/projects/",
      "/api/courses/",
      "/api/book-categories/",
      "/api/sdgs/",
      "/api/hubs/",
      "/api/challenges/",
      `/api/hubs/${hub.slug}`,
      `/api/challenges/${challenge.slug}`,
      `/api/books/${book.id}`,
      `/api/charities/${charity.slug}`,
      `/api/projects/${project.slug}`,
      `/api/courses/${course.slug}`,
      `/api/data/courses/${course.slug}`,
      "/api/live-sessions/",
      `/api/live-sessions/${webinar.slug}`,
    ];
    for (const path of paths) {
      anonymous[path] = await tripsOf(tenant.host, path);
      signedIn[path] = await tripsOf(tenant.host, path, token);
    }
    // Anonymous (the edge cache bypassed, so the answer's ETag needs the content version):
    expect(anonymous).toEqual({
      // The page, its categories and the version in one query; the count memoised.
      "/api/books/?limit=24": 1,
      // The page's ids ranked in a subquery, their books, categories and the version in one query.
      "/api/books/?search=river": 1,
      // The version; both counts memoised.
      "/api/book-stats/": 1,
      "/api/books/facets": 1,
      // Books, stories and the version in one batch; the host's other groups memoised.
      "/api/combined/?search=river": 1,
      // The page (with what each card shows: totals, the charity, sizes and price), its count and
      // the version in one batch (lib/content-version.ts readCataloguePage).
      "/api/charities/": 1,
      "/api/projects/": 1,
      "/api/courses/": 1,
      // Categories are not behind the edge cache: the page and its count.
      "/api/book-categories/": 1,
      // Every group's counts per goal and the version in one batch; the books' counts memoised.
      "/api/sdgs/": 1,
      // Hubs are not behind the edge cache: the page (each hub's size beside it) and its count.
      "/api/hubs/": 1,
      // Challenges too, each with its participation and gallery counts beside it.
      "/api/challenges/": 1,
      // A hub's page: the hub, then its lessons; a challenge's page: the challenge with its counts.
      [`/api/hubs/${hub.slug}`]: 2,
      [`/api/challenges/${challenge.slug}`]: 1,
      // A book with its categories and the version in one query, as in the list.
      [`/api/books/${book.id}`]: 1,
      // A charity with its totals, a project with its charity, each with the version in one batch.
      [`/api/charities/${charity.slug}`]: 1,
      [`/api/projects/${project.slug}`]: 1,
      // The course with its card and the version in one batch; its programme file would be a second.
      [`/api/courses/${course.slug}`]: 1,
      // The course page: the course, its card, the version, its outline and programme file in one
      // batch, the other statements finding the course by its name (was 2).
      [`/api/data/courses/${course.slug}`]: 1,
      // The schedule: the page (each session's counts, class and school beside it) and its count;
      // a session's page: the session with the same card.
      "/api/live-sessions/": 1,
      [`/api/live-sessions/${webinar.slug}`]: 1,
    });
    // A teacher: the session check (so that a revoked token ends at once) rides in each route's
    // first batch (middleware/auth.ts DEFERRED_SESSION_CHECK); other routes await it before their handler.
    expect(signedIn).toEqual({
      "/api/books/?limit=24": 1,
      "/api/books/?search=river": 1,
      "/api/book-stats/": 1,
      "/api/books/facets": 1,
      "/api/combined/?search=river": 1,
      "/api/charities/": 1,
      "/api/projects/": 1,
      "/api/courses/": 1,
      "/api/book-categories/": 1,
      "/api/sdgs/": 1,
      // The page and its count, the session check riding in them (was 2).
      "/api/hubs/": 1,
      "/api/challenges/": 1,
      // The hub with the session check; its lessons and which of them the caller finished, in one batch (was 3).
      [`/api/hubs/${hub.slug}`]: 2,
      // The challenge with its counts, the caller's own entry and the session check in one batch (was 3).
      [`/api/challenges/${challenge.slug}`]: 1,
      [`/api/books/${book.id}`]: 1,
      // The session check rides in the first batch; the course page's one batch adds the caller's
      // enrolment, entitlement and finished lessons to the outline.
      [`/api/charities/${charity.slug}`]: 1,
      [`/api/projects/${project.slug}`]: 1,
      [`/api/courses/${course.slug}`]: 1,
      [`/api/data/courses/${course.slug}`]: 1,
      // The schedule (and its count) or the session, the caller's registration beside each and the
      // session check riding in it (was 2).
      "/api/live-sessions/": 1,
      [`/api/live-sessions/${webinar.slug}`]: 1,
    });
    // "My courses" (a learner's dashboard): the courses with their cards, the enrolments, the
    // assignments, every outline and the finished lessons in one batch, the session check riding in
    // it (it was three waves: two reads, then a card read, the finished lessons and one outline per
    // course; then two round trips, the session check on its own).
    const other = await createCourse({ tenantId: tenant.id });
    await db.insert(courseEnrollments).values([course, other.course].map((c) => ({ id: newId("enr"), tenantId: tenant.id, userId: teacher.id, courseId: c.id, source: "self" as const, lastActiveAt: Date.now() })));
    expect(await tripsOf(tenant.host, "/api/learning/my-courses", token)).toBe(1);
  });

  it("a learner's lesson page and the progress it saves ask D1 as few times as they can", async () => {
    const tenant = await createTenant();
    const student = await createUser({ tenantId: tenant.id, role: "student" });
    const { course, lessons } = await createCourse({ tenantId: tenant.id });
    await createDb(env.DB).insert(courseEnrollments).values({ id: newId("enr"), tenantId: tenant.id, userId: student.id, courseId: course.id, source: "self" });
    const token = (await signIn(tenant.host, student.username)).access;
    // The course, the outline's headings, the lesson's blocks, the enrolment, the entitlement, the
    // progress in the course, the last quiz attempt and the files the blocks name in one batch, the
    // session check riding in it (middleware/auth.ts DEFERRED_SESSION_CHECK). It was six in a row,
    // then three (four with files), then two. The enrolment's last activity is written when it moves
    // (another lesson, or a minute later): tripsOf counts the second of two opens, so not here;
    // lessons.activity in learning.test.ts checks when it is written.
    expect(await tripsOf(tenant.host, `/api/courses/${course.slug}/chapters/chapter-1/lessons/lesson-1`, token)).toBe(1);
    expect(await tripsOf(tenant.host, `/api/courses/${course.slug}/chapters/chapter-1/lessons/lesson-2`, token)).toBe(1);
    // A lesson with a video (its file, poster and captions) and an image: their files in the same batch.
    const [video, poster, captions, image] = await Promise.all([
      createMedia(course.id, tenant.id, "video", `learning/${course.id}/film.mp4`, "video/mp4"),
      createMedia(course.id, tenant.id, "poster", `learning/${course.id}/poster.png`, "image/png"),
      createMedia(course.id, tenant.id, "captions", `learning/${course.id}/film.vtt`, "text/vtt"),
      createMedia(course.id, tenant.id, "image", `learning/${course.id}/map.png`, "image/png"),
    ]);
    const blocks = [
      { type: "video", media: video.id, poster: poster.id, captions: captions.id, title: "Film", transcript: "" },
      { type: "image", media: image.id, alt: "A map", caption: "" },
    ];
    await createDb(env.DB).update(courseLessons).set({ blocks: JSON.stringify(blocks) }).where(eq(courseLessons.id, lessons[1].id));
    expect(await tripsOf(tenant.host, `/api/courses/${course.slug}/chapters/chapter-1/lessons/lesson-2`, token)).toBe(1);
    // The video's position, saved every few seconds while it plays: the lesson with its course, the
    // enrolment, the entitlement and the session check (middleware/auth.ts GATED_ROUTE) in one
    // batch (lessonAccess); the upsert, which answers with the row (was 6: the session check, the
    // course read again, the row read again; then 4, then 3).
    expect(await tripsOf(tenant.host, "/api/lesson-progress/", token, { lesson: lessons[0].id, video_position: 30 })).toBe(2);
  });
});
