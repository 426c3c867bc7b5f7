CREATE TABLE `ab_test_conversions` (
	`id` text PRIMARY KEY NOT NULL,
	`test_name` text NOT NULL,
	`variant` text NOT NULL,
	`user_id` text,
	`conversion_value` real DEFAULT 0 NOT NULL,
	`source` text DEFAULT 'real' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `ab_test_conversions_test_idx` ON `ab_test_conversions` (`test_name`,`variant`);--> statement-breakpoint
CREATE TABLE `beta_signups` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`financial_goal` text NOT NULL,
	`referral_source` text,
	`utm_source` text,
	`utm_campaign` text,
	`user_id` text,
	`source` text DEFAULT 'real' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `beta_signups_email_unique` ON `beta_signups` (`email`);--> statement-breakpoint
CREATE INDEX `beta_signups_time_idx` ON `beta_signups` (`created_at`);--> statement-breakpoint
CREATE TABLE `bill_negotiations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`service_type` text NOT NULL,
	`provider_name` text NOT NULL,
	`current_bill_cents` integer NOT NULL,
	`account_last4` text,
	`contact_phone` text NOT NULL,
	`email` text NOT NULL,
	`additional_info` text,
	`status` text DEFAULT 'submitted' NOT NULL,
	`monthly_savings_cents` integer,
	`success_fee_cents` integer,
	`source` text DEFAULT 'real' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bill_negotiations_user_idx` ON `bill_negotiations` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`signup_source` text NOT NULL,
	`offer` text,
	`consent_at` integer NOT NULL,
	`source` text DEFAULT 'real' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_email_source_uq` ON `newsletter_subscribers` (`email`,`signup_source`);--> statement-breakpoint
CREATE TABLE `reward_purchases` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`item_id` text NOT NULL,
	`cost_coins` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reward_purchases_user_idx` ON `reward_purchases` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_rewards` (
	`user_id` text PRIMARY KEY NOT NULL,
	`xp` integer DEFAULT 0 NOT NULL,
	`coins` integer DEFAULT 0 NOT NULL,
	`streak` integer DEFAULT 0 NOT NULL,
	`last_claim_date` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
