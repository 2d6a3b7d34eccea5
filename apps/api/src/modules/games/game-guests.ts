import { type GameGuest, qepikToManat } from '@oyna/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameGuestRow, type GameRow, gameGuests, users } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { playerForViewer } from '../users/player-for-viewer.js';
import {
  type PlayerIdentityRow,
  playerIdentity,
  playerIdentityColumns,
  playerIdentityFor,
} from '../users/player-identity.js';
import { type PaidPlace, describeGame, postPlaceMoney } from './charge-registration.js';

/**
 * The confirmed guests of a game in booking order, each with who brought them, the booker named as
 * `playerForViewer` lets the viewer see them (a visitor: null, decision 52).
 */
export async function listGameGuests(
  db: DbExecutor,
  gameId: string,
  options: { viewer: AuthUser | null },
): Promise<GameGuest[]> {
  const rows = await db
    .select({
      guest: gameGuests,
      booker: {
        ...playerIdentityColumns(users),
        profileVisibility: users.profileVisibility,
      },
    })
    .from(gameGuests)
    .innerJoin(users, eq(users.id, gameGuests.bookerId))
    .where(and(eq(gameGuests.gameId, gameId), eq(gameGuests.status, 'confirmed')))
    .orderBy(asc(gameGuests.createdAt), asc(gameGuests.id));
  return rows.map(({ guest, booker }) => ({
    ...toGameGuest(guest, booker),
    booker: playerIdentityFor(booker, playerForViewer(booker, { user: options.viewer })),
  }));
}

/** A guest as responses show it; the booker is named by their identity alone (no private field). */
export function toGameGuest(guest: GameGuestRow, booker: PlayerIdentityRow): GameGuest {
  return {
    id: guest.id,
    name: guest.name,
    booker: playerIdentity(booker),
    price: qepikToManat(guest.priceQepik),
    created_at: guest.createdAt.toISOString(),
  };
}

/** How many confirmed guests one booking brings. */
export async function countGuestsOf(tx: DbExecutor, registrationId: string): Promise<number> {
  return tx.$count(
    gameGuests,
    and(eq(gameGuests.registrationId, registrationId), eq(gameGuests.status, 'confirmed')),
  );
}

/**
 * Takes off the confirmed guests of a game, or of one booking when `registrationId` is given (its
 * booker leaves): returns them, oldest first, for their places and refunds.
 */
export async function cancelGuests(
  tx: DbExecutor,
  where: { gameId: string; registrationId?: string },
  now: Date,
): Promise<GameGuestRow[]> {
  const cancelled = await tx
    .update(gameGuests)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(gameGuests.gameId, where.gameId),
        eq(gameGuests.status, 'confirmed'),
        where.registrationId === undefined ? undefined : eq(gameGuests.registrationId, where.registrationId),
      ),
    )
    .returning();
  return cancelled.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function guestPlace(guest: GameGuestRow): PaidPlace {
  return {
    payerId: guest.bookerId,
    priceQepik: guest.priceQepik,
    reference: { type: 'game_guest', id: guest.id },
  };
}

/** What a ledger row about a guest's place says: the game, and the guest's name. */
function describeGuest(guest: GameGuestRow, game: GameRow): Record<string, string> {
  return { ...describeGame(game), guest_name: guest.name };
}

/** Takes a guest's price from the booker's wallet, once (keyed by the guest). */
export async function chargeGuest(tx: DbExecutor, guest: GameGuestRow, game: GameRow) {
  if (guest.priceQepik === 0) return;
  await postPlaceMoney(tx, 'guest_payment', guestPlace(guest), describeGuest(guest, game));
}

/** Gives a guest's price back to the booker's wallet, once (keyed by the guest). */
export async function refundGuest(tx: DbExecutor, guest: GameGuestRow, game: GameRow): Promise<number> {
  if (guest.priceQepik === 0) return 0;
  await postPlaceMoney(tx, 'guest_refund', guestPlace(guest), describeGuest(guest, game));
  return guest.priceQepik;
}
