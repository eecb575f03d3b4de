/*
 * Library: books (uploads, processing, moderation, monitoring, categories), stories, reads and
 * reactions, Dear World letters, and teachers' reading statistics (books, book_* tables, stories,
 * story_reads, reactions, dear_world_letters).
 */

// Routes (mounted by worker/app.ts)
export { bookCategoryRoutes } from "./books/book-categories.routes";
export { bookMonitoringRoutes } from "./books/book-monitoring.routes";
export { bookRoutes, bookStatsRoutes } from "./books/books.routes";
export { dearWorldRoutes } from "./dear-world/dear-world.routes";
export { categoryContributionRoutes, reactionRoutes } from "./reactions/reactions.routes";
export { storyRoutes } from "./stories/stories.routes";
export { teacherStatsRoutes } from "./teacher-stats/teacher-stats.routes";

// The schools-books queue (queues/books.ts)
export { bookQueueHandler } from "./books/book-processing";

// For combined search: who may see what, full-text search and presenters
export { libraryContext, type LibraryContext, viewerShape, visibleBooks, visibleStories } from "./books/book-visibility";
export { bookMatches, booksFts, ftsPrefixQuery, matchesBook, SEARCH_CANDIDATES, SUGGEST_CANDIDATES } from "./books/book-search";
export { bookCategoriesJson, bookHitColumns, bookSelection, presentBooksWithCategories, toBookHit } from "./books/book-presenter";
export { storiesFts, storyMatches, storyRank } from "./stories/story-search";
export { storyCardSelection, toStoryCard } from "./stories/story-presenter";
export { publicBookEntries, publicStoryEntries } from "./public-entries";

// For operations: this domain's part of permanently erasing a user
export { libraryErasure } from "./erase-user";
// A parent's dashboard (operations) shows one child's reading and writing
export { childLibrarySummary } from "./children/child-library";

// Cron: sort keys of titles saved before they existed; uploads started and never completed
export { foldPendingTitleKeys } from "./books/title-keys";
export { sweepAbandonedBookUploads } from "./books/book-uploads.service";

/* The goals page (search's /api/sdgs): books per goal, and one goal's books. */
export { bookGoalCounts, listBooks } from "./books/book-queries.service";
