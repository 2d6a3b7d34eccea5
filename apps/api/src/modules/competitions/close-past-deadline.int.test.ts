import type { Competition } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { competitionMatches, ledgerEntries, notifications } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import { closeRegistrationsPastDeadline } from './close-past-deadline.js';
import { DRAW_RETRY_FIRST_MS } from './draw-backoff.js';
import { updateCompetition } from './update-competition.js';
import {
  type CompetitionTeamFixture,
  balanceOf,
  competitionBody,
  competitionTeam,
  createCompetitionThroughApi,
} from './testing/competition-fixtures.js';

/** The Baku date of an instant (UTC+4). */
const bakuDate = (instant: Date) => new Date(instant.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);

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
  /** Three teams in one short window on one pitch: their three matches cannot all be placed. */
  const undrawable = async (deadline: Date) => {
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
    return { competition, day: first.date };
  };
  const drawFailedNotices = async (competitionId: string) =>
    (
      await (test.app.db as Db)
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, organizer.user.id), eq(notifications.kind, 'competition_draw_failed')),
        )
    ).filter((row) => (row.payload as { competition_id?: string }).competition_id === competitionId);
  const failedFor = (tally: { failures: { competition_id: string }[] }, id: string) =>
    tally.failures.filter((failure) => failure.competition_id === id).length;

  it('a draw that cannot be made is tried once per growing interval, the organizer is told once, and wider windows let it draw', async () => {
    const deadline = new Date(Date.now() + 3_600_000);
    const { competition, day } = await undrawable(deadline);
    const db = test.app.db as Db;
    const at = (ms: number) => new Date(deadline.getTime() + 60_000 + ms);

    // Two instances run the first round at once: the draw is tried once.
    const [one, two] = await Promise.all([
      closeRegistrationsPastDeadline(db, at(0)),
      closeRegistrationsPastDeadline(db, at(0)),
    ]);
    expect(failedFor(one, competition.id) + failedFor(two, competition.id)).toBe(1);
    // The rounds before the first wait is over leave it alone.
    expect(failedFor(await closeRegistrationsPastDeadline(db, at(60_000)), competition.id)).toBe(0);
    expect(
      failedFor(await closeRegistrationsPastDeadline(db, at(DRAW_RETRY_FIRST_MS - 1)), competition.id),
    ).toBe(0);
    // Then it is tried again, and the next wait is twice as long.
    expect(failedFor(await closeRegistrationsPastDeadline(db, at(DRAW_RETRY_FIRST_MS)), competition.id)).toBe(
      1,
    );
    const secondTry = DRAW_RETRY_FIRST_MS;
    expect(
      failedFor(
        await closeRegistrationsPastDeadline(db, at(secondTry + 2 * DRAW_RETRY_FIRST_MS - 1)),
        competition.id,
      ),
    ).toBe(0);
    expect(
      failedFor(
        await closeRegistrationsPastDeadline(db, at(secondTry + 2 * DRAW_RETRY_FIRST_MS)),
        competition.id,
      ),
    ).toBe(1);
    expect(await statusOf(competition.id)).toBe('registering');
    // Three failed attempts, one notice to the organizer, in their language, saying what to change.
    const notices = await drawFailedNotices(competition.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.payload).toMatchObject({ competition_id: competition.id, reason: 'schedule' });

    // The organizer widens the window: the very next round draws, without waiting out the interval.
    const fixed = await call(test.app, organizer, 'PATCH', `/competitions/${competition.id}`, {
      windows: [{ date: day, start: '08:00', end: '22:00' }],
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const afterFix = await closeRegistrationsPastDeadline(
      db,
      at(secondTry + 2 * DRAW_RETRY_FIRST_MS + 60_000),
    );
    expect(failedFor(afterFix, competition.id)).toBe(0);
    expect(await statusOf(competition.id)).toBe('scheduled');
    expect(await matchCount(competition.id)).toBe(3);
    expect(await drawFailedNotices(competition.id)).toHaveLength(1);
  });
  it('the organizer’s console shows a failed automatic draw and when it is tried again; nobody else sees it', async () => {
    const deadline = new Date(Date.now() + 3_600_000);
    const { competition } = await undrawable(deadline);
    const failedAt = new Date(deadline.getTime() + 60_000);
    await closeRegistrationsPastDeadline(test.app.db as Db, failedAt);
    const seen = (who: SignedIn) =>
      call(test.app, who, 'GET', `/competitions/${competition.id}`).then(
        (response) => response.json<Competition>().draw_failure,
      );
    expect(await seen(organizer)).toEqual({
      reason: 'schedule',
      failures: 1,
      failed_at: failedAt.toISOString(),
      retry_at: new Date(failedAt.getTime() + DRAW_RETRY_FIRST_MS).toISOString(),
    });
    expect(await seen(await signedInUser(test.app))).toBeNull();
  });
  it('past the deadline the organizer fixes the windows without reopening registration, never with a window already begun', async () => {
    const deadline = new Date(Date.now() + 3_600_000);
    const { competition, day } = await undrawable(deadline);
    const db = test.app.db as Db;
    const actor = { id: organizer.user.id, role: organizer.user.role, sessionId: 'test' };
    const failed = await closeRegistrationsPastDeadline(db, new Date(deadline.getTime() + 60_000));
    expect(failedFor(failed, competition.id)).toBe(1);

    const later = new Date(deadline.getTime() + 120_000);
    // A window that has already begun is refused: its matches could land in the past.
    const begun = bakuDate(later);
    await expect(
      updateCompetition(db, {
        actor,
        competitionId: competition.id,
        body: { windows: [{ date: begun, start: '00:00', end: '24:00' }] },
        now: later,
      }),
    ).rejects.toMatchObject({ code: 'competition_deadline_invalid' });
    const fixed = await updateCompetition(db, {
      actor,
      competitionId: competition.id,
      // The deadline sent back unchanged (as a form would) does not count as a new one.
      body: {
        windows: [{ date: day, start: '08:00', end: '22:00' }],
        registration_deadline: deadline.toISOString(),
      },
      now: later,
    });
    expect(fixed.status).toBe('registering');
    expect(new Date(fixed.registration_deadline).getTime()).toBe(deadline.getTime());
    const drawn = await closeRegistrationsPastDeadline(db, new Date(later.getTime() + 60_000));
    expect(failedFor(drawn, competition.id)).toBe(0);
    expect(await statusOf(competition.id)).toBe('scheduled');
  });
});
