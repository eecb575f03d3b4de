CREATE TABLE `challenge_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`challenge_id` text NOT NULL,
	`user_id` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`file_key` text,
	`file_type` text,
	`file_name` text,
	`file_size` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`review_note` text DEFAULT '' NOT NULL,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`challenge_id`) REFERENCES `challenges`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `challenge_submissions_user_unique` ON `challenge_submissions` (`challenge_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `challenge_submissions_review_idx` ON `challenge_submissions` (`tenant_id`,`challenge_id`,`status`);--> statement-breakpoint
CREATE INDEX `challenge_submissions_gallery_idx` ON `challenge_submissions` (`challenge_id`,`status`,`reviewed_at`);--> statement-breakpoint
CREATE TABLE `challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`sdg` integer NOT NULL,
	`brief` text DEFAULT '' NOT NULL,
	`prompts` text DEFAULT '[]' NOT NULL,
	`submission` text NOT NULL,
	`deadline` integer NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `challenges_slug_unique` ON `challenges` (`slug`);--> statement-breakpoint
CREATE INDEX `challenges_tenant_idx` ON `challenges` (`tenant_id`,`status`,`deadline`);