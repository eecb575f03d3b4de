CREATE TABLE `hub_lessons` (
	`hub_id` text NOT NULL,
	`lesson_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`hub_id`, `lesson_id`),
	FOREIGN KEY (`hub_id`) REFERENCES `hubs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lesson_id`) REFERENCES `course_lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hub_lessons_lesson_idx` ON `hub_lessons` (`lesson_id`);--> statement-breakpoint
CREATE TABLE `hubs` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`sdgs` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hubs_slug_unique` ON `hubs` (`slug`);--> statement-breakpoint
CREATE INDEX `hubs_tenant_idx` ON `hubs` (`tenant_id`,`status`);