CREATE TABLE `carts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`items` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `catalog_items` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price` integer NOT NULL,
	`currency` text NOT NULL,
	`requires_shipping` integer DEFAULT false NOT NULL,
	`ref_id` text,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_items_tenant_idx` ON `catalog_items` (`tenant_id`,`kind`,`active`);--> statement-breakpoint
CREATE INDEX `catalog_items_ref_idx` ON `catalog_items` (`ref_id`);--> statement-breakpoint
CREATE TABLE `charities` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`website` text,
	`country` text,
	`currency` text DEFAULT 'USD' NOT NULL,
	`suggested_amounts` text DEFAULT '[1000,2500,5000,10000]' NOT NULL,
	`sdgs` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`logo_key` text,
	`cover_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `charities_slug_unique` ON `charities` (`slug`);--> statement-breakpoint
CREATE INDEX `charities_tenant_idx` ON `charities` (`tenant_id`,`status`,`name`);--> statement-breakpoint
CREATE TABLE `donations` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`charity_id` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`anonymous` integer DEFAULT false NOT NULL,
	`donor_name` text,
	`donor_email` text,
	`donor_user_id` text,
	`attribution_kind` text DEFAULT 'none' NOT NULL,
	`attributed_user_id` text,
	`attributed_class_id` text,
	`attributed_tenant_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`order_id` text,
	`completed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`donor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`attributed_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`attributed_class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`attributed_tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `donations_tenant_status_idx` ON `donations` (`tenant_id`,`status`,`completed_at`);--> statement-breakpoint
CREATE INDEX `donations_target_idx` ON `donations` (`target_type`,`target_id`,`status`);--> statement-breakpoint
CREATE INDEX `donations_order_idx` ON `donations` (`order_id`);--> statement-breakpoint
CREATE INDEX `donations_charity_idx` ON `donations` (`charity_id`,`status`);--> statement-breakpoint
CREATE INDEX `donations_attributed_user_idx` ON `donations` (`attributed_user_id`,`status`);--> statement-breakpoint
CREATE INDEX `donations_attributed_class_idx` ON `donations` (`attributed_class_id`,`status`);--> statement-breakpoint
CREATE INDEX `donations_status_completed_idx` ON `donations` (`status`,`completed_at`);--> statement-breakpoint
CREATE TABLE `entitlements` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`user_id` text NOT NULL,
	`catalog_item_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref_id` text,
	`order_id` text NOT NULL,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `entitlements_order_item_unique` ON `entitlements` (`order_id`,`catalog_item_id`);--> statement-breakpoint
CREATE INDEX `entitlements_user_idx` ON `entitlements` (`user_id`,`kind`);--> statement-breakpoint
CREATE TABLE `libraries` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`charity_id` text,
	`name` text NOT NULL,
	`city` text NOT NULL,
	`country` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`goal_amount` integer NOT NULL,
	`currency` text NOT NULL,
	`raised_amount` integer DEFAULT 0 NOT NULL,
	`donor_count` integer DEFAULT 0 NOT NULL,
	`books_goal` integer DEFAULT 0 NOT NULL,
	`books_stocked` integer DEFAULT 0 NOT NULL,
	`sdgs` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'planned' NOT NULL,
	`cover_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `libraries_tenant_idx` ON `libraries` (`tenant_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `libraries_charity_idx` ON `libraries` (`charity_id`);--> statement-breakpoint
CREATE TABLE `order_events` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`status` text NOT NULL,
	`note` text,
	`actor_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`kind` text NOT NULL,
	`cart_item` text NOT NULL,
	`ref_id` text NOT NULL,
	`title` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`unit_amount` integer NOT NULL,
	`amount` integer NOT NULL,
	`requires_shipping` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_items_ref_idx` ON `order_items` (`kind`,`ref_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`tenant_id` text,
	`user_id` text,
	`access_key_hash` text,
	`idempotency_key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`fulfilment_status` text DEFAULT 'not_required' NOT NULL,
	`currency` text NOT NULL,
	`subtotal` integer NOT NULL,
	`shipping` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`refunded_amount` integer DEFAULT 0 NOT NULL,
	`contact_name` text NOT NULL,
	`contact_email` text NOT NULL,
	`contact_phone` text,
	`shipping_address` text,
	`provider` text,
	`provider_ref` text,
	`payment_ref` text,
	`hold_reason` text,
	`tracking_number` text,
	`paid_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_unique` ON `orders` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_number_unique` ON `orders` (`number`);--> statement-breakpoint
CREATE INDEX `orders_tenant_status_idx` ON `orders` (`tenant_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_provider_ref_idx` ON `orders` (`provider`,`provider_ref`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`provider_event_id` text NOT NULL,
	`provider_type` text NOT NULL,
	`type` text NOT NULL,
	`order_id` text,
	`provider_ref` text,
	`payment_ref` text,
	`amount` integer,
	`currency` text,
	`payload` text NOT NULL,
	`status` text DEFAULT 'received' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`processed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_events_provider_event_unique` ON `payment_events` (`provider`,`provider_event_id`);--> statement-breakpoint
CREATE INDEX `payment_events_status_idx` ON `payment_events` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `payment_events_order_idx` ON `payment_events` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`charity_id` text,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`goal_amount` integer NOT NULL,
	`currency` text NOT NULL,
	`raised_amount` integer DEFAULT 0 NOT NULL,
	`donor_count` integer DEFAULT 0 NOT NULL,
	`suggested_amounts` text DEFAULT '[1000,2500,5000,10000]' NOT NULL,
	`sdgs` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`cover_key` text,
	`starts_on` text,
	`ends_on` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `projects_slug_unique` ON `projects` (`slug`);--> statement-breakpoint
CREATE INDEX `projects_tenant_idx` ON `projects` (`tenant_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `projects_charity_idx` ON `projects` (`charity_id`);