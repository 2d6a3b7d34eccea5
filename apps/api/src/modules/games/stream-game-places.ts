import type { GamePlacesEvent } from '@oyna/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors/app-error.js';
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

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: GamePlacesEvent) => raw.write(`event: places\ndata: ${JSON.stringify(event)}\n\n`);
  raw.write('retry: 3000\n\n');
  send(initial);

  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const stopWatching = app.gamePlaces.watch(gameId, send, () => {
    clearInterval(heartbeat);
    raw.end();
  });
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    stopWatching();
  });
}
