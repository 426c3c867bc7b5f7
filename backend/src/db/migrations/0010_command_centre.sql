CREATE TABLE `campaign_items` (
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`status` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_items_kind_item_uq` ON `campaign_items` (`kind`,`item_id`);--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `path` text GENERATED ALWAYS AS (json_extract(properties, '$.path')) VIRTUAL;--> statement-breakpoint
CREATE INDEX `analytics_events_event_time_idx` ON `analytics_events` (`event`,`timestamp`,`source`);--> statement-breakpoint
CREATE INDEX `analytics_events_path_time_idx` ON `analytics_events` (`path`,`timestamp`,`source`,`session_id`);--> statement-breakpoint
ALTER TABLE `conversion_events` ADD `session_id` text;--> statement-breakpoint
CREATE INDEX `conversion_events_type_time_idx` ON `conversion_events` (`type`,`timestamp`,`source`);--> statement-breakpoint
ALTER TABLE `user_sessions` ADD `channel` text GENERATED ALWAYS AS (coalesce(nullif(lower(trim(utm_source)), ''), case when coalesce(referrer, '') = '' then 'direct' else 'referral' end)) VIRTUAL;--> statement-breakpoint
CREATE INDEX `user_sessions_start_channel_idx` ON `user_sessions` (`start_time`,`source`,`channel`);--> statement-breakpoint
CREATE INDEX `user_sessions_end_idx` ON `user_sessions` (`end_time`,`source`);--> statement-breakpoint
CREATE INDEX `user_sessions_user_start_idx` ON `user_sessions` (`user_id`,`start_time`);--> statement-breakpoint
-- Conversions recorded before this migration name their session in metadata (demo traffic); keep it in the column.
UPDATE `conversion_events` SET `session_id` = json_extract(`metadata`, '$.sessionId') WHERE `session_id` IS NULL AND json_valid(`metadata`);
