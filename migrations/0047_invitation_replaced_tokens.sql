CREATE TABLE `invitation_replaced_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`invitation_id` text NOT NULL,
	`replaced_at` integer NOT NULL,
	FOREIGN KEY (`invitation_id`) REFERENCES `invitations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invitation_replaced_tokens_invitation_idx` ON `invitation_replaced_tokens` (`invitation_id`);--> statement-breakpoint
-- The links replaced before this migration: only the latest of each invitation was kept.
INSERT OR IGNORE INTO `invitation_replaced_tokens` (`token_hash`, `invitation_id`, `replaced_at`)
SELECT `previous_token_hash`, `id`, `last_sent_at` FROM `invitations` WHERE `previous_token_hash` IS NOT NULL;
