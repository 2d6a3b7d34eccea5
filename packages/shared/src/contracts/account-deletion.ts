import { z } from 'zod';
import { ACCOUNT_DELETION_BLOCKERS } from '../domain/account-deletion.js';
import { contract, strictContract } from './contract.js';
import { instantSchema } from './dates.js';
import { adminReasonSchema } from './user-admin.js';

/*
 * Deleting an account (docs/decisions/0091-account-deletion.md): the player's own request, with the
 * grace period a sign-in cancels, and the admin's on a player's written request.
 */

/** One thing that stands in the way of a deletion, with what to do about it. */
export const accountDeletionBlockerSchema = contract('AccountDeletionBlocker', {
  reason: z.enum(ACCOUNT_DELETION_BLOCKERS),
  count: z
    .number()
    .int()
    .describe('How many bookings, teams, games, weekly games or competitions; for wallet_balance the qəpik'),
  names: z.array(z.string()).describe('Their titles or names, the first five (empty for the wallet)'),
  detail: z
    .string()
    .describe('The refusal in the caller’s language: what stands in the way and how to clear it'),
});
export type AccountDeletionBlocker = z.infer<typeof accountDeletionBlockerSchema>;

/** Where an account stands: in use, waiting for its erasure, or erased. */
export const accountDeletionStateSchema = contract('AccountDeletionState', {
  state: z.enum(['active', 'scheduled', 'erased']),
  requested_at: instantSchema.nullable().describe('When the deletion was asked for; null unless scheduled'),
  erase_at: instantSchema.nullable().describe('When the account will be erased; null unless scheduled'),
  erased_at: instantSchema.nullable(),
  cancelled_at: instantSchema
    .nullable()
    .describe('When a sign-in last cancelled a scheduled deletion; null if none ever was'),
  blockers: z.array(accountDeletionBlockerSchema).describe('Empty when the account may be deleted now'),
  balance: z.number().describe('Wallet balance in manat: given up at the erasure unless paid out first'),
  grace_days: z.number().int().describe('Days between the request and the erasure'),
});
export type AccountDeletionState = z.infer<typeof accountDeletionStateSchema>;

/** `GET /users/me/deletion`: my account's state, and how I prove it is me when I ask. */
export const myAccountDeletionSchema = accountDeletionStateSchema
  .extend({
    proof: z
      .enum(['password', 'fresh_sign_in'])
      .describe(
        '`password`: send it; `fresh_sign_in` (no password: Google, Telegram, phone): sign in again first',
      ),
    fresh_sign_in_until: instantSchema
      .nullable()
      .describe(
        'For `fresh_sign_in`: until when this session’s sign-in counts as fresh; null for `password`',
      ),
  })
  .meta({ id: 'MyAccountDeletion' });
export type MyAccountDeletion = z.infer<typeof myAccountDeletionSchema>;

/** `POST /users/me/deletion`: schedule my account's erasure. */
export const accountDeletionRequestSchema = strictContract('AccountDeletionRequest', {
  password: z.string().max(200).optional().describe('Required when the account has a password'),
  give_up_balance: z
    .boolean()
    .default(false)
    .describe('Required true while the wallet holds money: it is written off at the erasure'),
});
export type AccountDeletionRequest = z.input<typeof accountDeletionRequestSchema>;

/** The answer of a scheduled deletion: I am signed out everywhere, and a sign-in before `erase_at` cancels it. */
export const accountDeletionScheduledSchema = contract('AccountDeletionScheduled', {
  requested_at: instantSchema,
  erase_at: instantSchema,
});
export type AccountDeletionScheduled = z.infer<typeof accountDeletionScheduledSchema>;

/** `POST /admin/users/{id}/erasure`: an admin acts on a player's written request. */
export const adminErasureRequestSchema = strictContract('AdminErasureRequest', {
  reason: adminReasonSchema.describe('The player’s written request this acts on (3-500 characters)'),
  when: z
    .enum(['after_grace', 'now'])
    .describe('`after_grace`: scheduled as the player would (a sign-in cancels it); `now`: erased at once'),
  give_up_balance: z.boolean().default(false).describe('Required true while the wallet holds money'),
});
export type AdminErasureRequest = z.input<typeof adminErasureRequestSchema>;
