import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { COMBINED_GROUP_LIMIT, type CombinedSearchOut } from "../contracts/combined-search";
import type { GivingSearchGroups } from "../contracts/giving";
import { books, stories, users } from "../db/schema";
import { bookRows, presentBooks } from "../library";
import { bookMatches, ftsPrefixQuery } from "../library";
import { visibleBooks, visibleStories, type LibraryContext } from "../library";
import { storySelection, toStoryOut } from "../library";
import { storiesFts, storyRank } from "../library";
import { searchCharities } from "../giving";
import { searchProjects } from "../giving";
import { searchCourses, searchLessons } from "../learning";
import type { CourseSummaryOut, LessonHit } from "../contracts/learning";

/**
 * The best COMBINED_GROUP_LIMIT books the caller may see among the ranked matches: the ids are
 * sorted alone (a narrow sort over every candidate), then those books are read.
 */
async function rankedBooks(ctx: LibraryContext, hits: ReturnType<typeof bookMatches>) {
  const ids = await ctx.db
    .select({ id: books.id })
    .from(books)
    .innerJoin(hits, eq(hits.rowid, sql`${books}.rowid`))
    .where(and(visibleBooks(ctx), eq(books.status, "published")))
    .orderBy(asc(hits.rank), desc(books.createdAt), desc(books.id))
    .limit(COMBINED_GROUP_LIMIT)
    .all();
  if (!ids.length) return [];
  const rows = await bookRows(ctx.db).where(inArray(books.id, ids.map((r) => r.id))).all();
  const byId = new Map(rows.map((r) => [r.book.id, r]));
  return ids.flatMap(({ id }) => byId.get(id) ?? []);
}

/**
 * GET /combined/?search=: the library's FTS5 indexes queried with the same prefix query, each group
 * ranked by bm25 and limited to 10, published items the caller may see only; active charities and
 * public projects (platform-wide and this school's), and published courses and their lessons the host shows.
 */
export async function combinedSearch(ctx: LibraryContext, search: string): Promise<CombinedSearchOut & GivingSearchGroups & { courses: CourseSummaryOut[]; lessons: LessonHit[] }> {
  const match = ftsPrefixQuery(search);
  if (!match) return { books: [], stories: [], charities: [], projects: [], courses: [], lessons: [] };
  // Books ranked among their newest SEARCH_CANDIDATES matches: a flat cost at any library size.
  const bookHitsOf = bookMatches(ctx.db, match);
  const [bookHits, storyHits, charityHits, projectHits, courseHits, lessonHits] = await Promise.all([
    rankedBooks(ctx, bookHitsOf),
    ctx.db
      .select({ ...storySelection, excerpt: sql<string>`snippet(${storiesFts}, 1, '', '', '…', 16)` })
      .from(stories)
      .leftJoin(users, eq(users.id, stories.authorId))
      .innerJoin(storiesFts, eq(storiesFts.rowid, sql`${stories}.rowid`))
      .where(and(visibleStories(ctx), eq(stories.status, "published"), sql`${storiesFts} MATCH ${match}`))
      .orderBy(storyRank, desc(stories.createdAt))
      .limit(COMBINED_GROUP_LIMIT)
      .all(),
    searchCharities(ctx, match, COMBINED_GROUP_LIMIT),
    searchProjects(ctx, match, COMBINED_GROUP_LIMIT),
    searchCourses(ctx, search, COMBINED_GROUP_LIMIT),
    searchLessons(ctx, search, COMBINED_GROUP_LIMIT),
  ]);
  return {
    books: await presentBooks(ctx.db, bookHits, ctx.user),
    stories: storyHits.map((row) => {
      const { body_html: _body, ...story } = toStoryOut(row, ctx.user);
      return { ...story, excerpt: row.excerpt };
    }),
    charities: charityHits,
    projects: projectHits,
    courses: courseHits,
    lessons: lessonHits,
  };
}
