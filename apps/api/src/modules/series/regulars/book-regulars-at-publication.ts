import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { type GameSeriesRow, seriesRegularDates, seriesRegulars } from '../../../db/schema.js';
import { notify } from '../../notifications/notify.js';
import { bookRegular, tellRegular } from './book-regular.js';
import { missesOf, noShowsIn, publishedDatesBefore, selectionFacts } from './regular-history.js';
import { setRegularDate } from './regular-rows.js';
import { selectRegulars } from './select-regulars.js';
import type { GameHooks } from '../../games/game-hooks.js';

/** What the regulars of a newly published date came to. */
export interface RegularsTally {
  booked: number;
  held: number;
  leftOut: number;
  refused: number;
  removed: number;
}

/**
 * Books the regulars of a date just published, in the publication's transaction, so that a date
 * is published with its regulars' bookings or not at all, once (decision 74):
 * 1. a regular who missed the last game without a word sits this one out by default, and one who
 *    reached the misses the organizer allows loses the place (both are told);
 * 2. those who said "not this week" are left alone;
 * 3. when more want the date than there are regular places, `selectRegulars` decides, and each one
 *    left out is told the one line of why;
 * 4. the chosen are booked through the ordinary booking path (`bookRegular`).
 */
export async function bookRegularsAtPublication(
  tx: DbExecutor,
  input: { series: GameSeriesRow; date: string; gameId: string; now: Date; hooks: GameHooks },
): Promise<RegularsTally> {
  const { series, date, gameId, now } = input;
  const tally: RegularsTally = { booked: 0, held: 0, leftOut: 0, refused: 0, removed: 0 };
  if (series.regularPlaces === 0) return tally;
  const regulars = await tx
    .select()
    .from(seriesRegulars)
    .where(and(eq(seriesRegulars.seriesId, series.id), eq(seriesRegulars.status, 'active')));
  if (regulars.length === 0) return tally;

  const said = new Set(
    (
      await tx
        .select({ userId: seriesRegularDates.userId })
        .from(seriesRegularDates)
        .where(and(eq(seriesRegularDates.seriesId, series.id), eq(seriesRegularDates.date, date)))
    ).map((row) => row.userId),
  );
  const [last] = await publishedDatesBefore(tx, series.id, date, 1);
  const missedLast = last ? await noShowsIn(tx, last.gameId) : new Set<string>();
  const misses = await missesOf(tx, series.id, regulars);
  const base = { seriesId: series.id, date, gameId, now, hooks: input.hooks };

  const wanting: typeof regulars = [];
  for (const regular of regulars) {
    const who = { ...base, userId: regular.userId, noticesMuted: regular.noticesMuted };
    const missed = misses.get(regular.userId) ?? 0;
    if (missed >= series.missesAllowed) {
      await tx
        .update(seriesRegulars)
        .set({ status: 'removed', removal: 'misses', updatedAt: now })
        .where(and(eq(seriesRegulars.seriesId, series.id), eq(seriesRegulars.userId, regular.userId)));
      await notify(
        tx,
        regular.userId,
        {
          kind: 'series_regular_status',
          payload: { series_id: series.id, title: series.title, change: 'removed_misses', misses: missed },
        },
        { dedupeKey: `series_regular_removed:${series.id}:${regular.userId}:${date}`, now },
      );
      tally.removed += 1;
      continue;
    }
    if (said.has(regular.userId)) continue;
    if (missedLast.has(regular.userId)) {
      await setRegularDate(tx, { ...who, state: 'missed_last', reason: 'missed_last' });
      await tellRegular(tx, who, { kind: 'left_out', reason: 'missed_last' });
      continue;
    }
    wanting.push(regular);
  }

  const byId = new Map(wanting.map((regular) => [regular.userId, regular]));
  let chosen = wanting.map((regular) => regular.userId);
  if (wanting.length > series.regularPlaces) {
    const candidates = await selectionFacts(tx, { seriesId: series.id, date, userIds: chosen, now });
    const selection = selectRegulars(candidates, series.regularPlaces, { seriesId: series.id, date });
    chosen = selection.chosen;
    for (const left of selection.leftOut) {
      const who = {
        ...base,
        userId: left.userId,
        noticesMuted: byId.get(left.userId)?.noticesMuted ?? false,
      };
      await setRegularDate(tx, { ...who, state: 'left_out', reason: left.reason });
      await tellRegular(tx, who, { kind: 'left_out', reason: left.reason });
      tally.leftOut += 1;
    }
  }
  for (const userId of chosen) {
    const state = await bookRegular(tx, {
      ...base,
      userId,
      noticesMuted: byId.get(userId)?.noticesMuted ?? false,
    });
    if (state === 'booked') tally.booked += 1;
    else if (state === 'held') tally.held += 1;
    else tally.refused += 1;
  }
  return tally;
}
