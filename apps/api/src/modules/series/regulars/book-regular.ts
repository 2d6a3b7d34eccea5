import { type RegistrationResult, type SeriesRegularDateState, manatToQepik } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { games } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import { gameMention } from '../../games/game-mention.js';
import { registerForGame } from '../../games/register-for-game.js';
import { notify } from '../../notifications/notify.js';
import { setRegularDate } from './regular-rows.js';
import type { GameHooks } from '../../games/game-hooks.js';

/** A regular to book for one published date of their series. */
export interface RegularBooking {
  seriesId: string;
  userId: string;
  date: string;
  gameId: string;
  noticesMuted: boolean;
  now: Date;
  hooks: GameHooks;
}

/**
 * Books a regular for a date through the booking path everyone takes (`registerForGame`: price,
 * loyalty discounts, first-game rule, wallet and ledger), paid from the wallet. A balance that
 * covers the price books and charges; a short one holds the place for a top-up and the player is
 * told. A booking the rules refuse (a restriction, the level) is kept as `refused` with its code.
 * Run inside a savepoint, so a refusal leaves the caller's transaction whole. The key makes a
 * repeat of the same date's booking answer the first one, never charge twice.
 */
export async function bookRegular(tx: DbExecutor, input: RegularBooking): Promise<SeriesRegularDateState> {
  const { now } = input;
  let result: RegistrationResult;
  try {
    const outcome = await tx.transaction((savepoint) =>
      registerForGame(savepoint, {
        userId: input.userId,
        gameId: input.gameId,
        paymentMethod: 'balance',
        idempotencyKey: `series-regular:${input.seriesId}:${input.date}`,
        now,
        quiet: true,
        hooks: input.hooks,
      }),
    );
    result = outcome.result;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await setRegularDate(tx, { ...input, state: 'refused', reason: error.code });
    await tellRegular(tx, input, { kind: 'left_out', reason: error.code });
    return 'refused';
  }
  const { registration } = result;
  if (registration.status === 'pending_payment') {
    await setRegularDate(tx, { ...input, state: 'held' });
    await tellRegular(tx, input, {
      kind: 'held',
      holdExpiresAt: registration.hold_expires_at ?? now.toISOString(),
      topUpQepik: manatToQepik(result.top_up_amount ?? 0) ?? 0,
    });
    return 'held';
  }
  if (registration.status === 'waitlisted') {
    // A full game: the regular waits in line like anyone else and is told when a place frees.
    await setRegularDate(tx, { ...input, state: 'refused', reason: 'game_full' });
    return 'refused';
  }
  if (registration.status !== 'confirmed') {
    // The same date's booking made before and given up since: never booked twice for one date.
    await setRegularDate(tx, { ...input, state: 'refused', reason: 'registration_not_found' });
    return 'refused';
  }
  await setRegularDate(tx, { ...input, state: 'booked' });
  const paid = registration.payment_method === 'balance' && registration.paid;
  await tellRegular(tx, input, {
    kind: 'booked',
    paidQepik: paid ? (manatToQepik(registration.price) ?? 0) : 0,
  });
  return 'booked';
}

type RegularNews =
  | { kind: 'booked'; paidQepik: number }
  | { kind: 'held'; holdExpiresAt: string; topUpQepik: number }
  | { kind: 'left_out'; reason: string };

/**
 * Tells a regular what became of a date. A held place is always told (it needs a top-up); a booking
 * and a date sat out are not when the regular stopped the series' notices.
 */
export async function tellRegular(
  tx: DbExecutor,
  input: Omit<RegularBooking, 'gameId'> & { gameId: string },
  news: RegularNews,
): Promise<void> {
  if (input.noticesMuted && news.kind !== 'held') return;
  const [game] = await tx.select().from(games).where(eq(games.id, input.gameId));
  if (!game) return;
  const mention = { ...(await gameMention(tx, game)), series_id: input.seriesId };
  const options = {
    dedupeKey: `series_regular:${input.seriesId}:${input.date}:${input.userId}:${news.kind}`,
    now: input.now,
  };
  if (news.kind === 'booked')
    await notify(
      tx,
      input.userId,
      { kind: 'series_regular_booked', payload: { ...mention, paid_qepik: news.paidQepik } },
      options,
    );
  else if (news.kind === 'held')
    await notify(
      tx,
      input.userId,
      {
        kind: 'series_regular_held',
        payload: { ...mention, hold_expires_at: news.holdExpiresAt, top_up_qepik: news.topUpQepik },
      },
      options,
    );
  else
    await notify(
      tx,
      input.userId,
      { kind: 'series_regular_left_out', payload: { ...mention, reason: news.reason } },
      options,
    );
}
