import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * 404 unless the request's connection comes from this machine: the socket's own address (never a
 * forwarded one) is loopback. For the development-only routes (decisions 50 and 55).
 */
export function assertFromThisMachine(request: FastifyRequest): void {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw new AppError('not_found', 404);
}
