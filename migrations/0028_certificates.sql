CREATE TABLE `certificates` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`user_id` text NOT NULL,
	`course_id` text NOT NULL,
	`status` text NOT NULL,
	`display_name` text NOT NULL,
	`country` text,
	`work_link` text,
	`work_key` text,
	`work_type` text,
	`work_name` text,
	`work_size` integer,
	`review_note` text DEFAULT '' NOT NULL,
	`reviewed_by` text,
	`reviewed_at` integer,
	`course_title` text NOT NULL,
	`issuer_name` text NOT NULL,
	`completed_at` integer NOT NULL,
	`issued_at` integer,
	`revoked_at` integer,
	`revocation_reason` text,
	`revoked_by` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`revoked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_user_course_unique` ON `certificates` (`user_id`,`course_id`);--> statement-breakpoint
CREATE INDEX `certificates_tenant_idx` ON `certificates` (`tenant_id`,`status`,`issued_at`);--> statement-breakpoint
CREATE INDEX `certificates_course_idx` ON `certificates` (`course_id`,`status`);--> statement-breakpoint
ALTER TABLE `courses` ADD `pass_mark` integer;--> statement-breakpoint
ALTER TABLE `courses` ADD `final_work` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `courses` ADD `final_work_guidelines` text DEFAULT '' NOT NULL;