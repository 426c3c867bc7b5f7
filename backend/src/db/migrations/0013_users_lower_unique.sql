CREATE UNIQUE INDEX `users_username_lower_uq` ON `users` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_uq` ON `users` (lower("email"));