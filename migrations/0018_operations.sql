CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`reference` text NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`topic` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_reference_unique` ON `contact_messages` (`reference`);--> statement-breakpoint
CREATE INDEX `contact_messages_inbox_idx` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_tenant_idx` ON `contact_messages` (`tenant_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `content_page_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`version` integer NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`author_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `content_pages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_page_versions_unique` ON `content_page_versions` (`page_id`,`version`);--> statement-breakpoint
CREATE TABLE `content_pages` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`scope_key` text NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`updated_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_pages_scope_slug_unique` ON `content_pages` (`scope_key`,`slug`);--> statement-breakpoint
CREATE TABLE `inbox_events` (
	`id` text PRIMARY KEY NOT NULL,
	`item_kind` text NOT NULL,
	`item_id` text NOT NULL,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`author_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `inbox_events_item_idx` ON `inbox_events` (`item_kind`,`item_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `problem_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`reference` text NOT NULL,
	`user_id` text,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`page` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`email` text,
	`screenshot_key` text,
	`screenshot_type` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `problem_reports_reference_unique` ON `problem_reports` (`reference`);--> statement-breakpoint
CREATE INDEX `problem_reports_inbox_idx` ON `problem_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `problem_reports_tenant_idx` ON `problem_reports` (`tenant_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `tour_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`reference` text NOT NULL,
	`school_name` text NOT NULL,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`role` text NOT NULL,
	`country` text NOT NULL,
	`students` integer,
	`time_zone` text NOT NULL,
	`slots` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tour_requests_reference_unique` ON `tour_requests` (`reference`);--> statement-breakpoint
CREATE INDEX `tour_requests_inbox_idx` ON `tour_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `tour_requests_tenant_idx` ON `tour_requests` (`tenant_id`,`status`,`created_at`);