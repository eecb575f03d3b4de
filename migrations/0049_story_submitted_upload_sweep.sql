ALTER TABLE `stories` ADD `submitted_at` integer;--> statement-breakpoint
CREATE INDEX `book_uploads_open_idx` ON `book_uploads` (`expires_at`) WHERE "book_uploads"."completed_at" is null;--> statement-breakpoint
-- Written by hand. A story waiting for review was sent when it last changed (nothing stored the
-- moment before): its queue shows that date, as it did.
UPDATE `stories` SET `submitted_at` = `updated_at` WHERE `status` = 'pending_review' AND `submitted_at` IS NULL;--> statement-breakpoint
-- A pupil's story is filed under their class when they are in exactly one active class of its
-- school (library/stories/stories.service.ts pupilsOnlyClass, since 2026-11-29); stories written
-- before then are filed the same way now. Two classes or none: left without (a guess otherwise).
UPDATE `stories` SET `class_id` = (
  SELECT `cs`.`class_id` FROM `class_students` `cs` INNER JOIN `classes` `c` ON `c`.`id` = `cs`.`class_id`
  WHERE `cs`.`student_id` = `stories`.`author_id` AND `c`.`tenant_id` = `stories`.`tenant_id` AND `c`.`archived` = 0
)
WHERE `class_id` IS NULL
  AND `author_id` IN (SELECT `id` FROM `users` WHERE `role` = 'student')
  AND (
    SELECT count(*) FROM `class_students` `cs` INNER JOIN `classes` `c` ON `c`.`id` = `cs`.`class_id`
    WHERE `cs`.`student_id` = `stories`.`author_id` AND `c`.`tenant_id` = `stories`.`tenant_id` AND `c`.`archived` = 0
  ) = 1;--> statement-breakpoint
-- Book and story cards name their uploader or author, and the edge cache keys on the content
-- version (0029): renaming a person moves their school's version (and the platform-wide one when
-- they have a public book or story), so no cached list shows the old name.
CREATE TRIGGER `users_content_version_after_rename` AFTER UPDATE OF `first_name`, `last_name` ON `users`
WHEN old.`first_name` IS NOT new.`first_name` OR old.`last_name` IS NOT new.`last_name` BEGIN
	INSERT INTO content_versions(key, version) VALUES (coalesce(new.tenant_id, ''), 1) ON CONFLICT(key) DO UPDATE SET version = version + 1;
	INSERT INTO content_versions(key, version) SELECT '*', 1
	WHERE EXISTS (SELECT 1 FROM books WHERE uploader_id = new.id AND visibility = 'public') OR EXISTS (SELECT 1 FROM stories WHERE author_id = new.id AND visibility = 'public')
	ON CONFLICT(key) DO UPDATE SET version = version + 1;
END;
