-- Issue #15, written by hand: the edge cache of anonymous charities, projects and courses answers is
-- keyed by content_versions, so what those answers read beyond their own tables moves the version
-- too, in the same statement as the change: completed gifts (a charity's raised total), a course's
-- chapters and lessons (outline, counts, minutes), catalogue items (a course's price) and learning
-- files (a course's teaching program). The key is the owner of what is shown: the charity's or the
-- course's tenant ('' for platform rows, which every host shows).
CREATE TRIGGER `donations_content_version_after_insert` AFTER INSERT ON `donations` WHEN new.status = 'completed' AND new.charity_id IS NOT NULL BEGIN
	INSERT INTO content_versions(key, version) SELECT coalesce(tenant_id, ''), 1 FROM charities WHERE id = new.charity_id ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `donations_content_version_after_update` AFTER UPDATE ON `donations` WHEN old.status = 'completed' OR new.status = 'completed' BEGIN
	INSERT INTO content_versions(key, version) SELECT DISTINCT coalesce(tenant_id, ''), 1 FROM charities WHERE id IN (old.charity_id, new.charity_id) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `donations_content_version_after_delete` AFTER DELETE ON `donations` WHEN old.status = 'completed' AND old.charity_id IS NOT NULL BEGIN
	INSERT INTO content_versions(key, version) SELECT coalesce(tenant_id, ''), 1 FROM charities WHERE id = old.charity_id ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `course_chapters_content_version_after_insert` AFTER INSERT ON `course_chapters` BEGIN
	INSERT INTO content_versions(key, version) SELECT coalesce(tenant_id, ''), 1 FROM courses WHERE id = new.course_id ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `course_chapters_content_version_after_update` AFTER UPDATE ON `course_chapters` BEGIN
	INSERT INTO content_versions(key, version) SELECT DISTINCT coalesce(tenant_id, ''), 1 FROM courses WHERE id IN (old.course_id, new.course_id) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `course_chapters_content_version_after_delete` AFTER DELETE ON `course_chapters` BEGIN
	INSERT INTO content_versions(key, version) SELECT coalesce(tenant_id, ''), 1 FROM courses WHERE id = old.course_id ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `course_lessons_content_version_after_insert` AFTER INSERT ON `course_lessons` BEGIN
	INSERT INTO content_versions(key, version) SELECT coalesce(tenant_id, ''), 1 FROM courses WHERE id = new.course_id ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `course_lessons_content_version_after_update` AFTER UPDATE ON `course_lessons` BEGIN
	INSERT INTO content_versions(key, version) SELECT DISTINCT coalesce(tenant_id, ''), 1 FROM courses WHERE id IN (old.course_id, new.course_id) ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `course_lessons_content_version_after_delete` AFTER DELETE ON `course_lessons` BEGIN
	INSERT INTO content_versions(key, version) SELECT coalesce(tenant_id, ''), 1 FROM courses WHERE id = old.course_id ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_items_content_version_after_update` AFTER UPDATE ON `catalog_items` BEGIN
	INSERT INTO content_versions(key, version) SELECT DISTINCT coalesce(tenant_id, ''), 1 FROM courses WHERE catalog_item_id = new.id ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_items_content_version_after_delete` AFTER DELETE ON `catalog_items` BEGIN
	INSERT INTO content_versions(key, version) SELECT DISTINCT coalesce(tenant_id, ''), 1 FROM courses WHERE catalog_item_id = old.id ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `learning_media_content_version_after_update` AFTER UPDATE ON `learning_media` BEGIN
	INSERT INTO content_versions(key, version) SELECT DISTINCT coalesce(tenant_id, ''), 1 FROM courses WHERE program_media_id = new.id OR cover_media_id = new.id ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `learning_media_content_version_after_delete` AFTER DELETE ON `learning_media` BEGIN
	INSERT INTO content_versions(key, version) SELECT DISTINCT coalesce(tenant_id, ''), 1 FROM courses WHERE program_media_id = old.id OR cover_media_id = old.id ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;
