CREATE TABLE "series_regular_dates" (
	"series_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"game_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_regular_dates_series_id_user_id_date_pk" PRIMARY KEY("series_id","user_id","date"),
	CONSTRAINT "series_regular_dates_state_valid" CHECK ("series_regular_dates"."state" in ('not_this_week', 'missed_last', 'booked', 'held', 'left_out', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "series_regulars" (
	"series_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"active_since" timestamp with time zone,
	"removal" text,
	"notices_muted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_regulars_series_id_user_id_pk" PRIMARY KEY("series_id","user_id"),
	CONSTRAINT "series_regulars_status_valid" CHECK ("series_regulars"."status" in ('pending', 'active', 'left', 'removed')),
	CONSTRAINT "series_regulars_removal_valid" CHECK ("series_regulars"."removal" is null or "series_regulars"."removal" in ('organizer', 'misses'))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_series" ADD COLUMN "regular_places" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_series" ADD COLUMN "regulars_cap" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_series" ADD COLUMN "regulars_auto_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_series" ADD COLUMN "skip_deadline_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_series" ADD COLUMN "misses_allowed" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "series_regular_dates" ADD CONSTRAINT "series_regular_dates_series_id_game_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."game_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_regular_dates" ADD CONSTRAINT "series_regular_dates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_regular_dates" ADD CONSTRAINT "series_regular_dates_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_regulars" ADD CONSTRAINT "series_regulars_series_id_game_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."game_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_regulars" ADD CONSTRAINT "series_regulars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_regular_dates_user_idx" ON "series_regular_dates" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "series_regulars_user_idx" ON "series_regulars" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_regular_places_range" CHECK ("game_series"."regular_places" between 0 and "game_series"."capacity" and "game_series"."regulars_cap" between 0 and 100);--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_skip_deadline_range" CHECK ("game_series"."skip_deadline_hours" between 0 and 168);--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_misses_allowed_range" CHECK ("game_series"."misses_allowed" between 1 and 10);