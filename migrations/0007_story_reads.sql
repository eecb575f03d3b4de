CREATE TABLE `story_reads` (
	`id` text PRIMARY KEY NOT NULL,
	`story_id` text NOT NULL,
	`user_id` text,
	`tenant_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`story_id`) REFERENCES `stories`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `story_reads_story_idx` ON `story_reads` (`story_id`,`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `story_reads_tenant_idx` ON `story_reads` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `story_reads_user_idx` ON `story_reads` (`user_id`);