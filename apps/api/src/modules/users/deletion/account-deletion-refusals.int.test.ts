import type { MyAccountDeletion } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../../db/schema.js';
import { hashPassword } from '../../../lib/password.js';
import { createGame, createVenue } from '../../../test/factories.js';
import { type TestApp, createTestApp } from '../../../test/test-app.js';
import { testDrivers } from '../../../test/test-databases.js';
import {
  competitionBody,
  createCompetitionThroughApi,
} from '../../competitions/testing/competition-fixtures.js';
import { type SignedIn, register, signedInUser } from '../../games/testing/game-fixtures.js';
import { insertSeries } from '../../series/testing/series-fixtures.js';
import { seriesRegulars } from '../../../db/schema.js';
import { call, createTeamThroughApi, memberOf } from '../../teams/testing/team-fixtures.js';
import { fundWallet } from '../../wallet/testing/wallet-fixtures.js';

const PASSWORD = 'Köhnə-şifrə-2026';

describe.each(testDrivers())('asking to delete my account on %s', (driver) => {
  let test: TestApp;
  let passwordHash: string;

  /** A player with a password, signed in now. */
  const player = (overrides: Parameters<typeof signedInUser>[1] = {}) =>
    signedInUser(test.app, { passwordHash, ...overrides });
  const state = async (who: SignedIn) => {
    const response = await call(test.app, who, 'GET', '/users/me/deletion');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MyAccountDeletion>();
  };
  const ask = (who: SignedIn, body: object = { password: PASSWORD }) =>
    call(test.app, who, 'POST', '/users/me/deletion', body);
  /** Refused with `code`, nothing scheduled, still signed in. */
  const expectRefused = async (who: SignedIn, code: string, body?: object) => {
    const response = await ask(who, body);
    expect(response.statusCode, response.body).toBe(
      code.includes('password') || code.includes('sign_in') ? 403 : 409,
    );
    expect(response.json()).toMatchObject({ code });
    const [row] = await test.app.db.select().from(users).where(eq(users.id, who.user.id));
    expect(row?.deletionDueAt).toBeNull();
    expect((await call(test.app, who, 'GET', '/auth/me')).statusCode).toBe(200);
    return response.json<{ detail: string }>().detail;
  };

  beforeAll(async () => {
    test = await createTestApp({ driver });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => test.close());

  it('a player with nothing in the way sees no blockers, and proves it is them with the password', async () => {
    const who = await player();
    expect(await state(who)).toMatchObject({
      state: 'active',
      blockers: [],
      balance: 0,
      grace_days: 14,
      proof: 'password',
      fresh_sign_in_until: null,
    });
  });

  it('is refused without the password and with a wrong one', async () => {
    const who = await player();
    await expectRefused(who, 'account_deletion_password_required', {});
    await expectRefused(who, 'account_deletion_wrong_password', { password: 'Başqa-şifrə-1' });
  });

  it('an account without a password needs a sign-in of the last ten minutes', async () => {
    const who = await signedInUser(test.app);
    const fresh = await state(who);
    expect(fresh.proof).toBe('fresh_sign_in');
    expect(Date.parse(fresh.fresh_sign_in_until ?? '')).toBeGreaterThan(Date.now());
    await test.app.db
      .update(authSessions)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(authSessions.userId, who.user.id));
    const detail = await expectRefused(who, 'account_deletion_sign_in_again', {});
    expect(detail).toContain('10');
  });

  it('is refused while I am booked in an upcoming game, naming how many', async () => {
    const who = await player();
    await fundWallet(test.app.db, who.user.id, 1_000);
    const game = await createGame(test.app.db, { title: 'Bazar futbolu', priceQepik: 1_000 });
    expect((await register(test.app, who, game.id)).statusCode).toBe(201);
    const detail = await expectRefused(who, 'account_deletion_upcoming_bookings', {
      password: PASSWORD,
      give_up_balance: true,
    });
    expect(detail).toContain('weekly games: 1.');
    // Whatever the booking left in the wallet is a blocker of its own (given up above).
    expect((await state(who)).blockers.filter((blocker) => blocker.reason !== 'wallet_balance')).toEqual([
      expect.objectContaining({ reason: 'upcoming_bookings', count: 1, names: ['Bazar futbolu'] }),
    ]);
  });

  it('counts a regular place in a weekly game with the upcoming bookings', async () => {
    const who = await player();
    const organizer = await signedInUser(test.app, { role: 'organizer' });
    const venue = await createVenue(test.app.db);
    const series = await insertSeries(test.app.db, {
      organizerId: organizer.user.id,
      venueId: venue.id,
      startDate: new Date().toISOString().slice(0, 10),
      title: 'Çərşənbə futbolu',
    });
    await test.app.db
      .insert(seriesRegulars)
      .values({ seriesId: series.id, userId: who.user.id, status: 'active', consentedAt: new Date() });
    await expectRefused(who, 'account_deletion_upcoming_bookings');
    expect((await state(who)).blockers[0]?.names).toEqual(['Çərşənbə futbolu']);
  });

  it('is refused while my balance holds money, unless I give it up', async () => {
    const who = await player();
    await fundWallet(test.app.db, who.user.id, 2_550);
    const detail = await expectRefused(who, 'account_deletion_wallet_balance');
    expect(detail).toContain('25.50');
    expect((await state(who)).blockers).toEqual([
      expect.objectContaining({ reason: 'wallet_balance', count: 2_550 }),
    ]);
    const asked = await ask(who, { password: PASSWORD, give_up_balance: true });
    expect(asked.statusCode, asked.body).toBe(202);
  });

  it('is refused while I captain a team with other members, and not for a team of my own alone', async () => {
    const alone = await player();
    await createTeamThroughApi(test.app, { captain: alone });
    expect((await state(alone)).blockers).toEqual([]);

    const captain = await player();
    const { team } = await createTeamThroughApi(test.app, { captain, team: { name: 'Xəzər Qartalları' } });
    await memberOf(test.app, team, captain);
    const detail = await expectRefused(captain, 'account_deletion_team_captain');
    expect(detail).toContain('Xəzər Qartalları');
  });

  it('is refused while I organize an upcoming game or run a weekly game', async () => {
    const organizer = await player({ role: 'organizer' });
    await createGame(test.app.db, { organizerId: organizer.user.id });
    await expectRefused(organizer, 'account_deletion_organizes_games');

    const seriesOrganizer = await player({ role: 'organizer' });
    const venue = await createVenue(test.app.db);
    await insertSeries(test.app.db, {
      organizerId: seriesOrganizer.user.id,
      venueId: venue.id,
      startDate: new Date().toISOString().slice(0, 10),
    });
    await expectRefused(seriesOrganizer, 'account_deletion_organizes_series');
  });

  it('is refused while I run a competition that has not finished', async () => {
    const organizer = await player({ role: 'organizer' });
    await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app, { name: 'Payız Kuboku' }),
    );
    const detail = await expectRefused(organizer, 'account_deletion_runs_competitions');
    expect(detail).toContain('Payız Kuboku');
  });

  it('lists every blocker at once, in the rule’s order', async () => {
    const who = await player({ role: 'organizer' });
    await fundWallet(test.app.db, who.user.id, 500);
    await createGame(test.app.db, { organizerId: who.user.id });
    const { team } = await createTeamThroughApi(test.app, { captain: who });
    await memberOf(test.app, team, who);
    expect((await state(who)).blockers.map((blocker) => blocker.reason)).toEqual([
      'team_captain',
      'organizes_games',
      'wallet_balance',
    ]);
  });

  it('a visitor cannot ask, and a player cannot delete another account', async () => {
    const stranger = await player();
    const victim = await player();
    const visitor = await test.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/deletion',
      payload: { password: PASSWORD },
    });
    expect(visitor.statusCode).toBe(401);
    const asAdmin = await call(test.app, stranger, 'POST', `/admin/users/${victim.user.id}/erasure`, {
      reason: 'Mən istəyirəm',
      when: 'now',
    });
    expect(asAdmin.statusCode).toBe(403);
    const [row] = await test.app.db.select().from(users).where(eq(users.id, victim.user.id));
    expect(row).toMatchObject({ deletionDueAt: null, erasedAt: null, email: victim.user.email });
  });
});
