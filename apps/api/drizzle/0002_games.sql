CREATE TABLE "game_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"price_qepik" integer NOT NULL,
	"discount_reason" text,
	"paid_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"waitlisted_at" timestamp with time zone,
	"attendance" text,
	"idempotency_key" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_registrations_status_valid" CHECK ("game_registrations"."status" in ('confirmed', 'pending_payment', 'waitlisted', 'cancelled')),
	CONSTRAINT "game_registrations_payment_method_valid" CHECK ("game_registrations"."payment_method" in ('balance', 'cash')),
	CONSTRAINT "game_registrations_price_not_negative" CHECK ("game_registrations"."price_qepik" >= 0),
	CONSTRAINT "game_registrations_attendance_valid" CHECK ("game_registrations"."attendance" is null or "game_registrations"."attendance" in ('attended', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" integer NOT NULL,
	"organizer_id" uuid NOT NULL,
	"series_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"format" text NOT NULL,
	"capacity" smallint NOT NULL,
	"kind" text NOT NULL,
	"price_qepik" integer NOT NULL,
	"min_level" text,
	"max_level" text,
	"has_referee" boolean DEFAULT false NOT NULL,
	"video_coverage" boolean DEFAULT false NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"places_taken" smallint DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_status_valid" CHECK ("games"."status" in ('open', 'cancelled', 'completed')),
	CONSTRAINT "games_format_valid" CHECK ("games"."format" in ('5x5', '6x6', '7x7', '8x8', '9x9', '11x11')),
	CONSTRAINT "games_kind_valid" CHECK ("games"."kind" in ('regular', 'premium', 'tournament')),
	CONSTRAINT "games_capacity_range" CHECK ("games"."capacity" between 2 and 50),
	CONSTRAINT "games_places_within_capacity" CHECK ("games"."places_taken" between 0 and "games"."capacity"),
	CONSTRAINT "games_price_not_negative" CHECK ("games"."price_qepik" >= 0),
	CONSTRAINT "games_levels_valid" CHECK (coalesce("games"."min_level", 'beginner') in ('beginner', 'intermediate', 'advanced', 'expert', 'master') and coalesce("games"."max_level", 'master') in ('beginner', 'intermediate', 'advanced', 'expert', 'master')),
	CONSTRAINT "games_duration_range" CHECK ("games"."duration_minutes" between 30 and 240)
);
--> statement-breakpoint
ALTER TABLE "game_registrations" ADD CONSTRAINT "game_registrations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_registrations" ADD CONSTRAINT "game_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_registrations_game_user_unique" ON "game_registrations" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_registrations_user_idempotency_unique" ON "game_registrations" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "game_registrations_game_status_idx" ON "game_registrations" USING btree ("game_id","status");--> statement-breakpoint
CREATE INDEX "game_registrations_user_idx" ON "game_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_registrations_hold_idx" ON "game_registrations" USING btree ("hold_expires_at") WHERE "game_registrations"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "games_starts_at_idx" ON "games" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "games_venue_idx" ON "games" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "games_organizer_idx" ON "games" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "games_series_idx" ON "games" USING btree ("series_id");