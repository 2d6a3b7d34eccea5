import type { GamePlacesEvent } from '@oyna/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors/app-error.js';
import { openEventStream } from '../../lib/event-stream.js';
import { readGamePlaces } from './game-places.js';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * `text/event-stream` of a game's places: the current state at once, then every change, as
 * `event: places` messages, until the client goes away.
 */
export async function streamGamePlaces(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  gameId: string,
): Promise<void> {
  const initial = await readGamePlaces(app.db, gameId);
  if (!initial) throw notFound('game_not_found');

  const stream = openEventStream(reply);
  const send = (event: GamePlacesEvent) => stream.send('places', event);
  send(initial);

  const heartbeat = setInterval(() => stream.keepAlive(), HEARTBEAT_MS);
  heartbeat.unref();
  const stopWatching = app.gamePlaces.watch(gameId, send, () => {
    clearInterval(heartbeat);
    stream.end();
  });
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    stopWatching();
  });
}
