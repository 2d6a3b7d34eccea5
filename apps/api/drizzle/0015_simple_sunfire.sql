CREATE TABLE "competition_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"card" text NOT NULL,
	CONSTRAINT "competition_cards_card_valid" CHECK ("competition_cards"."card" in ('yellow', 'second_yellow_red', 'direct_red', 'yellow_direct_red'))
);
--> statement-breakpoint
CREATE TABLE "competition_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"competition_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"minute" smallint,
	"own_goal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"round" smallint NOT NULL,
	"group_name" text,
	"bracket_id" text,
	"bracket_part" text,
	"bracket_order" smallint,
	"home_slot" jsonb,
	"away_slot" jsonb,
	"home_team_id" uuid,
	"away_team_id" uuid,
	"venue_id" integer,
	"pitch" smallint,
	"starts_at" timestamp with time zone,
	"game_id" uuid,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"home_score" smallint,
	"away_score" smallint,
	"penalties_winner" text,
	"forfeit" text,
	"result_recorded_by" uuid,
	"result_recorded_at" timestamp with time zone,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"reminder_sent_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_matches_status_valid" CHECK ("competition_matches"."status" in ('waiting', 'scheduled', 'awaiting_confirmation', 'played', 'void')),
	CONSTRAINT "competition_matches_scores_range" CHECK (coalesce("competition_matches"."home_score", 0) between 0 and 99 and coalesce("competition_matches"."away_score", 0) between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "competition_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"status" text DEFAULT 'accepted' NOT NULL,
	"seed" smallint,
	"group_name" text,
	"registered_by" uuid NOT NULL,
	"fee_qepik" integer DEFAULT 0 NOT NULL,
	"free_entry_tier" text,
	"payments" smallint DEFAULT 0 NOT NULL,
	"refunds" smallint DEFAULT 0 NOT NULL,
	"request_key" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_teams_status_valid" CHECK ("competition_teams"."status" in ('accepted', 'pending', 'refused', 'withdrawn')),
	CONSTRAINT "competition_teams_refunds_range" CHECK ("competition_teams"."refunds" between 0 and "competition_teams"."payments")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"round_robin_legs" smallint DEFAULT 1 NOT NULL,
	"group_count" smallint,
	"advance_per_group" smallint,
	"third_place" boolean DEFAULT false NOT NULL,
	"match_format" text NOT NULL,
	"match_minutes" smallint NOT NULL,
	"changeover_minutes" smallint NOT NULL,
	"min_rest_minutes" integer NOT NULL,
	"max_rounds_per_day" smallint,
	"venue_pitches" jsonb NOT NULL,
	"windows" jsonb NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"min_teams" smallint NOT NULL,
	"max_teams" smallint NOT NULL,
	"squad_min" smallint NOT NULL,
	"squad_max" smallint NOT NULL,
	"entry_fee_qepik" integer DEFAULT 0 NOT NULL,
	"registration_deadline" timestamp with time zone NOT NULL,
	"tiebreak" jsonb NOT NULL,
	"access" text DEFAULT 'open' NOT NULL,
	"status" text DEFAULT 'registering' NOT NULL,
	"lots_seed" text NOT NULL,
	"bracket" jsonb,
	"organizer_id" uuid NOT NULL,
	"winner_team_id" uuid,
	"runner_up_team_id" uuid,
	"third_team_id" uuid,
	"drawn_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_kind_valid" CHECK ("competitions"."kind" in ('cup', 'league')),
	CONSTRAINT "competitions_format_valid" CHECK ("competitions"."format" in ('round_robin', 'groups_knockout', 'single_elimination', 'double_elimination')),
	CONSTRAINT "competitions_status_valid" CHECK ("competitions"."status" in ('registering', 'scheduled', 'in_progress', 'finished', 'cancelled')),
	CONSTRAINT "competitions_access_valid" CHECK ("competitions"."access" in ('open', 'platinum')),
	CONSTRAINT "competitions_teams_order" CHECK ("competitions"."min_teams" between 2 and "competitions"."max_teams"),
	CONSTRAINT "competitions_fee_range" CHECK ("competitions"."entry_fee_qepik" >= 0)
);
--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_origin_valid";--> statement-breakpoint
ALTER TABLE "competition_cards" ADD CONSTRAINT "competition_cards_match_id_competition_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."competition_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_cards" ADD CONSTRAINT "competition_cards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_cards" ADD CONSTRAINT "competition_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_goals" ADD CONSTRAINT "competition_goals_match_id_competition_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."competition_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_goals" ADD CONSTRAINT "competition_goals_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_goals" ADD CONSTRAINT "competition_goals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_goals" ADD CONSTRAINT "competition_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_result_recorded_by_users_id_fk" FOREIGN KEY ("result_recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_winner_team_id_teams_id_fk" FOREIGN KEY ("winner_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_runner_up_team_id_teams_id_fk" FOREIGN KEY ("runner_up_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_third_team_id_teams_id_fk" FOREIGN KEY ("third_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_cards_match_idx" ON "competition_cards" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "competition_goals_match_idx" ON "competition_goals" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "competition_goals_scorer_idx" ON "competition_goals" USING btree ("competition_id","user_id");--> statement-breakpoint
CREATE INDEX "competition_matches_competition_idx" ON "competition_matches" USING btree ("competition_id","stage","round");--> statement-breakpoint
CREATE INDEX "competition_matches_pitch_idx" ON "competition_matches" USING btree ("venue_id","starts_at");--> statement-breakpoint
CREATE INDEX "competition_matches_home_idx" ON "competition_matches" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "competition_matches_away_idx" ON "competition_matches" USING btree ("away_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_matches_bracket_unique" ON "competition_matches" USING btree ("competition_id","bracket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_teams_team_unique" ON "competition_teams" USING btree ("competition_id","team_id");--> statement-breakpoint
CREATE INDEX "competition_teams_team_idx" ON "competition_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "competitions_status_idx" ON "competitions" USING btree ("status","starts_on");--> statement-breakpoint
CREATE INDEX "competitions_winner_idx" ON "competitions" USING btree ("winner_team_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_origin_valid" CHECK ("games"."origin" in ('pickup', 'team_match', 'competition'));