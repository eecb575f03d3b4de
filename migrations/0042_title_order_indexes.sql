-- Title A–Z walks an index in order and stops at the page's end, as the newest-first lists do (issue
-- #15), instead of sorting every visible book (13 ms for 63,000 public books at 100,000, growing with
-- the library). The expression is the list's ORDER BY (worker/library/books/book-queries.service.ts
-- titleOrder): the title's sort key, or lower(title) while the cron has not folded it. Written by
-- hand: drizzle-kit cannot express an index on an expression.
CREATE INDEX `books_visibility_title_idx` ON `books` (`visibility`, `status`, coalesce(nullif(`title_key`, ''), lower(`title`)), `id`);--> statement-breakpoint
CREATE INDEX `books_status_title_idx` ON `books` (`status`, coalesce(nullif(`title_key`, ''), lower(`title`)), `id`);
