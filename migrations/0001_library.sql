CREATE TABLE `book_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`image_key` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `book_categories_tenant_order_idx` ON `book_categories` (`tenant_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `book_category_links` (
	`book_id` text NOT NULL,
	`category_id` text NOT NULL,
	PRIMARY KEY(`book_id`, `category_id`),
	FOREIGN KEY (`book_id`) REFERENCES `books`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `book_categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `book_category_links_category_idx` ON `book_category_links` (`category_id`);--> statement-breakpoint
CREATE TABLE `book_events` (
	`id` text PRIMARY KEY NOT NULL,
	`book_id` text NOT NULL,
	`tenant_id` text,
	`kind` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`actor_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`book_id`) REFERENCES `books`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `book_events_book_idx` ON `book_events` (`book_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `book_events_tenant_kind_idx` ON `book_events` (`tenant_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `book_reads` (
	`id` text PRIMARY KEY NOT NULL,
	`book_id` text NOT NULL,
	`user_id` text,
	`tenant_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`book_id`) REFERENCES `books`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `book_reads_book_idx` ON `book_reads` (`book_id`);--> statement-breakpoint
CREATE INDEX `book_reads_tenant_idx` ON `book_reads` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `book_reads_user_idx` ON `book_reads` (`user_id`);--> statement-breakpoint
CREATE TABLE `book_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`book_id` text NOT NULL,
	`tenant_id` text,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`declared_size` integer NOT NULL,
	`object_key` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_by` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`completed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`book_id`) REFERENCES `books`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `book_uploads_token_unique` ON `book_uploads` (`token_hash`);--> statement-breakpoint
CREATE INDEX `book_uploads_book_idx` ON `book_uploads` (`book_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `books` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`author_name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`language` text NOT NULL,
	`reading_level` text,
	`cover_key` text,
	`file_key` text,
	`file_type` text,
	`file_size` integer,
	`page_count` integer,
	`visibility` text DEFAULT 'private' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`rejection_reason` text,
	`processing_error` text,
	`processing_attempts` integer DEFAULT 0 NOT NULL,
	`processing_claimed_until` integer,
	`uploader_id` text NOT NULL,
	`class_id` text,
	`published_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `books_tenant_status_idx` ON `books` (`tenant_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `books_visibility_status_idx` ON `books` (`visibility`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `books_uploader_idx` ON `books` (`uploader_id`);--> statement-breakpoint
CREATE INDEX `books_class_idx` ON `books` (`class_id`);--> statement-breakpoint
CREATE INDEX `books_slug_idx` ON `books` (`slug`);