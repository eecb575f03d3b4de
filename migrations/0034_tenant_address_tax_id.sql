ALTER TABLE `tenants` ADD `address` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `tax_id` text;