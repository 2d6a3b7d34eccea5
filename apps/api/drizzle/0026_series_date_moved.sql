ALTER TABLE "game_series_dates" DROP CONSTRAINT "game_series_dates_state_valid";--> statement-breakpoint
ALTER TABLE "game_series_dates" ADD COLUMN "moved_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_series_dates" ADD CONSTRAINT "game_series_dates_moved_has_time" CHECK ("game_series_dates"."state" <> 'moved' or "game_series_dates"."moved_to" is not null);--> statement-breakpoint
ALTER TABLE "game_series_dates" ADD CONSTRAINT "game_series_dates_state_valid" CHECK ("game_series_dates"."state" in ('published', 'skipped', 'refused', 'moved'));