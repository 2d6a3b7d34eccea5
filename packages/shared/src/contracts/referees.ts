import { z } from 'zod';
import { emptyToUndefined } from './query-params.js';
import { gameSummarySchema } from './games.js';
import { itemListSchema, paginatedSchema, paginationQuerySchema } from './pagination.js';
import { searchTextSchema } from './text.js';
import { playerIdentitySchema } from './users.js';

/** A referee as a game page and the organizer's picker show them. */
export const refereeSchema = playerIdentitySchema.meta({ id: 'Referee' });
export type Referee = z.infer<typeof refereeSchema>;

/** `PUT /games/{id}/referee`: the referee of a game with `has_referee`, or null to remove them. */
export const assignRefereeSchema = z.strictObject({ referee_id: z.uuid('invalid_format').nullable() });
export type AssignRefereeInput = z.infer<typeof assignRefereeSchema>;

/** `GET /referees`: the referees an organizer may assign, by name. */
export const refereeSearchQuerySchema = z.object({ search: searchTextSchema });
export const refereeListResponseSchema = itemListSchema(refereeSchema);
export type RefereeListResponse = z.infer<typeof refereeListResponseSchema>;

/** `GET /users/me/refereed-games`: the games I referee, upcoming soonest first or past newest first. */
export const refereedGamesQuerySchema = paginationQuerySchema.extend({
  scope: z.preprocess(emptyToUndefined, z.enum(['upcoming', 'past']).default('upcoming')),
});
export type RefereedGamesQuery = z.input<typeof refereedGamesQuerySchema>;
export const refereedGamesResponseSchema = paginatedSchema(gameSummarySchema);
export type RefereedGamesResponse = z.infer<typeof refereedGamesResponseSchema>;

export const FAIR_PLAY_SCORE = { min: 1, max: 5 } as const;

/** `PUT /games/{id}/fair-play`: the referee's fair-play marks for the game's players. */
export const fairPlaySchema = z.strictObject({
  ratings: z
    .array(
      z.strictObject({
        user_id: z.uuid('invalid_format'),
        score: z.number().int().min(FAIR_PLAY_SCORE.min).max(FAIR_PLAY_SCORE.max),
      }),
    )
    .min(1)
    .max(50),
});
export type FairPlayInput = z.infer<typeof fairPlaySchema>;
export const fairPlayResponseSchema = z.object({
  ratings: z.array(z.object({ user_id: z.uuid(), score: z.number().int() })),
});
export type FairPlayResponse = z.infer<typeof fairPlayResponseSchema>;
