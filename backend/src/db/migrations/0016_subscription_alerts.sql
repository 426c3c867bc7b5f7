ALTER TABLE `subscriptions` ADD `previous_amount_cents` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `price_changed_at` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `charged_after_cancel_date` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `charged_after_cancel_cents` integer;