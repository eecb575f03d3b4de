CREATE TABLE `archived_class_students` (
	`tenant_id` text NOT NULL,
	`class_id` text NOT NULL,
	`student_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`student_id`, `class_id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `archived_class_students_tenant_idx` ON `archived_class_students` (`tenant_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `archived_at` integer;--> statement-breakpoint
-- Hand-added: accounts archived before this column existed date from their last change.
UPDATE `users` SET `archived_at` = `updated_at` WHERE `archived` = 1;
