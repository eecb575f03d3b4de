CREATE TABLE `comprehension_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`quiz_id` text NOT NULL,
	`user_id` text NOT NULL,
	`answers` text NOT NULL,
	`score` integer NOT NULL,
	`max_score` integer NOT NULL,
	`pending` integer DEFAULT 0 NOT NULL,
	`marks` text DEFAULT '{}' NOT NULL,
	`marked_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`quiz_id`) REFERENCES `comprehension_quizzes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`marked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `comprehension_attempts_user_idx` ON `comprehension_attempts` (`quiz_id`,`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comprehension_attempts_school_idx` ON `comprehension_attempts` (`tenant_id`,`quiz_id`);--> statement-breakpoint
CREATE TABLE `comprehension_quizzes` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`slug` text NOT NULL,
	`book_id` text NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`questions` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `comprehension_quizzes_slug_unique` ON `comprehension_quizzes` (`slug`);--> statement-breakpoint
CREATE INDEX `comprehension_quizzes_tenant_idx` ON `comprehension_quizzes` (`tenant_id`,`status`);--> statement-breakpoint
CREATE TABLE `impact_films` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`sdgs` text DEFAULT '[]' NOT NULL,
	`project_ids` text DEFAULT '[]' NOT NULL,
	`video_key` text NOT NULL,
	`video_type` text NOT NULL,
	`poster_key` text,
	`captions_key` text,
	`duration_seconds` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `impact_films_slug_unique` ON `impact_films` (`slug`);--> statement-breakpoint
CREATE INDEX `impact_films_tenant_idx` ON `impact_films` (`tenant_id`,`status`);