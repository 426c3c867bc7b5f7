CREATE TABLE `bank_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`bank_connection_id` text NOT NULL,
	`name` text NOT NULL,
	`mask` text,
	`type` text NOT NULL,
	`balance_cents` integer DEFAULT 0 NOT NULL,
	`plaid_account_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_connection_id`) REFERENCES `bank_connections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_accounts_user_idx` ON `bank_accounts` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_plaid_uq` ON `bank_accounts` (`user_id`,`plaid_account_id`);--> statement-breakpoint
ALTER TABLE `bank_connections` ADD `sync_cursor` text;--> statement-breakpoint
ALTER TABLE `transactions` ADD `bank_account_id` text REFERENCES bank_accounts(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `transactions` ADD `pending` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `transactions` ADD `dedupe_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_account_dedupe_uq` ON `transactions` (`bank_account_id`,`dedupe_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `guideline_violations_once_uq` ON `guideline_violations` (`business_account_id`,`guideline_id`,`violation_date`);