ALTER TABLE `tenants` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `tenants` ADD `time_zone` text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE `tenants` ADD `currency` text DEFAULT 'USD' NOT NULL;