import { z } from 'zod';
import { contract } from './contract.js';
import { PROFILE_VISIBILITIES } from '../domain/results.js';

/** `GET/PUT /users/me/settings/privacy`. */
export const privacySettingsSchema = contract('PrivacySettings', {
  /** Private: other players see only the name and photo (no statistics, rating history or details). */
  profile_visibility: z.enum(PROFILE_VISIBILITIES),
  /** Off: the player is left out of the leaderboard others see. */
  show_on_leaderboard: z.boolean(),
  /**
   * On: signed-in players see "Write to the organizer on WhatsApp" on the games I organize, with my
   * mobile number (decision 87). Off by default.
   */
  whatsapp_contact: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** The settings as written: a client that does not know `whatsapp_contact` leaves it as it was. */
export const privacySettingsBodySchema = privacySettingsSchema
  .extend({ whatsapp_contact: z.boolean().optional() })
  .meta({ id: 'PrivacySettingsChange' });
export type PrivacySettingsInput = z.infer<typeof privacySettingsBodySchema>;
