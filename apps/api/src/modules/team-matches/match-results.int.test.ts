import type { GameDetail, PlayerStats, TeamHistory, TeamMatch, TeamStats } from '@oyna/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { gameResults, ratingHistory } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import {
  type TeamWithSquad,
  acceptedWithSquads,
  kickedOff,
  resultBody,
  teamWithPlayers,
} from './testing/match-fixtures.js';

describe.each(testDrivers())('team match results on %s', (driver) => {
  let test: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    admin = await signedInUser(test.app, { role: 'admin' });
  });
  afterAll(() => test.close());
  const db = () => test.database.db as Db;

  const post = (who: SignedIn, url: string, body?: object) => call(test.app, who, 'POST', url, body);
  const stats = async (team: TeamWithSquad) =>
    (await call(test.app, team.captain, 'GET', `/teams/${team.team.id}/stats`)).json<TeamStats>();
  const playerStats = async (player: SignedIn) =>
    (await call(test.app, player, 'GET', `/users/${player.user.id}/stats`)).json<PlayerStats>();
  const historyRows = async (gameId: string) =>
    (await db().select({ value: count() }).from(ratingHistory).where(eq(ratingHistory.gameId, gameId)))[0]
      ?.value;

  /** Two teams of three, an accepted match with full squads, kicked off two hours ago. */
  async function playedMatch() {
    const home = await teamWithPlayers(test.app, 3);
    const away = await teamWithPlayers(test.app, 3);
    const match = await acceptedWithSquads(test.app, home, away);
    await kickedOff(test.app, match);
    return { home, away, match };
  }

  it('a recorded result counts nowhere until the away captain confirms it; then once, everywhere', async () => {
    const { home, away, match } = await playedMatch();
    const scorer = home.players[1]!;
    await post(
      home.captain,
      `/team-matches/${match.id}/result`,
      resultBody(home, away, [2, 0], { [scorer.user.id]: 2 }),
    );
    expect((await stats(home)).played).toBe(0);
    expect((await playerStats(scorer)).games_played).toBe(0);
    expect(await db().select().from(gameResults).where(eq(gameResults.gameId, match.game_id!))).toEqual([]);

    expect((await post(home.captain, `/team-matches/${match.id}/confirm`)).statusCode).toBe(403);
    expect((await post(away.players[1]!, `/team-matches/${match.id}/confirm`)).statusCode).toBe(403);
    const confirmed = await post(away.captain, `/team-matches/${match.id}/confirm`);
    expect(confirmed.json<TeamMatch>()).toMatchObject({ status: 'confirmed' });
    const twice = await post(away.captain, `/team-matches/${match.id}/confirm`);
    expect(twice.json()).toMatchObject({ code: 'team_match_result_not_pending' });

    expect(await stats(home)).toMatchObject({
      played: 1,
      won: 1,
      goals_for: 2,
      goals_against: 0,
      goal_difference: 2,
      clean_sheets: 1,
      form: ['win'],
      top_scorers: [{ player: { id: scorer.user.id }, goals: 2, matches: 1 }],
    });
    expect(await stats(away)).toMatchObject({
      played: 1,
      lost: 1,
      goals_against: 2,
      clean_sheets: 0,
      form: ['loss'],
    });
    const attendance = (await stats(home)).attendance.find((line) => line.player.id === scorer.user.id);
    expect(attendance).toMatchObject({ squad_calls: 1, attended: 1, rate: 100 });

    expect(await playerStats(scorer)).toMatchObject({ games_played: 1, wins: 1, goals: 2, rated_games: 1 });
    expect(await playerStats(away.captain)).toMatchObject({ games_played: 1, losses: 1, rated_games: 1 });
    expect((await playerStats(scorer)).rating).toBeGreaterThan(50);
    expect(await historyRows(match.game_id!)).toBe(6);
    expect((await stats(home)).average_rating).toBeGreaterThan(50);
  });

  it('a confirmed team match counts as a game played but keeps the first-game discount for a booking', async () => {
    const { home, away, match } = await playedMatch();
    await post(home.captain, `/team-matches/${match.id}/result`, resultBody(home, away, [1, 0]));
    await post(away.captain, `/team-matches/${match.id}/confirm`);
    const game = await createGame(db());
    const detail = (await call(test.app, home.players[1]!, 'GET', `/games/${game.id}`)).json<GameDetail>();
    expect(detail.my_quote).toMatchObject({ discount_reason: 'first_game', discount_percent: 50 });
    expect((await playerStats(home.players[1]!)).games_played).toBe(1);
  });

  it('a disputed result does not count; recorded again and confirmed, it counts once', async () => {
    const { home, away, match } = await playedMatch();
    await post(home.captain, `/team-matches/${match.id}/result`, resultBody(home, away, [3, 0]));
    expect((await post(home.captain, `/team-matches/${match.id}/dispute`, { reason: 'x' })).statusCode).toBe(
      403,
    );
    const disputed = await post(away.captain, `/team-matches/${match.id}/dispute`, {
      reason: 'Hesab 1:1 idi',
    });
    expect(disputed.json<TeamMatch>()).toMatchObject({ status: 'disputed', dispute_reason: 'Hesab 1:1 idi' });
    expect((await post(away.captain, `/team-matches/${match.id}/confirm`)).json()).toMatchObject({
      code: 'team_match_result_not_pending',
    });
    expect((await stats(home)).played).toBe(0);
    expect((await playerStats(away.captain)).games_played).toBe(0);
    expect(await historyRows(match.game_id!)).toBe(0);

    const again = await post(
      home.captain,
      `/team-matches/${match.id}/result`,
      resultBody(home, away, [1, 1]),
    );
    expect(again.json<TeamMatch>()).toMatchObject({ status: 'awaiting_confirmation', dispute_reason: null });
    await post(away.captain, `/team-matches/${match.id}/confirm`);
    expect(await stats(home)).toMatchObject({ played: 1, drawn: 1, goals_for: 1, goals_against: 1 });
    expect(await playerStats(away.captain)).toMatchObject({ games_played: 1, draws: 1 });
    expect(await historyRows(match.game_id!)).toBe(6);
  });

  it('an admin settles a dispute by recording the result: confirmed at once', async () => {
    const { home, away, match } = await playedMatch();
    await post(home.captain, `/team-matches/${match.id}/result`, resultBody(home, away, [3, 0]));
    await post(away.captain, `/team-matches/${match.id}/dispute`, { reason: 'Yanlış' });
    const settled = await post(admin, `/team-matches/${match.id}/result`, resultBody(home, away, [2, 2]));
    expect(settled.json<TeamMatch>()).toMatchObject({ status: 'confirmed', home_score: 2, away_score: 2 });
    expect((await stats(away)).drawn).toBe(1);
  });

  it('an admin’s correction of a confirmed result replays ratings and counts the match still once', async () => {
    const { home, away, match } = await playedMatch();
    await post(home.captain, `/team-matches/${match.id}/result`, resultBody(home, away, [0, 1]));
    await post(away.captain, `/team-matches/${match.id}/confirm`);
    const before = (await playerStats(home.captain)).rating;
    expect(
      (await post(home.captain, `/team-matches/${match.id}/result`, resultBody(home, away, [1, 0]))).json(),
    ).toMatchObject({ code: 'team_match_result_not_open' });
    const corrected = await post(admin, `/team-matches/${match.id}/result`, resultBody(home, away, [1, 0]));
    expect(corrected.json<TeamMatch>()).toMatchObject({ status: 'confirmed', home_score: 1 });
    const after = await playerStats(home.captain);
    expect(after).toMatchObject({ games_played: 1, wins: 1, losses: 0, rated_games: 1 });
    expect(after.rating).toBeGreaterThan(before ?? 0);
    expect(await stats(home)).toMatchObject({ played: 1, won: 1, lost: 0 });
    expect(await historyRows(match.game_id!)).toBe(6);
    const [result] = await db().select().from(gameResults).where(eq(gameResults.gameId, match.game_id!));
    expect(result?.revision).toBe(2);
  });

  it('a no-show counts as called up but not attended, and is not rated', async () => {
    const { home, away, match } = await playedMatch();
    const absent = home.players[2]!;
    const body = resultBody(home, away, [1, 0], { [home.captain.user.id]: 1 });
    body.players = body.players.map((line) =>
      line.user_id === absent.user.id ? { ...line, attended: false } : line,
    );
    await post(home.captain, `/team-matches/${match.id}/result`, body);
    await post(away.captain, `/team-matches/${match.id}/confirm`);
    const line = (await stats(home)).attendance.find((entry) => entry.player.id === absent.user.id);
    expect(line).toMatchObject({ squad_calls: 1, attended: 0, rate: 0 });
    expect(await playerStats(absent)).toMatchObject({ games_played: 0, no_shows: 1, rated_games: 0 });
    expect(await historyRows(match.game_id!)).toBe(5);
  });

  it('the history lists the match with its squads and result, and members joining and leaving', async () => {
    const { home, away, match } = await playedMatch();
    await post(home.captain, `/team-matches/${match.id}/result`, resultBody(home, away, [4, 2]));
    await post(away.captain, `/team-matches/${match.id}/confirm`);
    await post(home.players[2]!, `/teams/${home.team.id}/leave`);
    const history = (
      await call(test.app, home.captain, 'GET', `/teams/${home.team.id}/history`)
    ).json<TeamHistory>();
    expect(history.matches.items[0]).toMatchObject({
      id: match.id,
      home_score: 4,
      away_score: 2,
      status: 'confirmed',
    });
    expect(history.matches.items[0]?.home_squad).toHaveLength(3);
    expect(history.membership[0]).toMatchObject({ event: 'left', player: { id: home.players[2]!.user.id } });
    expect(history.membership.filter((event) => event.event === 'joined')).toHaveLength(3);
  });

  it('a private team’s squads and scorers are its members’ (and opponents’) to see', async () => {
    const { home, away, match } = await playedMatch();
    await post(
      home.captain,
      `/team-matches/${match.id}/result`,
      resultBody(home, away, [1, 0], { [home.captain.user.id]: 1 }),
    );
    await post(away.captain, `/team-matches/${match.id}/confirm`);
    await call(test.app, home.captain, 'PATCH', `/teams/${home.team.id}`, { is_private: true });
    const stranger = await signedInUser(test.app);
    const seen = (await call(test.app, stranger, 'GET', `/team-matches/${match.id}`)).json<TeamMatch>();
    expect(seen.home_squad).toEqual([]);
    expect(seen.away_squad).toHaveLength(3);
    const byOpponent = (
      await call(test.app, away.players[1]!, 'GET', `/team-matches/${match.id}`)
    ).json<TeamMatch>();
    expect(byOpponent.home_squad).toHaveLength(3);
    const outsiderStats = (
      await call(test.app, stranger, 'GET', `/teams/${home.team.id}/stats`)
    ).json<TeamStats>();
    expect(outsiderStats).toMatchObject({ played: 1, top_scorers: [], attendance: [] });
  });
});
