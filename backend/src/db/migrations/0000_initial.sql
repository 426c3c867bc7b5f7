CREATE TABLE `ai_insights` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`insight` text NOT NULL,
	`category` text NOT NULL,
	`confidence` real NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ai_insights_user_idx` ON `ai_insights` (`user_id`);--> statement-breakpoint
CREATE TABLE `analytics_events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`event` text NOT NULL,
	`properties` text,
	`session_id` text,
	`source` text DEFAULT 'real' NOT NULL,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`utm_content` text,
	`utm_term` text,
	`referrer` text,
	`user_agent` text,
	`ip_address` text,
	`timestamp` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `analytics_events_time_idx` ON `analytics_events` (`timestamp`);--> statement-breakpoint
CREATE INDEX `analytics_events_session_idx` ON `analytics_events` (`session_id`);--> statement-breakpoint
CREATE TABLE `bank_connections` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`institution_name` text NOT NULL,
	`account_type` text NOT NULL,
	`last_sync` integer,
	`plaid_access_token` text,
	`plaid_item_id` text,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_connections_user_idx` ON `bank_connections` (`user_id`);--> statement-breakpoint
CREATE TABLE `budget_allocations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`income_cents` integer NOT NULL,
	`mode` text NOT NULL,
	`bills_cents` integer NOT NULL,
	`debt_cents` integer NOT NULL,
	`savings_cents` integer NOT NULL,
	`spending_cents` integer NOT NULL,
	`flex_fund_cents` integer NOT NULL,
	`ai_tip` text NOT NULL,
	`credit_projection` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `budget_allocations_user_idx` ON `budget_allocations` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `business_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`business_name` text NOT NULL,
	`target_amount_cents` integer NOT NULL,
	`current_amount_cents` integer DEFAULT 0 NOT NULL,
	`weekly_contribution_cents` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`start_date` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`target_date` text,
	`stripe_subscription_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `business_accounts_user_idx` ON `business_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `business_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`business_account_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`type` text NOT NULL,
	`description` text,
	`stripe_transaction_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`business_account_id`) REFERENCES `business_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `business_transactions_account_idx` ON `business_transactions` (`business_account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `conversion_events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`type` text NOT NULL,
	`value_cents` integer DEFAULT 0 NOT NULL,
	`tier` text,
	`metadata` text,
	`payment_session_id` text,
	`customer_id` text,
	`source` text DEFAULT 'real' NOT NULL,
	`timestamp` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `conversion_events_time_idx` ON `conversion_events` (`timestamp`);--> statement-breakpoint
CREATE TABLE `guideline_violations` (
	`id` text PRIMARY KEY NOT NULL,
	`business_account_id` text NOT NULL,
	`guideline_id` text,
	`violation_date` text NOT NULL,
	`penalty_amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`stripe_charge_id` text,
	`processed` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`business_account_id`) REFERENCES `business_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guideline_id`) REFERENCES `savings_guidelines`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `guideline_violations_account_idx` ON `guideline_violations` (`business_account_id`);--> statement-breakpoint
CREATE TABLE `savings_guidelines` (
	`id` text PRIMARY KEY NOT NULL,
	`business_account_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`penalty_amount_cents` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`business_account_id`) REFERENCES `business_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `savings_guidelines_account_idx` ON `savings_guidelines` (`business_account_id`);--> statement-breakpoint
CREATE TABLE `savings_tracking` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`monthly_target_cents` integer DEFAULT 12700 NOT NULL,
	`actual_saved_cents` integer DEFAULT 0 NOT NULL,
	`subscriptions_cancelled` integer DEFAULT 0 NOT NULL,
	`total_saved_all_time_cents` integer DEFAULT 0 NOT NULL,
	`month` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `savings_tracking_user_month_uq` ON `savings_tracking` (`user_id`,`month`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`merchant_name` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`frequency` text NOT NULL,
	`next_bill_date` text,
	`last_bill_date` text,
	`category` text,
	`status` text DEFAULT 'active' NOT NULL,
	`is_forgotten` integer DEFAULT false NOT NULL,
	`last_used_date` text,
	`cancellation_url` text,
	`cancellation_phone` text,
	`cancellation_instructions` text,
	`detected_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`cancelled_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_user_merchant_uq` ON `subscriptions` (`user_id`,`merchant_name`,`frequency`);--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`bank_connection_id` text,
	`subscription_id` text,
	`amount_cents` integer NOT NULL,
	`merchant_name` text,
	`description` text,
	`category` text,
	`date` text NOT NULL,
	`is_recurring` integer DEFAULT false NOT NULL,
	`plaid_transaction_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_connection_id`) REFERENCES `bank_connections`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `transactions_user_date_idx` ON `transactions` (`user_id`,`date`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_user_plaid_uq` ON `transactions` (`user_id`,`plaid_transaction_id`);--> statement-breakpoint
CREATE TABLE `user_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`user_id` text,
	`start_time` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`end_time` integer,
	`page_views` integer DEFAULT 0 NOT NULL,
	`duration_ms` integer,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`referrer` text,
	`user_agent` text,
	`ip_address` text,
	`source` text DEFAULT 'real' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_sessions_session_id_unique` ON `user_sessions` (`session_id`);--> statement-breakpoint
CREATE INDEX `user_sessions_start_idx` ON `user_sessions` (`start_time`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`password_hash` text,
	`income_cents` integer DEFAULT 0 NOT NULL,
	`mode` text DEFAULT 'ai-control' NOT NULL,
	`credit_score` integer DEFAULT 580 NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`subscription_tier` text DEFAULT 'free' NOT NULL,
	`subscription_status` text DEFAULT 'active' NOT NULL,
	`profile_image_url` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);