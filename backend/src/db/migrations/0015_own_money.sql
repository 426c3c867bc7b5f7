CREATE TABLE `bank_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`bank_account_id` text NOT NULL,
	`file_name` text NOT NULL,
	`format` text NOT NULL,
	`imported` integer NOT NULL,
	`duplicates` integer NOT NULL,
	`balance_before` text,
	`created_account` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_account_id`) REFERENCES `bank_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_imports_user_idx` ON `bank_imports` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `category_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`match_text` text NOT NULL,
	`category` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `category_rules_user_idx` ON `category_rules` (`user_id`);--> statement-breakpoint
CREATE TABLE `transaction_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transaction_categories_user_name_uq` ON `transaction_categories` (`user_id`,`name`);--> statement-breakpoint
CREATE TABLE `transaction_trash` (
	`id` text PRIMARY KEY NOT NULL,
	`batch_id` text NOT NULL,
	`user_id` text NOT NULL,
	`row` text NOT NULL,
	`deleted_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `transaction_trash_batch_idx` ON `transaction_trash` (`user_id`,`batch_id`);--> statement-breakpoint
ALTER TABLE `ai_insights` ADD `source` text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `institution` text;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `balance_source` text;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `balance_as_of` text;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `account_number_hash` text;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `csv_mapping` text;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `csv_header_key` text;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `closed_at` integer;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `source` text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE `bank_connections` ADD `source` text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE `credit_alerts` ADD `source` text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE `credit_score_history` ADD `source` text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE `savings_tracking` ADD `source` text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `source` text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE `transactions` ADD `notes` text;--> statement-breakpoint
ALTER TABLE `transactions` ADD `import_id` text REFERENCES bank_imports(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `transactions` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `transactions` ADD `source` text DEFAULT 'real' NOT NULL;--> statement-breakpoint
CREATE INDEX `transactions_account_date_idx` ON `transactions` (`bank_account_id`,`date`);--> statement-breakpoint
CREATE INDEX `transactions_import_idx` ON `transactions` (`import_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `home_currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
-- Balances: the bank's (linked or demo banks) are known; an imported file's was often the sum of its rows, so it is unknown until the bank or the user states it.
UPDATE `bank_accounts` SET `balance_source` = CASE WHEN `bank_connection_id` IN (SELECT `id` FROM `bank_connections` WHERE `institution_name` = 'Imported bank file') THEN NULL ELSE 'bank' END;--> statement-breakpoint
-- Full-text search over the ledger (trigram: any 3+ characters of a word match, accents and case ignored).
-- An imported row's description is usually its merchant name again: it is indexed only when it differs,
-- which halves the index an import writes. The triggers and the first fill use the same expression, so a
-- delete always removes exactly what was indexed (never run 'rebuild', which would index it twice).
CREATE VIRTUAL TABLE `transactions_fts` USING fts5(`merchant_name`, `description`, `notes`, content='transactions', content_rowid='rowid', tokenize='trigram remove_diacritics 1');--> statement-breakpoint
CREATE TRIGGER `transactions_fts_ai` AFTER INSERT ON `transactions` BEGIN
  INSERT INTO `transactions_fts`(rowid, `merchant_name`, `description`, `notes`) VALUES (new.rowid, new.`merchant_name`, CASE WHEN new.`description` IS new.`merchant_name` THEN NULL ELSE new.`description` END, new.`notes`);
END;--> statement-breakpoint
CREATE TRIGGER `transactions_fts_ad` AFTER DELETE ON `transactions` BEGIN
  INSERT INTO `transactions_fts`(`transactions_fts`, rowid, `merchant_name`, `description`, `notes`) VALUES ('delete', old.rowid, old.`merchant_name`, CASE WHEN old.`description` IS old.`merchant_name` THEN NULL ELSE old.`description` END, old.`notes`);
END;--> statement-breakpoint
CREATE TRIGGER `transactions_fts_au` AFTER UPDATE OF `merchant_name`, `description`, `notes` ON `transactions` BEGIN
  INSERT INTO `transactions_fts`(`transactions_fts`, rowid, `merchant_name`, `description`, `notes`) VALUES ('delete', old.rowid, old.`merchant_name`, CASE WHEN old.`description` IS old.`merchant_name` THEN NULL ELSE old.`description` END, old.`notes`);
  INSERT INTO `transactions_fts`(rowid, `merchant_name`, `description`, `notes`) VALUES (new.rowid, new.`merchant_name`, CASE WHEN new.`description` IS new.`merchant_name` THEN NULL ELSE new.`description` END, new.`notes`);
END;--> statement-breakpoint
INSERT INTO `transactions_fts`(rowid, `merchant_name`, `description`, `notes`) SELECT rowid, `merchant_name`, CASE WHEN `description` IS `merchant_name` THEN NULL ELSE `description` END, `notes` FROM `transactions`;
