import { type Wallet, loyaltyProgressFor, qepikToManat } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { countGamesPlayed } from './games-played.js';
import { getBalanceQepik } from './get-balance.js';

/** `GET /wallet`: the balance and the loyalty tier by games played. */
export async function getWallet(db: DbExecutor, options: { userId: string }): Promise<Wallet> {
  const [balanceQepik, gamesPlayed] = await Promise.all([
    getBalanceQepik(db, options.userId),
    countGamesPlayed(db, options.userId),
  ]);
  const progress = loyaltyProgressFor(gamesPlayed);
  return {
    balance: qepikToManat(balanceQepik),
    currency: 'AZN',
    tier: progress.current.tier,
    games_played: gamesPlayed,
    next_tier: progress.next?.tier ?? null,
    games_to_next_tier: progress.gamesToNext,
  };
}
