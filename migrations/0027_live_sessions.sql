CREATE TABLE `live_session_registrations` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`user_id` text,
	`email` text,
	`name` text,
	`status` text NOT NULL,
	`access_key` text NOT NULL,
	`promoted_at` integer,
	`joined_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `live_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `live_registrations_user_unique` ON `live_session_registrations` (`session_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `live_registrations_email_unique` ON `live_session_registrations` (`session_id`,`email`);--> statement-breakpoint
CREATE INDEX `live_registrations_status_idx` ON `live_session_registrations` (`session_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `live_registrations_user_idx` ON `live_session_registrations` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `live_registrations_key_unique` ON `live_session_registrations` (`access_key`);--> statement-breakpoint
CREATE TABLE `live_session_reminders` (
	`session_id` text NOT NULL,
	`registration_id` text NOT NULL,
	`kind` text NOT NULL,
	`outbox_id` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`registration_id`, `kind`),
	FOREIGN KEY (`session_id`) REFERENCES `live_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`registration_id`) REFERENCES `live_session_registrations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `live_reminders_session_idx` ON `live_session_reminders` (`session_id`);--> statement-breakpoint
CREATE TABLE `live_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`host_name` text NOT NULL,
	`starts_at` integer NOT NULL,
	`time_zone` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`capacity` integer NOT NULL,
	`audience` text NOT NULL,
	`class_id` text,
	`meeting_url` text NOT NULL,
	`poster_key` text,
	`sdgs` text DEFAULT '[]' NOT NULL,
	`recording_url` text,
	`materials` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `live_sessions_slug_unique` ON `live_sessions` (`slug`);--> statement-breakpoint
CREATE INDEX `live_sessions_tenant_idx` ON `live_sessions` (`tenant_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `live_sessions_starts_idx` ON `live_sessions` (`starts_at`);