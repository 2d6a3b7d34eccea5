import type { Competition } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { competitionMatches, ledgerEntries } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import { closeRegistrationsPastDeadline } from './close-past-deadline.js';
import {
  type CompetitionTeamFixture,
  balanceOf,
  competitionBody,
  competitionTeam,
  createCompetitionThroughApi,
} from './testing/competition-fixtures.js';

describe.each(testDrivers())('registration closing at the deadline on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
  });
  afterAll(() => test.close());

  const registered = async (competition: Competition, count: number) => {
    const list: CompetitionTeamFixture[] = [];
    for (let index = 0; index < count; index += 1) {
      const team = await competitionTeam(test.app);
      const response = await call(
        test.app,
        team.captain,
        'POST',
        `/competitions/${competition.id}/registrations`,
        {
          team_id: team.id,
        },
      );
      expect(response.statusCode, response.body).toBe(201);
      list.push(team);
    }
    return list;
  };
  const statusOf = async (id: string) =>
    (await call(test.app, organizer, 'GET', `/competitions/${id}`)).json<Competition>().status;
  const matchCount = async (id: string) =>
    (
      await (test.app.db as Db)
        .select()
        .from(competitionMatches)
        .where(eq(competitionMatches.competitionId, id))
    ).length;

  it('past the deadline, enough teams are drawn, too few are cancelled with refunds, once; a second round changes nothing', async () => {
    const deadline = new Date(Date.now() + 3_600_000);
    const full = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app, { registration_deadline: deadline.toISOString() }),
    );
    const short = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app, { min_teams: 3, registration_deadline: deadline.toISOString() }),
    );
    await registered(full, 3);
    const fewTeams = await registered(short, 2);
    for (const team of fewTeams) expect(await balanceOf(test.app, team.captain.user.id)).toBe(8_000);

    // Before the deadline nothing closes.
    const before = await test.app.notifications.runClock(new Date(deadline.getTime() - 60_000));
    expect(before.competition_registrations_closed).toBe(0);
    expect(await statusOf(full.id)).toBe('registering');
    expect(await statusOf(short.id)).toBe('registering');

    const after = new Date(deadline.getTime() + 60_000);
    const first = await test.app.notifications.runClock(after);
    expect(first.competition_registrations_closed).toBe(2);
    expect(await statusOf(full.id)).toBe('scheduled');
    expect(await matchCount(full.id)).toBe(3);
    expect(await statusOf(short.id)).toBe('cancelled');
    for (const team of fewTeams) expect(await balanceOf(test.app, team.captain.user.id)).toBe(10_000);

    // Two more rounds (as two instances would run them) change nothing: no second draw, no second refund.
    const [again, overlap] = await Promise.all([
      closeRegistrationsPastDeadline(test.app.db as Db, new Date(after.getTime() + 60_000)),
      closeRegistrationsPastDeadline(test.app.db as Db, new Date(after.getTime() + 60_000)),
    ]);
    expect(again).toMatchObject({ drawn: 0, cancelled: 0, failed: 0 });
    expect(overlap).toMatchObject({ drawn: 0, cancelled: 0, failed: 0 });
    expect(await matchCount(full.id)).toBe(3);
    for (const team of fewTeams) expect(await balanceOf(test.app, team.captain.user.id)).toBe(10_000);
    const entries = await (test.app.db as Db)
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, fewTeams[0]?.captain.user.id ?? ''));
    expect(entries.filter((entry) => entry.kind === 'refund')).toHaveLength(1);
  });

  it('when the draw cannot be made the competition stays registering and the reason is reported', async () => {
    const deadline = new Date(Date.now() + 3_600_000);
    // One short window on one pitch: three teams' three matches cannot all be placed.
    const body = await competitionBody(test.app, {
      pitchCount: 1,
      registration_deadline: deadline.toISOString(),
    });
    const first = body.windows[0];
    if (!first) throw new Error('no window');
    const competition = await createCompetitionThroughApi(test.app, organizer, {
      ...body,
      windows: [{ ...first, start: '10:00', end: '11:00' }],
    });
    await registered(competition, 3);
    const tally = await closeRegistrationsPastDeadline(
      test.app.db as Db,
      new Date(deadline.getTime() + 60_000),
    );
    expect(tally.failures).toEqual([{ competition_id: competition.id, code: 'competition_schedule_failed' }]);
    expect(await statusOf(competition.id)).toBe('registering');
    expect(await matchCount(competition.id)).toBe(0);
  });
});
