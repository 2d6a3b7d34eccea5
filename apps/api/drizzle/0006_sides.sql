ALTER TABLE "game_team_sets" RENAME TO "game_side_sets";--> statement-breakpoint
ALTER TABLE "game_side_sets" RENAME COLUMN "team_count" TO "side_count";--> statement-breakpoint
ALTER TABLE "game_side_sets" RENAME CONSTRAINT "game_team_sets_pkey" TO "game_side_sets_pkey";--> statement-breakpoint
ALTER TABLE "game_side_sets" RENAME CONSTRAINT "game_team_sets_team_count_range" TO "game_side_sets_side_count_range";--> statement-breakpoint
ALTER TABLE "game_side_sets" RENAME CONSTRAINT "game_team_sets_method_valid" TO "game_side_sets_method_valid";--> statement-breakpoint
ALTER TABLE "game_side_sets" RENAME CONSTRAINT "game_team_sets_game_id_games_id_fk" TO "game_side_sets_game_id_games_id_fk";--> statement-breakpoint
ALTER TABLE "game_side_sets" RENAME CONSTRAINT "game_team_sets_updated_by_users_id_fk" TO "game_side_sets_updated_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "game_team_members" RENAME TO "game_side_members";--> statement-breakpoint
ALTER TABLE "game_side_members" RENAME COLUMN "team_index" TO "side_index";--> statement-breakpoint
ALTER TABLE "game_side_members" RENAME CONSTRAINT "game_team_members_game_id_user_id_pk" TO "game_side_members_game_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "game_side_members" RENAME CONSTRAINT "game_team_members_team_range" TO "game_side_members_side_range";--> statement-breakpoint
ALTER TABLE "game_side_members" RENAME CONSTRAINT "game_team_members_game_id_game_team_sets_game_id_fk" TO "game_side_members_game_id_game_side_sets_game_id_fk";--> statement-breakpoint
ALTER TABLE "game_side_members" RENAME CONSTRAINT "game_team_members_user_id_users_id_fk" TO "game_side_members_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "game_team_members_user_idx" RENAME TO "game_side_members_user_idx";--> statement-breakpoint
ALTER TABLE "game_result_players" RENAME COLUMN "team_index" TO "side_index";--> statement-breakpoint
ALTER TABLE "game_result_players" RENAME CONSTRAINT "game_result_players_team_range" TO "game_result_players_side_range";--> statement-breakpoint
ALTER TABLE "game_results" RENAME CONSTRAINT "game_results_team_count" TO "game_results_side_count";
