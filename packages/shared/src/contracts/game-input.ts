import { z } from 'zod';
import type { GAME_FORMATS, GAME_KINDS } from '../domain/football.js';
import { GAME_PRICE_RANGES_AZN } from '../domain/game-pricing.js';
import { DAY_MS } from '../domain/baku-time.js';
import { GAME_DURATION_MINUTES, GAME_MAX_DAYS_AHEAD } from '../domain/games.js';
import { hasWholeQepik } from '../domain/money.js';
import { SKILL_LEVELS } from '../domain/player-profile.js';
import { inputInstantSchema } from './dates.js';
import { gameFormatSchema, gameKindSchema } from './games.js';
import { manatSchema as manat } from './money.js';
import { skillLevelSchema } from './profile-data.js';
import { userText } from './text.js';

/*
 * Organizer input. Messages are keys of FIELD_MESSAGES; rules between fields (the price range of
 * the kind, capacity against the format, the level range, times) are checked by `checkGameRules`.
 */
const gameDescription = userText({ max: 1000 }, 'text_too_long');

/** Every field of a game as sent, none with a default: a change names only what it changes. */
const gameFieldValues = z.strictObject({
  venue_id: z.number({ error: 'fill_required' }).int().min(1).max(2_147_483_647),
  title: userText({ min: 3, max: 80 }, 'game_title_length', { singleLine: true }),
  description: gameDescription,
  starts_at: inputInstantSchema,
  duration_minutes: z
    .number({ error: 'fill_required' })
    .int()
    .min(GAME_DURATION_MINUTES.min, 'game_duration_range')
    .max(GAME_DURATION_MINUTES.max, 'game_duration_range'),
  format: gameFormatSchema,
  /** Defaults to two full sides of the format. */
  capacity: z.number().int().min(2, 'game_capacity_range').max(50, 'game_capacity_range').optional(),
  kind: gameKindSchema,
  price: manat.refine(hasWholeQepik, 'amount_two_decimals'),
  min_level: skillLevelSchema.nullable(),
  max_level: skillLevelSchema.nullable(),
  has_referee: z.boolean(),
  video_coverage: z.boolean(),
  /** Defaults to now: registration opens at once. */
  registration_opens_at: inputInstantSchema.optional(),
  /** Players may book places for guests; on unless the organizer switches it off. */
  guests_allowed: z.boolean(),
});

/** A new game: what is left out takes its default. */
export const gameFields = gameFieldValues.extend({
  description: gameDescription.default(''),
  min_level: skillLevelSchema.nullable().default(null),
  max_level: skillLevelSchema.nullable().default(null),
  has_referee: z.boolean().default(false),
  video_coverage: z.boolean().default(false),
  guests_allowed: z.boolean().default(true),
});

/** One new game; a weekly game is a series (`POST /series`, decision 73). */
export const createGameSchema = gameFields.meta({ id: 'CreateGame' });
export type CreateGameRequest = z.input<typeof createGameSchema>;
export type CreateGameInput = z.output<typeof createGameSchema>;

/** A change to a game: only the fields sent change (a default here would reset what was left out). */
export const updateGameSchema = gameFieldValues.partial().meta({ id: 'UpdateGame' });
export type UpdateGameRequest = z.input<typeof updateGameSchema>;

/** The fields of a game in the shape the rules check, whichever request they come from. */
export interface GameRuleInput {
  format: (typeof GAME_FORMATS)[number];
  capacity: number;
  kind: (typeof GAME_KINDS)[number];
  price: number;
  min_level: (typeof SKILL_LEVELS)[number] | null;
  max_level: (typeof SKILL_LEVELS)[number] | null;
  starts_at: string;
  registration_opens_at: string;
}

/** Field -> FIELD_MESSAGES key for every rule between fields that the input breaks. */
export function checkGameRules(game: GameRuleInput, now: Date): Record<string, GameRuleMessage> {
  const problems: Record<string, GameRuleMessage> = {};
  const range = GAME_PRICE_RANGES_AZN[game.kind];
  if (game.price < range.min || game.price > range.max) problems['price'] = 'game_price_range';
  const perSide = Number(game.format.split('x')[0]);
  if (game.capacity < 2 * perSide) problems['capacity'] = 'game_capacity_below_format';
  if (
    game.min_level &&
    game.max_level &&
    SKILL_LEVELS.indexOf(game.min_level) > SKILL_LEVELS.indexOf(game.max_level)
  ) {
    problems['max_level'] = 'game_level_range';
  }
  const startsAt = new Date(game.starts_at).getTime();
  const kickOff = kickOffProblem(new Date(startsAt), now);
  if (kickOff) problems['starts_at'] = kickOff;
  else if (new Date(game.registration_opens_at).getTime() >= startsAt) {
    problems['registration_opens_at'] = 'game_registration_after_start';
  }
  return problems;
}

/** A kick-off must be ahead, and no further than a game may be published ahead. */
export function kickOffProblem(
  startsAt: Date,
  now: Date,
): 'game_starts_in_past' | 'game_starts_too_far' | null {
  if (startsAt.getTime() <= now.getTime()) return 'game_starts_in_past';
  if (startsAt.getTime() > now.getTime() + GAME_MAX_DAYS_AHEAD * DAY_MS) return 'game_starts_too_far';
  return null;
}
export type GameRuleMessage =
  | 'game_price_range'
  | 'game_capacity_below_format'
  | 'game_level_range'
  | 'game_starts_in_past'
  | 'game_starts_too_far'
  | 'game_registration_after_start';
