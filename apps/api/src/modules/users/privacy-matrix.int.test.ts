import type {
  GameDetail,
  GameResult,
  GameSides,
  Leaderboard,
  PublicUserProfile,
  TeamMatch,
  TeamMembersResponse,
  TeamStats,
} from '@oyna/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { gameSideMembers, gameSideSets } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { createPlayedGame } from '../ratings/testing/rating-fixtures.js';
import {
  type TeamWithSquad,
  acceptedWithSquads,
  kickedOff,
  resultBody,
  teamWithPlayers,
} from '../team-matches/testing/match-fixtures.js';
import { call, createTeamThroughApi } from '../teams/testing/team-fixtures.js';

/*
 * Every response that names a player, read by each kind of viewer, for a private player and a
 * public one (decision 14, `playerForViewer`). Each probe picks the player's private fields out of
 * the response; the admin's reading is the truth the others are compared with.
 */

type Group = 'always' | 'lineup' | 'game' | 'rating' | 'open';
type ViewerName = 'anonymous' | 'stranger' | 'co-player' | 'organizer' | 'the player' | 'admin';
/** How the viewers stand to the player in this response: in a game, on a profile, in a team. */
type Relation = 'game' | 'profile' | 'team';

const EVERYTHING: Group[] = ['always', 'lineup', 'game', 'rating', 'open'];
const NAMES_ONLY: Group[] = ['always'];
const VISIBLE: Record<Relation, Record<ViewerName, Group[]>> = {
  game: {
    anonymous: NAMES_ONLY,
    stranger: NAMES_ONLY,
    'co-player': NAMES_ONLY,
    organizer: ['always', 'lineup', 'game'],
    'the player': EVERYTHING,
    admin: EVERYTHING,
  },
  profile: {
    anonymous: NAMES_ONLY,
    stranger: NAMES_ONLY,
    'co-player': NAMES_ONLY,
    organizer: NAMES_ONLY,
    'the player': EVERYTHING,
    admin: EVERYTHING,
  },
  // The co-player is the captain of the player's team: teammates share their details (decision 22).
  team: {
    anonymous: NAMES_ONLY,
    stranger: NAMES_ONLY,
    'co-player': ['always', 'lineup', 'game', 'rating'],
    organizer: NAMES_ONLY,
    'the player': EVERYTHING,
    admin: EVERYTHING,
  },
};

interface Reading {
  status: number;
  /** The player's private fields as answered; null when the player is not in the answer. */
  fields: Record<string, unknown> | null;
}

interface Probe {
  name: string;
  relation: Relation;
  groups: Record<string, Group>;
  /** Totals over several players: hidden when any of them is, whoever the row is. */
  totals?: string[];
  read(viewer: SignedIn | null, playerId: string): Promise<Reading>;
}

interface World {
  viewers: Record<ViewerName, SignedIn | null>;
  hidden: SignedIn;
  open: SignedIn;
  gameId: string;
  teamId: string;
  teamMatchId: string;
}

const footballer = {
  primaryPosition: 'striker' as const,
  jerseyNumber: 9,
  preferredFoot: 'left' as const,
  skills: { speed: 8, vision: 6 },
  skillOverall: 70,
};

/**
 * A played game (run by the organizer; the private player, the co-player and the public player in
 * it, with saved sides, goals and ratings) and a confirmed team match between the co-player's team
 * (the two players in it) and another team.
 */
async function buildWorld(app: FastifyInstance): Promise<World> {
  const db = app.db as Db;
  const organizer = await signedInUser(app, { role: 'organizer' });
  const admin = await signedInUser(app, { role: 'admin' });
  const stranger = await signedInUser(app);
  const coPlayer = await signedInUser(app, { primaryPosition: 'defender', jerseyNumber: 4 });
  const hidden = await signedInUser(app, { ...footballer, profileVisibility: 'private' });
  const open = await signedInUser(app, { ...footballer, jerseyNumber: 10, profileVisibility: 'public' });

  const game = await createPlayedGame(db, {
    organizerId: organizer.user.id,
    scores: [2, 1],
    lines: [
      { user: hidden.user, side: 0, goals: 2, rating: { after: 64, delta: 6 } },
      { user: coPlayer.user, side: 0, goals: 0, rating: { after: 50, delta: 2 } },
      { user: open.user, side: 1, goals: 1, rating: { after: 58, delta: -3 } },
    ],
  });
  await db.insert(gameSideSets).values({
    gameId: game.id,
    sideCount: 2,
    method: 'manual',
    spread: 0,
    optimal: false,
    updatedBy: organizer.user.id,
  });
  await db.insert(gameSideMembers).values([
    { gameId: game.id, userId: hidden.user.id, sideIndex: 0 },
    { gameId: game.id, userId: coPlayer.user.id, sideIndex: 0 },
    { gameId: game.id, userId: open.user.id, sideIndex: 1 },
  ]);

  const { team } = await createTeamThroughApi(app, { captain: coPlayer, team: { auto_accept: true } });
  const code = (await call(app, coPlayer, 'GET', `/teams/${team.id}`)).json<{ join_code: string }>()
    .join_code;
  for (const player of [hidden, open]) {
    const joined = await call(app, player, 'POST', `/teams/${team.id}/join`, { code });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  const home: TeamWithSquad = { team, captain: coPlayer, players: [coPlayer, hidden, open] };
  const away = await teamWithPlayers(app, 3);
  const match = await acceptedWithSquads(app, home, away);
  await kickedOff(app, match);
  const goals = { [hidden.user.id]: 2, [open.user.id]: 1 };
  const recorded = await call(app, coPlayer, 'POST', `/team-matches/${match.id}/result`, {
    ...resultBody(home, away, [3, 0], goals),
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
  const confirmed = await call(app, away.captain, 'POST', `/team-matches/${match.id}/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);

  return {
    viewers: {
      anonymous: null,
      stranger,
      'co-player': coPlayer,
      organizer,
      'the player': hidden,
      admin,
    },
    hidden,
    open,
    gameId: game.id,
    teamId: team.id,
    teamMatchId: match.id,
  };
}

describe.each(testDrivers())('a private player in every response that names players, on %s', (driver) => {
  let test: TestApp;
  let world: World;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    world = await buildWorld(test.app);
  }, 60_000);
  afterAll(() => test.close());

  async function get<T>(viewer: SignedIn | null, url: string): Promise<{ status: number; body: T | null }> {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { 'accept-language': 'en', ...viewer?.headers },
    });
    return {
      status: response.statusCode,
      body: response.statusCode === 200 ? response.json<T>() : null,
    };
  }

  const probes: Probe[] = [
    {
      name: 'GET /games/{id}',
      relation: 'game',
      groups: {
        first_name: 'always',
        position: 'lineup',
        jersey_number: 'lineup',
        strength: 'game',
        rating: 'rating',
      },
      async read(viewer, playerId) {
        const { status, body } = await get<GameDetail>(viewer, `/games/${world.gameId}`);
        const player = body?.players.find((each) => each.id === playerId);
        return { status, fields: player ?? null };
      },
    },
    {
      name: 'GET /games/{id}/result',
      relation: 'game',
      groups: { first_name: 'always', goals: 'game', rating_after: 'rating', rating_delta: 'rating' },
      async read(viewer, playerId) {
        const { status, body } = await get<GameResult>(viewer, `/games/${world.gameId}/result`);
        return { status, fields: body?.players.find((each) => each.id === playerId) ?? null };
      },
    },
    {
      name: 'GET /games/{id}/sides',
      relation: 'game',
      groups: {
        first_name: 'always',
        primary_position: 'lineup',
        jersey_number: 'lineup',
        role: 'lineup',
        strength: 'game',
        side_strength: 'game',
        side_mix: 'lineup',
        spread: 'game',
      },
      totals: ['spread'],
      async read(viewer, playerId) {
        const { status, body } = await get<GameSides>(viewer, `/games/${world.gameId}/sides`);
        const side = body?.sides.find((each) => each.players.some((player) => player.id === playerId));
        const player = side?.players.find((each) => each.id === playerId);
        return {
          status,
          fields: player
            ? { ...player, side_strength: side?.strength, side_mix: side?.mix, spread: body?.spread }
            : null,
        };
      },
    },
    {
      name: 'GET /ratings',
      relation: 'profile',
      groups: {
        first_name: 'always',
        rating: 'always',
        primary_position: 'lineup',
        games: 'open',
        rating_change: 'open',
        history_visible: 'open',
      },
      async read(viewer, playerId) {
        const { status, body } = await get<Leaderboard>(viewer, '/ratings?page_size=100');
        const row = body?.items.find((each) => each.user.id === playerId);
        return {
          status,
          fields: row ? { ...row.user, ...row, history_visible: row.history_visible || null } : null,
        };
      },
    },
    {
      name: "GET /ratings?position (the player's line)",
      relation: 'profile',
      groups: { listed: 'lineup' },
      async read(viewer, playerId) {
        const { status, body } = await get<Leaderboard>(viewer, '/ratings?page_size=100&position=attacker');
        const listed = body?.items.some((each) => each.user.id === playerId) ?? false;
        return { status, fields: body ? { listed: listed || null } : null };
      },
    },
    {
      name: 'GET /users/{id}',
      relation: 'profile',
      groups: { first_name: 'always', details: 'open' },
      async read(viewer, playerId) {
        const { status, body } = await get<PublicUserProfile>(viewer, `/users/${playerId}`);
        return { status, fields: body };
      },
    },
    {
      name: 'GET /users/{id}/stats',
      relation: 'profile',
      groups: { goals: 'open', rating: 'open' },
      async read(viewer, playerId) {
        const { status, body } = await get<Record<string, unknown>>(viewer, `/users/${playerId}/stats`);
        return { status, fields: body };
      },
    },
    {
      name: 'GET /users/{id}/rating-history',
      relation: 'profile',
      groups: { items: 'open', rating: 'open' },
      async read(viewer, playerId) {
        const { status, body } = await get<Record<string, unknown>>(
          viewer,
          `/users/${playerId}/rating-history`,
        );
        return { status, fields: body };
      },
    },
    {
      name: 'GET /teams/{id}/members',
      relation: 'team',
      groups: {
        first_name: 'always',
        primary_position: 'lineup',
        jersey_number: 'lineup',
        preferred_foot: 'lineup',
        rating: 'rating',
      },
      async read(viewer, playerId) {
        const { status, body } = await get<TeamMembersResponse>(viewer, `/teams/${world.teamId}/members`);
        return { status, fields: body?.items.find((each) => each.player.id === playerId)?.player ?? null };
      },
    },
    {
      name: 'GET /team-matches/{id}',
      relation: 'team',
      groups: { first_name: 'always', primary_position: 'lineup', goals: 'game' },
      async read(viewer, playerId) {
        const { status, body } = await get<TeamMatch>(viewer, `/team-matches/${world.teamMatchId}`);
        return { status, fields: body?.home_squad.find((each) => each.id === playerId) ?? null };
      },
    },
    {
      name: 'GET /teams/{id}/stats',
      relation: 'team',
      groups: { top_scorer_goals: 'game', attended: 'game', rating: 'rating' },
      async read(viewer, playerId) {
        const { status, body } = await get<TeamStats>(viewer, `/teams/${world.teamId}/stats`);
        if (!body) return { status, fields: null };
        const scorer = body.top_scorers.find((each) => each.player.id === playerId);
        const attendance = body.attendance.find((each) => each.player.id === playerId);
        return {
          status,
          fields: {
            top_scorer_goals: scorer?.goals ?? null,
            attended: attendance?.attended ?? null,
            rating: attendance?.player.rating ?? null,
          },
        };
      },
    },
  ];
  const viewerNames = Object.keys(VISIBLE.game) as ViewerName[];

  describe.each(probes.map((probe) => [probe.name, probe] as const))('%s', (_, probe) => {
    const truth = async (playerId: string) => {
      const reading = await probe.read(world.viewers.admin, playerId);
      expect(reading.status).toBe(200);
      for (const field of Object.keys(probe.groups)) expect(reading.fields?.[field], field).not.toBeNull();
      return reading.fields ?? {};
    };

    it.each(viewerNames)('shows the private player to %s only as the rule allows', async (viewerName) => {
      const expected = await truth(world.hidden.user.id);
      const visible = VISIBLE[probe.relation][viewerName];
      const reading = await probe.read(world.viewers[viewerName], world.hidden.user.id);
      if (reading.status !== 200) {
        // Refusing the whole answer (sign in, not a player of the game, a private profile) hides it too.
        expect([401, 403]).toContain(reading.status);
        expect(
          Object.values(probe.groups).filter((group) => group !== 'always' && visible.includes(group)),
        ).toEqual([]);
        return;
      }
      const seen = Object.fromEntries(
        Object.entries(probe.groups).map(([field, group]) => [
          field,
          visible.includes(group) ? expected[field] : null,
        ]),
      );
      const got = Object.fromEntries(
        Object.keys(probe.groups).map((field) => [field, reading.fields?.[field] ?? null]),
      );
      expect(got).toEqual(seen);
    });

    it.each(viewerNames)('shows a public player to %s in full', async (viewerName) => {
      const expected = await truth(world.open.user.id);
      const reading = await probe.read(world.viewers[viewerName], world.open.user.id);
      if (reading.status !== 200) {
        // Only who may open the answer at all: signed-in viewers, and the game's own people for its sides.
        expect(
          viewerName === 'anonymous' || (viewerName === 'stranger' && probe.name.endsWith('/sides')),
        ).toBe(true);
        return;
      }
      const fields = Object.keys(probe.groups).filter((field) => !probe.totals?.includes(field));
      const got = Object.fromEntries(fields.map((field) => [field, reading.fields?.[field]]));
      expect(got).toEqual(Object.fromEntries(fields.map((field) => [field, expected[field]])));
    });
  });
});
