import { balanceSides } from '@oyna/balancer';
import type { GameDetail, GameSides, Position } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { type GameRow, gameResults, gameSideMembers, games } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, leave, signedInUser } from '../games/testing/game-fixtures.js';
import { joinGame, rate, sidesRequest } from './testing/side-fixtures.js';

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

describe.each(testDrivers())('the sides of a game on %s', (driver) => {
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
    sidesRequest(test.app, who, gameId, 'POST', payload);
  const save = (gameId: string, sides: string[][], who: SignedIn = organizer) =>
    sidesRequest(test.app, who, gameId, 'PUT', {
      sides: sides.map((ids) => ({ players: ids.map((id) => ({ user_id: id })) })),
    });
  const view = async (gameId: string, who: SignedIn = organizer) => {
    const response = await sidesRequest(test.app, who, gameId, 'GET');
    expect(response.statusCode).toBe(200);
    return response.json<GameSides>();
  };

  it('before any save, every confirmed player is unassigned with their strength', async () => {
    const { game, players } = await gameWithSquad();
    expect(await view(game.id)).toMatchObject({
      game_id: game.id,
      sides: [],
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

  it('balancing ten confirmed players into two sides saves 5 and 5 with the spread the balancer reports', async () => {
    const { game, players } = await gameWithSquad();
    const response = await balance(game.id, { sides: 2 });
    expect(response.statusCode).toBe(200);
    const sides = response.json<GameSides>();
    const expected = balanceSides(
      players.map((player, i) => ({
        id: player.user.id,
        selfOverall: SQUAD[i]?.[0],
        gamesPlayed: 0,
        primaryPosition: SQUAD[i]?.[1],
        secondaryPositions: [],
      })),
      { sides: 2 },
    );
    expect(sides.sides.map((side) => side.players.length)).toEqual([5, 5]);
    expect(sides).toMatchObject({ method: 'exact', optimal: true, spread: expected.spread, unassigned: [] });
    expect(sides.spread).toBe(Math.abs((sides.sides[0]?.strength ?? 0) - (sides.sides[1]?.strength ?? 0)));
    expect(sides.updated_at).not.toBeNull();
    expect(await view(game.id)).toEqual(sides);
    expect(await db().select().from(gameSideMembers).where(eq(gameSideMembers.gameId, game.id))).toHaveLength(
      10,
    );
  });

  it('puts one goalkeeper in each side and spreads the lines', async () => {
    const { game } = await gameWithSquad();
    const sides = (await balance(game.id, { sides: 2 })).json<GameSides>();
    for (const side of sides.sides) {
      expect(side.mix).toEqual({ goalkeeper: 1, defender: 2, midfielder: 1, attacker: 1 });
    }
  });

  it('keeps locked players in their side when the rest are rebalanced', async () => {
    const { game, players } = await gameWithSquad();
    const striker = players[8]?.user.id ?? '';
    const centreBack = players[2]?.user.id ?? '';
    const response = await balance(game.id, {
      sides: 2,
      locks: [
        { user_id: striker, side: 1 },
        { user_id: centreBack, side: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [first, second] = response.json<GameSides>().sides;
    expect(
      second?.players
        .filter((player) => player.locked)
        .map((player) => player.id)
        .sort(),
    ).toEqual([striker, centreBack].sort());
    expect(first?.players.some((player) => player.locked)).toBe(false);

    const again = (
      await balance(game.id, { sides: 2, locks: [{ user_id: striker, side: 0 }] })
    ).json<GameSides>();
    expect(again.sides[0]?.players.find((player) => player.id === striker)?.locked).toBe(true);
    expect(again.sides.flatMap((side) => side.players).filter((player) => player.locked)).toHaveLength(1);
  });

  it('a second balance replaces the first', async () => {
    const { game } = await gameWithSquad();
    await balance(game.id, { sides: 2 });
    const response = await balance(game.id, { sides: 3, seed: 7 });
    expect(response.statusCode).toBe(200);
    const shown = await view(game.id);
    expect(shown.sides.map((side) => side.players.length).sort()).toEqual([3, 3, 4]);
    expect(shown.method).toBe('heuristic');
    expect(await db().select().from(gameSideMembers).where(eq(gameSideMembers.gameId, game.id))).toHaveLength(
      10,
    );
  });

  it('saves sides arranged by hand, with their locks, and scores them', async () => {
    const { game, players } = await gameWithSquad();
    const userIds = players.map((player) => player.user.id);
    const response = await sidesRequest(test.app, organizer, game.id, 'PUT', {
      sides: [
        { players: userIds.slice(0, 5).map((id, i) => ({ user_id: id, locked: i === 0 })) },
        { players: userIds.slice(5).map((id) => ({ user_id: id })) },
      ],
    });
    expect(response.statusCode).toBe(200);
    const sides = response.json<GameSides>();
    const strengths = [90 + 85 + 70 + 60 + 55, 45 + 65 + 50 + 80 + 40];
    expect(sides.sides.map((side) => side.strength)).toEqual(strengths);
    expect(sides).toMatchObject({ method: 'manual', optimal: false, spread: strengths[0]! - strengths[1]! });
    expect(sides.sides[0]?.players.find((player) => player.id === userIds[0])?.locked).toBe(true);
    expect(sides.sides[0]?.mix?.goalkeeper).toBe(2);
    expect(await view(game.id)).toEqual(sides);
  });

  it('refuses a missing, duplicate or unknown player and unbalanced sizes, leaving the saved sides unchanged', async () => {
    const { game, players } = await gameWithSquad();
    const saved = (await balance(game.id, { sides: 2 })).json<GameSides>();
    const userIds = players.map((player) => player.user.id);
    const stranger = await signedInUser(test.app);
    const attempts = [
      [userIds.slice(0, 5), userIds.slice(5, 9)],
      [userIds.slice(0, 5), [...userIds.slice(5), userIds[0] ?? '']],
      [userIds.slice(0, 5), [...userIds.slice(5, 9), stranger.user.id]],
      [userIds.slice(0, 7), userIds.slice(7)],
    ];
    for (const sides of attempts) {
      const response = await save(game.id, sides);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'sides_invalid' });
    }
    expect(await view(game.id)).toEqual(saved);
  });

  it('lists a player who joined after the save as unassigned and drops one who left', async () => {
    const { game, players } = await gameWithSquad();
    const saved = (await balance(game.id, { sides: 2 })).json<GameSides>();
    const leaver = players[9] as SignedIn;
    const leaverSide = saved.sides.find((side) =>
      side.players.some((player) => player.id === leaver.user.id),
    );
    expect((await leave(test.app, leaver, game.id)).statusCode).toBe(200);
    const latecomer = await joinGame(test.app, game.id, { skillOverall: 77, primaryPosition: 'striker' });

    const shown = await view(game.id);
    expect(shown.unassigned.map((player) => player.id)).toEqual([latecomer.user.id]);
    expect(shown.unassigned[0]).toMatchObject({ strength: 77, role: 'attacker' });
    expect(shown.sides.flatMap((side) => side.players).map((player) => player.id)).not.toContain(
      leaver.user.id,
    );
    const shrunk = shown.sides[leaverSide?.index ?? 0];
    expect(shrunk?.players).toHaveLength(4);
    expect(shrunk?.strength).toBe((leaverSide?.strength ?? 0) - 40);
    expect(shrunk?.mix?.attacker).toBe((leaverSide?.mix?.attacker ?? 0) - 1);
    const strengths = shown.sides.map((side) => side.strength ?? 0);
    expect(shown.spread).toBe(Math.max(...strengths) - Math.min(...strengths));
    expect(shown.optimal).toBe(false);
  });

  it('lets only the game’s organizer or an admin balance, save and reset', async () => {
    const { game, players } = await gameWithSquad();
    const otherOrganizer = await signedInUser(test.app, { role: 'organizer' });
    const player = players[0] as SignedIn;
    const arrangement = [players.slice(0, 5), players.slice(5)].map((side) => side.map((p) => p.user.id));
    for (const who of [otherOrganizer, player]) {
      expect((await balance(game.id, { sides: 2 }, who)).statusCode).toBe(403);
      expect((await save(game.id, arrangement, who)).statusCode).toBe(403);
      expect((await sidesRequest(test.app, who, game.id, 'DELETE')).statusCode).toBe(403);
    }
    expect((await view(game.id)).sides).toEqual([]);
    expect((await balance(game.id, { sides: 2 }, admin)).statusCode).toBe(200);
    expect((await save(game.id, arrangement, admin)).statusCode).toBe(200);
  });

  it('shows the sides to confirmed players and the organizer, not to anyone else', async () => {
    const { game, players } = await gameWithSquad();
    await balance(game.id, { sides: 2 });
    const outsider = await signedInUser(test.app);
    const otherOrganizer = await signedInUser(test.app, { role: 'organizer' });
    expect((await sidesRequest(test.app, outsider, game.id, 'GET')).statusCode).toBe(403);
    expect((await sidesRequest(test.app, otherOrganizer, game.id, 'GET')).statusCode).toBe(403);
    const seen = await view(game.id, players[3] as SignedIn);
    expect(seen.can_manage).toBe(false);
    expect(seen.sides).toHaveLength(2);
    expect((await view(game.id, admin)).can_manage).toBe(true);
    const anonymous = await test.app.inject({ method: 'GET', url: `/api/v1/games/${game.id}/sides` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown game', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await balance(unknown, { sides: 2 })).statusCode).toBe(404);
    expect((await sidesRequest(test.app, organizer, unknown, 'GET')).statusCode).toBe(404);
  });

  it('refuses to change the sides of a cancelled game or of a game with a result', async () => {
    const { game } = await gameWithSquad();
    await balance(game.id, { sides: 2 });
    await db()
      .insert(gameResults)
      .values({
        gameId: game.id,
        scores: [3, 2],
        recordedBy: organizer.user.id,
        recordedAt: new Date(),
      });
    const withResult = await balance(game.id, { sides: 2 });
    expect(withResult.statusCode).toBe(409);
    expect(withResult.json()).toMatchObject({ code: 'sides_not_editable' });
    expect((await sidesRequest(test.app, organizer, game.id, 'DELETE')).statusCode).toBe(409);

    const cancelled = await gameWithSquad();
    await db().update(games).set({ status: 'cancelled' }).where(eq(games.id, cancelled.game.id));
    const response = await balance(cancelled.game.id, { sides: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'sides_not_editable' });
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
    const sides = (await balance(game.id, { sides: 2 })).json<GameSides>();
    const total = sides.sides.reduce((sum, side) => sum + (side.strength ?? 0), 0);
    expect(total).toBe(SQUAD.reduce((sum, [skill]) => sum + skill, 0) + 40);
  });

  it('refuses bad bodies with 400, impossible locks and too few players with 422, changing nothing', async () => {
    const { game } = await gameWithSquad();
    expect((await balance(game.id, { sides: 5 })).statusCode).toBe(400);
    expect(
      (await balance(game.id, { sides: 2, locks: [{ user_id: 'not-a-uuid', side: 0 }] })).statusCode,
    ).toBe(400);
    expect(
      (await sidesRequest(test.app, organizer, game.id, 'PUT', { sides: [{ players: [] }] })).statusCode,
    ).toBe(400);
    const stranger = await signedInUser(test.app);
    const unknownLock = await balance(game.id, { sides: 2, locks: [{ user_id: stranger.user.id, side: 0 }] });
    expect(unknownLock.statusCode).toBe(422);
    expect(unknownLock.json()).toMatchObject({ code: 'sides_invalid' });

    const small = await newGame();
    await joinGame(test.app, small.id);
    await joinGame(test.app, small.id);
    const tooFew = await balance(small.id, { sides: 3 });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json()).toMatchObject({ code: 'sides_too_few_players' });
    expect((await view(game.id)).sides).toEqual([]);
    expect((await view(small.id)).sides).toEqual([]);
  });

  it('resets the sides: every confirmed player is unassigned again', async () => {
    const { game } = await gameWithSquad();
    await balance(game.id, { sides: 2 });
    const response = await sidesRequest(test.app, organizer, game.id, 'DELETE');
    expect(response.statusCode).toBe(200);
    expect(response.json<GameSides>()).toMatchObject({ sides: [], method: null, spread: null });
    expect(response.json<GameSides>().unassigned).toHaveLength(10);
  });

  it('shows one number per player on the game page: the strength the sides show', async () => {
    const { game, players } = await gameWithSquad();
    await rate(test.app, players[1]?.user.id ?? '', 64, 7);
    expect((await balance(game.id, { sides: 2 })).statusCode).toBe(200);
    const detail = (
      await test.app.inject({ method: 'GET', url: `/api/v1/games/${game.id}` })
    ).json<GameDetail>();
    const sides = await view(game.id);
    const inSides = new Map(
      sides.sides.flatMap((side) => side.players.map((player) => [player.id, player.strength] as const)),
    );
    expect(detail.players.map((player) => player.strength)).toEqual(
      detail.players.map((player) => inSides.get(player.id)),
    );
    // The rated player: rating 64 after 7 games blended with the self-assessment of 85 (decision 7).
    expect(detail.players[1]).toMatchObject({ rating: 64, strength: 73 });
    expect(detail.players[0]).toMatchObject({ rating: null, strength: 90 });
  });

  it('documents the sides endpoints in OpenAPI with their contracts', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const sides = document.paths['/api/v1/games/{id}/sides'];
    expect(Object.keys(sides)).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(sides.get.tags).toEqual(['sides']);
    expect(document.paths['/api/v1/games/{id}/sides/balance'].post.requestBody).toBeDefined();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['GameSides', 'SidePlayer', 'BalanceSidesBody', 'SaveSidesBody']),
    );
  });
});
