ALTER TABLE `content_page_versions` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_pages` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Until now a page's language was inferred: the platform's copy English, a school's copy in the
-- school's language. Keep that for what is already written; editors choose it from now on.
UPDATE `content_pages` SET `lang` = (SELECT t.`locale` FROM `tenants` t WHERE t.`id` = `content_pages`.`tenant_id`)
WHERE `tenant_id` IS NOT NULL AND (SELECT t.`locale` FROM `tenants` t WHERE t.`id` = `content_pages`.`tenant_id`) IN ('en', 'hi', 'ar');--> statement-breakpoint
UPDATE `content_page_versions` SET `lang` = (SELECT p.`lang` FROM `content_pages` p WHERE p.`id` = `content_page_versions`.`page_id`);
