CREATE TABLE `content_versions` (
	`key` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX `books_visibility_status_idx`;--> statement-breakpoint
CREATE INDEX `books_visibility_order_idx` ON `books` (`visibility`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `books_status_order_idx` ON `books` (`status`,`created_at`,`id`);--> statement-breakpoint
-- Issue #15, written by hand: the triggers that move content_versions in the same statement as
-- the change (a tenant's key, "" for platform rows, "*" when a public library item changes).
--> statement-breakpoint
CREATE TRIGGER `books_content_version_after_insert` AFTER INSERT ON `books` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) SELECT '*', 1 WHERE new.visibility = 'public' ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `books_content_version_after_update` AFTER UPDATE ON `books` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) SELECT '*', 1 WHERE new.visibility = 'public' OR old.visibility = 'public' ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `books_content_version_after_delete` AFTER DELETE ON `books` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) SELECT '*', 1 WHERE old.visibility = 'public' ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `stories_content_version_after_insert` AFTER INSERT ON `stories` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) SELECT '*', 1 WHERE new.visibility = 'public' ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `stories_content_version_after_update` AFTER UPDATE ON `stories` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) SELECT '*', 1 WHERE new.visibility = 'public' OR old.visibility = 'public' ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `stories_content_version_after_delete` AFTER DELETE ON `stories` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) SELECT '*', 1 WHERE old.visibility = 'public' ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `charities_content_version_after_insert` AFTER INSERT ON `charities` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `charities_content_version_after_update` AFTER UPDATE ON `charities` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `charities_content_version_after_delete` AFTER DELETE ON `charities` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `projects_content_version_after_insert` AFTER INSERT ON `projects` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `projects_content_version_after_update` AFTER UPDATE ON `projects` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `projects_content_version_after_delete` AFTER DELETE ON `projects` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `courses_content_version_after_insert` AFTER INSERT ON `courses` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `courses_content_version_after_update` AFTER UPDATE ON `courses` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `courses_content_version_after_delete` AFTER DELETE ON `courses` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `classes_content_version_after_insert` AFTER INSERT ON `classes` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `classes_content_version_after_update` AFTER UPDATE ON `classes` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `classes_content_version_after_delete` AFTER DELETE ON `classes` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `class_students_content_version_after_insert` AFTER INSERT ON `class_students` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `class_students_content_version_after_update` AFTER UPDATE ON `class_students` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `class_students_content_version_after_delete` AFTER DELETE ON `class_students` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `book_categories_content_version_after_insert` AFTER INSERT ON `book_categories` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES ('*', 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `book_categories_content_version_after_update` AFTER UPDATE ON `book_categories` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES ('*', 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `book_categories_content_version_after_delete` AFTER DELETE ON `book_categories` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(old.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES ('*', 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `book_category_links_content_version_after_insert` AFTER INSERT ON `book_category_links` BEGIN
	INSERT INTO content_versions(key, version) SELECT coalesce(tenant_id, ''), 1 FROM books WHERE id = new.book_id ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES ('*', 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `book_category_links_content_version_after_delete` AFTER DELETE ON `book_category_links` BEGIN
	INSERT INTO content_versions(key, version) SELECT coalesce(tenant_id, ''), 1 FROM books WHERE id = old.book_id ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) VALUES ('*', 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;
