ALTER TABLE `stories` ADD `language` text;--> statement-breakpoint
ALTER TABLE `courses` ADD `language` text;