import { z } from 'zod';
import { contract } from './contract.js';
import { PROFILE_VISIBILITIES } from '../domain/results.js';

/** `GET/PUT /users/me/settings/privacy`. */
export const privacySettingsSchema = contract('PrivacySettings', {
  /** Private: other players see only the name and photo (no statistics, rating history or details). */
  profile_visibility: z.enum(PROFILE_VISIBILITIES),
  /** Off: the player is left out of the leaderboard others see. */
  show_on_leaderboard: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
