import { z } from 'zod';
import { contract } from './contract.js';
import { POSITIONS, USER_ROLES } from '../domain/football.js';
import { LANGUAGES } from '../i18n/languages.js';

export const languageSchema = z.enum(LANGUAGES);
export const userRoleSchema = z.enum(USER_ROLES);

export const PERSON_NAME_MAX_LENGTH = 50;

/** A first or last name: letters of any alphabet, spaces, hyphens and apostrophes. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(PERSON_NAME_MAX_LENGTH, 'name_too_long')
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}' ’.-]*$/u, 'name_invalid');

/**
 * Who a player is, as every response that names one shows them: id, names and photo. Nothing hides
 * these (decision 14); the fields privacy may hide come next to them.
 */
export const playerIdentitySchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  photo_url: z.string().nullable(),
});
export type PlayerIdentity = z.infer<typeof playerIdentitySchema>;

/** A player's identity and primary position, as a line-up, a squad or a board shows them. */
export const playerWithPositionSchema = playerIdentitySchema.extend({
  primary_position: z.enum(POSITIONS).nullable(),
});

/** The signed-in user as the API shows it (docs/product-rules.md#session). */
export const userSchema = contract('User', {
  id: z.uuid(),
  email: z.string().nullable().describe('Null for an account made through Telegram without an email'),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  balance: z.number().describe('Wallet balance in manat'),
  language: languageSchema,
  role: userRoleSchema,
  photo_url: z.string().nullable(),
  needs_onboarding: z.boolean(),
  has_password: z
    .boolean()
    .describe('False for an account made with Google or Telegram: no password to change'),
  email_verified: z
    .boolean()
    .describe('Whether the email address is confirmed (false also for an account without one)'),
  deletion_cancelled_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .describe('When a sign-in last cancelled the account’s scheduled deletion (decision 91); null if never'),
});
export type User = z.infer<typeof userSchema>;
