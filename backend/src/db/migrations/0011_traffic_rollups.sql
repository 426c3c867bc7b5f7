CREATE TABLE `traffic_rollups` (
	`bucket` integer NOT NULL,
	`source` text NOT NULL,
	`channel` text NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`pricing` integer DEFAULT 0 NOT NULL,
	`checkout` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`bucket`, `source`, `channel`)
);
--> statement-breakpoint
DROP INDEX `conversion_events_type_time_idx`;--> statement-breakpoint
CREATE INDEX `conversion_events_type_time_idx` ON `conversion_events` (`type`,`timestamp`,`source`,`value_cents`,`session_id`);--> statement-breakpoint
ALTER TABLE `user_sessions` ADD `funnel_stage` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- How far each stored visit got, from its events (any event on /checkout, else /pricing).
UPDATE `user_sessions` SET `funnel_stage` = coalesce((SELECT max(CASE `e`.`path` WHEN '/checkout' THEN 2 WHEN '/pricing' THEN 1 ELSE 0 END) FROM `analytics_events` `e` WHERE `e`.`session_id` = `user_sessions`.`session_id`), 0);--> statement-breakpoint
INSERT INTO `traffic_rollups` (`bucket`, `source`, `channel`, `visits`, `pricing`, `checkout`)
  SELECT (`start_time` / 900000) * 900000, `source`, `channel`, count(*), sum(`funnel_stage` >= 1), sum(`funnel_stage` >= 2) FROM `user_sessions` GROUP BY 1, 2, 3;
