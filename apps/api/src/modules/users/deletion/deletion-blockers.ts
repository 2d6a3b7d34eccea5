import {
  type AccountDeletionBlocker,
  type ErrorCode,
  type Language,
  errorMessage,
  formatQepik,
} from '@oyna/shared';
import type { DbExecutor } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import { getBalanceQepik } from '../../wallet/get-balance.js';
import type { AccountDeletionHooks, FoundBlocker } from './account-deletion-hooks.js';

/** How many titles or names a blocker carries at most. */
const NAMED = 5;

/** A blocker's error code: `account_deletion_<reason>`. */
export const blockerCode = (blocker: Pick<FoundBlocker, 'reason'>): ErrorCode =>
  `account_deletion_${blocker.reason}`;

/** The values of a blocker's message: how many, which ones, or the balance in the reader's words. */
function blockerParams(blocker: FoundBlocker, language: Language): Record<string, string> {
  return {
    count: String(blocker.count),
    names: blocker.names.join(', '),
    amount: blocker.reason === 'wallet_balance' ? formatQepik(blocker.count, language) : '',
  };
}

/**
 * Everything that stands in the way of deleting the account now, in the order the rule lists them
 * (docs/product-rules.md, Your data): the modules' own (bookings, captaincy, games, weekly games,
 * competitions) and a balance, unless the player gives it up.
 */
export async function findDeletionBlockers(
  tx: DbExecutor,
  options: { userId: string; now: Date; hooks: AccountDeletionHooks; givesUpBalance: boolean },
): Promise<FoundBlocker[]> {
  const found: FoundBlocker[] = [];
  for (const find of options.hooks.blockers) {
    const blocker = await find(tx, { userId: options.userId, now: options.now });
    if (!blocker || blocker.count === 0) continue;
    // Two modules may count one reason (games booked, weekly games a regular of): one blocker.
    const same = found.find((earlier) => earlier.reason === blocker.reason);
    if (same) {
      same.count += blocker.count;
      same.names = [...same.names, ...blocker.names].slice(0, NAMED);
    } else found.push({ ...blocker });
  }
  const balance = await getBalanceQepik(tx, options.userId);
  if (balance > 0 && !options.givesUpBalance)
    found.push({ reason: 'wallet_balance', count: balance, names: [] });
  return found;
}

/** A blocker as an answer shows it, its refusal written in the reader's language. */
export function describeBlocker(blocker: FoundBlocker, language: Language): AccountDeletionBlocker {
  return {
    reason: blocker.reason,
    count: blocker.count,
    names: blocker.names,
    detail: errorMessage(blockerCode(blocker), language, blockerParams(blocker, language)),
  };
}

/** Refuses with the first blocker's code (409), its message naming what to do. */
export function refuseForBlockers(blockers: readonly FoundBlocker[], language: Language): void {
  const [first] = blockers;
  if (!first) return;
  throw new AppError(blockerCode(first), 409, { params: blockerParams(first, language) });
}
