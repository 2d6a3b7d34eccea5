import { balanceTeams } from '@oyna/balancer';
import type { GameDetail, GameTeams, Position } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { type GameRow, gameResults, gameTeamMembers, games } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, leave, signedInUser } from '../games/testing/game-fixtures.js';
import { joinGame, rate, teamsRequest } from './testing/team-fixtures.js';

/** Ten players as [self-rating, primary position]: two keepers, the lines in pairs. */
const SQUAD: [number, Position][] = [
  [90, 'goalkeeper'],
  [85, 'goalkeeper'],
  [70, 'defender'],
  [60, 'leftBack'],
  [55, 'rightBack'],
  [45, 'defender'],
  [65, 'centralMid'],
  [50, 'attackingMid'],
  [80, 'striker'],
  [40, 'leftWing'],
];

describe.each(testDrivers())('the teams of a game on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
    admin = await signedInUser(test.app, { role: 'admin' });
  });
  afterAll(() => test.close());

  const db = () => test.database.db as Db;
  const newGame = (overrides: Partial<GameRow> = {}) =>
    createGame(db(), { organizerId: organizer.user.id, capacity: 16, format: '8x8', ...overrides });
  /** A game with the ten players of SQUAD confirmed, in that order. */
  async function gameWithSquad() {
    const game = await newGame();
    const players: SignedIn[] = [];
    for (const [skill, position] of SQUAD)
      players.push(await joinGame(test.app, game.id, { skillOverall: skill, primaryPosition: position }));
    return { game, players };
  }
  const balance = (gameId: string, payload: object, who: SignedIn = organizer) =>
    teamsRequest(test.app, who, gameId, 'POST', payload);
  const save = (gameId: string, teams: string[][], who: SignedIn = organizer) =>
    teamsRequest(test.app, who, gameId, 'PUT', {
      teams: teams.map((ids) => ({ players: ids.map((id) => ({ user_id: id })) })),
    });
  const view = async (gameId: string, who: SignedIn = organizer) => {
    const response = await teamsRequest(test.app, who, gameId, 'GET');
    expect(response.statusCode).toBe(200);
    return response.json<GameTeams>();
  };

  it('before any save, every confirmed player is unassigned with their strength', async () => {
    const { game, players } = await gameWithSquad();
    expect(await view(game.id)).toMatchObject({
      game_id: game.id,
      teams: [],
      method: null,
      spread: null,
      optimal: false,
      updated_at: null,
      can_manage: true,
    });
    const unassigned = (await view(game.id)).unassigned;
    expect(unassigned.map((player) => player.id)).toEqual(players.map((player) => player.user.id));
    expect(unassigned.map((player) => player.strength)).toEqual(SQUAD.map(([skill]) => skill));
    expect(unassigned[0]).toMatchObject({ role: 'goalkeeper', locked: false });
  });

  it('balancing ten confirmed players into two teams saves 5 and 5 with the spread the balancer reports', async () => {
    const { game, players } = await gameWithSquad();
    const response = await balance(game.id, { teams: 2 });
    expect(response.statusCode).toBe(200);
    const teams = response.json<GameTeams>();
    const expected = balanceTeams(
      players.map((player, i) => ({
        id: player.user.id,
        selfOverall: SQUAD[i]?.[0],
        gamesPlayed: 0,
        primaryPosition: SQUAD[i]?.[1],
        secondaryPositions: [],
      })),
      { teams: 2 },
    );
    expect(teams.teams.map((team) => team.players.length)).toEqual([5, 5]);
    expect(teams).toMatchObject({ method: 'exact', optimal: true, spread: expected.spread, unassigned: [] });
    expect(teams.spread).toBe(Math.abs((teams.teams[0]?.strength ?? 0) - (teams.teams[1]?.strength ?? 0)));
    expect(teams.updated_at).not.toBeNull();
    expect(await view(game.id)).toEqual(teams);
    expect(await db().select().from(gameTeamMembers).where(eq(gameTeamMembers.gameId, game.id))).toHaveLength(
      10,
    );
  });

  it('puts one goalkeeper in each team and spreads the lines', async () => {
    const { game } = await gameWithSquad();
    const teams = (await balance(game.id, { teams: 2 })).json<GameTeams>();
    for (const team of teams.teams) {
      expect(team.mix).toEqual({ goalkeeper: 1, defender: 2, midfielder: 1, attacker: 1 });
    }
  });

  it('keeps locked players in their team when the rest are rebalanced', async () => {
    const { game, players } = await gameWithSquad();
    const striker = players[8]?.user.id ?? '';
    const centreBack = players[2]?.user.id ?? '';
    const response = await balance(game.id, {
      teams: 2,
      locks: [
        { user_id: striker, team: 1 },
        { user_id: centreBack, team: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [first, second] = response.json<GameTeams>().teams;
    expect(
      second?.players
        .filter((player) => player.locked)
        .map((player) => player.id)
        .sort(),
    ).toEqual([striker, centreBack].sort());
    expect(first?.players.some((player) => player.locked)).toBe(false);

    const again = (
      await balance(game.id, { teams: 2, locks: [{ user_id: striker, team: 0 }] })
    ).json<GameTeams>();
    expect(again.teams[0]?.players.find((player) => player.id === striker)?.locked).toBe(true);
    expect(again.teams.flatMap((team) => team.players).filter((player) => player.locked)).toHaveLength(1);
  });

  it('a second balance replaces the first', async () => {
    const { game } = await gameWithSquad();
    await balance(game.id, { teams: 2 });
    const response = await balance(game.id, { teams: 3, seed: 7 });
    expect(response.statusCode).toBe(200);
    const shown = await view(game.id);
    expect(shown.teams.map((team) => team.players.length).sort()).toEqual([3, 3, 4]);
    expect(shown.method).toBe('heuristic');
    expect(await db().select().from(gameTeamMembers).where(eq(gameTeamMembers.gameId, game.id))).toHaveLength(
      10,
    );
  });

  it('saves teams arranged by hand, with their locks, and scores them', async () => {
    const { game, players } = await gameWithSquad();
    const userIds = players.map((player) => player.user.id);
    const response = await teamsRequest(test.app, organizer, game.id, 'PUT', {
      teams: [
        { players: userIds.slice(0, 5).map((id, i) => ({ user_id: id, locked: i === 0 })) },
        { players: userIds.slice(5).map((id) => ({ user_id: id })) },
      ],
    });
    expect(response.statusCode).toBe(200);
    const teams = response.json<GameTeams>();
    const strengths = [90 + 85 + 70 + 60 + 55, 45 + 65 + 50 + 80 + 40];
    expect(teams.teams.map((team) => team.strength)).toEqual(strengths);
    expect(teams).toMatchObject({ method: 'manual', optimal: false, spread: strengths[0]! - strengths[1]! });
    expect(teams.teams[0]?.players.find((player) => player.id === userIds[0])?.locked).toBe(true);
    expect(teams.teams[0]?.mix.goalkeeper).toBe(2);
    expect(await view(game.id)).toEqual(teams);
  });

  it('refuses a missing, duplicate or unknown player and unbalanced sizes, leaving the saved teams unchanged', async () => {
    const { game, players } = await gameWithSquad();
    const saved = (await balance(game.id, { teams: 2 })).json<GameTeams>();
    const userIds = players.map((player) => player.user.id);
    const stranger = await signedInUser(test.app);
    const attempts = [
      [userIds.slice(0, 5), userIds.slice(5, 9)],
      [userIds.slice(0, 5), [...userIds.slice(5), userIds[0] ?? '']],
      [userIds.slice(0, 5), [...userIds.slice(5, 9), stranger.user.id]],
      [userIds.slice(0, 7), userIds.slice(7)],
    ];
    for (const teams of attempts) {
      const response = await save(game.id, teams);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'teams_invalid' });
    }
    expect(await view(game.id)).toEqual(saved);
  });

  it('lists a player who joined after the save as unassigned and drops one who left', async () => {
    const { game, players } = await gameWithSquad();
    const saved = (await balance(game.id, { teams: 2 })).json<GameTeams>();
    const leaver = players[9] as SignedIn;
    const leaverTeam = saved.teams.find((team) =>
      team.players.some((player) => player.id === leaver.user.id),
    );
    expect((await leave(test.app, leaver, game.id)).statusCode).toBe(200);
    const latecomer = await joinGame(test.app, game.id, { skillOverall: 77, primaryPosition: 'striker' });

    const shown = await view(game.id);
    expect(shown.unassigned.map((player) => player.id)).toEqual([latecomer.user.id]);
    expect(shown.unassigned[0]).toMatchObject({ strength: 77, role: 'attacker' });
    expect(shown.teams.flatMap((team) => team.players).map((player) => player.id)).not.toContain(
      leaver.user.id,
    );
    const shrunk = shown.teams[leaverTeam?.index ?? 0];
    expect(shrunk?.players).toHaveLength(4);
    expect(shrunk?.strength).toBe((leaverTeam?.strength ?? 0) - 40);
    expect(shrunk?.mix.attacker).toBe((leaverTeam?.mix.attacker ?? 0) - 1);
    const strengths = shown.teams.map((team) => team.strength);
    expect(shown.spread).toBe(Math.max(...strengths) - Math.min(...strengths));
    expect(shown.optimal).toBe(false);
  });

  it('lets only the game’s organizer or an admin balance, save and reset', async () => {
    const { game, players } = await gameWithSquad();
    const otherOrganizer = await signedInUser(test.app, { role: 'organizer' });
    const player = players[0] as SignedIn;
    const arrangement = [players.slice(0, 5), players.slice(5)].map((team) => team.map((p) => p.user.id));
    for (const who of [otherOrganizer, player]) {
      expect((await balance(game.id, { teams: 2 }, who)).statusCode).toBe(403);
      expect((await save(game.id, arrangement, who)).statusCode).toBe(403);
      expect((await teamsRequest(test.app, who, game.id, 'DELETE')).statusCode).toBe(403);
    }
    expect((await view(game.id)).teams).toEqual([]);
    expect((await balance(game.id, { teams: 2 }, admin)).statusCode).toBe(200);
    expect((await save(game.id, arrangement, admin)).statusCode).toBe(200);
  });

  it('shows the teams to confirmed players and the organizer, not to anyone else', async () => {
    const { game, players } = await gameWithSquad();
    await balance(game.id, { teams: 2 });
    const outsider = await signedInUser(test.app);
    const otherOrganizer = await signedInUser(test.app, { role: 'organizer' });
    expect((await teamsRequest(test.app, outsider, game.id, 'GET')).statusCode).toBe(403);
    expect((await teamsRequest(test.app, otherOrganizer, game.id, 'GET')).statusCode).toBe(403);
    const seen = await view(game.id, players[3] as SignedIn);
    expect(seen.can_manage).toBe(false);
    expect(seen.teams).toHaveLength(2);
    expect((await view(game.id, admin)).can_manage).toBe(true);
    const anonymous = await test.app.inject({ method: 'GET', url: `/api/v1/games/${game.id}/teams` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown game', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await balance(unknown, { teams: 2 })).statusCode).toBe(404);
    expect((await teamsRequest(test.app, organizer, unknown, 'GET')).statusCode).toBe(404);
  });

  it('refuses to change the teams of a cancelled game or of a game with a result', async () => {
    const { game } = await gameWithSquad();
    await balance(game.id, { teams: 2 });
    await db()
      .insert(gameResults)
      .values({
        gameId: game.id,
        scores: [3, 2],
        recordedBy: organizer.user.id,
        recordedAt: new Date(),
      });
    const withResult = await balance(game.id, { teams: 2 });
    expect(withResult.statusCode).toBe(409);
    expect(withResult.json()).toMatchObject({ code: 'teams_not_editable' });
    expect((await teamsRequest(test.app, organizer, game.id, 'DELETE')).statusCode).toBe(409);

    const cancelled = await gameWithSquad();
    await db().update(games).set({ status: 'cancelled' }).where(eq(games.id, cancelled.game.id));
    const response = await balance(cancelled.game.id, { teams: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'teams_not_editable' });
  });

  it('balances with the rating from results, blended with the self-rating by games played', async () => {
    const { game, players } = await gameWithSquad();
    const before = (await view(game.id)).unassigned;
    await rate(test.app, players[9]?.user.id ?? '', 90, 20);
    await rate(test.app, players[0]?.user.id ?? '', 60, 0);
    const after = (await view(game.id)).unassigned;
    expect(before[9]?.strength).toBe(40);
    // 5/(5+20) of the self-rating 40 and 20/25 of the rating 90.
    expect(after[9]?.strength).toBe(80);
    // Without rated games the self-rating alone counts.
    expect(after[0]?.strength).toBe(90);
    const teams = (await balance(game.id, { teams: 2 })).json<GameTeams>();
    const total = teams.teams.reduce((sum, team) => sum + team.strength, 0);
    expect(total).toBe(SQUAD.reduce((sum, [skill]) => sum + skill, 0) + 40);
  });

  it('refuses bad bodies with 400, impossible locks and too few players with 422, changing nothing', async () => {
    const { game } = await gameWithSquad();
    expect((await balance(game.id, { teams: 5 })).statusCode).toBe(400);
    expect(
      (await balance(game.id, { teams: 2, locks: [{ user_id: 'not-a-uuid', team: 0 }] })).statusCode,
    ).toBe(400);
    expect(
      (await teamsRequest(test.app, organizer, game.id, 'PUT', { teams: [{ players: [] }] })).statusCode,
    ).toBe(400);
    const stranger = await signedInUser(test.app);
    const unknownLock = await balance(game.id, { teams: 2, locks: [{ user_id: stranger.user.id, team: 0 }] });
    expect(unknownLock.statusCode).toBe(422);
    expect(unknownLock.json()).toMatchObject({ code: 'teams_invalid' });

    const small = await newGame();
    await joinGame(test.app, small.id);
    await joinGame(test.app, small.id);
    const tooFew = await balance(small.id, { teams: 3 });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json()).toMatchObject({ code: 'teams_too_few_players' });
    expect((await view(game.id)).teams).toEqual([]);
    expect((await view(small.id)).teams).toEqual([]);
  });

  it('resets the teams: every confirmed player is unassigned again', async () => {
    const { game } = await gameWithSquad();
    await balance(game.id, { teams: 2 });
    const response = await teamsRequest(test.app, organizer, game.id, 'DELETE');
    expect(response.statusCode).toBe(200);
    expect(response.json<GameTeams>()).toMatchObject({ teams: [], method: null, spread: null });
    expect(response.json<GameTeams>().unassigned).toHaveLength(10);
  });

  it('shows a player’s rating from results in the game detail, else the self-rating', async () => {
    const { game, players } = await gameWithSquad();
    await rate(test.app, players[1]?.user.id ?? '', 64, 7);
    const detail = (
      await test.app.inject({ method: 'GET', url: `/api/v1/games/${game.id}` })
    ).json<GameDetail>();
    expect(detail.players.slice(0, 3).map((player) => player.rating)).toEqual([90, 64, 70]);
  });

  it('documents the teams endpoints in OpenAPI with their contracts', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const teams = document.paths['/api/v1/games/{id}/teams'];
    expect(Object.keys(teams)).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(teams.get.tags).toEqual(['teams']);
    expect(document.paths['/api/v1/games/{id}/teams/balance'].post.requestBody).toBeDefined();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['GameTeams', 'TeamPlayer', 'BalanceTeamsBody', 'SaveTeamsBody']),
    );
  });
});
