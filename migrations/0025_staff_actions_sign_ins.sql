CREATE TABLE `sign_ins` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`tenant_id` text,
	`host` text,
	`ip_hash` text,
	`success` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sign_ins_user_idx` ON `sign_ins` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sign_ins_created_idx` ON `sign_ins` (`created_at`);--> statement-breakpoint
CREATE TABLE `staff_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`actor_id` text NOT NULL,
	`actor_role` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`target_label` text,
	`detail` text,
	`ip` text,
	`user_agent` text,
	`host` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staff_actions_tenant_created_idx` ON `staff_actions` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `staff_actions_created_idx` ON `staff_actions` (`created_at`);--> statement-breakpoint
CREATE INDEX `staff_actions_actor_idx` ON `staff_actions` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `staff_actions_target_idx` ON `staff_actions` (`target_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `teacher_verified_at` integer;