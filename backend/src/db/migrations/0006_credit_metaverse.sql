CREATE TABLE `credit_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`date` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_alerts_user_key_uq` ON `credit_alerts` (`user_id`,`dedupe_key`);--> statement-breakpoint
CREATE INDEX `credit_alerts_user_idx` ON `credit_alerts` (`user_id`,`date`);--> statement-breakpoint
CREATE TABLE `credit_score_history` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`score` integer NOT NULL,
	`change` integer NOT NULL,
	`event` text NOT NULL,
	`snapshot` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `credit_score_history_user_idx` ON `credit_score_history` (`user_id`,`date`);--> statement-breakpoint
CREATE TABLE `metaverse_avatars` (
	`user_id` text PRIMARY KEY NOT NULL,
	`financial_xp` integer DEFAULT 0 NOT NULL,
	`location` text DEFAULT 'main-plaza' NOT NULL,
	`visited` text DEFAULT '[]' NOT NULL,
	`talked_to` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_achievements` (
	`user_id` text NOT NULL,
	`achievement_id` text NOT NULL,
	`earned_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_achievements_uq` ON `user_achievements` (`user_id`,`achievement_id`);--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `credit_limit_cents` integer;