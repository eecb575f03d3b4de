import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index";
import { countingD1 } from "../helpers/d1-trips";
import type { BookVisibility } from "../../worker/contracts/books";
import { books, stories } from "../../worker/db/schema";
import { SUGGEST_CANDIDATES } from "../../worker/library";
import { newId } from "../../worker/lib/ids";
import { call } from "../helpers/api";
import { insertBook, titled } from "../helpers/books";
import { createTenant, db, unique } from "../helpers/factories";
import { createViewerWorld } from "../helpers/viewers";
import { createCharity, createCompletedDonation, createProject } from "../helpers/giving";
import { createCourse } from "../helpers/learning";
import { courseLessons } from "../../worker/db/schema";

const VIEWERS = ["anonymous", "community", "author", "another student", "teacher of the class", "school admin", "staff", "other tenant"] as const;
type Viewer = (typeof VIEWERS)[number];
const COMMUNITY_PASSWORD = "community-search-2026";
let tenantA: string;
let authorId: string;
let classId: string;
const callers = {} as Record<Viewer, { host: string; token?: string; headers?: Record<string, string> }>;

beforeAll(async () => {
  const world = await createViewerWorld({ communityPassword: COMMUNITY_PASSWORD });
  const v = world.viewers;
  tenantA = world.tenantA;
  classId = world.classId;
  authorId = v.author.id!;
  Object.assign(callers, {
    anonymous: v.anonymous,
    community: v.community,
    author: v.author,
    "another student": v.peer,
    "teacher of the class": v.teacher,
    "school admin": v.schoolAdmin,
    staff: v.staff,
    "other tenant": v.otherTenant,
  });
});

const search = (who: Viewer, q: string) => call(callers[who].host, `/api/combined/?search=${encodeURIComponent(q)}`, { token: callers[who].token, headers: callers[who].headers });
const ids = (items: { id: string }[]) => items.map((i) => i.id);

async function insertStory(title: string, bodyText: string, extra: Partial<typeof stories.$inferInsert> = {}) {
  const [row] = await db()
    .insert(stories)
    .values({ id: newId("sty"), tenantId: tenantA, title, slug: unique("s-"), bodyHtml: `<p>${bodyText}</p>`, bodyText, authorId, classId, visibility: "public", status: "published", ...extra })
    .returning();
  return row;
}

const SEES: Record<BookVisibility | "unpublished", Viewer[]> = {
  public: [...VIEWERS],
  community: ["community", "author", "another student", "teacher of the class", "school admin", "staff"],
  private: ["author", "teacher of the class", "school admin", "staff"],
  // Search lists the library: nothing unpublished, whoever asks.
  unpublished: [],
};

describe("GET /api/combined/ respects visibility", () => {
  const word = unique("quokka").toLowerCase();
  const items: Record<string, { book: string; story: string }> = {};
  beforeAll(async () => {
    for (const kind of ["public", "community", "private", "unpublished"] as const) {
      const visibility = kind === "unpublished" ? "public" : kind;
      const status = kind === "unpublished" ? "pending_review" : "published";
      const book = await insertBook({ tenantId: tenantA, uploaderId: authorId, classId, title: `${word} ${kind} book`, visibility, status });
      const story = await insertStory(`${word} ${kind} story`, "text", { visibility, status });
      items[kind] = { book: book.id, story: story.id };
    }
  });

  it.each(VIEWERS)("%s", async (viewer) => {
    const res = await search(viewer, word);
    expect(res.status).toBe(200);
    const expected = (["public", "community", "private", "unpublished"] as const).filter((k) => SEES[k].includes(viewer));
    expect(ids(res.body.books).sort()).toEqual(expected.map((k) => items[k].book).sort());
    expect(ids(res.body.stories).sort()).toEqual(expected.map((k) => items[k].story).sort());
  });
});

describe("GET /api/combined/ matching and ranking", () => {
  it("matches word prefixes and ranks title matches above body matches", async () => {
    const word = unique("narwhal").toLowerCase();
    const inDescription = await insertBook({ tenantId: tenantA, uploaderId: authorId, title: unique("Sea "), description: `all about the ${word}` });
    const inTitle = await insertBook({ tenantId: tenantA, uploaderId: authorId, title: `The ${word}` });
    const storyInBody = await insertStory(unique("Waves "), `we met a ${word} at dawn near the old pier`);
    const storyInTitle = await insertStory(`${word} diaries`, "nothing else");
    const res = await search("anonymous", word.slice(0, 10));
    expect(ids(res.body.books)).toEqual([inTitle.id, inDescription.id]);
    expect(ids(res.body.stories)).toEqual([storyInTitle.id, storyInBody.id]);
    const hit = res.body.stories[1];
    expect(hit.body_html).toBeUndefined();
    expect(hit.excerpt).toContain(word);
    // The author is a child and the caller a visitor: first name and initial, no id (library.privacy.test.ts).
    expect(hit).toMatchObject({ title: storyInBody.title, author: { id: null, first_name: "Au", last_name: "T." }, status: "published" });
  });

  it("needs every word, and answers at most 10 per group", async () => {
    const word = unique("axolotl").toLowerCase();
    for (let i = 0; i < 12; i++) await insertBook({ tenantId: tenantA, uploaderId: authorId, title: `${word} ${i}` });
    await insertBook({ tenantId: tenantA, uploaderId: authorId, title: `${word} purple` });
    const res = await search("anonymous", word);
    expect(res.body.books).toHaveLength(10);
    const both = await search("anonymous", `${word} purp`);
    expect(both.body.books.map((b: { title: string }) => b.title)).toEqual([`${word} purple`]);
  });

  it("searches a word written with vowel signs as that word, not as its separate letters (Hindi, Bengali)", async () => {
    // FTS5's tokenizer breaks Indic words at their vowel signs (हिंदी → ह, द); the query must be the
    // same whole word, a phrase of those pieces, not every piece as a separate word anywhere in the title.
    const marker = unique("mynah").toLowerCase();
    const hindi = await insertBook({ tenantId: tenantA, uploaderId: authorId, title: `${marker} हिंदी की कहानी` });
    await insertBook({ tenantId: tenantA, uploaderId: authorId, title: `${marker} हाथी और दोस्त` });
    const bengali = await insertBook({ tenantId: tenantA, uploaderId: authorId, title: `${marker} নদীর গল্প` });
    await insertBook({ tenantId: tenantA, uploaderId: authorId, title: `${marker} নতুন দিনের রঙ` });
    expect(ids((await search("anonymous", `${marker} हिंदी`)).body.books)).toEqual([hindi.id]);
    expect(ids((await search("anonymous", `${marker} कहा`)).body.books)).toEqual([hindi.id]);
    expect(ids((await search("anonymous", `${marker} নদীর`)).body.books)).toEqual([bengali.id]);
    const library = await call(callers.anonymous.host, `/api/books/?search=${encodeURIComponent(`${marker} हिंदी`)}`);
    expect(ids(library.body.results)).toEqual([hindi.id]);
  });

  it("suggests among the newest SUGGEST_CANDIDATES matches; the library's search ranks SEARCH_CANDIDATES", async () => {
    const word = unique("quokka").toLowerCase();
    // The oldest match is the best by bm25 (the word alone as its title); SUGGEST_CANDIDATES newer ones mention it in their description.
    const oldest = await insertBook({ tenantId: tenantA, uploaderId: authorId, title: word, createdAt: Date.UTC(2020, 0, 1) });
    const rows = Array.from({ length: SUGGEST_CANDIDATES }, (_, i) => ({
      id: newId("bk"), tenantId: tenantA, uploaderId: authorId, ...titled(unique("Shore ")), slug: unique("shore-"), authorName: "Test Author", description: `a ${word} on the beach ${i}`,
      language: "en", status: "published" as const, visibility: "public" as const, createdAt: Date.UTC(2021, 0, 1) + i * 60_000,
    }));
    for (let i = 0; i < rows.length; i += 5) await db().insert(books).values(rows.slice(i, i + 5)); // 5 × 17 bound values < D1’s 100
    const suggested = await search("anonymous", word);
    expect(suggested.body.books).toHaveLength(10);
    expect(ids(suggested.body.books)).not.toContain(oldest.id);
    const all = await call(callers.anonymous.host, `/api/books/?search=${word}&limit=10`);
    expect(all.body.count).toBe(SUGGEST_CANDIDATES + 1);
    expect(all.body.results[0].id).toBe(oldest.id);
  });

  it("punctuation finds nothing; an empty search is a validation error", async () => {
    expect((await search("anonymous", '"*-()')).body).toEqual({ books: [], stories: [], charities: [], projects: [], courses: [], lessons: [] });
    const empty = await call(callers.anonymous.host, "/api/combined/?search=%20");
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.search).toEqual(["Enter something to search for"]);
    expect((await call(callers.anonymous.host, "/api/combined/")).status).toBe(400);
  });
});

describe("GET /api/combined/ charities and projects", () => {
  it("finds active charities and public projects, platform-wide and this school's, by prefix", async () => {
    const word = unique("pangolin").toLowerCase();
    const other = await createTenant();
    const platform = await createCharity({ name: `${word} Trust` });
    const own = await createCharity({ name: "Riverbank Friends", summary: `Saving the ${word} of the valley`, tenantId: tenantA });
    await createCharity({ name: `${word} Sleeping`, status: "inactive", tenantId: tenantA });
    await createCharity({ name: `${word} Elsewhere`, tenantId: other.id });
    const project = await createProject({ title: `${word} bridges`, tenantId: tenantA, charityId: own.id });
    const funded = await createProject({ title: `Funded ${word}`, status: "funded" });
    await createProject({ title: `${word} draft`, status: "draft", tenantId: tenantA });
    await createProject({ title: `${word} abroad`, tenantId: other.id });

    const res = await search("anonymous", word.slice(0, 12));
    expect(res.status).toBe(200);
    // Name matches rank above summary matches.
    expect(ids(res.body.charities)).toEqual([platform.id, own.id]);
    expect(ids(res.body.projects).sort()).toEqual([project.id, funded.id].sort());
    expect(res.body.projects.find((p: { id: string }) => p.id === project.id)).toMatchObject({ charity: { id: own.id }, progress_percent: 0 });
    expect(res.body.charities[0]).toMatchObject({ raised: { amount: 0 }, status: "active" });

    // The platform host shows platform-wide rows only.
    const onPlatform = await call("localhost", `/api/combined/?search=${word.slice(0, 12)}`);
    expect(ids(onPlatform.body.charities)).toEqual([platform.id]);
    expect(ids(onPlatform.body.projects)).toEqual([funded.id]);
  });

  it("keeps the index in step with renames and deletes", async () => {
    const word = unique("okapi").toLowerCase();
    const renamed = unique("narwhal").toLowerCase();
    const charity = await createCharity({ name: `${word} Society` });
    expect(ids((await search("anonymous", word)).body.charities)).toEqual([charity.id]);
    await env.DB.prepare("UPDATE charities SET name = ? WHERE id = ?").bind(`${renamed} Society`, charity.id).run();
    expect((await search("anonymous", word)).body.charities).toEqual([]);
    expect(ids((await search("anonymous", renamed)).body.charities)).toEqual([charity.id]);
    await env.DB.prepare("DELETE FROM charities WHERE id = ?").bind(charity.id).run();
    expect((await search("anonymous", renamed)).body.charities).toEqual([]);
  });
});

describe("GET /api/combined/ repeated searches (the host's groups are memoised per content version)", () => {
  it("a gift, a new lesson and a renamed course show in the very next search, for every viewer alike", async () => {
    const word = unique("axolotl").toLowerCase();
    const charity = await createCharity({ name: `${word} Fund` });
    const { course, chapters } = await createCourse({ title: `Course of the ${word}`, language: "hi" });
    const first = await search("anonymous", word);
    expect(first.body.charities[0].raised.amount).toBe(0);
    expect(ids(first.body.courses)).toEqual([course.id]);
    expect(first.body.lessons).toEqual([]);
    // The same groups for a signed-in viewer (they depend on the host only).
    const teacher = await search("teacher of the class", word);
    expect({ ...teacher.body, books: [], stories: [] }).toEqual({ ...first.body, books: [], stories: [] });

    await createCompletedDonation({ type: "charity", id: charity.id }, { amount: 1200, withOrder: false });
    expect((await search("anonymous", word)).body.charities[0].raised.amount).toBe(1200);

    await db().insert(courseLessons).values({ id: unique("lsn_"), courseId: course.id, chapterId: chapters[0].id, slug: "lesson-9", title: `Meet the ${word}`, minutes: 5, position: 9, blocks: "[]" });
    const withLesson = await search("teacher of the class", word);
    expect(withLesson.body.lessons.map((l: { title: string }) => l.title)).toEqual([`Meet the ${word}`]);
    // The lesson carries its course's language, so the suggestion marks its title with it.
    expect(withLesson.body.lessons[0].language).toBe("hi");
    expect(withLesson.body.courses[0].lesson_count).toBe(5);

    await env.DB.prepare("UPDATE courses SET title = 'Renamed course', title_key = 'renamed course' WHERE id = ?").bind(course.id).run();
    const renamed = await search("anonymous", word);
    expect(renamed.body.courses).toEqual([]);
    expect(renamed.body.lessons[0].course_title).toBe("Renamed course");
  });
});

describe("stories are read without the columns they do not show", () => {
  /** The SQL a request sends to D1 (tests/helpers/d1-trips.ts). */
  async function queriesOf(host: string, path: string): Promise<string[]> {
    const counting = countingD1(env.DB);
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`http://${host}${path}`, { headers: { Host: host, "Cache-Control": "no-cache" } }), { ...env, DB: counting.d1 } as Env, ctx);
    await res.arrayBuffer();
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    return counting.queries;
  }

  it("no read asks for a story's plain-text body, and a search hit's read asks for neither body", async () => {
    const word = unique("quokka").toLowerCase();
    const story = await insertStory(`${word} days`, `a long day with a ${word} ${"and more words ".repeat(200)}`);
    const host = callers.anonymous.host;
    const searched = await queriesOf(host, `/api/combined/?search=${word}`);
    const listed = await queriesOf(host, "/api/stories/");
    const opened = await queriesOf(host, `/api/stories/${story.id}`);
    const storyReads = [...searched, ...listed, ...opened].filter((q) => q.includes(`from "stories"`) || q.includes(`join "stories"`));
    expect(storyReads.length).toBeGreaterThanOrEqual(3);
    for (const q of storyReads) expect(q).not.toContain(`"body_text"`);
    expect(searched.filter((q) => q.includes(`"stories"`)).join("\n")).not.toContain(`"body_html"`);
    // The list and the story's page still send the body they show.
    expect(listed.join("\n")).toContain(`"body_html"`);
    expect(opened.join("\n")).toContain(`"body_html"`);
  });
});
