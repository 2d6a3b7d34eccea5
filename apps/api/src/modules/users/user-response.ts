import { type User, qepikToManat } from '@oyna/shared';
import type { UserRow } from '../../db/schema.js';

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
>;

/** A user row as the API shows it (snake_case), with the wallet balance (`getBalanceQepik`). */
export function toUserResponse(row: UserResponseRow, balanceQepik: number): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    balance: qepikToManat(balanceQepik),
    language: row.language,
    role: row.role,
    photo_url: row.photoUrl,
    needs_onboarding: row.onboardingCompletedAt === null,
    has_password: row.passwordHash !== null,
  };
}
