import { type AdminGamePaymentsResponse, qepikToManat } from '@oyna/shared';
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { gameRegistrations, games, ledgerEntries } from '../../../db/schema.js';
import { bookingRefundKey, bookingStillActive, bookingWasPaid } from './booking-refund-rules.js';

/**
 * `GET /admin/users/{id}/game-payments`: the user's paid bookings (from the wallet or cash marked
 * paid), newest game first, each with whether it was refunded and whether an admin may refund it now.
 */
export async function listGamePayments(
  db: DbExecutor,
  options: { userId: string; page: number; pageSize: number; now?: Date },
): Promise<AdminGamePaymentsResponse> {
  const now = options.now ?? new Date();
  const where = and(eq(gameRegistrations.userId, options.userId), isNotNull(gameRegistrations.paidAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ registration: gameRegistrations, game: games })
      .from(gameRegistrations)
      .innerJoin(games, eq(games.id, gameRegistrations.gameId))
      .where(where)
      .orderBy(desc(games.startsAt), desc(gameRegistrations.createdAt))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(gameRegistrations).where(where),
  ]);
  const keys = rows.map((row) => bookingRefundKey(row.registration.id));
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
  return {
    items: rows.map(({ registration, game }) => {
      const isRefunded = refunded.has(bookingRefundKey(registration.id));
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
        refunded: isRefunded,
        refundable:
          !isRefunded && bookingWasPaid(registration) && !bookingStillActive(registration, game, now),
      };
    }),
    total: total?.total ?? 0,
    page: options.page,
    page_size: options.pageSize,
  };
}
