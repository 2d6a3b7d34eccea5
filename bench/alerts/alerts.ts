/**
 * bench/alerts: matching saved searches (game alerts, decision 76) against a published game.
 * 10,000 active alerts of 2,000 players over seeded random narrowings (districts, weekdays, time
 * ranges, format, price limit, venue), then games published one by one, each matched in the one SQL
 * statement the clock job runs (`matchGames`, unique per alert and game): wall time per game, p50 and
 * p99, and the matches written. Floor: the same statement with no active alert.
 */
import { randomBytes } from 'node:crypto';
import { BAKU_DISTRICTS, GAME_FORMATS, seededRandom } from '@oyna/shared';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, queryRows } from '../../apps/api/src/db/database.js';
import { gameAlerts, users } from '../../apps/api/src/db/schema.js';
import { matchGames, matchingAlertsSql } from '../../apps/api/src/modules/alerts/match-published-games.js';
import { createGame, createVenue } from '../../apps/api/src/test/factories.js';
import { adminQuery } from '../shared/bench-database.js';

const ALERTS = Number(process.env['BENCH_ALERTS'] ?? 10_000);
const GAMES = Number(process.env['BENCH_ALERT_GAMES'] ?? 300);
const PLAYERS = Math.max(1, Math.ceil(ALERTS / 5));
const VENUES = 40;
const BATCH = 1000;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? 0;

async function matchEach(
  db: Db,
  gameIds: string[],
  now: Date,
): Promise<{ times: number[]; written: number }> {
  const times: number[] = [];
  let written = 0;
  for (const id of gameIds) {
    const t0 = performance.now();
    written += await matchGames(db, [id], now);
    times.push(performance.now() - t0);
  }
  return { times: times.sort((a, b) => a - b), written };
}

export async function runAlertsBench(): Promise<string> {
  const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `oyna_bench_alerts_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 2 });
  try {
    await database.migrate();
    const db = database.db;
    const random = seededRandom(76);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const venues: { id: number }[] = [];
    for (let index = 0; index < VENUES; index += 1)
      venues.push(await createVenue(db, { district: pick(BAKU_DISTRICTS) }));
    const [organizer] = await db
      .insert(users)
      .values({ email: 'bench-alerts-organizer@example.az', firstName: 'Bench', role: 'organizer' })
      .returning({ id: users.id });
    const players: string[] = [];
    for (let start = 0; start < PLAYERS; start += BATCH) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(BATCH, PLAYERS - start) }, (_, n) => ({
            email: `bench-alert-${start + n}@example.az`,
            firstName: 'Bench',
          })),
        )
        .returning({ id: users.id });
      players.push(...rows.map((row) => row.id));
    }
    const alertRow = (index: number) => {
      const fields = random();
      const from = 17 + Math.floor(random() * 4);
      return {
        userId: players[index % players.length] as string,
        districts: fields < 0.5 ? [pick(BAKU_DISTRICTS), pick(BAKU_DISTRICTS)] : [],
        weekdays: random() < 0.5 ? [1 + Math.floor(random() * 7), 1 + Math.floor(random() * 7)] : [],
        minuteFrom: random() < 0.4 ? from * 60 : null,
        minuteTo: random() < 0.4 ? (from + 3) * 60 : null,
        format: random() < 0.5 ? pick(GAME_FORMATS) : null,
        maxPriceQepik: random() < 0.3 ? 500 + Math.floor(random() * 20) * 100 : null,
        venueId: fields >= 0.5 && random() < 0.4 ? pick(venues).id : null,
        unsubscribeKey: 'bench',
      };
    };
    for (let start = 0; start < ALERTS; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, ALERTS - start) }, (_, n) => alertRow(start + n));
      // The table refuses an alert that narrows nothing: such a row narrows by price instead.
      await db
        .insert(gameAlerts)
        .values(
          rows.map((row) =>
            row.districts.length ||
            row.weekdays.length ||
            row.minuteFrom !== null ||
            row.minuteTo !== null ||
            row.format ||
            row.maxPriceQepik !== null ||
            row.venueId !== null
              ? row
              : { ...row, maxPriceQepik: 1500 },
          ),
        );
    }
    await db.execute(sql`analyze`);

    const now = new Date();
    const gameIds: string[] = [];
    for (let index = 0; index < GAMES; index += 1) {
      const startsAt = new Date(now.getTime() + (1 + (index % 14)) * 86_400_000 + (index % 5) * 3_600_000);
      const game = await createGame(db, {
        venueId: pick(venues).id,
        organizerId: organizer!.id,
        startsAt,
        format: pick(GAME_FORMATS),
        priceQepik: 500 + Math.floor(random() * 15) * 100,
      });
      gameIds.push(game.id);
    }
    // A warm-up of ten games, not counted.
    await matchEach(db, gameIds.slice(0, 10), now);
    // The narrowing alone: which alerts match each game, read and counted, nothing written.
    const narrowing: number[] = [];
    for (const id of gameIds.slice(10)) {
      const t0 = performance.now();
      await queryRows(db, sql`select count(*) from (${matchingAlertsSql([id], now)}) m`);
      narrowing.push(performance.now() - t0);
    }
    narrowing.sort((a, b) => a - b);
    const product = await matchEach(db, gameIds.slice(10), now);
    const repeat = await matchEach(db, gameIds.slice(10, 60), now);
    await db.update(gameAlerts).set({ status: 'paused' });
    const floor = await matchEach(db, gameIds.slice(10, 60), now);
    const [plan] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from game_alert_matches`);
    const games = product.times.length;
    return (
      `alerts: ${ALERTS} saved alerts of ${players.length} players against ${games} games published one by one: ` +
      `the narrowing (which alerts match) p50 ${pct(narrowing, 50).toFixed(2)} ms, p99 ${pct(narrowing, 99).toFixed(2)} ms per game; ` +
      `matching with the writes p50 ${pct(product.times, 50).toFixed(2)} ms, p99 ${pct(product.times, 99).toFixed(2)} ms per game, ` +
      `${(product.written / Math.max(1, games)).toFixed(1)} matches per game (${plan?.n} rows); ` +
      `a repeat writes ${repeat.written} (p99 ${pct(repeat.times, 99).toFixed(2)} ms); ` +
      `floor (no active alert) p50 ${pct(floor.times, 50).toFixed(2)} ms, p99 ${pct(floor.times, 99).toFixed(2)} ms`
    );
  } finally {
    await database.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
