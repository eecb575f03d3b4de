CREATE TABLE `stories` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`body_html` text DEFAULT '' NOT NULL,
	`body_text` text DEFAULT '' NOT NULL,
	`cover_key` text,
	`author_id` text NOT NULL,
	`class_id` text,
	`visibility` text DEFAULT 'private' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`rejection_reason` text,
	`published_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `stories_tenant_status_idx` ON `stories` (`tenant_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `stories_visibility_status_idx` ON `stories` (`visibility`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `stories_author_idx` ON `stories` (`author_id`);--> statement-breakpoint
CREATE INDEX `stories_class_idx` ON `stories` (`class_id`);--> statement-breakpoint
CREATE INDEX `stories_slug_idx` ON `stories` (`slug`);