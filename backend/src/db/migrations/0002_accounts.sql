CREATE TABLE `auth_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`csrf_token` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_sessions_user_idx` ON `auth_sessions` (`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `role` text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `age` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `primary_goal` text;--> statement-breakpoint
ALTER TABLE `users` ADD `target_amount_cents` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `estimated_subscriptions` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `subscription_monthly_cost_cents` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `onboarded_at` integer;