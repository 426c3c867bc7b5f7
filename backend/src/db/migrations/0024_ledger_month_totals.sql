-- The ledger's count and totals per currency at a million rows (docs/architecture.md "Ledger totals"):
-- a summary per user, account, currency, month and category, so that the totals read a few hundred
-- rows instead of every transaction. It is kept the way the search index is (migration 0023): the
-- code that writes rows adds them (the banking repository: one statement per row, or one per batch
-- of an import), because an insert trigger doubled the cost of every insert; a delete subtracts its
-- row in the delete trigger the search index already has (skipped, like the index's entry, while an
-- import is being removed: the undo subtracts per batch); an update of a summarised column moves
-- the row by a trigger of its own. Summary rows that reach zero stay until the user is deleted; the table has no
-- foreign key to users, because deleting a user moves its rows here on the way (an account's rows lose
-- their account), so the account deletion removes them last.
CREATE TABLE `ledger_month_totals` (
	`user_id` text NOT NULL,
	`bank_account_id` text NOT NULL,
	`currency` text NOT NULL,
	`month` text NOT NULL,
	`category` text NOT NULL,
	`n` integer NOT NULL,
	`n_in` integer NOT NULL,
	`n_out` integer NOT NULL,
	`in_cents` integer NOT NULL,
	`out_cents` integer NOT NULL,
	PRIMARY KEY(`user_id`, `bank_account_id`, `currency`, `month`, `category`)
);--> statement-breakpoint
INSERT INTO `ledger_month_totals`(`user_id`, `bank_account_id`, `currency`, `month`, `category`, `n`, `n_in`, `n_out`, `in_cents`, `out_cents`)
  SELECT `user_id`, coalesce(`bank_account_id`, ''), `currency`, substr(`date`, 1, 7), coalesce(`category`, ''), count(*), sum(`amount_cents` < 0), sum(`amount_cents` > 0), sum(max(-`amount_cents`, 0)), sum(max(`amount_cents`, 0))
  FROM `transactions` GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
DROP TRIGGER `transactions_fts_ad`;--> statement-breakpoint
CREATE TRIGGER `transactions_ad` AFTER DELETE ON `transactions`
WHEN old.`import_id` IS NULL OR (SELECT `imported` FROM `bank_imports` WHERE `id` = old.`import_id`) IS NOT -2 BEGIN
  INSERT INTO `transactions_fts`(`transactions_fts`, rowid, `merchant_name`, `description`, `notes`) VALUES ('delete', old.rowid, old.`merchant_name`, CASE WHEN old.`description` IS old.`merchant_name` THEN NULL ELSE old.`description` END, old.`notes`);
  UPDATE `ledger_month_totals` SET `n` = `n` - 1, `n_in` = `n_in` - (old.`amount_cents` < 0), `n_out` = `n_out` - (old.`amount_cents` > 0), `in_cents` = `in_cents` - max(-old.`amount_cents`, 0), `out_cents` = `out_cents` - max(old.`amount_cents`, 0)
  WHERE `user_id` = old.`user_id` AND `bank_account_id` = coalesce(old.`bank_account_id`, '') AND `currency` = old.`currency` AND `month` = substr(old.`date`, 1, 7) AND `category` = coalesce(old.`category`, '');
END;--> statement-breakpoint
CREATE TRIGGER `ledger_month_totals_au` AFTER UPDATE OF `user_id`, `bank_account_id`, `currency`, `date`, `category`, `amount_cents` ON `transactions` BEGIN
  UPDATE `ledger_month_totals` SET `n` = `n` - 1, `n_in` = `n_in` - (old.`amount_cents` < 0), `n_out` = `n_out` - (old.`amount_cents` > 0), `in_cents` = `in_cents` - max(-old.`amount_cents`, 0), `out_cents` = `out_cents` - max(old.`amount_cents`, 0)
  WHERE `user_id` = old.`user_id` AND `bank_account_id` = coalesce(old.`bank_account_id`, '') AND `currency` = old.`currency` AND `month` = substr(old.`date`, 1, 7) AND `category` = coalesce(old.`category`, '');
  INSERT INTO `ledger_month_totals`(`user_id`, `bank_account_id`, `currency`, `month`, `category`, `n`, `n_in`, `n_out`, `in_cents`, `out_cents`)
  VALUES (new.`user_id`, coalesce(new.`bank_account_id`, ''), new.`currency`, substr(new.`date`, 1, 7), coalesce(new.`category`, ''), 1, new.`amount_cents` < 0, new.`amount_cents` > 0, max(-new.`amount_cents`, 0), max(new.`amount_cents`, 0))
  ON CONFLICT(`user_id`, `bank_account_id`, `currency`, `month`, `category`) DO UPDATE SET `n` = `n` + 1, `n_in` = `n_in` + excluded.`n_in`, `n_out` = `n_out` + excluded.`n_out`, `in_cents` = `in_cents` + excluded.`in_cents`, `out_cents` = `out_cents` + excluded.`out_cents`;
END;
