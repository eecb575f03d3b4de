-- Sort keys of titles and names (contracts/text.ts nameKey), as 0039 and 0040 did for people and
-- classes: "École des fourmis" among the E's, "zebra" beside "Zoo". Written by hand after drizzle-kit
-- (which writes NOT NULL without a default, refused on a table with rows): every key gets DEFAULT '',
-- ASCII values take lower() (nameKey agrees there) and any other keeps '' for the cron job
-- "names and titles: sort keys saved before they existed". Lists by title fall back to lower(title)
-- for a book whose key is still '' (worker/library/books/book-queries.service.ts), so a large library
-- keeps a sensible order while the cron works through it.
--> statement-breakpoint
DROP INDEX `charities_tenant_idx`;--> statement-breakpoint
ALTER TABLE `charities` ADD `name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `charities` SET `name_key` = CASE WHEN `name` GLOB '*[^ -~]*' THEN '' ELSE lower(`name`) END;--> statement-breakpoint
CREATE INDEX `charities_name_key_pending_idx` ON `charities` (`id`) WHERE "charities"."name_key" = '';--> statement-breakpoint
CREATE INDEX `charities_tenant_idx` ON `charities` (`tenant_id`,`status`,`name_key`);--> statement-breakpoint
ALTER TABLE `tenants` ADD `school_name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `tenants` SET `school_name_key` = CASE WHEN `school_name` GLOB '*[^ -~]*' THEN '' ELSE lower(`school_name`) END;--> statement-breakpoint
CREATE INDEX `tenants_school_name_key_pending_idx` ON `tenants` (`id`) WHERE "tenants"."school_name_key" = '';--> statement-breakpoint
ALTER TABLE `book_categories` ADD `name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `book_categories` SET `name_key` = CASE WHEN `name` GLOB '*[^ -~]*' THEN '' ELSE lower(`name`) END;--> statement-breakpoint
CREATE INDEX `book_categories_name_key_pending_idx` ON `book_categories` (`id`) WHERE "book_categories"."name_key" = '';--> statement-breakpoint
ALTER TABLE `books` ADD `title_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A library of 1,000,000 books: the content-version trigger (three upserts a row) is set aside for
-- this one update and every version moves once after it (the title order of every list may change).
DROP TRIGGER `books_content_version_after_update`;--> statement-breakpoint
UPDATE `books` SET `title_key` = CASE WHEN `title` GLOB '*[^ -~]*' THEN '' ELSE lower(`title`) END;--> statement-breakpoint
CREATE TRIGGER `books_content_version_after_update` AFTER UPDATE ON `books` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) SELECT '*', 1 WHERE new.visibility = 'public' OR old.visibility = 'public' ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
UPDATE `content_versions` SET `version` = `version` + 1;--> statement-breakpoint
CREATE INDEX `books_title_key_pending_idx` ON `books` (`id`) WHERE "books"."title_key" = '';--> statement-breakpoint
ALTER TABLE `catalog_items` ADD `title_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `catalog_items` SET `title_key` = CASE WHEN `title` GLOB '*[^ -~]*' THEN '' ELSE lower(`title`) END;--> statement-breakpoint
CREATE INDEX `catalog_items_title_key_pending_idx` ON `catalog_items` (`id`) WHERE "catalog_items"."title_key" = '';--> statement-breakpoint
ALTER TABLE `comprehension_quizzes` ADD `title_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `comprehension_quizzes` SET `title_key` = CASE WHEN `title` GLOB '*[^ -~]*' THEN '' ELSE lower(`title`) END;--> statement-breakpoint
CREATE INDEX `comprehension_quizzes_title_key_pending_idx` ON `comprehension_quizzes` (`id`) WHERE "comprehension_quizzes"."title_key" = '';--> statement-breakpoint
ALTER TABLE `courses` ADD `title_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `courses` SET `title_key` = CASE WHEN `title` GLOB '*[^ -~]*' THEN '' ELSE lower(`title`) END;--> statement-breakpoint
CREATE INDEX `courses_title_key_pending_idx` ON `courses` (`id`) WHERE "courses"."title_key" = '';--> statement-breakpoint
ALTER TABLE `hubs` ADD `title_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `hubs` SET `title_key` = CASE WHEN `title` GLOB '*[^ -~]*' THEN '' ELSE lower(`title`) END;--> statement-breakpoint
CREATE INDEX `hubs_title_key_pending_idx` ON `hubs` (`id`) WHERE "hubs"."title_key" = '';--> statement-breakpoint
ALTER TABLE `impact_films` ADD `title_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `impact_films` SET `title_key` = CASE WHEN `title` GLOB '*[^ -~]*' THEN '' ELSE lower(`title`) END;--> statement-breakpoint
CREATE INDEX `impact_films_title_key_pending_idx` ON `impact_films` (`id`) WHERE "impact_films"."title_key" = '';
