import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import { optionalQuery } from './query-params.js';
import {
  COMPETITION_LINEUP_MAX,
  COMPETITION_MAX_CARD_EVENTS,
  COMPETITION_MAX_GOAL_EVENTS,
  COMPETITION_MAX_PITCHES_PER_VENUE,
} from '../domain/competitions.js';
import { goals, instant, side, venueId } from './competition-fields.js';
import {
  bracketPartSchema,
  cardKindSchema,
  competitionMatchStatusSchema,
  competitionStageSchema,
} from './competitions.js';
import { inputInstantSchema } from './dates.js';
import { gameVenueSchema } from './games.js';
import { teamRefSchema } from './teams.js';
import { playerIdentitySchema } from './users.js';

/* A competition's matches: fixtures, goals, cards, line-ups, and the result and reschedule bodies. */

/** A goal of a match: the scorer (null when unknown) and the team it counts for. */
export const competitionGoalSchema = contract('CompetitionGoal', {
  team_id: z.uuid(),
  player: playerIdentitySchema.nullable(),
  minute: z.number().int().nullable(),
  own_goal: z.boolean(),
});
export const competitionCardSchema = contract('CompetitionCard', {
  team_id: z.uuid(),
  player: playerIdentitySchema.nullable(),
  card: cardKindSchema,
});

/** Players of a match, per side. */
const playersPerSide = z.object({
  home: z.array(playerIdentitySchema),
  away: z.array(playerIdentitySchema),
});

/** The players who played a match, per side (the line-ups of its result). */
export const competitionLineupsSchema = playersPerSide.meta({ id: 'CompetitionLineups' });
export type CompetitionLineups = z.infer<typeof competitionLineupsSchema>;

/**
 * Who may be named in a match's line-ups: each team's current members, by name. For whoever may
 * record the match's result (the organizer, an admin, the home captain), whatever the teams' privacy.
 */
export const competitionMatchMembersSchema = playersPerSide.meta({ id: 'CompetitionMatchMembers' });
export type CompetitionMatchMembers = z.infer<typeof competitionMatchMembersSchema>;

/** Where a knockout side comes from, for the bracket's labels. */
export const bracketSlotSchema = contract('BracketSlot', {
  kind: z.enum(['team', 'bye', 'group', 'winner', 'loser']),
  team_id: z.uuid().nullable(),
  group: z.string().nullable(),
  position: z.number().int().nullable(),
  /** The bracket match id (`r1m2`) whose winner or loser fills it. */
  match: z.string().nullable(),
});
export type BracketSlotView = z.infer<typeof bracketSlotSchema>;

export const competitionMatchPermissionsSchema = contract('CompetitionMatchPermissions', {
  record_result: z.boolean(),
  confirm: z.boolean(),
  reschedule: z.boolean(),
});

/**
 * Where a match stands and how it ended: a competition match shows them, and so does its place in
 * the bracket.
 */
export const competitionMatchOutcomeFields = {
  status: competitionMatchStatusSchema,
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  penalties_winner: side.nullable(),
  /** The side that forfeited: the match counts 3-0 for the other side. */
  forfeit: side.nullable(),
};

export const competitionMatchSchema = contract('CompetitionMatch', {
  id: z.uuid(),
  stage: competitionStageSchema,
  /** 1-based round of its stage (a league's matchday, a knockout round). */
  round: z.number().int(),
  group: z.string().nullable(),
  /** Knockout: the bracket match id (`r1m1`, `w2m1`, `final`, `third-place`) and part. */
  bracket_id: z.string().nullable(),
  bracket_part: bracketPartSchema.nullable(),
  home_team: teamRefSchema.nullable(),
  away_team: teamRefSchema.nullable(),
  home_slot: bracketSlotSchema.nullable(),
  away_slot: bracketSlotSchema.nullable(),
  venue: gameVenueSchema.nullable(),
  pitch: z.number().int().nullable(),
  starts_at: instant.nullable(),
  ends_at: instant.nullable(),
  ...competitionMatchOutcomeFields,
  result_recorded_at: instant.nullable(),
  confirmed_at: instant.nullable(),
  goals: z.array(competitionGoalSchema),
  cards: z.array(competitionCardSchema),
  /** Who played for each team (empty before a result, and for a forfeit). */
  lineups: competitionLineupsSchema,
  permissions: competitionMatchPermissionsSchema,
});
export type CompetitionMatch = z.infer<typeof competitionMatchSchema>;

export const competitionFixturesQuerySchema = z.object({
  team_id: optionalQuery(z.uuid()),
});
/** Every match, by stage, round and kick-off. */
export const competitionFixturesSchema = contract('CompetitionFixtures', {
  matches: z.array(competitionMatchSchema),
});
export type CompetitionFixtures = z.infer<typeof competitionFixturesSchema>;

const goalInput = z.strictObject({
  side,
  /** The scorer, a player of the side's team; null when unknown. For an own goal: the player who put it in. */
  user_id: z.uuid().nullable().default(null),
  minute: z.number().int().min(0).max(200).nullable().default(null),
  own_goal: z.boolean().default(false),
});
const cardInput = z.strictObject({ side, user_id: z.uuid().nullable().default(null), card: cardKindSchema });
const lineupInput = z.array(z.uuid()).max(COMPETITION_LINEUP_MAX);

/**
 * A result: the score, who played for each team (`lineups`: current members of the team, between
 * the competition's `squad_min` and `squad_max`, at most COMPETITION_LINEUP_MAX a side, nobody
 * twice), the scorers (as many goals per side as the score, or none; each among those who played)
 * and the cards (players who played). Only the players of the line-ups get statistics and ratings.
 * The organizer's or an admin's record counts at once; the home captain's waits for the away
 * captain's confirmation. A forfeit counts 3-0 whatever the score and needs no line-ups; a
 * knockout draw needs `penalties_winner`. Sent again, it replaces the result (statistics are
 * replayed).
 */
export const recordCompetitionResultBodySchema = strictContract('RecordCompetitionResultBody', {
  home_score: goals,
  away_score: goals,
  penalties_winner: side.nullable().default(null),
  forfeit: side.nullable().default(null),
  goals: z.array(goalInput).max(COMPETITION_MAX_GOAL_EVENTS).default([]),
  cards: z.array(cardInput).max(COMPETITION_MAX_CARD_EVENTS).default([]),
  /** Required unless it is a forfeit. */
  lineups: z.strictObject({ home: lineupInput, away: lineupInput }).nullable().default(null),
});
export type RecordCompetitionResultBody = z.input<typeof recordCompetitionResultBodySchema>;
export type RecordCompetitionResultInput = z.output<typeof recordCompetitionResultBodySchema>;

/** The organizer moves a match: a new kick-off and pitch (the same clash and rest rules). */
export const rescheduleCompetitionMatchBodySchema = strictContract('RescheduleCompetitionMatchBody', {
  starts_at: inputInstantSchema,
  venue_id: venueId,
  pitch: z.number().int().min(1).max(COMPETITION_MAX_PITCHES_PER_VENUE),
});
export type RescheduleCompetitionMatchBody = z.infer<typeof rescheduleCompetitionMatchBodySchema>;
