import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { insertBook } from "../helpers/books";
import { courseLessons, stories } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { db, unique } from "../helpers/factories";
import { createCatalogItem, createCharity, createCompletedDonation, createProject } from "../helpers/giving";
import { createCourse } from "../helpers/learning";
import { createViewerWorld } from "../helpers/viewers";

/** Issue #15: anonymous library answers come from the Cache API, keyed by content version. */
let world: Awaited<ReturnType<typeof createViewerWorld>>;
beforeAll(async () => {
  world = await createViewerWorld({ communityPassword: "community-edge-2026" });
});

const anonymous = (path: string, headers: Record<string, string> = {}) => call(world.viewers.anonymous.host, path, { headers });

describe("the edge cache of anonymous library answers", () => {
  it("serves the second anonymous GET from the cache with the same ETag, and 304 on If-None-Match", async () => {
    const path = `/api/books/?limit=5&language=en&level=edge-${crypto.randomUUID().slice(0, 6)}`;
    const first = await anonymous(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\d.]+-[A-Za-z0-9]+"$/);
    const second = await anonymous(path);
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(second.headers.get("ETag")).toBe(etag);
    expect(second.body).toEqual(first.body);
    const revalidated = await anonymous(path, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    const reload = await anonymous(path, { "Cache-Control": "no-cache" });
    expect(reload.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(reload.body).toEqual(first.body);
    // A reload takes the version from the list's own query (no read of its own): same ETag, and an
    // empty page (no row to carry the version) still gets it.
    expect(reload.headers.get("ETag")).toBe(etag);
    const empty = await anonymous(`/api/books/?limit=5&level=none-${crypto.randomUUID().slice(0, 6)}`, { "Cache-Control": "no-cache" });
    expect(empty.status).toBe(200);
    expect(empty.headers.get("ETag")?.split("-")[0]).toBe(etag.split("-")[0]);
    const search = `/api/combined/?search=edge${crypto.randomUUID().slice(0, 4)}`;
    const [cachedSearch, reloadedSearch] = [await anonymous(search), await anonymous(search, { "Cache-Control": "no-cache" })];
    expect(reloadedSearch.headers.get("ETag")).toBe(cachedSearch.headers.get("ETag"));
  });

  it("a new book, a changed book and a deleted book each make the next anonymous GET new", async () => {
    const { viewers, tenantA } = world;
    const path = "/api/books/?limit=50&search=edgecachecheck";
    const before = await anonymous(path);
    expect(before.body.count).toBe(0);
    expect((await anonymous(path)).headers.get("X-Edge-Cache")).toBe("HIT");

    const book = await insertBook({ tenantId: tenantA, uploaderId: viewers.author.id!, visibility: "public", title: "Edgecachecheck one" }, false);
    const added = await anonymous(path);
    expect(added.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(added.body.results.map((b: { id: string }) => b.id)).toEqual([book.id]);
    expect(added.headers.get("ETag")).not.toBe(before.headers.get("ETag"));
    // The old ETag no longer matches: the browser gets the new list.
    expect((await anonymous(path, { "If-None-Match": before.headers.get("ETag")! })).status).toBe(200);

    const detail = await anonymous(`/api/books/${book.id}/`);
    expect(detail.body.title).toBe("Edgecachecheck one");
    await env.DB.prepare("UPDATE books SET title = 'Edgecachecheck two' WHERE id = ?").bind(book.id).run();
    expect((await anonymous(`/api/books/${book.id}/`)).body.title).toBe("Edgecachecheck two");
    expect((await anonymous(path)).body.results[0].title).toBe("Edgecachecheck two");

    await env.DB.prepare("UPDATE books SET visibility = 'private' WHERE id = ?").bind(book.id).run();
    expect((await anonymous(path)).body.count).toBe(0);
    expect((await anonymous(`/api/books/${book.id}/`)).status).toBe(404);
  });

  it("never stores or serves a signed-in answer, nor a community-cookie holder's", async () => {
    const { viewers, tenantA } = world;
    await insertBook({ tenantId: tenantA, uploaderId: viewers.author.id!, visibility: "private", title: "Edgecacheprivate" }, false);
    const path = "/api/books/?limit=50&search=edgecacheprivate";
    expect((await anonymous(path)).body.count).toBe(0);
    expect((await anonymous(path)).headers.get("X-Edge-Cache")).toBe("HIT");

    const teacher = await call(viewers.teacher.host, path, { token: viewers.teacher.token });
    expect(teacher.body.count).toBe(1);
    expect(teacher.headers.get("Cache-Control")).toBe("private, no-store");
    expect(teacher.headers.get("X-Edge-Cache")).toBeNull();
    expect(teacher.headers.get("ETag")).toBeNull();
    // The teacher's answer was not stored: the next anonymous GET is still the anonymous one.
    const again = await anonymous(path);
    expect(again.body.count).toBe(0);
    expect(again.headers.get("X-Edge-Cache")).toBe("HIT");

    const community = await call(viewers.community.host, "/api/book-stats/", { headers: viewers.community.headers });
    expect(community.headers.get("Cache-Control")).toBe("private, no-store");
    expect(community.headers.get("X-Edge-Cache")).toBeNull();
  });

  it("a list sorted by popularity is not cached (reading counts have no version)", async () => {
    const res = await anonymous("/api/books/?limit=5&sort=popular");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Edge-Cache")).toBeNull();
  });
});

describe("the edge cache of the stories' list and pages", () => {
  it("serves them from the cache until a story changes, and never a signed-in answer", async () => {
    const word = unique("edgestory");
    const insert = (title: string) =>
      db()
        .insert(stories)
        .values({ id: newId("sty"), tenantId: world.tenantA, title, slug: unique("edge-story-"), bodyHtml: "<p>x</p>", bodyText: "x", authorId: world.viewers.author.id!, visibility: "public", status: "published" })
        .returning()
        .then(([row]) => row);
    const story = await insert(`${word} one`);
    const list = `/api/stories/?search=${word}`;
    for (const path of [list, `/api/stories/${story.slug}/`]) {
      const first = await anonymous(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("X-Edge-Cache"), path).toBe("MISS");
      const second = await anonymous(path);
      expect(second.headers.get("X-Edge-Cache"), path).toBe("HIT");
      expect(second.body, path).toEqual(first.body);
      const author = await call(world.viewers.author.host, path, { token: world.viewers.author.token });
      expect(author.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(author.headers.get("X-Edge-Cache"), path).toBeNull();
    }
    // The pupil is presented to visitors as first name and initial, cached or not.
    expect((await anonymous(list)).body.results[0].author).toEqual({ id: null, first_name: "Au", last_name: "T." });
    // A new story moves the host's version: the next anonymous answer is new and has it.
    await insert(`${word} two`);
    const after = await anonymous(list);
    expect(after.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(after.body.count).toBe(2);
  });
});

describe("the edge cache of the other anonymous catalogues (charities, projects, courses) and the combined search", () => {
  async function catalogue() {
    const word = unique("edgecat");
    const charity = await createCharity({ name: `Charity ${word}` });
    const project = await createProject({ title: `Project ${word}`, charityId: charity.id });
    const item = await createCatalogItem({ price: 1500 });
    const { course, chapters } = await createCourse({ title: `Course ${word}`, catalogItemId: item.id });
    return { word, charity, project, item, course, chapters };
  }

  it("serves each list and page from the cache, with its ETag and 304, and never a signed-in one", async () => {
    const { word, charity, project, course } = await catalogue();
    const paths = [
      `/api/charities/?search=${word}`,
      `/api/charities/${charity.slug}/`,
      `/api/projects/?search=${word}`,
      `/api/projects/${project.id}/`,
      `/api/courses/?search=${word}`,
      `/api/courses/${course.slug}/`,
      `/api/courses/${course.slug}/chapters/`,
      `/api/courses/${course.slug}/chapters/chapter-1/lessons/`,
      `/api/data/courses/${course.slug}/`,
      `/api/combined/?search=${word}`,
    ];
    for (const path of paths) {
      const first = await anonymous(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("X-Edge-Cache"), path).toBe("MISS");
      const etag = first.headers.get("ETag")!;
      const second = await anonymous(path);
      expect(second.headers.get("X-Edge-Cache"), path).toBe("HIT");
      expect(second.headers.get("ETag"), path).toBe(etag);
      expect(second.body, path).toEqual(first.body);
      expect((await anonymous(path, { "If-None-Match": etag })).status, path).toBe(304);

      const teacher = await call(world.viewers.teacher.host, path, { token: world.viewers.teacher.token });
      expect(teacher.status, path).toBe(200);
      expect(teacher.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(teacher.headers.get("X-Edge-Cache"), path).toBeNull();
      expect(teacher.headers.get("ETag"), path).toBeNull();
    }
    // Lists found what they were asked for (a cached empty answer would pass the loop above too).
    expect((await anonymous(`/api/charities/?search=${word}`)).body.count).toBe(1);
    expect((await anonymous(`/api/courses/${course.slug}/chapters/`)).body.results).toHaveLength(2);
    expect((await anonymous(`/api/combined/?search=${word}`)).body).toMatchObject({ charities: [{ id: charity.id }], projects: [{ id: project.id }], courses: [{ id: course.id }] });
  });

  it("a gift, a project's total, a lesson, a chapter and a price each make the next anonymous answer new", async () => {
    const { word, charity, project, item, course, chapters } = await catalogue();
    const charityPage = `/api/charities/${charity.id}/`;
    expect((await anonymous(charityPage)).body.raised.amount).toBe(0);
    expect((await anonymous(charityPage)).headers.get("X-Edge-Cache")).toBe("HIT");
    await createCompletedDonation({ type: "charity", id: charity.id }, { amount: 2500, withOrder: false });
    const given = await anonymous(charityPage);
    expect(given.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(given.body.raised).toMatchObject({ amount: 2500, donations: 1 });
    // A refunded gift leaves the total: the donation's status change moves the version too.
    await env.DB.prepare("UPDATE donations SET status = 'refunded' WHERE charity_id = ?").bind(charity.id).run();
    expect((await anonymous(charityPage)).body.raised.amount).toBe(0);

    const projects = `/api/projects/?search=${word}`;
    expect((await anonymous(projects)).body.results[0].raised_amount).toBe(0);
    await env.DB.prepare("UPDATE projects SET raised_amount = 4000 WHERE id = ?").bind(project.id).run();
    expect((await anonymous(projects)).body.results[0].raised_amount).toBe(4000);

    const coursePage = `/api/courses/${course.slug}/`;
    const before = await anonymous(coursePage);
    expect(before.body).toMatchObject({ lesson_count: 4, chapter_count: 2, price: { amount: 1500 } });
    await db().insert(courseLessons).values({ id: unique("lsn_"), courseId: course.id, chapterId: chapters[0].id, slug: "lesson-3", title: "Lesson 1.3", minutes: 15, position: 3, blocks: "[]" });
    const lessonAdded = await anonymous(coursePage);
    expect(lessonAdded.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(lessonAdded.body).toMatchObject({ lesson_count: 5, minutes: 55 });

    await env.DB.prepare("UPDATE catalog_items SET price = 2500 WHERE id = ?").bind(item.id).run();
    expect((await anonymous(coursePage)).body.price.amount).toBe(2500);
    expect((await anonymous(`/api/courses/?search=${word}`)).body.results[0].price.amount).toBe(2500);

    const outline = `/api/data/courses/${course.slug}/`;
    expect((await anonymous(outline)).body.data.chapters[1].title).toBe("Chapter 2");
    await env.DB.prepare("UPDATE course_chapters SET title = 'Renamed chapter' WHERE id = ?").bind(chapters[1].id).run();
    expect((await anonymous(outline)).body.data.chapters[1].title).toBe("Renamed chapter");
    await env.DB.prepare("DELETE FROM course_chapters WHERE id = ?").bind(chapters[1].id).run();
    expect((await anonymous(outline)).body.data.chapters).toHaveLength(1);
  });

  it("a school admin's list of inactive charities is not stored, and the anonymous list stays without them", async () => {
    const word = unique("edgeinactive");
    await createCharity({ name: `Inactive ${word}`, tenantId: world.tenantA, status: "inactive" });
    const path = `/api/charities/?search=${word}&all=true`;
    const admin = await call(world.viewers.schoolAdmin.host, path, { token: world.viewers.schoolAdmin.token });
    expect(admin.body.count).toBe(1);
    expect(admin.headers.get("Cache-Control")).toBe("private, no-store");
    const first = await anonymous(path);
    expect(first.body.count).toBe(0);
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    expect((await anonymous(path)).body.count).toBe(0);
  });
});
