import { and, asc, count, desc, eq, or, sql } from "drizzle-orm";
import type { RejectInput } from "../../contracts/book-moderation";
import { STORY_MESSAGES, type StoryCardOut, type StoryCreateInput, type StoryListQuery, type StoryOut, type StoryUpdateInput } from "../../contracts/stories";
import { classStudents, classes, stories, users, type Story } from "../../db/schema";
import { prepareAuditEntryIf } from "../../platform";
import type { AuthUser } from "../../env";
import { readBatch, tenantScope } from "../../lib/db";
import { AppError, fieldError } from "../../lib/errors";
import { said } from "../../lib/said";
import { STATUS_WORDS, VERBS } from "../books/book-moderation.service";
import { newId } from "../../lib/ids";
import { deleteObjects, replaceImage } from "../../lib/storage";
import { htmlToText, sanitizeHtml } from "../../lib/sanitize-html";
import { ftsPrefixQuery, SEARCH_CANDIDATES } from "../books/book-search";
import { canManageItem, isLibrarian, visibleStories, type LibraryContext } from "../books/book-visibility";
import { assertClass, slugify } from "../books/books.service";
import { knownClassSql, knownPersonSql } from "../../lib/people";
import { STORY_NOT_FOUND, presentStory, storyListSelection, storyRows, toStoryCardOut } from "./story-presenter";
import { storyMatches } from "./story-search";

/**
 * GET /stories: what the caller may see, published unless ?status=; each story whole, or with
 * ?view=card as a card (no body: a shelf of six cards would otherwise carry six whole stories).
 */
export async function listStories(ctx: LibraryContext, q: StoryListQuery): Promise<{ total: number; results: StoryOut[] | StoryCardOut[] }> {
  const card = q.view === "card";
  const { total, rows } = await readStoryList(ctx, q, storyListSelection(card));
  if (card) return { total, results: rows.map((r) => toStoryCardOut(r, ctx.user)) };
  return { total, results: await Promise.all(rows.map(({ story, author, bodyHtml }) => presentStory({ story: { ...story, bodyHtml: bodyHtml ?? "" }, author }, ctx.user))) };
}

/**
 * One page of the list and its count, reading the columns of `selection`. A search ranks by bm25
 * among the newest SEARCH_CANDIDATES matches, like the books' (issue #15): FTS5 hands its matches
 * over newest first and stops, then each story is read by rowid, so a common word costs the same
 * however many stories the schools write; the count says how many of those the caller may see.
 */
async function readStoryList(ctx: LibraryContext, q: StoryListQuery, selection: ReturnType<typeof storyListSelection>) {
  const match = q.search ? ftsPrefixQuery(q.search) : null;
  if (q.search && !match) return { total: 0, rows: [] };
  const where = and(
    visibleStories(ctx),
    q.status === undefined ? eq(stories.status, "published") : q.status === "any" ? undefined : eq(stories.status, q.status),
    q.class ? and(eq(stories.classId, q.class), knownClassSql(ctx.user, stories.tenantId, stories.authorId)) : undefined,
    q.author ? and(eq(stories.authorId, q.author), knownPersonSql(ctx.user, stories.authorId)) : undefined,
  );
  if (!match) {
    const [rows, [{ total }]] = await readBatch(ctx.db, [
      ctx.db.select(selection).from(stories).leftJoin(users, eq(users.id, stories.authorId)).where(where).orderBy(desc(stories.createdAt), desc(stories.id)).limit(q.limit).offset(q.offset),
      ctx.db.select({ total: count() }).from(stories).where(where),
    ] as const);
    return { total, rows };
  }
  const hits = storyMatches(ctx.db, match, SEARCH_CANDIDATES);
  const onHit = and(sql`${hits.rowid} = ${stories}.rowid`, where);
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db
      .select(selection)
      .from(hits)
      .crossJoin(stories)
      .leftJoin(users, eq(users.id, stories.authorId))
      .where(onHit)
      .orderBy(asc(hits.rank), desc(stories.createdAt), desc(stories.id))
      .limit(q.limit)
      .offset(q.offset),
    ctx.db.select({ total: count() }).from(hits).crossJoin(stories).where(onHit),
  ] as const);
  return { total, rows };
}

export async function findVisibleStory(ctx: LibraryContext, id: string): Promise<Story> {
  const story = await ctx.db.select().from(stories).where(and(eq(stories.id, id), visibleStories(ctx))).get();
  if (!story) throw new AppError("NOT_FOUND", STORY_NOT_FOUND);
  return story;
}

/** GET /stories/{id}: by id, or by slug (the story writer's URLs carry the slug); an id match wins. */
export async function getStory(ctx: LibraryContext, idOrSlug: string): Promise<StoryOut> {
  const row = await storyRows(ctx.db)
    .where(and(or(eq(stories.id, idOrSlug), eq(stories.slug, idOrSlug)), visibleStories(ctx)))
    .orderBy(sql`${stories.id} = ${idOrSlug} desc`, desc(stories.createdAt))
    .get();
  if (!row) throw new AppError("NOT_FOUND", STORY_NOT_FOUND);
  return presentStory(row, ctx.user);
}

/** POST /stories: students, teachers, school admins and staff write; a draft unless submitted for review. */
export async function createStory(ctx: LibraryContext, input: StoryCreateInput): Promise<StoryOut> {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  if (!(user.isStaff || user.role === "student" || user.role === "teacher" || user.role === "school_admin")) {
    throw new AppError("FORBIDDEN", "You do not have permission to write stories.");
  }
  if (input.class_id) await assertClass(ctx, ctx.scope, user, input.class_id);
  const classId = input.class_id ?? (await pupilsOnlyClass(ctx, user));
  const body = await sanitizeHtml(input.body_html, "story");
  if (input.status === "pending_review") assertHasText(htmlToText(body));
  const id = newId("sty");
  await ctx.db.insert(stories).values(
    ctx.scope.values({
      id,
      title: input.title,
      slug: slugify(input.title),
      bodyHtml: body,
      bodyText: htmlToText(body),
      authorId: user.id,
      classId,
      visibility: input.visibility ?? "private",
      status: input.status ?? "draft",
      submittedAt: input.status === "pending_review" ? Date.now() : null,
      // The web sends the author's interface language for a new story; without one it stays unknown.
      language: input.language ?? null,
    }),
  );
  return getStory(ctx, id);
}

/**
 * Pupils do not choose a class for a story (the writer offers it to teachers only), yet their
 * teachers count and find stories by class: a pupil's story written without one is filed under
 * their class when they are in exactly one active class of this school; in two or none, it stays
 * without (which of the two would be a guess).
 */
async function pupilsOnlyClass(ctx: LibraryContext, user: AuthUser): Promise<string | null> {
  if (user.isStaff || user.role !== "student" || !ctx.scope.tenantId) return null;
  const rows = await ctx.db
    .select({ id: classes.id })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(classStudents.studentId, user.id), ctx.scope.where(classes, eq(classes.archived, false))))
    .limit(2)
    .all();
  return rows.length === 1 ? rows[0].id : null;
}

/** A story goes to review only with some words in it (a draft may be empty while it is written). */
function assertHasText(bodyText: string) {
  if (bodyText.trim() === "") throw fieldError("body_html", STORY_MESSAGES.emptySubmission);
}

async function findManageableStory(ctx: LibraryContext, id: string): Promise<Story> {
  const story = await findVisibleStory(ctx, id);
  if (!canManageItem(ctx, { tenantId: story.tenantId, ownerId: story.authorId, status: story.status })) {
    throw new AppError("FORBIDDEN", "You do not have permission to change this story.");
  }
  return story;
}

export async function updateStory(ctx: LibraryContext, id: string, input: StoryUpdateInput): Promise<StoryOut> {
  const story = await findManageableStory(ctx, id);
  const set: Partial<typeof stories.$inferInsert> = { updatedAt: Date.now() };
  if (input.title !== undefined) set.title = input.title;
  if (input.visibility !== undefined) set.visibility = input.visibility;
  if (input.language !== undefined) set.language = input.language;
  if (input.class_id !== undefined) {
    if (input.class_id) await assertClass(ctx, tenantScope(story.tenantId), ctx.user!, input.class_id);
    set.classId = input.class_id;
  }
  if (input.body_html !== undefined) {
    set.bodyHtml = await sanitizeHtml(input.body_html, "story");
    set.bodyText = htmlToText(set.bodyHtml);
  }
  if (input.status !== undefined && input.status !== story.status) {
    if (story.status === "published") throw new AppError("CONFLICT", "This story is already published; ask a school admin to change it.");
    set.status = input.status;
    if (input.status === "pending_review") {
      assertHasText(set.bodyText ?? story.bodyText);
      set.rejectionReason = null;
      set.submittedAt = set.updatedAt;
    }
  }
  await ctx.db.update(stories).set(set).where(tenantScope(story.tenantId).where(stories, eq(stories.id, id)));
  return getStory(ctx, id);
}

export async function deleteStory(ctx: LibraryContext, id: string): Promise<void> {
  const story = await findManageableStory(ctx, id);
  await ctx.db.delete(stories).where(tenantScope(story.tenantId).where(stories, eq(stories.id, id)));
  await deleteObjects(ctx.env.FILES, [story.coverKey]);
}

/** POST /stories/{id}/cover (multipart `file`): the story's cover picture, replacing any earlier one. */
export async function setStoryCover(ctx: LibraryContext, id: string, file: File | undefined): Promise<StoryOut> {
  const story = await findManageableStory(ctx, id);
  await replaceImage(ctx.env.FILES, { ownerTenantId: story.tenantId, kind: "covers", oldKey: story.coverKey, file }, (key) =>
    ctx.db.update(stories).set({ coverKey: key, updatedAt: Date.now() }).where(tenantScope(story.tenantId).where(stories, eq(stories.id, id))),
  );
  return getStory(ctx, id);
}

/** DELETE /stories/{id}/cover. */
export async function removeStoryCover(ctx: LibraryContext, id: string): Promise<StoryOut> {
  const story = await findManageableStory(ctx, id);
  await ctx.db.update(stories).set({ coverKey: null, updatedAt: Date.now() }).where(tenantScope(story.tenantId).where(stories, eq(stories.id, id)));
  await deleteObjects(ctx.env.FILES, [story.coverKey]);
  return getStory(ctx, id);
}

/**
 * Who reviews a story sent for review: the school admins of its school and staff (librarians), and
 * the teachers of the classes its author belongs to at that school, who read their pupils' work.
 */
async function canReviewStory(ctx: LibraryContext, story: Story): Promise<boolean> {
  if (isLibrarian(ctx, story)) return true;
  const user = ctx.user;
  if (!user || user.isStaff || user.role !== "teacher" || story.tenantId !== ctx.scope.tenantId) return false;
  const taught = await ctx.db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(classStudents.studentId, story.authorId), eq(classes.teacherId, user.id), tenantScope(story.tenantId).where(classes)))
    .get();
  return !!taught;
}

/**
 * Approve or reject a story pending review (see canReviewStory), like books: the change and its
 * entry in the action log are one batch, the entry written only when the story did change.
 */
export async function reviewStory(ctx: LibraryContext, id: string, decision: { approve: true } | { approve: false; input: RejectInput }): Promise<StoryOut> {
  const story = await findVisibleStory(ctx, id);
  if (!(await canReviewStory(ctx, story))) throw new AppError("FORBIDDEN", "Only school admins, staff and the author's teachers can review stories.");
  const verb = decision.approve ? "approved" : "rejected";
  if (story.status !== "pending_review") {
    throw new AppError("CONFLICT", said("This story is {{state}}; only stories pending review can be {{verb}}.", { state: STATUS_WORDS[story.status], verb: VERBS[verb] }));
  }
  const now = Date.now();
  const set = decision.approve
    ? { status: "published" as const, publishedAt: now, rejectionReason: null, updatedAt: now }
    : { status: "rejected" as const, rejectionReason: decision.input.reason, updatedAt: now };
  const scope = tenantScope(story.tenantId);
  const target = { type: "story", id: story.id, label: story.title };
  const audit = decision.approve ? { action: "story.approve" as const, tenantId: story.tenantId, target } : { action: "story.reject" as const, tenantId: story.tenantId, target, detail: { reason: decision.input.reason } };
  const [updated] = await ctx.db.batch([
    ctx.db.update(stories).set(set).where(scope.where(stories, eq(stories.id, id), eq(stories.status, "pending_review"))).returning({ id: stories.id }),
    // changes() is the update's: the entry is written only if this review changed the story.
    prepareAuditEntryIf(ctx, audit, stories, and(eq(stories.id, id), sql`changes() = 1`)!, now),
  ]);
  if (updated.length === 0) throw new AppError("CONFLICT", "This story was reviewed by someone else a moment ago.");
  // Read without the visibility rule: a teacher no longer sees a story they sent back, but answers with it.
  const row = await storyRows(ctx.db).where(scope.where(stories, eq(stories.id, id))).get();
  return presentStory(row!, ctx.user);
}
