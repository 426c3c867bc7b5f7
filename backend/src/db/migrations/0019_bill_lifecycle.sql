CREATE TABLE `bill_negotiation_steps` (
	`id` text PRIMARY KEY NOT NULL,
	`negotiation_id` text NOT NULL,
	`status` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`negotiation_id`) REFERENCES `bill_negotiations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bill_negotiation_steps_negotiation_idx` ON `bill_negotiation_steps` (`negotiation_id`,`at`);--> statement-breakpoint
ALTER TABLE `bill_negotiations` ADD `not_saved_reason` text;--> statement-breakpoint
-- The lifecycle's names (docs/product.md "Bills"): in_progress is now in_review; a recorded saving is saved, a recorded 0 not_saved.
UPDATE `bill_negotiations` SET `status` = CASE `status` WHEN 'in_progress' THEN 'in_review' WHEN 'negotiated' THEN 'saved' WHEN 'unsuccessful' THEN 'not_saved' ELSE `status` END;--> statement-breakpoint
UPDATE `bill_negotiations` SET `monthly_savings_cents` = NULL WHERE `status` = 'not_saved';--> statement-breakpoint
-- Every existing request gets its history: submitted when it was created, then the status it reached when it last changed.
INSERT INTO `bill_negotiation_steps` (`id`, `negotiation_id`, `status`, `at`) SELECT lower(hex(randomblob(16))), `id`, 'submitted', `created_at` FROM `bill_negotiations`;--> statement-breakpoint
INSERT INTO `bill_negotiation_steps` (`id`, `negotiation_id`, `status`, `at`) SELECT lower(hex(randomblob(16))), `id`, `status`, `updated_at` FROM `bill_negotiations` WHERE `status` <> 'submitted';
