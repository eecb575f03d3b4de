-- Sort keys of class names (contracts/text.ts nameKey), as 0039 did for users' names: "Étoiles"
-- among the E's, "year 3" before "Year 4". ASCII names take lower() (nameKey agrees there); any other
-- gets '' and the cron job "people and classes: sort keys of names saved before they existed" folds it.
ALTER TABLE `classes` ADD `name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `classes` SET `name_key` = CASE WHEN `name` GLOB '*[^ -~]*' THEN '' ELSE lower(`name`) END;--> statement-breakpoint
CREATE INDEX `classes_name_key_pending_idx` ON `classes` (`id`) WHERE "classes"."name_key" = '';
