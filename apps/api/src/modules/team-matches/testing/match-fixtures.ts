import { BAKU_UTC_OFFSET, DAY_MS, type TeamDetail, type TeamMatch } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../db/database.js';
import { games, teamMatches } from '../../../db/schema.js';
import { createVenue } from '../../../test/factories.js';
import type { SignedIn } from '../../games/testing/game-fixtures.js';
import { call, createTeamThroughApi, memberOf } from '../../teams/testing/team-fixtures.js';

export interface TeamWithSquad {
  team: TeamDetail;
  captain: SignedIn;
  /** The captain first, then the members. */
  players: SignedIn[];
}

/** A public auto-accepting team of `size` players (the captain included). */
export async function teamWithPlayers(app: FastifyInstance, size: number): Promise<TeamWithSquad> {
  const { team, captain } = await createTeamThroughApi(app, { team: { auto_accept: true } });
  const players = [captain];
  for (let index = 1; index < size; index += 1) players.push(await memberOf(app, team, captain));
  return { team, captain, players };
}

/** Three days ahead at 20:00 Baku time. */
export function kickOffSoon(): string {
  const day = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);
  return `${day}T20:00:00${BAKU_UTC_OFFSET}`;
}

/** A challenge from `home` to `away` at a new venue, made through the API. */
export async function challenge(
  app: FastifyInstance,
  home: TeamWithSquad,
  away: TeamWithSquad,
  overrides: Record<string, unknown> = {},
): Promise<TeamMatch> {
  const venue = await createVenue(app.db as Db);
  const response = await call(app, home.captain, 'POST', '/team-matches', {
    home_team_id: home.team.id,
    away_team_id: away.team.id,
    venue_id: venue.id,
    starts_at: kickOffSoon(),
    format: '5x5',
    message: 'Şənbə oynayaq?',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TeamMatch>();
}

/** An accepted match with both squads picked: every player of each team. */
export async function acceptedWithSquads(
  app: FastifyInstance,
  home: TeamWithSquad,
  away: TeamWithSquad,
): Promise<TeamMatch> {
  const match = await challenge(app, home, away);
  expect((await call(app, away.captain, 'POST', `/team-matches/${match.id}/accept`)).statusCode).toBe(200);
  for (const side of [home, away]) {
    const response = await call(
      app,
      side.captain,
      'PUT',
      `/team-matches/${match.id}/squads/${side.team.id}`,
      {
        user_ids: side.players.map((player) => player.user.id),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
  }
  return (await call(app, home.captain, 'GET', `/team-matches/${match.id}`)).json<TeamMatch>();
}

/** Moves a match (and its game) to have kicked off `hoursAgo` hours ago. */
export async function kickedOff(
  app: FastifyInstance,
  match: Pick<TeamMatch, 'id' | 'game_id'>,
  hoursAgo = 2,
) {
  const startsAt = new Date(Date.now() - hoursAgo * 3_600_000);
  const db = app.db as Db;
  await db.update(teamMatches).set({ startsAt }).where(eq(teamMatches.id, match.id));
  if (match.game_id) await db.update(games).set({ startsAt }).where(eq(games.id, match.game_id));
}

/** A result body: the score and every squad player, goals as given (others 0), everyone attended. */
export function resultBody(
  home: TeamWithSquad,
  away: TeamWithSquad,
  score: [number, number],
  goals: Record<string, number> = {},
) {
  return {
    home_score: score[0],
    away_score: score[1],
    players: [...home.players, ...away.players].map((player) => ({
      user_id: player.user.id,
      goals: goals[player.user.id] ?? 0,
      attended: true,
    })),
  };
}
