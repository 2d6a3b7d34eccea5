import type { GameResult, RecordResultBody } from '@oyna/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { GameRow } from '../../../db/schema.js';
import { gameRegistrations } from '../../../db/schema.js';
import { createGame } from '../../../test/factories.js';
import { type SignedIn, signedInUser } from '../../games/testing/game-fixtures.js';
import { call } from '../../teams/testing/team-fixtures.js';

const HOUR = 3_600_000;

export interface PlayedGame {
  game: GameRow;
  /** Confirmed players in booking order; side A is the first half. */
  players: SignedIn[];
}

/**
 * A game that kicked off `hoursAgo` hours ago (2 by default), run by `organizer`, with `players`
 * confirmed (paid in cash), or `count` new signed-in players.
 */
export async function playedGame(
  app: FastifyInstance,
  options: { organizer: SignedIn; players?: SignedIn[]; count?: number; hoursAgo?: number },
): Promise<PlayedGame> {
  const players =
    options.players ??
    (await Promise.all(Array.from({ length: options.count ?? 4 }, () => signedInUser(app))));
  const startsAt = new Date(Date.now() - (options.hoursAgo ?? 2) * HOUR);
  const game = await createGame(app.db, {
    organizerId: options.organizer.user.id,
    startsAt,
    placesTaken: players.length,
  });
  await app.db.insert(gameRegistrations).values(
    players.map((player) => ({
      gameId: game.id,
      userId: player.user.id,
      status: 'confirmed' as const,
      paymentMethod: 'cash' as const,
      priceQepik: game.priceQepik,
      paidAt: startsAt,
    })),
  );
  return { game, players };
}

/**
 * A result body: the first half of `players` in side A, the rest in side B, everyone attended with
 * no goals unless `lines` says otherwise (keyed by player index).
 */
export function resultBody(
  players: readonly SignedIn[],
  scores: number[],
  options: {
    lines?: Record<number, { side?: number; goals?: number; attended?: boolean }>;
    pick?: SignedIn | null;
  } = {},
): RecordResultBody {
  const half = Math.ceil(players.length / 2);
  return {
    scores,
    players: players.map((player, index) => ({
      user_id: player.user.id,
      side: index < half ? 0 : 1,
      goals: 0,
      attended: true,
      ...options.lines?.[index],
    })),
    player_of_match_id: options.pick?.user.id ?? null,
  };
}

/** `POST /games/{id}/result` as `who`, in English. */
export function postResult(
  app: FastifyInstance,
  who: SignedIn,
  gameId: string,
  body: RecordResultBody,
): Promise<LightMyRequestResponse> {
  return call(app, who, 'POST', `/games/${gameId}/result`, body);
}

/** `who` votes for `candidate` as the player of the match, in English. */
export function vote(
  app: FastifyInstance,
  who: SignedIn,
  gameId: string,
  candidate: SignedIn,
): Promise<LightMyRequestResponse> {
  return call(app, who, 'POST', `/games/${gameId}/votes`, { candidate_id: candidate.user.id });
}

export async function readResult(app: FastifyInstance, who: SignedIn, gameId: string): Promise<GameResult> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/games/${gameId}/result`,
    headers: who.headers,
  });
  if (response.statusCode !== 200) throw new Error(`GET result: ${response.statusCode} ${response.body}`);
  return response.json<GameResult>();
}
