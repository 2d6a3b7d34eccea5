/**
 * bench/series-regulars: publishing the dates of weekly games whose 20 regulars are booked in the
 * publication's transaction through the ordinary booking path (decision 74): 18 with money (booked,
 * charged, told) and 2 short (held for a top-up, told) per date. Time per occurrence (mean, p50, p99
 * of the rounds' series) and the invariants (no game over capacity, places equal to bookings, every
 * wallet equal to its ledger, one booking per regular and date). The floor: publishing the same
 * dates with no regulars.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, queryRows } from '../../apps/api/src/db/database.js';
import { gameSeries, seriesRegulars, users } from '../../apps/api/src/db/schema.js';
import { publishDueOccurrences } from '../../apps/api/src/modules/series/publish-due-occurrences.js';
import { postLedgerEntry } from '../../apps/api/src/modules/wallet/post-ledger-entry.js';
import { createVenue } from '../../apps/api/src/test/factories.js';
import { adminQuery, checkInvariants, describeInvariants } from '../shared/bench-database.js';
import { gameHooks } from '../../apps/api/src/module-hooks.js';

const OCCURRENCES = Number(process.env['BENCH_SERIES_OCCURRENCES'] ?? 1000);
const REGULARS = 20;
const SHORT = 2;
/** Every day for 28 days: each series publishes 28 dates in a round. */
const DATES_PER_SERIES = 28;
const PRICE_QEPIK = 1000;
const NOW = new Date('2027-03-01T08:00:00Z');

async function makeSeries(db: Db, organizerId: string, index: number, regulars: boolean): Promise<string> {
  const venue = await createVenue(db, { pitchCount: 1 });
  const [series] = await db
    .insert(gameSeries)
    .values({
      organizerId,
      venueId: venue.id,
      title: `Bench weekly ${index}`,
      durationMinutes: 90,
      format: '11x11',
      capacity: 22,
      kind: 'regular',
      priceQepik: PRICE_QEPIK,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      kickOffTime: '20:00',
      startDate: '2027-03-01',
      publishDaysAhead: 28,
      regularPlaces: regulars ? REGULARS : 0,
      regularsCap: regulars ? REGULARS : 0,
    })
    .returning({ id: gameSeries.id });
  if (!regulars) return series!.id;
  const players = await db
    .insert(users)
    .values(
      Array.from({ length: REGULARS }, (_, n) => ({
        email: `bench-regular-${index}-${n}@example.az`,
        firstName: 'Bench',
      })),
    )
    .returning({ id: users.id });
  for (const [n, player] of players.entries()) {
    if (n < REGULARS - SHORT)
      await postLedgerEntry(db, {
        userId: player.id,
        kind: 'bonus',
        amountQepik: PRICE_QEPIK * (DATES_PER_SERIES + 2),
        idempotencyKey: `bench-regular:${player.id}`,
        reference: { type: 'bench', id: player.id },
        description: { key: 'bonus', params: {} },
      });
  }
  const since = new Date(NOW.getTime() - 86_400_000);
  await db.insert(seriesRegulars).values(
    players.map((player) => ({
      seriesId: series!.id,
      userId: player.id,
      status: 'active' as const,
      consentedAt: since,
      activeSince: since,
    })),
  );
  return series!.id;
}

/** Publishes each series' window; the time of each series' round over its dates, in ms per date. */
async function publishAll(
  db: Db,
  ids: string[],
): Promise<{ perDate: number[]; published: number; seconds: number }> {
  const perDate: number[] = [];
  let published = 0;
  const started = performance.now();
  for (const seriesId of ids) {
    const t0 = performance.now();
    const tally = await publishDueOccurrences(db, { hooks: gameHooks, now: NOW, seriesId });
    if (tally.published > 0) perDate.push((performance.now() - t0) / tally.published);
    published += tally.published;
  }
  return { perDate: perDate.sort((a, b) => a - b), published, seconds: (performance.now() - started) / 1000 };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export async function runSeriesRegularsBench(): Promise<string> {
  const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `oyna_bench_series_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 4 });
  try {
    await database.migrate();
    const db = database.db;
    const [organizer] = await db
      .insert(users)
      .values({ email: 'bench-organizer@example.az', firstName: 'Bench', role: 'organizer' })
      .returning({ id: users.id });
    const seriesCount = Math.max(1, Math.ceil(OCCURRENCES / DATES_PER_SERIES));
    const withRegulars: string[] = [];
    const bare: string[] = [];
    for (let i = 0; i < seriesCount; i += 1) withRegulars.push(await makeSeries(db, organizer!.id, i, true));
    for (let i = 0; i < seriesCount; i += 1)
      bare.push(await makeSeries(db, organizer!.id, seriesCount + i, false));

    const product = await publishAll(db, withRegulars);
    const floor = await publishAll(db, bare);
    const [counts] = await queryRows<{
      booked: number;
      held: number;
      told: number;
      payments: number;
      twice: number;
    }>(
      db,
      sql`select
        (select count(*)::int from series_regular_dates where state = 'booked') as booked,
        (select count(*)::int from series_regular_dates where state = 'held') as held,
        (select count(*)::int from notifications where kind in ('series_regular_booked', 'series_regular_held')) as told,
        (select count(*)::int from ledger_entries where kind = 'game_payment') as payments,
        (select count(*)::int from (select game_id, user_id from game_registrations
           where status <> 'cancelled' group by game_id, user_id having count(*) > 1) d) as twice`,
    );
    const invariants = await checkInvariants(db);
    const mean = (product.seconds * 1000) / Math.max(1, product.published);
    const floorMean = (floor.seconds * 1000) / Math.max(1, floor.published);
    return (
      `series-regulars: ${product.published} occurrences published with ${REGULARS} regulars each ` +
      `(${counts?.booked} booked and charged, ${counts?.held} held for a top-up, ${counts?.told} told, ` +
      `${counts?.payments} ledger payments, ${counts?.twice} double bookings) in ${product.seconds.toFixed(1)} s: ` +
      `${mean.toFixed(1)} ms per occurrence (per series round p50 ${pct(product.perDate, 50).toFixed(1)} ms, ` +
      `p99 ${pct(product.perDate, 99).toFixed(1)} ms per occurrence); floor (the same dates, no regulars) ` +
      `${floorMean.toFixed(1)} ms per occurrence; ${describeInvariants(invariants)}`
    );
  } finally {
    await database.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
