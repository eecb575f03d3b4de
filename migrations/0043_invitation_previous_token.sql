-- A resent invitation keeps the hash of the link it replaced, so that the first email's link says a
-- newer invitation was sent instead of "not valid" (never accepted). Nullable: no resend yet, and
-- the rows of today have none to keep.
ALTER TABLE `invitations` ADD `previous_token_hash` text;--> statement-breakpoint
CREATE INDEX `invitations_previous_token_hash_idx` ON `invitations` (`previous_token_hash`);