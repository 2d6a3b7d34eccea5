import { type User, qepikToManat } from '@oyna/shared';
import type { UserRow } from '../../db/schema.js';
import { playerIdentity } from './player-identity.js';

/** The columns `toUserResponse` reads: select these to show a user. */
export type UserResponseRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'language'
  | 'role'
  | 'photoUrl'
  | 'onboardingCompletedAt'
  | 'passwordHash'
  | 'emailVerifiedAt'
  | 'deletionCancelledAt'
>;

/** A user row as the API shows it (snake_case), with the wallet balance (`getBalanceQepik`). */
export function toUserResponse(row: UserResponseRow, balanceQepik: number): User {
  return {
    ...playerIdentity(row),
    email: row.email,
    full_name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    balance: qepikToManat(balanceQepik),
    language: row.language,
    role: row.role,
    needs_onboarding: row.onboardingCompletedAt === null,
    has_password: row.passwordHash !== null,
    email_verified: row.email !== null && row.emailVerifiedAt !== null,
    deletion_cancelled_at: row.deletionCancelledAt?.toISOString() ?? null,
  };
}
