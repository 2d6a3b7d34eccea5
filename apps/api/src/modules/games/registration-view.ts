import { type LeaveResult, type RegistrationResult, qepikToManat } from '@oyna/shared';
import { and, eq, lt, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRegistrationRow, type GameRow, gameRegistrations } from '../../db/schema.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { toMyRegistration } from './game-response.js';

/** 1 for the first in line; null when the booking is not on the waitlist. */
export async function waitlistPosition(
  tx: DbExecutor,
  registration: GameRegistrationRow,
): Promise<number | null> {
  if (registration.status !== 'waitlisted' || !registration.waitlistedAt) return null;
  const ahead = await tx.$count(
    gameRegistrations,
    and(
      eq(gameRegistrations.gameId, registration.gameId),
      eq(gameRegistrations.status, 'waitlisted'),
      or(
        lt(gameRegistrations.waitlistedAt, registration.waitlistedAt),
        and(
          eq(gameRegistrations.waitlistedAt, registration.waitlistedAt),
          lt(gameRegistrations.id, registration.id),
        ),
      ),
    ),
  );
  return ahead + 1;
}

export async function countWaitlist(tx: DbExecutor, gameId: string): Promise<number> {
  return tx.$count(
    gameRegistrations,
    and(eq(gameRegistrations.gameId, gameId), eq(gameRegistrations.status, 'waitlisted')),
  );
}

/** The answer to a booking request: the booking as it stands, and the game's places. */
export async function registrationView(
  tx: DbExecutor,
  game: Pick<GameRow, 'id' | 'capacity' | 'placesTaken'>,
  registration: GameRegistrationRow,
): Promise<RegistrationResult> {
  const [fresh] = await tx.select().from(gameRegistrations).where(eq(gameRegistrations.id, registration.id));
  const current = fresh ?? registration;
  const balanceQepik = await getBalanceQepik(tx, current.userId);
  return {
    registration: toMyRegistration(current, await waitlistPosition(tx, current)),
    places_left: Math.max(0, game.capacity - game.placesTaken),
    waitlist_count: await countWaitlist(tx, game.id),
    // A held place waits for the price minus the balance.
    top_up_amount:
      current.status === 'pending_payment'
        ? qepikToManat(Math.max(0, current.priceQepik - balanceQepik))
        : null,
    balance: qepikToManat(balanceQepik),
  };
}

/** The answer to giving places back (leaving, taking a guest off): the refund, the game's places, the balance. */
export async function leaveView(
  tx: DbExecutor,
  game: GameRow,
  answer: { userId: string; refundedQepik: number },
): Promise<LeaveResult> {
  return {
    refunded: qepikToManat(answer.refundedQepik),
    places_left: Math.max(0, game.capacity - game.placesTaken),
    waitlist_count: await countWaitlist(tx, game.id),
    balance: qepikToManat(await getBalanceQepik(tx, answer.userId)),
  };
}
