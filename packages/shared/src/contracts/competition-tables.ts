import { z } from 'zod';
import { contract } from './contract.js';
import { itemListSchema } from './pagination.js';
import { instant } from './competition-fields.js';
import { bracketSlotSchema, competitionMatchOutcomeFields } from './competition-matches.js';
import { bracketPartSchema, competitionKindSchema, tiebreakSettingSchema } from './competitions.js';
import { teamRecordFields } from './team-stats.js';
import { teamRefSchema } from './teams.js';
import { playerIdentitySchema } from './users.js';

/* What a competition's results make: standings, the bracket, scorers, trophies and awards. */

export const standingRowSchema = contract('StandingRow', {
  position: z.number().int(),
  team: teamRefSchema,
  ...teamRecordFields,
  points: z.number().int(),
  /** 0 or negative; 0 when no cards were recorded. */
  fair_play: z.number().int(),
  /** What placed it above the next row (`points`, `h2h_points`, `goal_difference`, `lots`...). */
  separated_by: z.string().nullable(),
  /** Latest results first: `W`, `D`, `L`. */
  form: z.array(z.enum(['W', 'D', 'L'])),
  /** Groups then knockout: it goes through to the knockout (known once its group is complete). */
  qualified: z.boolean(),
});
export type StandingRowView = z.infer<typeof standingRowSchema>;

export const standingsTableSchema = contract('StandingsTable', {
  /** `A`, `B`... for groups; null for a league's single table. */
  group: z.string().nullable(),
  rows: z.array(standingRowSchema),
  /** Every match of the table has a result. */
  complete: z.boolean(),
});
export const competitionStandingsSchema = contract('CompetitionStandings', {
  tiebreak: tiebreakSettingSchema,
  /** Empty for a pure knockout. */
  tables: z.array(standingsTableSchema),
});
export type CompetitionStandings = z.infer<typeof competitionStandingsSchema>;

export const bracketMatchSchema = contract('BracketMatch', {
  /** Bracket id: `r1m1`, `w2m1`, `l1m1`, `final`, `final_reset`, `third-place`. */
  id: z.string(),
  part: bracketPartSchema,
  round: z.number().int(),
  order: z.number().int(),
  home: bracketSlotSchema,
  away: bracketSlotSchema,
  /** The teams once known. */
  home_team: teamRefSchema.nullable(),
  away_team: teamRefSchema.nullable(),
  /** The stored match (null for a match a bye made unnecessary). */
  match_id: z.uuid().nullable(),
  ...competitionMatchOutcomeFields,
  winner_team_id: z.uuid().nullable(),
  starts_at: instant.nullable(),
});
export type BracketMatchView = z.infer<typeof bracketMatchSchema>;

/** The competition's first three teams (null until known): the bracket and the awards show them. */
const podiumFields = {
  champion: teamRefSchema.nullable(),
  runner_up: teamRefSchema.nullable(),
  third: teamRefSchema.nullable(),
};

export const competitionBracketSchema = contract('CompetitionBracket', {
  /** Null when the competition has no knockout (a league). */
  format: z.enum(['single_elimination', 'double_elimination']).nullable(),
  size: z.number().int(),
  matches: z.array(bracketMatchSchema),
  ...podiumFields,
});
export type CompetitionBracket = z.infer<typeof competitionBracketSchema>;

export const competitionScorerSchema = contract('CompetitionScorer', {
  rank: z.number().int(),
  player: playerIdentitySchema,
  team: teamRefSchema,
  goals: z.number().int(),
});
export const competitionScorersSchema = itemListSchema(competitionScorerSchema).meta({
  id: 'CompetitionScorers',
});
export type CompetitionScorers = z.infer<typeof competitionScorersSchema>;

/** A team's trophies: the competitions it won or finished second or third in. */
export const teamAchievementSchema = contract('TeamAchievement', {
  competition_id: z.uuid(),
  competition_name: z.string(),
  kind: competitionKindSchema,
  place: z.number().int().min(1).max(3),
  finished_at: instant,
});
export const teamAchievementsSchema = itemListSchema(teamAchievementSchema).meta({ id: 'TeamAchievements' });
export type TeamAchievements = z.infer<typeof teamAchievementsSchema>;

/**
 * The best player by votes (decision 32): the most player-of-the-match votes over the
 * competition's played matches; tied on votes, the most player-of-the-match awards, then the most
 * goals in the competition, then the smaller user id. Null while nobody has a vote or an award.
 */
export const competitionBestPlayerSchema = contract('CompetitionBestPlayer', {
  player: playerIdentitySchema,
  /** The team the player played their latest match of the competition for. */
  team: teamRefSchema,
  votes: z.number().int(),
  player_of_match_awards: z.number().int(),
  goals: z.number().int(),
});
export type CompetitionBestPlayer = z.infer<typeof competitionBestPlayerSchema>;

/** A competition's prizes: the podium, the top scorer(s) (all tied at rank 1) and the best player. */
export const competitionAwardsSchema = contract('CompetitionAwards', {
  /** True once the competition is finished: until then the awards are the standing so far. */
  final: z.boolean(),
  ...podiumFields,
  top_scorers: z.array(competitionScorerSchema),
  best_player: competitionBestPlayerSchema.nullable(),
});
export type CompetitionAwards = z.infer<typeof competitionAwardsSchema>;

export const playerAchievementKindSchema = z.enum([
  'champion',
  'runner_up',
  'third',
  'top_scorer',
  'best_player',
]);
export type PlayerAchievementKind = z.infer<typeof playerAchievementKindSchema>;

/** One of a player's trophies from a finished competition, with the team they won it with. */
export const playerAchievementSchema = contract('PlayerAchievement', {
  competition_id: z.uuid(),
  competition_name: z.string(),
  kind: competitionKindSchema,
  award: playerAchievementKindSchema,
  team: teamRefSchema,
  finished_at: instant,
});
export type PlayerAchievement = z.infer<typeof playerAchievementSchema>;
/** A player’s trophies, latest first (a private profile answers 403 `profile_private` to others). */
export const playerAchievementsSchema = itemListSchema(playerAchievementSchema).meta({
  id: 'PlayerAchievements',
});
export type PlayerAchievements = z.infer<typeof playerAchievementsSchema>;
