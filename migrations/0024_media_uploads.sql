CREATE TABLE `learning_media_upload_parts` (
	`upload_id` text NOT NULL,
	`part_number` integer NOT NULL,
	`etag` text NOT NULL,
	`size` integer NOT NULL,
	PRIMARY KEY(`upload_id`, `part_number`),
	FOREIGN KEY (`upload_id`) REFERENCES `learning_media_uploads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `learning_media_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`course_id` text,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`r2_upload_id` text NOT NULL,
	`name` text NOT NULL,
	`size` integer NOT NULL,
	`part_size` integer NOT NULL,
	`content_type` text,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `learning_media_uploads_tenant_idx` ON `learning_media_uploads` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `learning_media_uploads_created_idx` ON `learning_media_uploads` (`created_at`);