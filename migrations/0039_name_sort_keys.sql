-- Sort keys of users' names (contracts/text.ts nameKey): SQLite's ORDER BY compares code units and
-- D1 has no language-aware collation, so "émile", "Åberg" and "de la Cruz" came after "Zoe".
-- The app sets both keys on every insert and name change. Rows already here: an ASCII name's key is
-- lower() of it (nameKey agrees there); any other name gets '' and the cron job "people and classes: sort
-- keys of names saved before they existed" folds it with nameKey, reading users_name_key_pending_idx.
ALTER TABLE `users` ADD `first_name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `last_name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `users` SET
  `first_name_key` = CASE WHEN `first_name` GLOB '*[^ -~]*' THEN '' ELSE lower(`first_name`) END,
  `last_name_key` = CASE WHEN `last_name` GLOB '*[^ -~]*' THEN '' ELSE lower(`last_name`) END;--> statement-breakpoint
CREATE INDEX `users_name_key_pending_idx` ON `users` (`id`) WHERE "users"."first_name_key" = '' OR "users"."last_name_key" = '';
