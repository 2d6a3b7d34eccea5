import { type SeriesOccurrenceStats, type SeriesStats, qepikToManat } from '@oyna/shared';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  gameGuests,
  gameRegistrations,
  gameSeriesDates,
  games,
  ledgerEntries,
  seriesRegularDates,
} from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { seriesToManage } from './series-access.js';

/** How many of the latest published dates the organizer's numbers cover. */
const STATS_DATES = 52;

/**
 * A series in its organizer's numbers (issue 31, item 7): for each published date its fill rate,
 * attendance (and how many of those who came were booked as its regulars) and the money its places
 * kept (wallet payments less refunds, and cash marked paid); over
 * the series the mean fill rate of the dates held, the regulars' attendance and the share of dates
 * cancelled, which players see as the organizer's record too.
 */
export async function getSeriesStats(
  db: Db,
  input: { actor: AuthUser; seriesId: string },
): Promise<SeriesStats> {
  const series = await seriesToManage(db, input);
  // A regular of that date: booked (or held) as a regular when it was published, whether or not they
  // are a regular today; someone who became a regular later played that date as anyone else.
  const isRegular = sql`exists (select 1 from ${seriesRegularDates} where ${seriesRegularDates.seriesId} = ${series.id}
    and ${seriesRegularDates.userId} = ${gameRegistrations.userId} and ${seriesRegularDates.date} = ${gameSeriesDates.date}
    and ${seriesRegularDates.state} in ('booked', 'held'))`;
  const rows = await db
    .select({
      date: gameSeriesDates.date,
      gameId: games.id,
      startsAt: games.startsAt,
      status: games.status,
      capacity: games.capacity,
      taken: games.placesTaken,
      marked: sql<number>`(select count(*)::int from ${gameRegistrations} where ${gameRegistrations.gameId} = ${games.id}
        and ${gameRegistrations.attendance} is not null)`,
      attended: sql<number>`(select count(*)::int from ${gameRegistrations} where ${gameRegistrations.gameId} = ${games.id}
        and ${gameRegistrations.attendance} = 'attended')`,
      regularsMarked: sql<number>`(select count(*)::int from ${gameRegistrations} where ${gameRegistrations.gameId} = ${games.id}
        and ${gameRegistrations.attendance} is not null and ${isRegular})`,
      regularsAttended: sql<number>`(select count(*)::int from ${gameRegistrations} where ${gameRegistrations.gameId} = ${games.id}
        and ${gameRegistrations.attendance} = 'attended' and ${isRegular})`,
      // What the date's places brought in: the wallet money its bookings and guests paid, less what
      // was given back (a late leave keeps its payment, a refund does not), and cash marked paid.
      paidQepik: sql<number>`(select coalesce(-sum(${ledgerEntries.amountQepik}), 0)::int from ${ledgerEntries}
        where ${ledgerEntries.kind} in ('game_payment', 'refund') and (
          (${ledgerEntries.referenceType} = 'game_registration' and ${ledgerEntries.referenceId} in
            (select ${gameRegistrations.id}::text from ${gameRegistrations} where ${gameRegistrations.gameId} = ${games.id}))
          or (${ledgerEntries.referenceType} = 'game_guest' and ${ledgerEntries.referenceId} in
            (select ${gameGuests.id}::text from ${gameGuests} where ${gameGuests.gameId} = ${games.id}))))
        + (select coalesce(sum(${gameRegistrations.priceQepik}), 0)::int from ${gameRegistrations}
        where ${gameRegistrations.gameId} = ${games.id} and ${gameRegistrations.paymentMethod} = 'cash'
        and ${gameRegistrations.status} = 'confirmed' and ${gameRegistrations.paidAt} is not null)`,
    })
    .from(gameSeriesDates)
    .innerJoin(games, eq(games.id, gameSeriesDates.gameId))
    .where(and(eq(gameSeriesDates.seriesId, series.id), isNotNull(gameSeriesDates.gameId)))
    .orderBy(desc(gameSeriesDates.date))
    .limit(STATS_DATES);

  const occurrences: SeriesOccurrenceStats[] = rows.map((row) => ({
    date: row.date,
    game_id: row.gameId,
    starts_at: row.startsAt.toISOString(),
    status: row.status,
    capacity: row.capacity,
    taken: row.status === 'cancelled' ? 0 : row.taken,
    fill_rate: row.status === 'cancelled' ? 0 : round(Math.min(1, row.taken / row.capacity)),
    attended: row.marked > 0 ? row.attended : null,
    regulars_attended: row.marked > 0 ? row.regularsAttended : null,
    revenue: qepikToManat(row.paidQepik),
  }));
  const held = occurrences.filter((occurrence) => occurrence.status !== 'cancelled');
  const cancelled = occurrences.length - held.length;
  const regularsMarked = rows.reduce((sum, row) => sum + row.regularsMarked, 0);
  const regularsAttended = rows.reduce((sum, row) => sum + row.regularsAttended, 0);
  return {
    occurrences,
    fill_rate: held.length > 0 ? mean(held.map((occurrence) => occurrence.fill_rate)) : null,
    regular_attendance: regularsMarked > 0 ? round(regularsAttended / regularsMarked) : null,
    revenue: qepikToManat(rows.reduce((sum, row) => sum + row.paidQepik, 0)),
    cancelled,
    cancelled_rate: occurrences.length > 0 ? round(cancelled / occurrences.length) : null,
  };
}

function mean(values: readonly number[]): number {
  return round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/** Two decimals: a rate is shown as a whole percent. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
