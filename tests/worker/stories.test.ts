import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookVisibility } from "../../worker/contracts/books";
import type { StoryStatus } from "../../worker/contracts/stories";
import { classStudents, reactions, staffActions, stories, storyReads } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { htmlToText, sanitizeHtml } from "../../worker/lib/sanitize-html";
import { SEARCH_CANDIDATES } from "../../worker/library/books/book-search";
import { call, type CallOptions } from "../helpers/api";
import { addStudents, createClass, createUser, db, signIn, unique } from "../helpers/factories";
import { createViewerWorld } from "../helpers/viewers";
import { pngFile } from "../helpers/images";

describe("sanitizeHtml (story bodies)", () => {
  it("keeps the allowed formatting as written", async () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong>, <em>it</em>, <u>u</u> and <s>s</s>.<br></p><blockquote>q</blockquote><ul><li>a</li></ul><ol><li>b</li></ol><h3>x</h3>';
    expect(await sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ['<img src=x onerror="alert(1)">', ""],
    ['<img src="https://cdn.example.org/a.png" onerror="alert(1)" style="x" alt="A &quot;cat&quot;">', '<img src="https://cdn.example.org/a.png" alt="A &quot;cat&quot;">'],
    ['<img src="/api/files/tenants/t1/a.png">', '<img src="/api/files/tenants/t1/a.png">'],
    ['<img src="http://insecure.example.org/a.png">', ""],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ""],
    ['<img src="/api/files/../../evil">', ""],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="https://example.org/?a=1&amp;b=2" target="_blank" onclick="x()">x</a>', '<a href="https://example.org/?a=1&amp;b=2" rel="noopener">x</a>'],
    ['<a href="mailto:hi@example.org">mail</a>', '<a href="mailto:hi@example.org" rel="noopener">mail</a>'],
    ['<p style="background:url(javascript:alert(1))" class="x" id="y">t</p>', "<p>t</p>"],
    ['<div onmouseover="alert(1)"><span>kept text</span></div>', "kept text"],
    ["<svg><script>alert(1)</script></svg><p>a</p>", "<p>a</p>"],
    ["<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math>", ""],
    ['<iframe src="https://evil.example.org"></iframe>', ""],
    ["<style>p{color:red}</style><p>a</p>", "<p>a</p>"],
    ["<!-- <script>alert(1)</script> --><p>a</p>", "<p>a</p>"],
    ["<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>", '"></noscript>'],
    ['<textarea><img src=x onerror=alert(1)></textarea>', ""],
    ["<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>", "<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>"],
    ['<form action="https://evil"><input name="x"><button>go</button></form>', ""],
    ['<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">', ""],
    ['<P ONCLICK="x()">Up</P>', "<P>Up</P>"],
  ])("%s", async (input, expected) => {
    const out = await sanitizeHtml(input);
    expect(out).toBe(expected);
    expect(out.toLowerCase()).not.toMatch(/<script|javascript:|onerror|onclick|onmouseover|<iframe|<svg/);
    // Every start tag left is one of the allowed elements.
    for (const [, tag] of out.matchAll(/<([a-z0-9]+)/gi)) expect(["p", "h2", "h3", "strong", "em", "u", "s", "blockquote", "ul", "ol", "li", "a", "br", "img"]).toContain(tag.toLowerCase());
  });

  it.each([
    ['<p>a<img src="https://tracker.example.org/pixel.gif" alt="x"></p>', "<p>a</p>"],
    ['<img src="https://cdn.example.org/a.png" alt="A cat">', ""],
    ['<img src="HTTPS://CDN.EXAMPLE.ORG/a.png">', ""],
    ['<img src="http://insecure.example.org/a.png">', ""],
    ['<img src="//tracker.example.org/api/files/x.png">', ""],
    ['<img src="/api/files/tenants/t1/covers/abc.png" alt="Our garden">', '<img src="/api/files/tenants/t1/covers/abc.png" alt="Our garden">'],
    // Pasted from a page of this platform: the browser made the address absolute; its path is kept.
    ['<img src="https://greenfield.example.org/api/files/tenants/t1/covers/abc.png">', '<img src="/api/files/tenants/t1/covers/abc.png">'],
    ['<img src="http://greenfield.localhost:8872/api/files/tenants/t1/covers/abc.png">', '<img src="/api/files/tenants/t1/covers/abc.png">'],
    ['<img src="https://evil.example.org/api/files/../../steal">', ""],
    ['<img src="/api/files/../x">', ""],
    ['<img srcset="https://tracker.example.org/p.gif 1x" src="/api/files/t/a.png">', '<img src="/api/files/t/a.png">'],
  ])("a story keeps only this platform's pictures: %s", async (input, expected) => {
    expect(await sanitizeHtml(input, "story")).toBe(expected);
  });

  it("the search text drops the markup", async () => {
    expect(htmlToText(await sanitizeHtml("<h2>The Fox</h2><p>ran &amp; hid</p>"))).toBe("The Fox ran & hid");
  });
});

const VIEWERS = ["anonymous", "community", "author", "another student", "teacher of the class", "another teacher", "school admin", "staff", "other tenant"] as const;
type Viewer = (typeof VIEWERS)[number];
const COMMUNITY_PASSWORD = "community-stories-2026";
let tenantA: string;
let authorId: string;
let classId: string;
let otherClassId: string;
/** A pupil of "another teacher"'s class (not the teacher of the class's). */
let otherPupilId: string;
const callers = {} as Record<Viewer, { host: string; token?: string; headers?: Record<string, string>; id?: string }>;

beforeAll(async () => {
  const world = await createViewerWorld({ communityPassword: COMMUNITY_PASSWORD, otherTenantRole: "school_admin" });
  const v = world.viewers;
  tenantA = world.tenantA;
  classId = world.classId;
  otherClassId = world.otherClassId;
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
  // A second teacher of school A, with a class of their own whose pupil is not the author.
  const teacher2 = await createUser({ tenantId: tenantA, role: "teacher" });
  const class2 = await createClass(tenantA, { teacherId: teacher2.id });
  const [pupil2] = await addStudents(tenantA, class2.id, [["Pu", "Pil"]]);
  otherPupilId = pupil2.id;
  callers["another teacher"] = { host: v.teacher.host, token: (await signIn(v.teacher.host, teacher2.username)).access, id: teacher2.id };
});

const as = (who: Viewer, path: string, opts: CallOptions = {}) => call(callers[who].host, `/api${path}`, { token: callers[who].token, headers: callers[who].headers, ...opts });

async function insertStory(values: Partial<typeof stories.$inferInsert> = {}) {
  const title = values.title ?? unique("Story ");
  const [row] = await db()
    .insert(stories)
    .values({ id: newId("sty"), tenantId: tenantA, title, slug: unique("story-"), bodyHtml: "<p>Once upon a time</p>", bodyText: `${title} Once upon a time`, authorId, visibility: "public", status: "published", ...values })
    .returning();
  return row;
}

const SEES: Record<BookVisibility | "pending_review" | "draft" | "rejected", Viewer[]> = {
  public: [...VIEWERS],
  community: ["community", "author", "another student", "teacher of the class", "another teacher", "school admin", "staff"],
  private: ["author", "teacher of the class", "school admin", "staff"],
  // Sent for review: the teachers of the author's classes review it too; a draft or a story sent back is not theirs to read.
  pending_review: ["author", "teacher of the class", "school admin", "staff"],
  draft: ["author", "school admin", "staff"],
  rejected: ["author", "school admin", "staff"],
};
const KINDS = ["public", "community", "private", "pending_review", "draft", "rejected"] as const;
const CASES = VIEWERS.flatMap((viewer) => KINDS.map((kind) => ({ viewer, kind, sees: SEES[kind].includes(viewer) })));

describe.each(CASES)("$viewer × $kind story (sees: $sees)", ({ viewer, kind, sees }) => {
  it("detail, list and search", async () => {
    const unpublished = kind === "pending_review" || kind === "draft" || kind === "rejected";
    const status: StoryStatus = unpublished ? kind : "published";
    const title = unique("Lighthouse ");
    const story = await insertStory({ title, status, visibility: unpublished ? "public" : kind, classId });
    const detail = await as(viewer, `/stories/${story.id}/`);
    expect(detail.status).toBe(sees ? 200 : 404);
    if (!sees) expect(detail.body.error).toMatchObject({ code: "NOT_FOUND", message: "Story not found" });
    const list = await as(viewer, `/stories/?status=any&limit=50&search=${encodeURIComponent(title)}`);
    expect(list.status).toBe(200);
    expect(list.body.results.map((r: { id: string }) => r.id)).toEqual(sees ? [story.id] : []);
  });
});

describe("stories CRUD", () => {
  it("a student writes a sanitised draft, submits it, and the school admin approves it", async () => {
    const created = await as("author", "/stories/", {
      method: "POST",
      json: { title: "My Summer", body_html: '<p onclick="x()">Hot <strong>days</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>', class_id: classId, visibility: "community" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: "My Summer", status: "draft", visibility: "community", class_id: classId, author: { id: authorId }, tenant_id: tenantA });
    expect(created.body.body_html).toBe('<p>Hot <strong>days</strong></p><a rel="noopener">x</a>');
    const row = await db().select().from(stories).where(eq(stories.id, created.body.id)).get();
    expect(row!.bodyHtml).not.toContain("script");
    const id = created.body.id;
    expect((await as("another student", `/stories/${id}/`)).status).toBe(404);
    // A draft is the pupil's own until they send it: not even their teacher reads it.
    expect((await as("teacher of the class", `/stories/${id}/`)).status).toBe(404);
    expect((await as("school admin", `/stories/${id}/approve`, { method: "POST" })).status).toBe(409);
    const submitted = await as("author", `/stories/${id}/`, { method: "PATCH", json: { status: "pending_review", body_html: "<h2>Hot</h2><p>days <img src=x onerror=alert(1)></p>" } });
    expect(submitted.body).toMatchObject({ status: "pending_review", body_html: "<h2>Hot</h2><p>days </p>" });
    expect((await as("author", `/stories/${id}/approve`, { method: "POST" })).status).toBe(403);
    expect((await as("another teacher", `/stories/${id}/approve`, { method: "POST" })).status).toBe(404);
    expect((await as("other tenant", `/stories/${id}/approve`, { method: "POST" })).status).toBe(404);
    const approved = await as("school admin", `/stories/${id}/approve`, { method: "POST" });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("published");
    expect(approved.body.published_at).not.toBeNull();
    expect((await as("another student", `/stories/${id}/`)).status).toBe(200);
    // The author may no longer change a published story.
    expect((await as("author", `/stories/${id}/`, { method: "PATCH", json: { title: "Changed" } })).status).toBe(403);
  });

  it("keeps only pictures this platform serves: another site's are dropped on save (create and edit) and not shown from a story stored with them", async () => {
    const own = `/api/files/tenants/${tenantA}/covers/abc123.png`;
    const body = `<p>Look</p><img src="https://tracker.example.org/p.gif?child=1"><img src="${own}" alt="Our pond"><p><img src="https://greenfield.example.org${own}"></p>`;
    const kept = `<p>Look</p><img src="${own}" alt="Our pond"><p><img src="${own}"></p>`;
    const created = await as("author", "/stories/", { method: "POST", json: { title: "Pond life", body_html: body } });
    expect(created.status).toBe(201);
    expect(created.body.body_html).toBe(kept);
    expect((await db().select().from(stories).where(eq(stories.id, created.body.id)).get())!.bodyHtml).toBe(kept);
    const edited = await as("author", `/stories/${created.body.id}/`, { method: "PATCH", json: { body_html: '<p>Again</p><img src="https://cdn.example.org/cat.png" alt="cat">' } });
    expect(edited.body.body_html).toBe("<p>Again</p>");
    expect((await db().select().from(stories).where(eq(stories.id, created.body.id)).get())!.bodyHtml).toBe("<p>Again</p>");

    // Saved before stories dropped other sites' pictures: readers never get the address.
    const title = unique("Tracked ");
    const old = await insertStory({ title, bodyHtml: `<p>Hello</p><img src="https://tracker.example.org/p.gif" alt="x"><img src="${own}">`, classId });
    const shown = `<p>Hello</p><img src="${own}">`;
    for (const who of ["anonymous", "author", "school admin"] as const) {
      expect((await as(who, `/stories/${old.id}/`)).body.body_html).toBe(shown);
      expect((await as(who, `/stories/${old.slug}/`)).body.body_html).toBe(shown);
      const list = await as(who, `/stories/?search=${encodeURIComponent(title)}`);
      expect(list.body.results.map((r: { body_html: string }) => r.body_html)).toEqual([shown]);
    }
    expect((await as("author", `/stories/?author=${authorId}&status=any&limit=50`)).body.results.map((r: { body_html: string }) => r.body_html).join("")).not.toContain("tracker.example.org");
  });

  it("the author sets, replaces and removes a cover; the old picture leaves storage; others cannot", async () => {
    const created = await as("author", "/stories/", { method: "POST", json: { title: "Covered", body_html: "<p>x</p>" } });
    const id = created.body.id;
    const upload = (who: Viewer, file: File) => {
      const form = new FormData();
      form.set("file", file);
      return as(who, `/stories/${id}/cover/`, { method: "POST", form });
    };
    const first = await upload("author", pngFile("cover.png"));
    expect(first.status).toBe(200);
    expect(first.body.cover).toMatch(new RegExp(`^/api/files/tenants/${tenantA}/covers/[a-z0-9]+\\.png$`));
    const firstKey = first.body.cover.replace("/api/files/", "");
    expect(await env.FILES.head(firstKey)).not.toBeNull();
    expect((await upload("author", new File(["GIF89a"], "x.gif", { type: "image/gif" }))).status).toBe(415);
    expect((await upload("another student", pngFile())).status).toBe(404);
    const second = await upload("author", pngFile("new.png"));
    expect(second.body.cover).not.toBe(first.body.cover);
    expect(await env.FILES.head(firstKey)).toBeNull();
    const removed = await as("author", `/stories/${id}/cover/`, { method: "DELETE" });
    expect(removed.body.cover).toBeNull();
    expect(await env.FILES.head(second.body.cover.replace("/api/files/", ""))).toBeNull();
  });

  it("a story is found by its slug as well as its id, under the same visibility", async () => {
    const created = await as("author", "/stories/", { method: "POST", json: { title: "Slug Trail", body_html: "<p>x</p>" } });
    expect(created.body.slug).toMatch(/^slug-trail-/);
    const bySlug = await as("author", `/stories/${created.body.slug}/`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.id).toBe(created.body.id);
    expect((await as("another student", `/stories/${created.body.slug}/`)).status).toBe(404);
    expect((await as("other tenant", `/stories/${created.body.slug}/`)).status).toBe(404);
    expect((await as("author", "/stories/no-such-slug-zzzz/")).status).toBe(404);
  });

  it("an empty story stays a draft: it cannot be sent for review", async () => {
    const draft = await as("author", "/stories/", { method: "POST", json: { title: "Blank page", body_html: "" } });
    expect(draft.status).toBe(201);
    expect(draft.body.status).toBe("draft");
    const submit = await as("author", `/stories/${draft.body.id}/`, { method: "PATCH", json: { status: "pending_review" } });
    expect(submit.status).toBe(400);
    expect(submit.body.error.fields).toEqual({ body_html: ["Write your story before sending it for review"] });
    const onlyMarkup = await as("author", `/stories/${draft.body.id}/`, { method: "PATCH", json: { status: "pending_review", body_html: "<p> </p><p><br></p>" } });
    expect(onlyMarkup.status).toBe(400);
    const direct = await as("author", "/stories/", { method: "POST", json: { title: "Blank", body_html: "<p></p>", status: "pending_review" } });
    expect(direct.status).toBe(400);
    expect(direct.body.error.fields.body_html).toEqual(["Write your story before sending it for review"]);
    const ok = await as("author", `/stories/${draft.body.id}/`, { method: "PATCH", json: { status: "pending_review", body_html: "<p>Words</p>" } });
    expect(ok.body).toMatchObject({ status: "pending_review", body_html: "<p>Words</p>" });
  });

  it("remembers when a story was sent for review, not when it last changed", async () => {
    const draft = await as("author", "/stories/", { method: "POST", json: { title: "Snow day", body_html: "<p>Cold</p>" } });
    expect(draft.body.submitted_at).toBeNull();
    const sent = await as("author", `/stories/${draft.body.id}/`, { method: "PATCH", json: { status: "pending_review" } });
    expect(sent.body.submitted_at).toBe(sent.body.updated_at);
    await new Promise((r) => setTimeout(r, 5));
    const edited = await as("author", `/stories/${draft.body.id}/`, { method: "PATCH", json: { title: "Snow day!" } });
    expect(edited.body.updated_at > sent.body.updated_at).toBe(true);
    expect(edited.body.submitted_at).toBe(sent.body.submitted_at);
    // Written and sent at once.
    const direct = await as("author", "/stories/", { method: "POST", json: { title: "Ice", body_html: "<p>Slippery</p>", status: "pending_review" } });
    expect(direct.body.submitted_at).not.toBeNull();
  });

  it("staff reject with a reason; the author resubmits", async () => {
    const story = await insertStory({ status: "pending_review" });
    expect((await as("staff", `/stories/${story.id}/reject`, { method: "POST", json: {} })).status).toBe(400);
    const rejected = await as("staff", `/stories/${story.id}/reject`, { method: "POST", json: { reason: "Add an ending" } });
    expect(rejected.body).toMatchObject({ status: "rejected", rejection_reason: "Add an ending" });
    expect((await as("staff", `/stories/${story.id}/reject`, { method: "POST", json: { reason: "again" } })).status).toBe(409);
    const again = await as("author", `/stories/${story.id}/`, { method: "PATCH", json: { status: "pending_review" } });
    expect(again.body).toMatchObject({ status: "pending_review", rejection_reason: null });
  });

  it("keeps the story's own language: set on writing, changed, answered in detail and list; a bad code is refused with nothing written", async () => {
    const title = `Chand ${unique("s")}`;
    const bad = await as("author", "/stories/", { method: "POST", json: { title, body_html: "<p>x</p>", language: "hindi!" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ language: ["Enter a language code such as en or pt-br"] });
    expect(await db().select().from(stories).where(eq(stories.title, title)).all()).toEqual([]);

    const unknown = await as("author", "/stories/", { method: "POST", json: { title: `${title} 2`, body_html: "<p>x</p>" } });
    expect(unknown.body.language).toBeNull();
    const created = await as("author", "/stories/", { method: "POST", json: { title, body_html: "<p>चाँद</p>", language: "HI", visibility: "public" } });
    expect(created.status).toBe(201);
    expect(created.body.language).toBe("hi");
    const id = created.body.id;
    const refused = await as("author", `/stories/${id}/`, { method: "PATCH", json: { title: "Changed", language: "x" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty("language");
    expect(await db().select({ title: stories.title, language: stories.language }).from(stories).where(eq(stories.id, id)).get()).toEqual({ title, language: "hi" });
    expect((await as("author", `/stories/${id}/`, { method: "PATCH", json: { language: "ar" } })).body.language).toBe("ar");
    expect((await as("author", `/stories/${id}/`)).body.language).toBe("ar");
    const listed = await as("author", `/stories/?status=any&author=${authorId}&search=${encodeURIComponent(title)}`);
    expect(listed.body.results.find((r: { id: string }) => r.id === id)).toMatchObject({ language: "ar" });
    expect((await as("author", `/stories/${id}/`, { method: "PATCH", json: { language: "" } })).body.language).toBeNull();
  });

  it("a pupil's story is filed under their class when they are in exactly one, so the class's totals count it; in two classes or none it has none", async () => {
    type ClassStats = { class_id: string; uploads: number; students: { student_id: string; uploads: number }[] };
    const classTotals = async () => {
      const res = await as("teacher of the class", "/teacher/blog-stats/");
      expect(res.status).toBe(200);
      const cls = (res.body.classes as ClassStats[]).find((c) => c.class_id === classId)!;
      return { cls: cls.uploads, pupil: cls.students.find((s) => s.student_id === authorId)!.uploads };
    };
    const before = await classTotals();
    const created = await as("author", "/stories/", { method: "POST", json: { title: "Our pond", body_html: "<p>Frogs</p>" } });
    expect(created.status).toBe(201);
    expect(created.body.class_id).toBe(classId);
    expect((await db().select().from(stories).where(eq(stories.id, created.body.id)).get())!.classId).toBe(classId);
    expect(await classTotals()).toEqual({ cls: before.cls + 1, pupil: before.pupil + 1 });

    // In two active classes: which one is a guess, so none (an archived class does not count).
    const [twice] = await addStudents(tenantA, classId, [["Two", "Classes"]]);
    await db().insert(classStudents).values({ tenantId: tenantA, classId: otherClassId, studentId: twice.id });
    const twiceToken = (await signIn(callers.author.host, twice.username)).access;
    const write = (token: string) => call(callers.author.host, "/api/stories/", { method: "POST", token, json: { title: "Mine", body_html: "<p>x</p>" } });
    expect((await write(twiceToken)).body.class_id).toBeNull();
    const archived = await createClass(tenantA, { archived: true });
    const [once] = await addStudents(tenantA, archived.id, [["Once", "Archived"]]);
    await db().insert(classStudents).values({ tenantId: tenantA, classId: otherClassId, studentId: once.id });
    expect((await write((await signIn(callers.author.host, once.username)).access)).body.class_id).toBe(otherClassId);
    // A teacher still files a story under a class only by choosing one.
    const teacherStory = await as("teacher of the class", "/stories/", { method: "POST", json: { title: "T", body_html: "<p>x</p>", class_id: classId } });
    expect(teacherStory.body.class_id).toBe(classId);
  });

  it("validates input and the class", async () => {
    const missing = await as("author", "/stories/", { method: "POST", json: { title: "" } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(["body_html", "title"]);
    const notMine = await as("author", "/stories/", { method: "POST", json: { title: "T", body_html: "<p>x</p>", class_id: otherClassId } });
    expect(notMine.status).toBe(400);
    expect(notMine.body.error.fields.class_id).toBeDefined();
    expect((await as("author", "/stories/", { method: "POST", json: { title: "T", body_html: "<p>x</p>", status: "published" } })).status).toBe(400);
    expect((await as("anonymous", "/stories/", { method: "POST", json: { title: "T", body_html: "x" } })).status).toBe(401);
    expect((await as("community", "/stories/", { method: "POST", json: { title: "T", body_html: "x" } })).status).toBe(401);
  });

  it("delete: the author while unpublished, school admins any; others 403/404; reactions go too", async () => {
    const draft = await insertStory({ status: "draft" });
    expect((await as("another student", `/stories/${draft.id}/`, { method: "DELETE" })).status).toBe(404);
    expect((await as("author", `/stories/${draft.id}/`, { method: "DELETE" })).status).toBe(204);
    expect(await db().select().from(stories).where(eq(stories.id, draft.id)).get()).toBeUndefined();
    const published = await insertStory();
    expect((await as("another student", `/stories/${published.id}/`, { method: "DELETE" })).status).toBe(403);
    expect((await as("other tenant", `/stories/${published.id}/`, { method: "DELETE" })).status).toBe(403);
    expect((await as("another student", "/reactions/", { method: "POST", json: { item_type: "story", item_id: published.id, reaction: "clap" } })).status).toBe(200);
    expect((await as("school admin", `/stories/${published.id}/`, { method: "DELETE" })).status).toBe(204);
    expect(await db().select().from(reactions).where(eq(reactions.itemId, published.id)).all()).toHaveLength(0);
  });

  it("search ranks title matches first and matches prefixes", async () => {
    const word = unique("Penguin").toLowerCase();
    const inBody = await insertStory({ title: unique("Ice "), bodyText: `a tale about ${word}s` });
    const inTitle = await insertStory({ title: `${word} parade`, bodyText: "march" });
    const res = await as("anonymous", `/stories/?search=${word.slice(0, 12)}`);
    expect(res.body.results.map((r: { id: string }) => r.id)).toEqual([inTitle.id, inBody.id]);
  });

  it("search ranks the newest SEARCH_CANDIDATES matches (a flat cost at any size); a narrower search finds older stories", async () => {
    const word = unique("Narwhal").toLowerCase();
    // The oldest match is the best by bm25 (the word alone as its title); SEARCH_CANDIDATES newer ones mention it in their body.
    const oldest = await insertStory({ title: word, bodyText: `${word} lagoon`, createdAt: Date.UTC(2019, 0, 1) });
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO stories (id, tenant_id, title, slug, body_html, body_text, author_id, visibility, status, created_at, updated_at)
       SELECT 'sty_window_' || ?2 || '_' || i, ?3, 'Sea ' || i, 'sea-' || ?2 || '-' || i, '', 'a ' || ?2 || ' swims ' || i, ?4, 'public', 'published', ?5 + i * 60000, ?5 + i * 60000 FROM n`,
    )
      .bind(SEARCH_CANDIDATES, word, tenantA, authorId, Date.UTC(2020, 0, 1))
      .run();
    const res = await as("anonymous", `/stories/?search=${word}&limit=5`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(SEARCH_CANDIDATES);
    expect(res.body.results.map((r: { id: string }) => r.id)).not.toContain(oldest.id);
    const narrower = await as("anonymous", `/stories/?search=${word}%20lagoon`);
    expect(narrower.body.results.map((r: { id: string }) => r.id)).toEqual([oldest.id]);
  });

  it("?view=card: the same list as cards — no body, the first words cut at a word instead; the pupil outside their school is a first name and an initial", async () => {
    const bodyHtml = `<p>Once upon a time <strong>a fox</strong> met a heron.</p><ul><li>Fox</li><li>Heron</li></ul><p>${"They talked all day. ".repeat(20)}</p>`;
    const long = await insertStory({ bodyHtml, bodyText: htmlToText(bodyHtml) });
    const short = await insertStory({ bodyHtml: "<p>The end.</p>", bodyText: "The end." });
    for (const who of ["other tenant", "anonymous"] as const) {
      const [whole, cards] = await Promise.all([as(who, "/stories/?limit=50"), as(who, "/stories/?limit=50&view=card")]);
      expect(cards.status).toBe(200);
      expect(cards.body.count).toBe(whole.body.count);
      expect(cards.body.results.map((r: { id: string }) => r.id)).toEqual(whole.body.results.map((r: { id: string }) => r.id));
      // A card is the whole story but its body, with an excerpt.
      cards.body.results.forEach((card: Record<string, unknown>, i: number) => {
        const { body_html: _body, ...rest } = whole.body.results[i];
        expect(card).toEqual({ ...rest, excerpt: expect.any(String) });
      });
      expect(JSON.stringify(cards.body)).not.toMatch(/body_html|body_text|<p>|<strong>/);
      const longCard = cards.body.results.find((r: { id: string }) => r.id === long.id);
      expect(longCard.excerpt).toMatch(/^Once upon a time a fox met a heron\. Fox Heron They talked all day\. .*\S…$/);
      expect(Array.from(longCard.excerpt as string).length).toBeLessThanOrEqual(161);
      expect(longCard.author).toEqual({ id: null, first_name: "Au", last_name: "T." });
      expect(cards.body.results.find((r: { id: string }) => r.id === short.id).excerpt).toBe("The end.");
    }
    // A search's cards, and a school adult's (the pupil's full name), follow the same rules.
    const word = long.title.split(" ")[1];
    const found = await as("school admin", `/stories/?search=${encodeURIComponent(word)}&view=card`);
    expect(found.body.results).toEqual([expect.objectContaining({ id: long.id, author: { id: authorId, first_name: "Au", last_name: "Thor" }, excerpt: expect.stringMatching(/^Once upon a time/) })]);
    expect(found.body.results[0]).not.toHaveProperty("body_html");
  });

  it("reactions on stories follow the story's visibility", async () => {
    const secret = await insertStory({ visibility: "private" });
    const toggle = (who: Viewer) => as(who, "/reactions/", { method: "POST", json: { item_type: "story", item_id: secret.id, reaction: "wow" } });
    expect((await toggle("another student")).status).toBe(404);
    expect((await toggle("other tenant")).status).toBe(404);
    const ok = await toggle("teacher of the class");
    expect(ok.status).toBe(200);
    expect(ok.body.results.find((r: { reaction: string }) => r.reaction === "wow")).toEqual({ reaction: "wow", count: 1, reacted_by_me: true });
    const stats = await as("author", `/reactions/stats/?item_type=story&item_id=${secret.id}`);
    expect(stats.body.results.find((r: { reaction: string }) => r.reaction === "wow")).toEqual({ reaction: "wow", count: 1, reacted_by_me: false });
  });
});

describe("teachers review the stories their pupils send", () => {
  const auditOf = (storyId: string) => db().select().from(staffActions).where(eq(staffActions.targetId, storyId)).all();
  const pendingIds = async (who: Viewer) => {
    const res = await as(who, "/stories/?status=pending_review&limit=50");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.results.length);
    return res.body.results.map((r: { id: string }) => r.id) as string[];
  };

  it("the queue: the pupils' submitted stories (full name for the school's adults), not drafts, not other classes' pupils, not other schools'", async () => {
    const mine = await insertStory({ status: "pending_review", visibility: "private", classId: null });
    const draft = await insertStory({ status: "draft" });
    const theirs = await insertStory({ status: "pending_review", authorId: otherPupilId });
    const teacherQueue = await pendingIds("teacher of the class");
    expect(teacherQueue).toContain(mine.id);
    expect(teacherQueue).not.toContain(draft.id);
    expect(teacherQueue).not.toContain(theirs.id);
    const otherQueue = await pendingIds("another teacher");
    expect(otherQueue).toContain(theirs.id);
    expect(otherQueue).not.toContain(mine.id);
    expect(await pendingIds("school admin")).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await pendingIds("other tenant")).not.toContain(mine.id);
    const detail = await as("teacher of the class", `/stories/${mine.id}/`);
    expect(detail.body).toMatchObject({ status: "pending_review", author: { id: authorId, first_name: "Au", last_name: "Thor" } });
    // Reviewing is not editing: the teacher may not change or delete the pupil's story.
    expect((await as("teacher of the class", `/stories/${mine.id}/`, { method: "PATCH", json: { title: "Mine now" } })).status).toBe(403);
    expect((await as("teacher of the class", `/stories/${mine.id}/`, { method: "DELETE" })).status).toBe(403);
  });

  it("the pupil's teacher rejects with a reason the pupil reads, then approves the resubmitted story; each decision is in the action log", async () => {
    const story = await insertStory({ status: "pending_review", visibility: "community" });
    expect((await as("teacher of the class", `/stories/${story.id}/reject`, { method: "POST", json: { reason: " " } })).status).toBe(400);
    expect((await as("another teacher", `/stories/${story.id}/reject`, { method: "POST", json: { reason: "No" } })).status).toBe(404);
    expect((await as("other tenant", `/stories/${story.id}/reject`, { method: "POST", json: { reason: "No" } })).status).toBe(404);
    const rejected = await as("teacher of the class", `/stories/${story.id}/reject`, { method: "POST", json: { reason: "Please add an ending." } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ id: story.id, status: "rejected", rejection_reason: "Please add an ending." });
    expect((await as("author", `/stories/${story.id}/`)).body).toMatchObject({ status: "rejected", rejection_reason: "Please add an ending." });
    // Sent back, it is the pupil's again until they send it anew.
    expect((await as("teacher of the class", `/stories/${story.id}/`)).status).toBe(404);
    expect(await pendingIds("teacher of the class")).not.toContain(story.id);

    expect((await as("author", `/stories/${story.id}/`, { method: "PATCH", json: { status: "pending_review", body_html: "<p>The end.</p>" } })).status).toBe(200);
    expect(await pendingIds("teacher of the class")).toContain(story.id);
    const approved = await as("teacher of the class", `/stories/${story.id}/approve`, { method: "POST" });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "published", rejection_reason: null });
    expect((await as("another student", `/stories/${story.id}/`)).status).toBe(200);
    expect((await as("teacher of the class", `/stories/${story.id}/approve`, { method: "POST" })).status).toBe(409);

    const log = await auditOf(story.id);
    expect(log.map((e) => [e.action, e.actorId, e.actorRole, e.tenantId, e.targetType, e.targetLabel]).sort()).toEqual([
      ["story.approve", callers["teacher of the class"].id, "teacher", tenantA, "story", story.title],
      ["story.reject", callers["teacher of the class"].id, "teacher", tenantA, "story", story.title],
    ]);
    expect(JSON.parse(log.find((e) => e.action === "story.reject")!.detail!)).toEqual({ reason: "Please add an ending." });
  });

  it("a school admin's review is logged too; a refused or repeated review writes nothing", async () => {
    const story = await insertStory({ status: "pending_review" });
    expect((await as("author", `/stories/${story.id}/approve`, { method: "POST" })).status).toBe(403);
    expect((await as("school admin", `/stories/${story.id}/approve`, { method: "POST" })).status).toBe(200);
    expect((await as("school admin", `/stories/${story.id}/reject`, { method: "POST", json: { reason: "Late" } })).status).toBe(409);
    expect((await auditOf(story.id)).map((e) => [e.action, e.actorRole])).toEqual([["story.approve", "school_admin"]]);
  });

  it("a teacher does not review their own story, nor a pupil's who has left their class", async () => {
    const own = await insertStory({ status: "pending_review", authorId: callers["teacher of the class"].id });
    expect((await as("teacher of the class", `/stories/${own.id}/approve`, { method: "POST" })).status).toBe(403);
    // A pupil of the teacher's class for now only: once out of the class, their stories are not the teacher's to read.
    const [leaver] = await addStudents(tenantA, classId, [["Le", "Aver"]]);
    const story = await insertStory({ status: "pending_review", authorId: leaver.id });
    expect(await pendingIds("teacher of the class")).toContain(story.id);
    await db().delete(classStudents).where(eq(classStudents.studentId, leaver.id));
    expect(await pendingIds("teacher of the class")).not.toContain(story.id);
    expect((await as("teacher of the class", `/stories/${story.id}/approve`, { method: "POST" })).status).toBe(404);
    expect(await auditOf(own.id)).toEqual([]);
  });
});

describe("POST /api/stories/{id}/read", () => {
  const CASES: { who: Viewer; visibility: BookVisibility; status: number }[] = [
    { who: "anonymous", visibility: "public", status: 401 },
    { who: "community", visibility: "community", status: 200 },
    { who: "community", visibility: "private", status: 404 },
    { who: "author", visibility: "private", status: 200 },
    { who: "another student", visibility: "private", status: 404 },
    { who: "teacher of the class", visibility: "private", status: 200 },
    { who: "school admin", visibility: "private", status: 200 },
    { who: "staff", visibility: "private", status: 200 },
    { who: "other tenant", visibility: "community", status: 404 },
    { who: "other tenant", visibility: "public", status: 200 },
  ];
  it.each(CASES)("$who on a $visibility story → $status", async ({ who, visibility, status }) => {
    const story = await insertStory({ visibility, classId });
    const res = await as(who, `/stories/${story.id}/read`, { method: "POST", address: `192.0.2.${Math.floor(Math.random() * 250)}` });
    expect(res.status).toBe(status);
    const rows = await db().select().from(storyReads).where(eq(storyReads.storyId, story.id)).all();
    if (status === 200) {
      expect(res.body).toEqual({ recorded: true, reads: 1 });
      expect(rows).toMatchObject([{ userId: callers[who].id ?? null, tenantId: tenantA }]);
    } else {
      expect(rows).toHaveLength(0);
    }
  });

  it("counts a reader once an hour; drafts are not counted", async () => {
    const story = await insertStory();
    expect((await as("author", `/stories/${story.id}/read`, { method: "POST" })).body).toEqual({ recorded: true, reads: 1 });
    expect((await as("author", `/stories/${story.id}/read`, { method: "POST" })).body).toEqual({ recorded: false, reads: 1 });
    expect((await as("staff", `/stories/${story.id}/read`, { method: "POST" })).body).toEqual({ recorded: true, reads: 2 });
    const draft = await insertStory({ status: "draft" });
    expect((await as("author", `/stories/${draft.id}/read`, { method: "POST" })).body).toEqual({ recorded: false, reads: 0 });
  });
});
