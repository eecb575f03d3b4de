CREATE TABLE `reactions` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`item_type` text NOT NULL,
	`item_id` text NOT NULL,
	`user_id` text NOT NULL,
	`reaction` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reactions_item_user_reaction_unique` ON `reactions` (`item_type`,`item_id`,`user_id`,`reaction`);--> statement-breakpoint
CREATE INDEX `reactions_tenant_idx` ON `reactions` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reactions_user_idx` ON `reactions` (`user_id`);