import { eq, getTableColumns, sql } from "drizzle-orm";
import { STORY_EXCERPT_MAX, type StoryCardOut, type StoryOut } from "../../contracts/stories";
import { stories, users, type Story } from "../../db/schema";
import type { DB } from "../../lib/db";
import type { AuthUser } from "../../env";
import { knowsClassOf, personColumns, presentPerson, type PersonRef } from "../../lib/people";
import { sanitizeHtml } from "../../lib/sanitize-html";

export const STORY_NOT_FOUND = "Story not found";

/**
 * A story's columns as its readers get them. `body_text` (the body's plain text, kept for the
 * search index) is never presented, so it is never read: a story's body is its largest column,
 * and a list of twenty stories would carry each one twice.
 */
const { bodyText: _bodyText, ...readColumns } = getTableColumns(stories);
/** A story without either body: what a search hit shows (its excerpt comes from the index). */
const { bodyHtml: _bodyHtml, ...cardColumns } = readColumns;

export const storySelection = {
  story: readColumns,
  author: personColumns,
};
export const storyCardSelection = {
  story: cardColumns,
  author: personColumns,
};
/**
 * A list's columns (GET /stories/): each story's body, or for a card (?view=card) no body but the
 * first words of its plain text, one character more than an excerpt shows (that says whether it
 * was cut). One shape either way, so the list's queries are written once.
 */
export const storyListSelection = (card: boolean) => ({
  ...storyCardSelection,
  bodyHtml: card ? sql<string | null>`null` : sql<string | null>`${stories.bodyHtml}`,
  excerpt: card ? sql<string | null>`substr(${stories.bodyText}, 1, ${STORY_EXCERPT_MAX + 1})` : sql<string | null>`null`,
});
export type StoryRow = { story: Omit<Story, "bodyText">; author: PersonRef | null };
export type StoryCardRow = { story: Omit<Story, "bodyText" | "bodyHtml">; author: PersonRef | null };

export const storyRows = (db: DB) => db.select(storySelection).from(stories).leftJoin(users, eq(users.id, stories.authorId));

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toStoryOut(row: StoryRow, viewer: AuthUser | null): StoryOut {
  return { ...toStoryCard(row, viewer), body_html: row.story.bodyHtml };
}

/** A story without its body (a search hit: the excerpt stands for it). */
export function toStoryCard(row: StoryCardRow, viewer: AuthUser | null): Omit<StoryOut, "body_html"> {
  const s = row.story;
  return {
    id: s.id,
    title: s.title,
    slug: s.slug,
    cover: s.coverKey ? `/api/files/${s.coverKey}` : null,
    visibility: s.visibility,
    status: s.status,
    language: s.language,
    rejection_reason: s.rejectionReason,
    class_id: knowsClassOf(viewer, { tenantId: s.tenantId, ownerId: s.authorId }) ? s.classId : null,
    author: presentPerson(viewer, row.author, s.authorId),
    tenant_id: s.tenantId,
    submitted_at: iso(s.submittedAt),
    published_at: iso(s.publishedAt),
    created_at: iso(s.createdAt)!,
    updated_at: iso(s.updatedAt)!,
  };
}

/** A list's card: the story without its body, and its first words (`excerpt`, plain text) instead. */
export function toStoryCardOut(row: StoryCardRow & { excerpt: string | null }, viewer: AuthUser | null): StoryCardOut {
  return { ...toStoryCard(row, viewer), excerpt: excerptOf(row.excerpt ?? "") };
}

/** A story's first words, cut at a word near STORY_EXCERPT_MAX characters (counted as SQLite's substr counts them). */
export function excerptOf(text: string, max = STORY_EXCERPT_MAX): string {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  if (chars.length <= max) return chars.join("");
  const cut = chars.slice(0, max).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > cut.length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A story as its readers get it. A body is saved sanitised (profile "story"); one saved before
 * that profile dropped other sites' pictures may still hold one, so a body with a picture in it
 * goes through the sanitiser again on its way out (idempotent on what it keeps) and a reader's
 * browser never asks another site for it. Bodies without a picture, nearly all, pass as stored.
 */
export async function presentStory(row: StoryRow, viewer: AuthUser | null): Promise<StoryOut> {
  const out = toStoryOut(row, viewer);
  return /<img\b/i.test(out.body_html) ? { ...out, body_html: await sanitizeHtml(out.body_html, "story") } : out;
}
