CREATE TABLE `dear_world_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`author_id` text NOT NULL,
	`class_id` text,
	`title` text,
	`body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`position` integer,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `dear_world_letters_tenant_idx` ON `dear_world_letters` (`tenant_id`,`status`,`class_id`,`position`);--> statement-breakpoint
CREATE INDEX `dear_world_letters_class_idx` ON `dear_world_letters` (`class_id`,`status`);--> statement-breakpoint
CREATE INDEX `dear_world_letters_author_idx` ON `dear_world_letters` (`author_id`);