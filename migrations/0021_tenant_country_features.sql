ALTER TABLE `tenants` ADD `country` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `feature_flags` text DEFAULT '{}' NOT NULL;