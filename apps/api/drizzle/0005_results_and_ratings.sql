CREATE TABLE "game_team_members" (
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"team_index" smallint NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "game_team_members_game_id_user_id_pk" PRIMARY KEY("game_id","user_id"),
	CONSTRAINT "game_team_members_team_range" CHECK ("game_team_members"."team_index" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "game_team_sets" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"team_count" smallint NOT NULL,
	"method" text NOT NULL,
	"seed" integer,
	"spread" smallint NOT NULL,
	"optimal" boolean NOT NULL,
	"updated_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_team_sets_team_count_range" CHECK ("game_team_sets"."team_count" between 2 and 4),
	CONSTRAINT "game_team_sets_method_valid" CHECK ("game_team_sets"."method" in ('exact', 'heuristic', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "game_result_players" (
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"team_index" smallint NOT NULL,
	"goals" smallint DEFAULT 0 NOT NULL,
	"attended" boolean NOT NULL,
	CONSTRAINT "game_result_players_game_id_user_id_pk" PRIMARY KEY("game_id","user_id"),
	CONSTRAINT "game_result_players_team_range" CHECK ("game_result_players"."team_index" between 0 and 3),
	CONSTRAINT "game_result_players_goals_range" CHECK ("game_result_players"."goals" between 0 and 99),
	CONSTRAINT "game_result_players_no_show_no_goals" CHECK ("game_result_players"."attended" or "game_result_players"."goals" = 0)
);
--> statement-breakpoint
CREATE TABLE "game_results" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"scores" smallint[] NOT NULL,
	"organizer_pick_id" uuid,
	"player_of_match_id" uuid,
	"recorded_by" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"corrected_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_results_team_count" CHECK (cardinality("game_results"."scores") between 2 and 4)
);
--> statement-breakpoint
CREATE TABLE "player_of_match_votes" (
	"game_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_of_match_votes_game_id_voter_id_pk" PRIMARY KEY("game_id","voter_id"),
	CONSTRAINT "player_of_match_votes_not_self" CHECK ("player_of_match_votes"."voter_id" <> "player_of_match_votes"."candidate_id")
);
--> statement-breakpoint
CREATE TABLE "player_ratings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"rating" smallint NOT NULL,
	"rated_games" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_ratings_rating_range" CHECK ("player_ratings"."rating" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "rating_history" (
	"user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"rating" smallint NOT NULL,
	"delta" smallint NOT NULL,
	CONSTRAINT "rating_history_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_on_leaderboard" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "game_team_members" ADD CONSTRAINT "game_team_members_game_id_game_team_sets_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game_team_sets"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_team_members" ADD CONSTRAINT "game_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_team_sets" ADD CONSTRAINT "game_team_sets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_team_sets" ADD CONSTRAINT "game_team_sets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_result_players" ADD CONSTRAINT "game_result_players_game_id_game_results_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game_results"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_result_players" ADD CONSTRAINT "game_result_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_organizer_pick_id_users_id_fk" FOREIGN KEY ("organizer_pick_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_player_of_match_id_users_id_fk" FOREIGN KEY ("player_of_match_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_of_match_votes" ADD CONSTRAINT "player_of_match_votes_game_id_game_results_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game_results"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_of_match_votes" ADD CONSTRAINT "player_of_match_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_of_match_votes" ADD CONSTRAINT "player_of_match_votes_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_history" ADD CONSTRAINT "rating_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_history" ADD CONSTRAINT "rating_history_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_team_members_user_idx" ON "game_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_result_players_user_idx" ON "game_result_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "player_ratings_rating_idx" ON "player_ratings" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "rating_history_user_played_idx" ON "rating_history" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE INDEX "rating_history_played_idx" ON "rating_history" USING btree ("played_at");--> statement-breakpoint
CREATE INDEX "rating_history_game_idx" ON "rating_history" USING btree ("game_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_visibility_valid" CHECK ("users"."profile_visibility" in ('public', 'private'));