import type { AccountDeletionBlockerReason } from '@oyna/shared';
import type { DbExecutor } from '../../../db/database.js';

/** Something another module refuses a deletion for, as it counts it. */
export interface FoundBlocker {
  reason: AccountDeletionBlockerReason;
  count: number;
  /** Titles or names of the things in the way (games, teams, competitions), the first few. */
  names: string[];
}

/** What stands in the way of deleting `userId` in one module (null: nothing). */
export type DeletionBlockerFinder = (
  tx: DbExecutor,
  who: { userId: string; now: Date },
) => Promise<FoundBlocker | null>;

/** The account being erased, as each module's part of the erasure needs it. */
export interface ErasedAccount {
  userId: string;
  now: Date;
  /**
   * What named the person (email, phone, full name, first and last name, Telegram username),
   * longest first: taken out of free text written about them (an admin's reason, a notification).
   */
  identifiers: readonly string[];
  /** The phone number the account had, for rows kept by number only (sign-in codes). */
  phone: string | null;
}

/** One module's part of an erasure, in the erasure's transaction: delete or anonymize its own rows. */
export type ErasureStep = (tx: DbExecutor, account: ErasedAccount) => Promise<void>;

/**
 * What the modules after `users` add to deleting an account, handed in from above the modules
 * (`apps/api/src/module-hooks.ts`): users imports none of them (docs/architecture.md, Module order).
 * The modules before `users` (wallet, notifications, audit, dev-outbox) are called directly.
 */
export interface AccountDeletionHooks {
  /** Upcoming bookings, games and weekly games organized, captaincy, competitions run. */
  readonly blockers: readonly DeletionBlockerFinder[];
  /** Sessions and codes, teams, conversations, alerts, regulars, calendar, Strava, restrictions. */
  readonly erase: readonly ErasureStep[];
}
