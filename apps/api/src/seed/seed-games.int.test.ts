import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.js';
import type { GameResult, Wallet } from '@oyna/shared';
import { type TestApp, createTestApp } from '../test/test-app.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { testDrivers } from '../test/test-databases.js';
import { expectEveryBalanceToMatchItsLedger } from '../modules/wallet/testing/wallet-fixtures.js';
import { gamesWithPlacesAmiss } from '../modules/games/testing/places-invariant.js';

describe.each(testDrivers())('the demo games on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver, seed: true });
  });
  afterAll(() => test.close());

  it('spread about 300 upcoming games over four weeks, some nearly full and some with waitlists', async () => {
    const [row] = await queryRows<{
      games: number;
      venues: number;
      days: number;
      nearly_full: number;
      with_waitlist: number;
      past: number;
    }>(
      test.database.db,
      sql`select count(*)::int as games,
                 count(distinct venue_id)::int as venues,
                 count(distinct (starts_at at time zone 'Asia/Baku')::date)::int as days,
                 count(*) filter (where capacity - places_taken between 1 and 2)::int as nearly_full,
                 count(*) filter (where exists (select 1 from game_registrations r where r.game_id = g.id and r.status = 'waitlisted'))::int as with_waitlist,
                 count(*) filter (where starts_at <= now() and status <> 'completed')::int as past
          from games g where g.origin = 'pickup' and (starts_at > now() or status <> 'completed')`,
    );
    expect(row?.games).toBeGreaterThanOrEqual(250);
    expect(row?.games).toBeLessThanOrEqual(350);
    expect(row?.venues).toBeGreaterThanOrEqual(45);
    expect(row?.days).toBeGreaterThanOrEqual(26);
    expect(row?.nearly_full).toBeGreaterThanOrEqual(20);
    expect(row?.with_waitlist).toBeGreaterThanOrEqual(15);
    expect(row?.past).toBe(0);
  });

  it('keeps every game within capacity with places_taken equal to its bookings, and wallets equal to their ledgers', async () => {
    const broken = await queryRows<{ id: string }>(test.database.db, gamesWithPlacesAmiss);
    expect(broken).toEqual([]);
    await expectEveryBalanceToMatchItsLedger(test.database.db);
  });

  it('has seeded players bring a few guests, each paid from its booker’s wallet', async () => {
    const [row] = await queryRows<{ guests: number; paid: number }>(
      test.database.db,
      sql`select (select count(*)::int from game_guests where status = 'confirmed') as guests,
                 (select count(*)::int from ledger_entries where idempotency_key like 'guest_payment:%') as paid`,
    );
    expect(row?.guests).toBeGreaterThan(2);
    expect(row?.paid).toBe(row?.guests);
  });

  it('gives the demo player a balance and two upcoming bookings', async () => {
    const [row] = await queryRows<{ bookings: number; balance: number }>(
      test.database.db,
      sql`select (select count(*)::int from game_registrations r join users u on u.id = r.user_id join games g on g.id = r.game_id where u.email = 'player@demo.az' and r.status = 'confirmed' and g.starts_at > now() and g.series_id is null) as bookings,
                 (select w.balance_qepik::int from wallets w join users u on u.id = w.user_id where u.email = 'player@demo.az') as balance`,
    );
    expect(row?.bookings).toBe(2);
    expect(row?.balance).toBeGreaterThan(0);
    expect(row?.balance).toBeLessThan(5000);
  });

  it('makes the demo player a regular of the first weekly game, booked for its next date, with nine others', async () => {
    const [row] = await queryRows<{ regulars: number; demo_dates: number }>(
      test.database.db,
      sql`select (select count(*)::int from series_regulars where status = 'active') as regulars,
                 (select count(*)::int from series_regular_dates d join users u on u.id = d.user_id
                   join games g on g.id = d.game_id
                   where u.email = 'player@demo.az' and d.state in ('booked', 'held') and g.starts_at > now()) as demo_dates`,
    );
    expect(row?.regulars).toBe(10);
    expect(row?.demo_dates).toBe(1);
  });

  it('completed four weeks of past games, 3-6 a day with 10-14 players each, every one (team matches too) with a result and rated once', async () => {
    const [row] = await queryRows<{
      completed: number;
      days: number;
      without_result: number;
      min_players: number;
      max_players: number;
      attended_lines: number;
      history: number;
      rated_games: number;
      unpaid: number;
    }>(
      test.database.db,
      sql`select (select count(*)::int from games where status = 'completed' and origin = 'pickup') as completed,
                 (select count(distinct (starts_at at time zone 'Asia/Baku')::date)::int from games where status = 'completed' and origin = 'pickup') as days,
                 (select count(*)::int from games g where g.status = 'completed' and not exists (select 1 from game_results r where r.game_id = g.id)) as without_result,
                 (select min(n)::int from (select count(*) as n from game_result_players p join games g on g.id = p.game_id where g.origin = 'pickup' group by p.game_id) lines) as min_players,
                 (select max(n)::int from (select count(*) as n from game_result_players p join games g on g.id = p.game_id where g.origin = 'pickup' group by p.game_id) lines) as max_players,
                 (select count(*)::int from game_result_players where attended) as attended_lines,
                 (select count(*)::int from rating_history) as history,
                 (select sum(rated_games)::int from player_ratings) as rated_games,
                 (select count(*)::int from game_registrations r join games g on g.id = r.game_id where g.status = 'completed' and r.paid_at is null) as unpaid`,
    );
    expect(row?.completed).toBeGreaterThanOrEqual(28 * 3);
    expect(row?.completed).toBeLessThanOrEqual(28 * 6 + 1);
    expect(row?.days).toBeGreaterThanOrEqual(28);
    expect(row?.without_result).toBe(0);
    expect(row?.min_players).toBeGreaterThanOrEqual(10);
    expect(row?.max_players).toBeLessThanOrEqual(14);
    expect(row?.history).toBe(row?.attended_lines);
    expect(row?.rated_games).toBe(row?.history);
    expect(row?.unpaid).toBe(0);
  });

  it('gives the demo player a past: games with goals, a win streak, a player of the match, a vote still open, the silver tier', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/json',
      payload: { email: 'player@demo.az', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const games = await queryRows<{
      game_id: string;
      side: number;
      goals: number;
      scores: number[];
      star: boolean;
      origin: string;
      weekly: boolean;
    }>(
      test.database.db,
      sql`select p.game_id, p.side_index as side, p.goals, r.scores, r.player_of_match_id = p.user_id as star, g.origin,
                 g.series_id is not null as weekly
          from game_result_players p join game_results r on r.game_id = p.game_id join games g on g.id = p.game_id
          join users u on u.id = p.user_id
          where u.email = 'player@demo.az' order by g.starts_at`,
    );
    const pickup = games.filter((game) => game.origin === 'pickup');
    // The one-off games of their past, beside the weekly game's last four weeks (seed-series-history.ts).
    const oneOff = pickup.filter((game) => !game.weekly);
    expect(oneOff.length).toBeGreaterThanOrEqual(8);
    expect(oneOff.length).toBeLessThanOrEqual(12);
    // Their team matches count as games too (decision 22), and the winning run holds across both.
    expect(games.length).toBeGreaterThan(pickup.length);
    expect(games.reduce((sum, game) => sum + game.goals, 0)).toBeGreaterThan(0);
    expect(games.some((game) => game.star)).toBe(true);
    const won = (game: (typeof games)[number]) =>
      (game.scores[game.side] ?? 0) > Math.max(...game.scores.filter((_, side) => side !== game.side));
    expect(games.slice(-4).every(won)).toBe(true);

    const last = games.at(-1);
    const result = (
      await test.app.inject({ method: 'GET', url: `/api/v1/games/${last?.game_id}/result`, headers })
    ).json<GameResult>();
    expect(Date.now() - new Date(result.recorded_at).getTime()).toBeLessThan(24 * 3_600_000);
    expect(result.vote).toMatchObject({ open: true, can_vote: true, my_vote_id: null });
    const [demo] = await queryRows<{ id: string }>(
      test.database.db,
      sql`select id from users where email = 'player@demo.az'`,
    );
    expect(result.players.find((player) => player.id === demo?.id)?.rating_after).toEqual(expect.any(Number));

    const wallet = (await test.app.inject({ method: 'GET', url: '/api/v1/wallet', headers })).json<Wallet>();
    expect(wallet.tier).toBe(games.length >= 10 ? 'silver' : 'bronze');
  });
});
