ALTER TABLE `billing_invoices` ADD `lines` text;--> statement-breakpoint
ALTER TABLE `billing_subscriptions` ADD `current_period_start` integer;--> statement-breakpoint
ALTER TABLE `billing_subscriptions` ADD `pending_plan` text;