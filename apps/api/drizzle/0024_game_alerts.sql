CREATE TABLE "game_alert_cursor" (
	"name" text PRIMARY KEY NOT NULL,
	"scanned_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_alert_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"message_key" text,
	CONSTRAINT "game_alert_matches_status_valid" CHECK ("game_alert_matches"."status" in ('pending', 'sent', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "game_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"districts" text[] DEFAULT '{}'::text[] NOT NULL,
	"weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"minute_from" smallint,
	"minute_to" smallint,
	"format" text,
	"max_price_qepik" integer,
	"venue_id" integer,
	"delivery" text DEFAULT 'instant' NOT NULL,
	"digest_hour" smallint DEFAULT 19 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"paused_reason" text,
	"unsubscribe_key" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"active_since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_alerts_status_valid" CHECK ("game_alerts"."status" in ('active', 'paused')),
	CONSTRAINT "game_alerts_delivery_valid" CHECK ("game_alerts"."delivery" in ('instant', 'digest')),
	CONSTRAINT "game_alerts_digest_hour_range" CHECK ("game_alerts"."digest_hour" between 0 and 23),
	CONSTRAINT "game_alerts_narrowed" CHECK (cardinality("game_alerts"."districts") > 0 or cardinality("game_alerts"."weekdays") > 0 or "game_alerts"."minute_from" is not null
        or "game_alerts"."minute_to" is not null or "game_alerts"."format" is not null or "game_alerts"."max_price_qepik" is not null
        or "game_alerts"."venue_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "game_watchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'watching' NOT NULL,
	"told_at" timestamp with time zone,
	"registration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_watchers_status_valid" CHECK ("game_watchers"."status" in ('watching', 'told', 'claimed'))
);
--> statement-breakpoint
ALTER TABLE "game_alert_matches" ADD CONSTRAINT "game_alert_matches_alert_id_game_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."game_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_alert_matches" ADD CONSTRAINT "game_alert_matches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_alert_matches" ADD CONSTRAINT "game_alert_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_alerts" ADD CONSTRAINT "game_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_alerts" ADD CONSTRAINT "game_alerts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_watchers" ADD CONSTRAINT "game_watchers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_watchers" ADD CONSTRAINT "game_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_alert_matches_alert_game_unique" ON "game_alert_matches" USING btree ("alert_id","game_id");--> statement-breakpoint
CREATE INDEX "game_alert_matches_pending_idx" ON "game_alert_matches" USING btree ("user_id") WHERE "game_alert_matches"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "game_alert_matches_user_sent_idx" ON "game_alert_matches" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "game_alerts_user_idx" ON "game_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_alerts_active_format_idx" ON "game_alerts" USING btree ("format") WHERE "game_alerts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "game_alerts_active_venue_idx" ON "game_alerts" USING btree ("venue_id") WHERE "game_alerts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "game_alerts_active_districts_idx" ON "game_alerts" USING gin ("districts") WHERE "game_alerts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "game_watchers_game_user_unique" ON "game_watchers" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "game_watchers_waiting_idx" ON "game_watchers" USING btree ("game_id","created_at") WHERE "game_watchers"."status" <> 'claimed';