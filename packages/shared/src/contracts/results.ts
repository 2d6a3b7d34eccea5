import { z } from 'zod';
import { contract } from './contract.js';
import { instantSchema as instant } from './dates.js';
import { MAX_SIDE_SCORE, MAX_SIDES, MIN_SIDES } from '../domain/results.js';
import { LANGUAGES } from '../i18n/languages.js';
import { playerIdentitySchema } from './users.js';

const sideIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_SIDES - 1);
const goals = z.number().int().min(0).max(MAX_SIDE_SCORE);

/** What the organizer records after the game; sending it again corrects the result. */
export const recordResultBodySchema = contract('RecordResultBody', {
  /** Goals per side, side A first; the length is the number of sides that played. */
  scores: z.array(goals).min(MIN_SIDES).max(MAX_SIDES),
  /** Every confirmed player of the game once: the side they played in, goals and attendance. */
  players: z
    .array(z.object({ user_id: z.uuid(), side: sideIndex, goals, attended: z.boolean() }))
    .min(1)
    .max(50),
  /** The organizer's pick; it decides a tied or empty vote. */
  player_of_match_id: z.uuid().nullable().default(null),
});
export type RecordResultBody = z.input<typeof recordResultBodySchema>;

/**
 * A player's line in a result. Of a private profile, others see no goals and no rating; the game's
 * organizer sees the goals they recorded (decision 14).
 */
export const resultPlayerSchema = playerIdentitySchema
  .extend({
    side: sideIndex,
    /** Null when the player's profile is private to the viewer. */
    goals: z.number().int().nullable(),
    attended: z.boolean(),
    /** Displayed rating 0-100 after this game; null for a no-show (not rated) or a private profile. */
    rating_after: z.number().int().nullable(),
    /** Change of the displayed rating this game caused. */
    rating_delta: z.number().int().nullable(),
    votes: z.number().int(),
  })
  .meta({ id: 'ResultPlayer' });
export type ResultPlayer = z.infer<typeof resultPlayerSchema>;

export const gameResultSchema = contract('GameResult', {
  game_id: z.uuid(),
  scores: z.array(z.number().int()),
  /** The winning side; null for a draw. */
  winner_side: sideIndex.nullable(),
  /** The teams' names per side (home first) when the game is a competition match; else null (letters). */
  side_names: z.array(z.string()).nullable(),
  players: z.array(resultPlayerSchema),
  /** Top of the vote; on a tie or with no votes, the organizer's pick. */
  player_of_match_id: z.uuid().nullable(),
  recorded_at: instant,
  /** Set when the result was corrected after it was first recorded. */
  corrected_at: instant.nullable(),
  vote: z.object({
    closes_at: instant,
    open: z.boolean(),
    /** The signed-in player attended, has not voted and the vote is open. */
    can_vote: z.boolean(),
    my_vote_id: z.uuid().nullable(),
    total_votes: z.number().int(),
  }),
  can_manage: z.boolean(),
});
export type GameResult = z.infer<typeof gameResultSchema>;

export const castVoteBodySchema = z.object({ candidate_id: z.uuid() }).meta({ id: 'CastVoteBody' });
export type CastVoteBody = z.infer<typeof castVoteBodySchema>;

/** `GET /games/{id}/players/{user_id}/card.png`: a player's card after a game (decision 52). */
export const playerCardParamsSchema = z.object({ id: z.uuid(), user_id: z.uuid() });
export const playerCardQuerySchema = z.object({
  /** The card's language (the sharer's); else the caller's `Accept-Language`. */
  lang: z.enum(LANGUAGES).optional(),
});
/** The card's address on this site: the image a shared card link previews. */
export function playerCardPath(gameId: string, userId: string, language: string): string {
  return `/api/v1/games/${gameId}/players/${userId}/card.png?lang=${language}`;
}
/** The share page of a player's card: the game page, whose link previews the card. */
export function playerCardSharePath(gameId: string, userId: string): string {
  return `/games/${gameId}/cards/${userId}`;
}

/** `GET /games/{id}/card.png`: a shared game's card in the sharer's language (decision 87). */
export const gameCardQuerySchema = playerCardQuerySchema;
/** A game card's address on this site: the image a shared game link previews. */
export function gameCardPath(gameId: string, language: string): string {
  return `/api/v1/games/${gameId}/card.png?lang=${language}`;
}
