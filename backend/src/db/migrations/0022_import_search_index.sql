-- Large bank-file imports (docs/architecture.md "Large imports"): the rows of an import that is being
-- written (bank_imports.imported = -1) enter the search index per batch, in one statement with the
-- batch, and an import being removed (-2: undone, or cleaned up after a failure) takes its rows out
-- of the index per batch the same way; a trigger per row made a 1,000,000-row import several times
-- slower. Every other insert and delete keeps the per-row triggers, with the same expressions as 0015.
DROP TRIGGER `transactions_fts_ai`;--> statement-breakpoint
CREATE TRIGGER `transactions_fts_ai` AFTER INSERT ON `transactions`
WHEN new.`import_id` IS NULL OR (SELECT `imported` FROM `bank_imports` WHERE `id` = new.`import_id`) IS NOT -1 BEGIN
  INSERT INTO `transactions_fts`(rowid, `merchant_name`, `description`, `notes`) VALUES (new.rowid, new.`merchant_name`, CASE WHEN new.`description` IS new.`merchant_name` THEN NULL ELSE new.`description` END, new.`notes`);
END;--> statement-breakpoint
DROP TRIGGER `transactions_fts_ad`;--> statement-breakpoint
CREATE TRIGGER `transactions_fts_ad` AFTER DELETE ON `transactions`
WHEN old.`import_id` IS NULL OR (SELECT `imported` FROM `bank_imports` WHERE `id` = old.`import_id`) IS NOT -2 BEGIN
  INSERT INTO `transactions_fts`(`transactions_fts`, rowid, `merchant_name`, `description`, `notes`) VALUES ('delete', old.rowid, old.`merchant_name`, CASE WHEN old.`description` IS old.`merchant_name` THEN NULL ELSE old.`description` END, old.`notes`);
END;
