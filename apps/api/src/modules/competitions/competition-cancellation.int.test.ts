import type { Competition } from '@oyna/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { ledgerEntries, notificationDeliveries, notifications } from '../../db/schema.js';
import { routeNewNotifications } from '../notifications/route-notifications.js';
import { recordingChannel } from '../notifications/testing/recording-channel.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import {
  type CompetitionTeamFixture,
  competitionBody,
  competitionTeam,
  createCompetitionThroughApi,
} from './testing/competition-fixtures.js';

describe.each(testDrivers())('telling teams a competition is off for them on %s', (driver) => {
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
  const told = async (kind: 'competition_cancelled' | 'competition_team_refused', competitionId: string) =>
    (await (test.app.db as Db).select().from(notifications).where(eq(notifications.kind, kind))).filter(
      (row) => (row.payload as { competition_id?: string }).competition_id === competitionId,
    );

  it('refusing a team tells every member of that team (captain included) once, with the refund; nobody else', async () => {
    const competition = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app),
    );
    const [refused, kept] = await registered(competition, 2);
    const response = await call(
      test.app,
      organizer,
      'PATCH',
      `/competitions/${competition.id}/registrations/${refused!.id}`,
      { status: 'refused' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await told('competition_team_refused', competition.id);
    expect(rows.map((row) => row.userId).sort()).toEqual([...refused!.members].sort());
    expect(rows.every((row) => !kept!.members.includes(row.userId))).toBe(true);
    expect(rows[0]?.payload).toMatchObject({
      team_id: refused!.id,
      team_name: refused!.name,
      competition_name: competition.name,
      fee_refunded: true,
    });
    // The fee and its refund keep the ledger's kinds and say in their descriptions they are an entry fee.
    const ledger = await (test.app.db as Db)
      .select({ kind: ledgerEntries.kind, description: ledgerEntries.description })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, refused!.captain.user.id));
    expect(
      ledger
        .filter((entry) => entry.kind !== 'topup' && entry.kind !== 'bonus')
        .map((entry) => [entry.kind, (entry.description as { key: string }).key])
        .sort(),
    ).toEqual([
      ['game_payment', 'competition_fee'],
      ['refund', 'competition_refund'],
    ]);
  });

  it('cancelling a competition tells every member of every team still in it, with the organizer’s reason; a refused team hears nothing more', async () => {
    const competition = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app),
    );
    const [first, second, refused] = await registered(competition, 3);
    await call(test.app, organizer, 'PATCH', `/competitions/${competition.id}/registrations/${refused!.id}`, {
      status: 'refused',
    });
    const response = await call(test.app, organizer, 'PATCH', `/competitions/${competition.id}`, {
      status: 'cancelled',
      cancel_reason: 'Meydança təmirdədir',
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await told('competition_cancelled', competition.id);
    expect(rows.map((row) => row.userId).sort()).toEqual([...first!.members, ...second!.members].sort());
    expect(rows.find((row) => row.userId === first!.captain.user.id)?.payload).toMatchObject({
      team_id: first!.id,
      reason: 'Meydança təmirdədir',
      too_few_teams: false,
      fee_refunded: true,
    });
    // The dispatcher routes it to each member's channels, as any notification.
    await routeNewNotifications(
      test.app.db as Db,
      [recordingChannel('email'), recordingChannel('telegram'), recordingChannel('push')],
      new Date(),
    );
    const deliveries = await (test.app.db as Db)
      .select({ userId: notificationDeliveries.userId, channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(
        inArray(
          notificationDeliveries.notificationId,
          rows.map((row) => row.id),
        ),
      );
    expect(deliveries.length).toBeGreaterThan(0);
    const centre = await call(test.app, first!.captain, 'GET', '/notifications');
    expect(centre.statusCode, centre.body).toBe(200);
    expect(centre.body).toContain('Meydança təmirdədir');
  });

  it('closing with too few teams cancels the competition and says why to every member', async () => {
    const competition = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app, { min_teams: 4 }),
    );
    const [only] = await registered(competition, 1);
    const closed = await call(
      test.app,
      organizer,
      'POST',
      `/competitions/${competition.id}/close-registration`,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const rows = await (test.app.db as Db)
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'competition_cancelled'), inArray(notifications.userId, only!.members)),
      );
    expect(rows).toHaveLength(only!.members.length);
    expect(rows[0]?.payload).toMatchObject({ too_few_teams: true, reason: null });
  });
});
