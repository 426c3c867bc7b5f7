-- The account that subscribed while signed in; null for a visitor (and for every row written before: who typed an address was not recorded).
ALTER TABLE `newsletter_subscribers` ADD `user_id` text REFERENCES users(id) ON UPDATE no action ON DELETE set null;
