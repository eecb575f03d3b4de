import { eq } from "drizzle-orm";
import type { StoryOut } from "../../contracts/stories";
import { stories, users, type Story } from "../../db/schema";
import type { DB } from "../../lib/db";
import type { AuthUser } from "../../env";
import { personColumns, presentPerson, type PersonRef } from "../../lib/people";

export const STORY_NOT_FOUND = "Story not found";

export const storySelection = {
  story: stories,
  author: personColumns,
};
export type StoryRow = { story: Story; author: PersonRef | null };

export const storyRows = (db: DB) => db.select(storySelection).from(stories).leftJoin(users, eq(users.id, stories.authorId));

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toStoryOut(row: StoryRow, viewer: AuthUser | null): StoryOut {
  const s = row.story;
  return {
    id: s.id,
    title: s.title,
    slug: s.slug,
    body_html: s.bodyHtml,
    cover: s.coverKey ? `/api/files/${s.coverKey}` : null,
    visibility: s.visibility,
    status: s.status,
    language: s.language,
    rejection_reason: s.rejectionReason,
    class_id: s.classId,
    author: presentPerson(viewer, row.author, s.authorId),
    tenant_id: s.tenantId,
    published_at: iso(s.publishedAt),
    created_at: iso(s.createdAt)!,
    updated_at: iso(s.updatedAt)!,
  };
}
