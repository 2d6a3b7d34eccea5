import { z } from 'zod';
import { contract } from './contract.js';
import { FITNESS_CONNECTION_STATES } from '../domain/player-profile.js';
import { opaqueText } from './text.js';

/** How many days back the fitness summary looks (the last four weeks). */
export const FITNESS_SUMMARY_DAYS = 28;

/** A path inside the web app (`/settings`, `/onboarding?step=6`): never another site. */
export const returnPathSchema = z
  .string()
  .max(512, 'too_big')
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'text_invalid')
  .describe('A path of the web app to come back to after the provider, e.g. /settings');

/** `GET /integrations`: which fitness services this deployment can connect. */
export const integrationsResponseSchema = contract('IntegrationsAvailability', {
  strava: z.object({ enabled: z.boolean() }),
});
export type IntegrationsResponse = z.infer<typeof integrationsResponseSchema>;

/** `GET /integrations/strava`: the signed-in player's connection. Tokens never leave the server. */
export const stravaConnectionSchema = contract('StravaConnection', {
  enabled: z.boolean(),
  state: z.enum(FITNESS_CONNECTION_STATES),
  connected_at: z.iso.datetime({ offset: true }).nullable(),
});
export type StravaConnection = z.infer<typeof stravaConnectionSchema>;

export const stravaAuthorizeQuerySchema = z.object({ return_to: returnPathSchema.default('/settings') });
export type StravaAuthorizeQuery = z.infer<typeof stravaAuthorizeQuerySchema>;

export const stravaAuthorizeResponseSchema = z.object({ auth_url: z.url() });
export type StravaAuthorizeResponse = z.infer<typeof stravaAuthorizeResponseSchema>;

/**
 * What Strava sent to the web app's callback page, passed on as it came: `code` and `scope` when
 * the player agreed, `error` (e.g. `access_denied`) when they did not.
 */
export const stravaCallbackRequestSchema = z.object({
  state: opaqueText(512),
  code: opaqueText(512).optional(),
  scope: opaqueText(512).optional().describe('Comma-separated scopes the player granted'),
  error: opaqueText(512).optional(),
});
export type StravaCallbackRequest = z.infer<typeof stravaCallbackRequestSchema>;

export const stravaCallbackResponseSchema = z.object({
  state: z.enum(FITNESS_CONNECTION_STATES),
  return_to: returnPathSchema,
});
export type StravaCallbackResponse = z.infer<typeof stravaCallbackResponseSchema>;

/** `GET /integrations/strava/summary`: the last four weeks' activities, totalled. */
export const fitnessSummarySchema = contract('FitnessSummary', {
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  distance_km: z.number().nonnegative().describe('Rounded to one decimal'),
  sessions: z.number().int().nonnegative(),
  moving_time_seconds: z.number().int().nonnegative(),
});
export type FitnessSummary = z.infer<typeof fitnessSummarySchema>;
