DROP INDEX `analytics_events_event_time_idx`;--> statement-breakpoint
CREATE INDEX `analytics_events_event_time_idx` ON `analytics_events` (`event`,`timestamp`,`source`,`path`);