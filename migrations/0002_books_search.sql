-- Full-text search over books: an FTS5 external-content table on books.rowid, kept in step by
-- triggers, with prefix indexes so "dino" finds "dinosaur". A migration that recreates `books`
-- must rebuild it: INSERT INTO books_fts(books_fts) VALUES('rebuild').
CREATE VIRTUAL TABLE `books_fts` USING fts5(
	title,
	author_name,
	description,
	content='books',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3 4'
);
--> statement-breakpoint
CREATE TRIGGER `books_fts_after_insert` AFTER INSERT ON `books` BEGIN
	INSERT INTO books_fts(rowid, title, author_name, description) VALUES (new.rowid, new.title, new.author_name, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `books_fts_after_delete` AFTER DELETE ON `books` BEGIN
	INSERT INTO books_fts(books_fts, rowid, title, author_name, description) VALUES ('delete', old.rowid, old.title, old.author_name, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER `books_fts_after_update` AFTER UPDATE OF title, author_name, description ON `books` BEGIN
	INSERT INTO books_fts(books_fts, rowid, title, author_name, description) VALUES ('delete', old.rowid, old.title, old.author_name, old.description);
	INSERT INTO books_fts(rowid, title, author_name, description) VALUES (new.rowid, new.title, new.author_name, new.description);
END;
--> statement-breakpoint
-- Category slugs are unique per school, and among platform-wide categories (tenant_id NULL).
CREATE UNIQUE INDEX `book_categories_tenant_slug_unique` ON `book_categories` (coalesce(`tenant_id`, ''), `slug`);
