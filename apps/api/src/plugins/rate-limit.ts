import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AppError } from '../errors/app-error.js';

/**
 * A global per-IP limit. Counters live in Redis when REDIS_URL is set, so every API instance
 * shares them; in memory otherwise. Routes may set a stricter `config.rateLimit` of their own.
 */
export const rateLimitPlugin = fp<{ config: Config; redis: Redis | undefined }>(
  async (app, { config, redis }) => {
    await app.register(rateLimit, {
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      ...(redis && { redis, nameSpace: 'oyna-rate-limit:' }),
      // The health check is polled by load balancers and must never be limited.
      allowList: (request) => request.url === '/api/v1/health',
      errorResponseBuilder: () => new AppError('rate_limited', 429),
    });
  },
  { name: 'rate-limit' },
);
