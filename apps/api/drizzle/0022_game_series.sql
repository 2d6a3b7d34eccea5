CREATE TABLE "game_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"venue_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"format" text NOT NULL,
	"capacity" smallint NOT NULL,
	"kind" text NOT NULL,
	"price_qepik" integer NOT NULL,
	"min_level" text,
	"max_level" text,
	"has_referee" boolean DEFAULT false NOT NULL,
	"guests_allowed" boolean DEFAULT true NOT NULL,
	"video_coverage" boolean DEFAULT false NOT NULL,
	"time_zone" text DEFAULT 'Asia/Baku' NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"kick_off_time" text NOT NULL,
	"every_weeks" smallint DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"publish_days_ahead" smallint DEFAULT 7 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_series_status_valid" CHECK ("game_series"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "game_series_format_valid" CHECK ("game_series"."format" in ('5x5', '6x6', '7x7', '8x8', '9x9', '11x11')),
	CONSTRAINT "game_series_kind_valid" CHECK ("game_series"."kind" in ('regular', 'premium', 'tournament')),
	CONSTRAINT "game_series_capacity_range" CHECK ("game_series"."capacity" between 2 and 50),
	CONSTRAINT "game_series_price_not_negative" CHECK ("game_series"."price_qepik" >= 0),
	CONSTRAINT "game_series_duration_range" CHECK ("game_series"."duration_minutes" between 30 and 240),
	CONSTRAINT "game_series_weekdays_valid" CHECK (cardinality("game_series"."weekdays") between 1 and 7 and "game_series"."weekdays" <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[]),
	CONSTRAINT "game_series_kick_off_time_valid" CHECK ("game_series"."kick_off_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "game_series_every_weeks_valid" CHECK ("game_series"."every_weeks" in (1, 2)),
	CONSTRAINT "game_series_dates_in_order" CHECK ("game_series"."end_date" is null or "game_series"."end_date" >= "game_series"."start_date"),
	CONSTRAINT "game_series_publish_days_range" CHECK ("game_series"."publish_days_ahead" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "game_series_dates" (
	"series_id" uuid NOT NULL,
	"date" date NOT NULL,
	"state" text NOT NULL,
	"game_id" uuid,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_series_dates_series_id_date_pk" PRIMARY KEY("series_id","date"),
	CONSTRAINT "game_series_dates_state_valid" CHECK ("game_series_dates"."state" in ('published', 'skipped', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_series_dates" ADD CONSTRAINT "game_series_dates_series_id_game_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."game_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_series_dates" ADD CONSTRAINT "game_series_dates_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_series_organizer_idx" ON "game_series" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "game_series_active_idx" ON "game_series" USING btree ("start_date") WHERE "game_series"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "game_series_dates_game_unique" ON "game_series_dates" USING btree ("game_id");--> statement-breakpoint
-- The weekly games that the game form's old "repeat for N weeks" made (games sharing a series_id)
-- become series that end on their last date, each date published with its game, so that nothing
-- more is published for them (decision 73).
INSERT INTO "game_series" ("id", "organizer_id", "venue_id", "title", "description", "duration_minutes", "format", "capacity", "kind", "price_qepik", "min_level", "max_level", "has_referee", "guests_allowed", "video_coverage", "weekdays", "kick_off_time", "start_date", "end_date", "created_at")
SELECT DISTINCT ON (g."series_id") g."series_id", g."organizer_id", g."venue_id", g."title", g."description", g."duration_minutes", g."format", g."capacity", g."kind", g."price_qepik", g."min_level", g."max_level", g."has_referee", g."guests_allowed", g."video_coverage",
  ARRAY[extract(isodow from g."starts_at" at time zone 'Asia/Baku')::smallint],
  to_char(g."starts_at" at time zone 'Asia/Baku', 'HH24:MI'),
  (g."starts_at" at time zone 'Asia/Baku')::date,
  (SELECT max((other."starts_at" at time zone 'Asia/Baku')::date) FROM "games" other WHERE other."series_id" = g."series_id"),
  g."created_at"
FROM "games" g
WHERE g."series_id" IS NOT NULL
ORDER BY g."series_id", g."starts_at";--> statement-breakpoint
INSERT INTO "game_series_dates" ("series_id", "date", "state", "game_id", "created_at")
SELECT "series_id", ("starts_at" at time zone 'Asia/Baku')::date, 'published', "id", "created_at"
FROM "games"
WHERE "series_id" IS NOT NULL
ON CONFLICT DO NOTHING;
