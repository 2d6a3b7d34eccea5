import type { GameListResponse, TeamMatch, TeamMatchListResponse, TeamStats } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { teamMatchPlayers, teamMatches } from '../../db/schema.js';
import { createGame, createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, register, signedInUser } from '../games/testing/game-fixtures.js';
import { notificationsTo } from '../notifications/testing/notification-fixtures.js';
import { call, memberOf } from '../teams/testing/team-fixtures.js';
import {
  type TeamWithSquad,
  acceptedWithSquads,
  challenge,
  kickOffSoon,
  kickedOff,
  resultBody,
  teamWithPlayers,
} from './testing/match-fixtures.js';

describe.each(testDrivers())('team matches on %s', (driver) => {
  let test: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    admin = await signedInUser(test.app, { role: 'admin' });
  });
  afterAll(() => test.close());
  const db = () => test.database.db as Db;

  const post = (who: SignedIn, url: string, body?: object) => call(test.app, who, 'POST', url, body);
  const pair = async (): Promise<[TeamWithSquad, TeamWithSquad]> => [
    await teamWithPlayers(test.app, 3),
    await teamWithPlayers(test.app, 3),
  ];

  it('a challenge waits for the other captain, who accepts: the match gets a game nobody can find or book', async () => {
    const [home, away] = await pair();
    const match = await challenge(test.app, home, away);
    expect(match).toMatchObject({
      status: 'proposed',
      game_id: null,
      message: 'Şənbə oynayaq?',
      home_team: { id: home.team.id },
      permissions: { cancel: true, accept: false },
    });
    const seenByAway = (
      await call(test.app, away.captain, 'GET', `/team-matches/${match.id}`)
    ).json<TeamMatch>();
    expect(seenByAway.permissions).toMatchObject({ accept: true, decline: true, cancel: true });
    expect((await post(home.captain, `/team-matches/${match.id}/accept`)).statusCode).toBe(403);
    expect((await post(away.players[1]!, `/team-matches/${match.id}/accept`)).statusCode).toBe(403);

    const accepted = (await post(away.captain, `/team-matches/${match.id}/accept`)).json<TeamMatch>();
    expect(accepted.status).toBe('accepted');
    expect(accepted.game_id).not.toBeNull();
    const again = await post(away.captain, `/team-matches/${match.id}/decline`);
    expect(again.json()).toMatchObject({ code: 'team_match_not_proposed' });

    const discovery = await call(test.app, home.captain, 'GET', `/games?venue_id=${accepted.venue.id}`);
    expect(discovery.json<GameListResponse>().total).toBe(0);
    const booking = await register(test.app, home.players[1]!, accepted.game_id!);
    expect(booking.statusCode).toBe(404);
    const throughGames = await post(admin, `/games/${accepted.game_id}/result`, {
      scores: [1, 0],
      players: [{ user_id: home.captain.user.id, side: 0, goals: 0, attended: true }],
    });
    expect(throughGames.statusCode).toBe(404);
    expect((await post(admin, `/games/${accepted.game_id}/cancel`)).statusCode).toBe(404);
    const upcoming = await call(test.app, home.players[2]!, 'GET', '/team-matches?scope=upcoming');
    expect(upcoming.json<TeamMatchListResponse>().items.map((item) => item.id)).toContain(match.id);
  });

  it('challenges are refused: against itself, in the past or too far ahead, by a non-captain, to an inactive team', async () => {
    const [home, away] = await pair();
    const venue = await createVenue(test.app.db);
    const body = {
      home_team_id: home.team.id,
      away_team_id: away.team.id,
      venue_id: venue.id,
      starts_at: kickOffSoon(),
      format: '5x5',
    };
    expect(
      (await post(home.captain, '/team-matches', { ...body, away_team_id: home.team.id })).json(),
    ).toMatchObject({
      code: 'team_match_same_team',
    });
    const past = await post(home.captain, '/team-matches', {
      ...body,
      starts_at: '2020-01-01T20:00:00+04:00',
    });
    expect(past.json()).toMatchObject({ code: 'team_match_time_invalid' });
    const far = new Date(Date.now() + 200 * 24 * 3_600_000).toISOString();
    expect((await post(home.captain, '/team-matches', { ...body, starts_at: far })).statusCode).toBe(422);
    expect((await post(home.players[1]!, '/team-matches', body)).statusCode).toBe(403);
    expect((await post(away.captain, '/team-matches', body)).statusCode).toBe(403);
    await call(test.app, away.captain, 'PATCH', `/teams/${away.team.id}`, { status: 'inactive' });
    expect((await post(home.captain, '/team-matches', body)).json()).toMatchObject({ code: 'team_inactive' });
  });

  it('a challenge needs a free pitch: a one-pitch venue with a game at that time refuses it', async () => {
    const [home, away] = await pair();
    const venue = await createVenue(test.app.db, { pitchCount: 1 });
    const startsAt = kickOffSoon();
    await createGame(test.app.db, { venueId: venue.id, startsAt: new Date(startsAt) });
    const response = await post(home.captain, '/team-matches', {
      home_team_id: home.team.id,
      away_team_id: away.team.id,
      venue_id: venue.id,
      starts_at: startsAt,
      format: '5x5',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'venue_pitches_taken' });
  });

  it('either captain cancels before kick-off with a reason; a stranger may not; after kick-off nobody can', async () => {
    const [home, away] = await pair();
    const first = await challenge(test.app, home, away);
    await post(away.captain, `/team-matches/${first.id}/accept`);
    const stranger = await signedInUser(test.app);
    expect((await post(stranger, `/team-matches/${first.id}/cancel`, { reason: 'x' })).statusCode).toBe(403);
    expect((await post(away.captain, `/team-matches/${first.id}/cancel`, {})).statusCode).toBe(400);
    const cancelled = await post(away.captain, `/team-matches/${first.id}/cancel`, {
      reason: 'Yağış yağacaq',
    });
    expect(cancelled.json<TeamMatch>()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Yağış yağacaq',
    });

    const second = await challenge(test.app, home, away);
    await kickedOff(test.app, second);
    const late = await post(home.captain, `/team-matches/${second.id}/cancel`, { reason: 'Gec' });
    expect(late.json()).toMatchObject({ code: 'team_match_already_started' });
    const shown = (await call(test.app, home.captain, 'GET', `/team-matches/${second.id}`)).json<TeamMatch>();
    expect(shown.status).toBe('expired');
    expect((await post(away.captain, `/team-matches/${second.id}/accept`)).json()).toMatchObject({
      code: 'team_match_already_started',
    });
  });

  it('each captain picks a squad from their own members only; nobody plays for both teams', async () => {
    const [home, away] = await pair();
    const match = await challenge(test.app, home, away);
    const early = await call(
      test.app,
      home.captain,
      'PUT',
      `/team-matches/${match.id}/squads/${home.team.id}`,
      {
        user_ids: [home.captain.user.id],
      },
    );
    expect(early.json()).toMatchObject({ code: 'team_match_squad_closed' });
    await post(away.captain, `/team-matches/${match.id}/accept`);
    const foreign = await call(
      test.app,
      away.captain,
      'PUT',
      `/team-matches/${match.id}/squads/${home.team.id}`,
      {
        user_ids: [away.captain.user.id],
      },
    );
    expect(foreign.statusCode).toBe(403);
    const outsider = await call(
      test.app,
      home.captain,
      'PUT',
      `/team-matches/${match.id}/squads/${home.team.id}`,
      {
        user_ids: [away.players[1]!.user.id],
      },
    );
    expect(outsider.json()).toMatchObject({ code: 'team_match_squad_invalid' });

    const both = await memberOf(test.app, away.team, away.captain);
    await post(both, `/teams/${home.team.id}/join`);
    await call(test.app, home.captain, 'PUT', `/team-matches/${match.id}/squads/${home.team.id}`, {
      user_ids: [home.captain.user.id, both.user.id],
    });
    const twice = await call(
      test.app,
      away.captain,
      'PUT',
      `/team-matches/${match.id}/squads/${away.team.id}`,
      {
        user_ids: [away.captain.user.id, both.user.id],
      },
    );
    expect(twice.json()).toMatchObject({ code: 'team_match_squad_invalid' });
  });

  it('a friendly’s result is refused until kick-off plus its duration and the refusal changes nothing; from then the home captain records it', async () => {
    const [home, away] = await pair();
    const match = await acceptedWithSquads(test.app, home, away);
    const url = `/team-matches/${match.id}/result`;
    const stored = async () => {
      const [row] = await db().select().from(teamMatches).where(eq(teamMatches.id, match.id));
      const lines = await db()
        .select({ goals: teamMatchPlayers.goals, attended: teamMatchPlayers.attended })
        .from(teamMatchPlayers)
        .where(eq(teamMatchPlayers.teamMatchId, match.id));
      const told = await notificationsTo(db(), [away.captain.user.id], 'team_match_result_to_confirm');
      return { row, lines, told: told.length };
    };
    const before = await stored();
    expect(before.row).toMatchObject({ status: 'accepted', homeScore: null, resultRecordedAt: null });

    // Kicked off, one minute of its 90 still to play: not yet, and not offered.
    const minutesAgo = match.duration_minutes - 1;
    await kickedOff(test.app, match, minutesAgo / 60);
    const [startsAt] = await db()
      .select({ value: teamMatches.startsAt })
      .from(teamMatches)
      .where(eq(teamMatches.id, match.id));
    const opensAt = new Date(startsAt!.value.getTime() + match.duration_minutes * 60_000);
    const seen = (await call(test.app, home.captain, 'GET', `/team-matches/${match.id}`)).json<TeamMatch>();
    expect(seen.permissions.record_result).toBe(false);
    const early = await post(home.captain, url, resultBody(home, away, [1, 0]));
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'team_match_not_finished' });
    // The message names the moment it opens, in Baku time.
    const bakuClock = new Date(opensAt.getTime() + 4 * 3_600_000).toISOString().slice(11, 16);
    expect(early.json<{ detail: string }>().detail).toContain(bakuClock);
    const byAdmin = await post(admin, url, resultBody(home, away, [1, 0]));
    expect(byAdmin.json()).toMatchObject({ code: 'team_match_not_finished' });
    expect(await stored()).toEqual({ ...before, row: { ...before.row, startsAt: startsAt!.value } });

    // Kick-off plus the duration: played, offered and recorded.
    await kickedOff(test.app, match, match.duration_minutes / 60);
    const played = (await call(test.app, home.captain, 'GET', `/team-matches/${match.id}`)).json<TeamMatch>();
    expect(played.permissions.record_result).toBe(true);
    expect((await post(away.captain, url, resultBody(home, away, [1, 0]))).statusCode).toBe(403);
    const missing = resultBody(home, away, [1, 0]);
    missing.players.pop();
    expect((await post(home.captain, url, missing)).json()).toMatchObject({
      code: 'team_match_result_players_mismatch',
    });
    const tooMany = resultBody(home, away, [1, 0], { [home.captain.user.id]: 2 });
    expect((await post(home.captain, url, tooMany)).json()).toMatchObject({
      code: 'result_goals_exceed_score',
    });
    const recorded = await post(home.captain, url, resultBody(home, away, [2, 1]));
    expect(recorded.json<TeamMatch>()).toMatchObject({
      status: 'awaiting_confirmation',
      home_score: 2,
      away_score: 1,
      permissions: { record_result: true, confirm: false },
    });
  });

  it('a squad must be picked by both captains before the result', async () => {
    const [home, away] = await pair();
    const match = await challenge(test.app, home, away);
    await post(away.captain, `/team-matches/${match.id}/accept`);
    await call(test.app, home.captain, 'PUT', `/team-matches/${match.id}/squads/${home.team.id}`, {
      user_ids: [home.captain.user.id],
    });
    await kickedOff(test.app, match);
    const response = await post(home.captain, `/team-matches/${match.id}/result`, {
      home_score: 0,
      away_score: 0,
      players: [
        { user_id: home.captain.user.id, goals: 0, attended: true },
        { user_id: away.captain.user.id, goals: 0, attended: true },
      ],
    });
    expect(response.json()).toMatchObject({ code: 'team_match_squad_missing' });
  });

  it('the calendar file carries both teams, the venue and Baku time', async () => {
    const [home, away] = await pair();
    const match = await challenge(test.app, home, away);
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/team-matches/${match.id}/calendar.ics`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body).toContain(`UID:team-match-${match.id}@oyna.az`);
    expect(response.body).toContain('DTSTART;TZID=Asia/Baku:');
    expect(response.body).toContain('T200000');
    expect(response.body).toContain(home.team.name.slice(0, 10));
  });

  it('deleting a team calls off its coming matches and keeps the other team’s history', async () => {
    const [home, away] = await pair();
    const coming = await challenge(test.app, home, away);
    await post(away.captain, `/team-matches/${coming.id}/accept`);
    expect((await call(test.app, away.captain, 'DELETE', `/teams/${away.team.id}`)).statusCode).toBe(204);
    const after = (await call(test.app, home.captain, 'GET', `/team-matches/${coming.id}`)).json<TeamMatch>();
    expect(after).toMatchObject({ status: 'cancelled', away_team: { deleted: true } });
    const stats = await call(test.app, home.captain, 'GET', `/teams/${home.team.id}/stats`);
    expect(stats.json<TeamStats>().played).toBe(0);
  });
});
