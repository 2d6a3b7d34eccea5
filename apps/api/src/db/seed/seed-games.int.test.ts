import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../database.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { expectEveryBalanceToMatchItsLedger } from '../../modules/wallet/testing/wallet-fixtures.js';

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
                 count(*) filter (where starts_at <= now())::int as past
          from games g`,
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
    const broken = await queryRows<{ id: string }>(
      test.database.db,
      sql`select g.id from games g where g.places_taken > g.capacity or g.places_taken <> (select count(*) from game_registrations r where r.game_id = g.id and r.status in ('confirmed', 'pending_payment'))`,
    );
    expect(broken).toEqual([]);
    await expectEveryBalanceToMatchItsLedger(test.database.db);
  });

  it('gives the demo player a balance and two upcoming bookings', async () => {
    const [row] = await queryRows<{ bookings: number; balance: number }>(
      test.database.db,
      sql`select (select count(*)::int from game_registrations r join users u on u.id = r.user_id where u.email = 'player@demo.az' and r.status = 'confirmed') as bookings,
                 (select w.balance_qepik::int from wallets w join users u on u.id = w.user_id where u.email = 'player@demo.az') as balance`,
    );
    expect(row?.bookings).toBe(2);
    expect(row?.balance).toBeGreaterThan(0);
    expect(row?.balance).toBeLessThan(5000);
  });
});
