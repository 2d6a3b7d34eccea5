CREATE TABLE "fair_play_ratings" (
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"referee_id" uuid,
	"score" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_play_ratings_score_range" CHECK ("fair_play_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "player_restrictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"weight" numeric(4, 1) NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid,
	"lift_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_restrictions_kind_valid" CHECK ("player_restrictions"."kind" in ('wallet_only', 'booking_blocked'))
);
--> statement-breakpoint
ALTER TABLE "game_registrations" ADD COLUMN "left_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "referee_id" uuid;--> statement-breakpoint
ALTER TABLE "fair_play_ratings" ADD CONSTRAINT "fair_play_ratings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_ratings" ADD CONSTRAINT "fair_play_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_ratings" ADD CONSTRAINT "fair_play_ratings_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_restrictions" ADD CONSTRAINT "player_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_restrictions" ADD CONSTRAINT "player_restrictions_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_play_ratings_unique" ON "fair_play_ratings" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "fair_play_ratings_user_idx" ON "fair_play_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_restrictions_unique" ON "player_restrictions" USING btree ("user_id","kind","starts_at");--> statement-breakpoint
CREATE INDEX "player_restrictions_ends_idx" ON "player_restrictions" USING btree ("ends_at");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_referee_idx" ON "games" USING btree ("referee_id");