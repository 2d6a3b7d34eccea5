import { type AdminGamePaymentsResponse, qepikToManat } from '@oyna/shared';
import { and, count, desc, eq, exists, gt, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import {
  type GameGuestRow,
  gameGuests,
  gameRegistrations,
  games,
  ledgerEntries,
} from '../../../db/schema.js';
import { bookingStillActive, paidPlaces } from './booking-refund-rules.js';
import { pageOf, readPage } from '../../../lib/page-query.js';

/**
 * `GET /admin/users/{id}/game-payments`: the user's paid bookings (from the wallet, cash marked paid,
 * or guests' places paid from the wallet), newest game first, each with what it paid for guests,
 * what is still to refund and whether an admin may refund it now.
 */
export async function listGamePayments(
  db: DbExecutor,
  options: { userId: string; page: number; pageSize: number; now?: Date },
): Promise<AdminGamePaymentsResponse> {
  const now = options.now ?? new Date();
  const paidGuest = db
    .select({ id: gameGuests.id })
    .from(gameGuests)
    .where(and(eq(gameGuests.registrationId, gameRegistrations.id), gt(gameGuests.priceQepik, 0)));
  const where = and(
    eq(gameRegistrations.userId, options.userId),
    or(isNotNull(gameRegistrations.paidAt), exists(paidGuest)),
  );
  const request = { page: options.page, page_size: options.pageSize };
  const { rows, total } = await readPage(
    db
      .select({ registration: gameRegistrations, game: games })
      .from(gameRegistrations)
      .innerJoin(games, eq(games.id, gameRegistrations.gameId))
      .where(where)
      .orderBy(desc(games.startsAt), desc(gameRegistrations.createdAt))
      .$dynamic(),
    db.select({ total: count() }).from(gameRegistrations).where(where),
    request,
  );
  const guestsOf = await paidGuestsByBooking(
    db,
    rows.map((row) => row.registration.id),
  );
  const places = new Map(
    rows.map(({ registration }) => [
      registration.id,
      paidPlaces(registration, guestsOf.get(registration.id) ?? []),
    ]),
  );
  const keys = [...places.values()].flat().map((place) => place.key);
  const refunded = new Set(
    keys.length === 0
      ? []
      : (
          await db
            .select({ key: ledgerEntries.idempotencyKey })
            .from(ledgerEntries)
            .where(inArray(ledgerEntries.idempotencyKey, keys))
        ).map((row) => row.key),
  );
  return pageOf(
    rows.map(({ registration, game }) => {
      const paid = places.get(registration.id) ?? [];
      const guests = paid.filter((place) => place.guestName !== null);
      const toRefundQepik = paid
        .filter((place) => !refunded.has(place.key))
        .reduce((sum, place) => sum + place.amountQepik, 0);
      return {
        registration_id: registration.id,
        game_id: game.id,
        game_title: game.title,
        starts_at: game.startsAt.toISOString(),
        game_status: game.status,
        status: registration.status,
        payment_method: registration.paymentMethod,
        price: qepikToManat(registration.priceQepik),
        paid_at: registration.paidAt?.toISOString() ?? null,
        guests: guests.length,
        guests_price: qepikToManat(guests.reduce((sum, place) => sum + place.amountQepik, 0)),
        refunded: paid.length > 0 && toRefundQepik === 0,
        refund_amount: qepikToManat(toRefundQepik),
        refundable: toRefundQepik > 0 && !bookingStillActive(registration, game, now),
      };
    }),
    total,
    request,
  );
}

/** The guests with a price each booking brought, whatever became of them since. */
async function paidGuestsByBooking(
  db: DbExecutor,
  registrationIds: readonly string[],
): Promise<Map<string, GameGuestRow[]>> {
  const byBooking = new Map<string, GameGuestRow[]>();
  if (registrationIds.length === 0) return byBooking;
  const guests = await db
    .select()
    .from(gameGuests)
    .where(and(inArray(gameGuests.registrationId, [...registrationIds]), gt(gameGuests.priceQepik, 0)));
  for (const guest of guests)
    byBooking.set(guest.registrationId, [...(byBooking.get(guest.registrationId) ?? []), guest]);
  return byBooking;
}
