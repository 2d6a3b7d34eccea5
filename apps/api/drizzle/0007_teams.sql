CREATE TABLE "team_formations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"preset_id" text,
	"slots" jsonb NOT NULL,
	"assignments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bench" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_formations_format_valid" CHECK ("team_formations"."format" in ('5x5', '6x6', '7x7', '8x8', '9x9', '11x11'))
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_by" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invitations_status_valid" CHECK ("team_invitations"."status" in ('pending', 'accepted', 'declined', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "team_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_join_requests_status_valid" CHECK ("team_join_requests"."status" in ('pending', 'approved', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"left_reason" text,
	CONSTRAINT "team_members_role_valid" CHECK ("team_members"."role" in ('captain', 'vice_captain', 'member')),
	CONSTRAINT "team_members_left_reason_valid" CHECK (("team_members"."left_at" is null and "team_members"."left_reason" is null) or ("team_members"."left_at" is not null and "team_members"."left_reason" in ('left', 'removed', 'team_deleted')))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"home_venue_id" integer,
	"min_members" smallint NOT NULL,
	"max_members" smallint NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"type" text DEFAULT 'unofficial' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"member_count" smallint DEFAULT 0 NOT NULL,
	"join_code" text NOT NULL,
	"invite_token" text NOT NULL,
	"created_by" uuid NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_member_bounds" CHECK ("teams"."min_members" between 5 and 30 and "teams"."max_members" between 5 and 30 and "teams"."min_members" <= "teams"."max_members"),
	CONSTRAINT "teams_member_count_within_max" CHECK ("teams"."member_count" between 0 and "teams"."max_members"),
	CONSTRAINT "teams_type_valid" CHECK ("teams"."type" in ('official', 'unofficial')),
	CONSTRAINT "teams_status_valid" CHECK ("teams"."status" in ('active', 'inactive')),
	CONSTRAINT "teams_colors_valid" CHECK ("teams"."primary_color" ~ '^#[0-9a-f]{6}$' and "teams"."secondary_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "team_match_players" (
	"team_match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"side" smallint NOT NULL,
	"goals" smallint,
	"attended" boolean,
	CONSTRAINT "team_match_players_team_match_id_user_id_pk" PRIMARY KEY("team_match_id","user_id"),
	CONSTRAINT "team_match_players_side_range" CHECK ("team_match_players"."side" in (0, 1)),
	CONSTRAINT "team_match_players_goals_range" CHECK (coalesce("team_match_players"."goals", 0) between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "team_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"home_team_id" uuid NOT NULL,
	"away_team_id" uuid NOT NULL,
	"venue_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"format" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposed_by" uuid NOT NULL,
	"responded_at" timestamp with time zone,
	"decline_reason" text,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"game_id" uuid,
	"home_score" smallint,
	"away_score" smallint,
	"result_recorded_by" uuid,
	"result_recorded_at" timestamp with time zone,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_matches_two_teams" CHECK ("team_matches"."home_team_id" <> "team_matches"."away_team_id"),
	CONSTRAINT "team_matches_status_valid" CHECK ("team_matches"."status" in ('proposed', 'accepted', 'declined', 'cancelled', 'awaiting_confirmation', 'disputed', 'confirmed')),
	CONSTRAINT "team_matches_format_valid" CHECK ("team_matches"."format" in ('5x5', '6x6', '7x7', '8x8', '9x9', '11x11')),
	CONSTRAINT "team_matches_duration_range" CHECK ("team_matches"."duration_minutes" between 30 and 240),
	CONSTRAINT "team_matches_scores_range" CHECK (coalesce("team_matches"."home_score", 0) between 0 and 99 and coalesce("team_matches"."away_score", 0) between 0 and 99)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "origin" text DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_formations" ADD CONSTRAINT "team_formations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_formations" ADD CONSTRAINT "team_formations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_join_requests" ADD CONSTRAINT "team_join_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_join_requests" ADD CONSTRAINT "team_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_join_requests" ADD CONSTRAINT "team_join_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_home_venue_id_venues_id_fk" FOREIGN KEY ("home_venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_match_players" ADD CONSTRAINT "team_match_players_team_match_id_team_matches_id_fk" FOREIGN KEY ("team_match_id") REFERENCES "public"."team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_match_players" ADD CONSTRAINT "team_match_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_match_players" ADD CONSTRAINT "team_match_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_result_recorded_by_users_id_fk" FOREIGN KEY ("result_recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_formations_name_unique" ON "team_formations" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "team_formations_one_default" ON "team_formations" USING btree ("team_id") WHERE "team_formations"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_one_pending" ON "team_invitations" USING btree ("team_id","user_id") WHERE "team_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "team_invitations_user_idx" ON "team_invitations" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "team_invitations_team_idx" ON "team_invitations" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "team_join_requests_one_pending" ON "team_join_requests" USING btree ("team_id","user_id") WHERE "team_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "team_join_requests_team_idx" ON "team_join_requests" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "team_join_requests_user_idx" ON "team_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_current_unique" ON "team_members" USING btree ("team_id","user_id") WHERE "team_members"."left_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_one_captain" ON "team_members" USING btree ("team_id") WHERE "team_members"."role" = 'captain' and "team_members"."left_at" is null;--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_unique" ON "teams" USING btree (lower("name")) WHERE "teams"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_join_code_unique" ON "teams" USING btree ("join_code");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_invite_token_unique" ON "teams" USING btree ("invite_token");--> statement-breakpoint
CREATE INDEX "teams_created_at_idx" ON "teams" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "team_match_players_user_idx" ON "team_match_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_matches_home_idx" ON "team_matches" USING btree ("home_team_id","starts_at");--> statement-breakpoint
CREATE INDEX "team_matches_away_idx" ON "team_matches" USING btree ("away_team_id","starts_at");--> statement-breakpoint
CREATE INDEX "team_matches_game_idx" ON "team_matches" USING btree ("game_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_origin_valid" CHECK ("games"."origin" in ('pickup', 'team_match'));