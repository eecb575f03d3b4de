import { and, asc, desc, eq, sql, type Placeholder } from "drizzle-orm";
import { COMBINED_GROUP_LIMIT, type CombinedSearchOut } from "../contracts/combined-search";
import type { CharityOut, GivingSearchGroups, ProjectOut } from "../contracts/giving";
import { books, stories, users } from "../db/schema";
import { ReusableSelects } from "../lib/reusable-selects";
import { hostContentVersionSelect, VersionedMemo } from "../lib/content-version";
import { bookHitColumns, toBookHit } from "../library";
import { bookMatches, ftsPrefixQuery, matchesBook, SUGGEST_CANDIDATES } from "../library";
import { viewerShape, visibleBooks, visibleStories, type LibraryContext } from "../library";
import { storyCardSelection, toStoryCard } from "../library";
import { storiesFts, storyMatches } from "../library";
import { searchCharities } from "../giving";
import { searchProjects } from "../giving";
import { searchCourses, searchLessons } from "../learning";
import type { CourseSummaryOut, LessonHit } from "../contracts/learning";

/**
 * The best COMBINED_GROUP_LIMIT books the caller may see among the ranked matches, in one query:
 * the ids are ranked alone in a subquery (a narrow sort over every candidate), then only those
 * books are read, as much of each as a suggestion shows (BookHit).
 */
function rankedBooks(ctx: LibraryContext, hits: ReturnType<typeof bookMatches>) {
  const top = ctx.db
    .select({ id: sql<string>`${books.id}`.as("top_id"), rank: sql<number>`${hits.rank}`.as("top_rank"), createdAt: sql<number>`${books.createdAt}`.as("top_created_at") })
    .from(hits)
    .crossJoin(books)
    .where(and(matchesBook(hits), visibleBooks(ctx), eq(books.status, "published")))
    .orderBy(asc(hits.rank), desc(books.createdAt), desc(books.id))
    .limit(COMBINED_GROUP_LIMIT)
    .as("top");
  return ctx.db
    .select(bookHitColumns)
    .from(top)
    .innerJoin(books, eq(books.id, top.id))
    .orderBy(asc(top.rank), desc(top.createdAt), desc(books.id))
    .limit(COMBINED_GROUP_LIMIT);
}

/**
 * The best COMBINED_GROUP_LIMIT stories the caller may see, ranked like the books: bm25 among the
 * newest SUGGEST_CANDIDATES matches (FTS5 first, each story then read by rowid — a flat cost however
 * many stories a school writes), then the excerpt is cut for those ten only (snippet() needs the
 * FTS row of its own MATCH, so the outer query matches again, by rowid).
 */
function rankedStories(ctx: LibraryContext, match: Placeholder) {
  const hits = storyMatches(ctx.db, match, SUGGEST_CANDIDATES);
  const top = ctx.db
    .select({ id: sql<string>`${stories.id}`.as("top_story_id"), rank: sql<number>`${hits.rank}`.as("top_story_rank"), createdAt: sql<number>`${stories.createdAt}`.as("top_story_created_at") })
    .from(hits)
    .crossJoin(stories)
    .where(and(sql`${hits.rowid} = ${stories}.rowid`, visibleStories(ctx), eq(stories.status, "published")))
    .orderBy(asc(hits.rank), desc(stories.createdAt), desc(stories.id))
    .limit(COMBINED_GROUP_LIMIT)
    .as("top_stories");
  return ctx.db
    .select({ ...storyCardSelection, excerpt: sql<string>`snippet(${storiesFts}, 1, '', '', '…', 16)` })
    .from(top)
    .crossJoin(stories)
    .crossJoin(storiesFts)
    .leftJoin(users, eq(users.id, stories.authorId))
    .where(and(eq(stories.id, top.id), sql`${storiesFts}.rowid = ${stories}.rowid`, sql`${storiesFts} MATCH ${match}`))
    .orderBy(asc(top.rank), desc(top.createdAt), desc(stories.id))
    .limit(COMBINED_GROUP_LIMIT);
}

interface HostGroups {
  charities: CharityOut[];
  projects: ProjectOut[];
  courses: CourseSummaryOut[];
  lessons: LessonHit[];
}

/**
 * The charities, projects, courses and lessons groups depend on the host and the words only (no
 * viewer: active charities, public projects and published courses of the platform and the school),
 * and every table they read moves the host's content version (migrations 0029 and 0031), so they
 * are memoised per version: a repeated search costs the books and stories queries alone.
 */
const hostGroups = new VersionedMemo<HostGroups>(500);

/** The books, stories and version batch of a search, built per host and kind of viewer. */
const suggestions = new ReusableSelects();

/**
 * GET /combined/?search=: the library's FTS5 indexes queried with the same prefix query, each group
 * ranked by bm25 and limited to 10, published items the caller may see only; active charities and
 * public projects (platform-wide and this school's), and published courses and their lessons the host shows.
 */
export async function combinedSearch(ctx: LibraryContext, search: string): Promise<CombinedSearchOut & GivingSearchGroups & { courses: CourseSummaryOut[]; lessons: LessonHit[] }> {
  const match = ftsPrefixQuery(search);
  if (!match) return { books: [], stories: [], charities: [], projects: [], courses: [], lessons: [] };
  // Books ranked among their newest SUGGEST_CANDIDATES matches (a flat cost at any library size),
  // stories, and the host's content version (the memo key of the other groups and the edge cache's
  // ETag): one D1 round trip.
  // Built once per host and kind of viewer (lib/reusable-selects.ts): the words and the viewer's id are placeholders.
  const viewer = viewerShape(ctx);
  const words = sql.placeholder("match");
  const [bookHits, storyHits, [{ version }]] = await suggestions.batch(
    ctx.db,
    viewer.shape,
    () =>
      [
        rankedBooks(viewer.ctx, bookMatches(ctx.db, words, SUGGEST_CANDIDATES)),
        rankedStories(viewer.ctx, words),
        hostContentVersionSelect(ctx.db, ctx.scope.tenantId),
      ] as const,
    { ...viewer.values, match },
    ctx.sessionCheck,
  );
  ctx.seenVersion?.note(version);
  const groups = await hostGroups.get(JSON.stringify([ctx.scope.tenantId, version, search]), async () => {
    const [charities, projects, courses, lessons] = await Promise.all([
      searchCharities(ctx, match, COMBINED_GROUP_LIMIT),
      searchProjects(ctx, match, COMBINED_GROUP_LIMIT),
      searchCourses(ctx, search, COMBINED_GROUP_LIMIT),
      searchLessons(ctx, search, COMBINED_GROUP_LIMIT),
    ]);
    return { charities, projects, courses, lessons };
  });
  return {
    books: bookHits.map(toBookHit),
    stories: storyHits.map((row) => ({ ...toStoryCard(row, ctx.user), excerpt: row.excerpt })),
    ...groups,
  };
}
